import type { Paginated } from '@fleetdesk/contract/common';
import { customerDetailSchema, type CustomerDetail } from '@fleetdesk/contract/loaner-agreements';
import {
  customerDocumentSchema,
  customerSchema,
  type Customer,
  type CustomerDocument,
  type CustomerDocumentType,
  type CustomerPatch,
  type CustomerWrite,
} from '@fleetdesk/contract/loaners';
import {
  infiniteQueryOptions,
  keepPreviousData,
  queryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';
import { getPage, pageByPage, queryString } from '../../../lib/pagination';
import { uploadForm, type UploadProgress } from '../../../lib/upload';

/** Under ['loaners'] with the rest of the feature; `list` prefixes every search. */
export const customerKeys = {
  all: ['loaners', 'customers'] as const,
  list: () => [...customerKeys.all, 'list'] as const,
  search: (search: string) => [...customerKeys.list(), search] as const,
  detail: (id: number) => [...customerKeys.all, 'detail', id] as const,
};

export const CUSTOMERS_PAGE_SIZE = 25;
export const CUSTOMERS_LOAD_FAILED = 'Failed to load customers';
export const CUSTOMER_LOAD_FAILED = 'Failed to load the customer';
export const CUSTOMER_SAVE_FAILED = 'Failed to save the customer';
export const CUSTOMER_UPLOAD_FAILED = 'Failed to upload the document';

/** GET /api/loaners/customers/?search=&page=&page_size= */
export function getCustomers(search: string, page: number): Promise<Paginated<Customer>> {
  return getPage(
    `/api/loaners/customers/${queryString({ search, page, page_size: CUSTOMERS_PAGE_SIZE })}`,
    customerSchema,
  );
}

export function useCustomers(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: customerKeys.search(search),
      queryFn: ({ pageParam }) => getCustomers(search, pageParam),
      ...pageByPage,
      // The last answer stays while a new search is asked.
      placeholderData: keepPreviousData,
    }),
  );
}

/** GET /api/loaners/customers/{id}/: the customer with their documents and agreements. */
export function getCustomer(id: number): Promise<CustomerDetail> {
  return apiGet(`/api/loaners/customers/${id}/`, customerDetailSchema);
}

export const customerQueryOptions = (id: number) =>
  queryOptions({ queryKey: customerKeys.detail(id), queryFn: () => getCustomer(id) });

export function useCustomer(id: number) {
  return useQuery(customerQueryOptions(id));
}

/** POST /api/loaners/customers/ or PATCH /api/loaners/customers/{id}/. */
export async function saveCustomer(input: {
  id: number | null;
  body: CustomerWrite | CustomerPatch;
}): Promise<Customer> {
  const data =
    input.id === null
      ? await apiRequest('/api/loaners/customers/', { method: 'POST', body: input.body })
      : await apiRequest(`/api/loaners/customers/${input.id}/`, {
          method: 'PATCH',
          body: input.body,
        });
  return parseWith(customerSchema, data);
}

export function useSaveCustomer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveCustomer,
    // The reply is the customer alone: their page asks again for documents and agreements.
    onSuccess: () => client.invalidateQueries({ queryKey: customerKeys.all }),
  });
}

export type CustomerDocumentUpload = {
  customerId: number;
  file: File;
  documentType: CustomerDocumentType;
  onProgress: (progress: UploadProgress) => void;
};

/** POST /api/loaners/customers/{id}/upload_document/ (multipart `file`, `document_type`). */
export async function uploadCustomerDocument(
  input: CustomerDocumentUpload,
): Promise<CustomerDocument> {
  const form = new FormData();
  form.append('document_type', input.documentType);
  form.append('file', input.file);
  const data = await uploadForm(
    `/api/loaners/customers/${input.customerId}/upload_document/`,
    form,
    {
      onProgress: input.onProgress,
    },
  );
  return parseWith(customerDocumentSchema, data);
}

export function useUploadCustomerDocument() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadCustomerDocument,
    onSuccess: (_reply, input) =>
      client.invalidateQueries({ queryKey: customerKeys.detail(input.customerId) }),
  });
}

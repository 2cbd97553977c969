import type { Paginated } from '@fleetdesk/contract/common';
import { agreementSchema, type Agreement } from '@fleetdesk/contract/loaner-agreements';
import {
  invoiceListItemSchema,
  invoiceSchema,
  receivablesSchema,
  type Invoice,
  type InvoiceListItem,
  type InvoiceStatus,
} from '@fleetdesk/contract/loaner-invoices';
import { insurerSchema, type Insurer } from '@fleetdesk/contract/loaner-money';
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
import { fetchFile, fetchNamedFile, saveBlob } from '../../../lib/save-file';

/** Invoices to insurers and the receivables (docs/api.md "Loaner money: invoices and receivables"). */

export const invoiceKeys = {
  all: ['loaners', 'invoices'] as const,
  list: (filter: InvoiceFilter) => [...invoiceKeys.all, 'list', filter] as const,
  detail: (id: number) => [...invoiceKeys.all, 'detail', id] as const,
  billable: (insurer: number) => [...invoiceKeys.all, 'billable', insurer] as const,
  insurers: ['loaners', 'invoices', 'insurer-options'] as const,
  receivables: ['loaners', 'receivables'] as const,
};

export const INVOICES_PAGE_SIZE = 25;
export const INVOICES_LOAD_FAILED = 'Failed to load invoices';
export const INVOICE_LOAD_FAILED = 'Failed to load the invoice';
export const RECEIVABLES_LOAD_FAILED = 'Failed to load the receivables';
export const INSURERS_LOAD_FAILED = 'Failed to load the insurers';
export const BILLABLE_LOAD_FAILED = 'Failed to load the agreements to bill';

export type InvoiceFilter = { insurer: number | null; status: InvoiceStatus | null };

/** GET /api/loaners/invoices/?insurer=&status=&page=&page_size= */
export function getInvoices(
  filter: InvoiceFilter,
  page: number,
): Promise<Paginated<InvoiceListItem>> {
  return getPage(
    `/api/loaners/invoices/${queryString({ ...filter, page, page_size: INVOICES_PAGE_SIZE })}`,
    invoiceListItemSchema,
  );
}

export function useInvoices(filter: InvoiceFilter) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: invoiceKeys.list(filter),
      queryFn: ({ pageParam }) => getInvoices(filter, pageParam),
      ...pageByPage,
      placeholderData: keepPreviousData,
    }),
  );
}

export const invoiceQueryOptions = (id: number) =>
  queryOptions({
    queryKey: invoiceKeys.detail(id),
    queryFn: () => apiGet(`/api/loaners/invoices/${id}/`, invoiceSchema),
  });

export const useInvoice = (id: number) => useQuery(invoiceQueryOptions(id));

/** The shop's insurers by name, for the filter and the new invoice (a directory of a few dozen). */
export function useInsurerOptions() {
  return useQuery({
    queryKey: invoiceKeys.insurers,
    queryFn: async (): Promise<Insurer[]> =>
      (await getPage('/api/loaners/insurers/?page=1&page_size=100', insurerSchema)).results,
  });
}

/** The insurer's returned agreements on no live invoice: what a new invoice may bill. */
export function useBillableAgreements(insurer: number | null) {
  return useQuery({
    queryKey: invoiceKeys.billable(insurer ?? 0),
    enabled: insurer !== null,
    queryFn: async (): Promise<Agreement[]> =>
      (
        await getPage(
          `/api/loaners/agreements/${queryString({ status: 'returned', insurer, invoiced: 'false', page: 1, page_size: 100 })}`,
          agreementSchema,
        )
      ).results,
  });
}

const post = async (path: string, body?: unknown) =>
  parseWith(invoiceSchema, await apiRequest(path, { method: 'POST', body: body ?? {} }));

/** A write that changes an invoice: the lists, the receivables and the agreements read again. */
function useInvoiceWrite<V>(write: (vars: V) => Promise<Invoice>) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (invoice) => {
      client.setQueryData(invoiceKeys.detail(invoice.id), invoice);
      void client.invalidateQueries({ queryKey: ['loaners'] });
    },
  });
}

export const useCreateInvoice = () =>
  useInvoiceWrite((body: { insurer: number; agreements: number[] }) =>
    post('/api/loaners/invoices/', body),
  );
export const useSendInvoice = (id: number) =>
  useInvoiceWrite(() => post(`/api/loaners/invoices/${id}/send/`));
export const useVoidInvoice = (id: number) =>
  useInvoiceWrite((reason: string) => post(`/api/loaners/invoices/${id}/void/`, { reason }));

/** GET …/{id}/pdf/ behind the token, saved as INV-00001.pdf. */
export async function saveInvoicePdf(invoice: Pick<Invoice, 'id' | 'number'>) {
  saveBlob(await fetchFile(`/api/loaners/invoices/${invoice.id}/pdf/`), `${invoice.number}.pdf`);
}

export const useReceivables = () =>
  useQuery({
    queryKey: invoiceKeys.receivables,
    queryFn: () => apiGet('/api/loaners/receivables/', receivablesSchema),
  });

/** The receivables as a file (the server names it by the shop's today). */
export function useDownloadReceivables() {
  return useMutation({
    mutationFn: (format: 'csv' | 'xlsx') =>
      fetchNamedFile(
        `/api/loaners/receivables/?format=${format}`,
        `receivables.${format}`,
        'download',
      ),
    onSuccess: ({ blob, fileName }) => saveBlob(blob, fileName),
  });
}

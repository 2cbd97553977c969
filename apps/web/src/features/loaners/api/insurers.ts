import type { Paginated } from '@fleetdesk/contract/common';
import {
  insurerSchema,
  type Insurer,
  type InsurerCreate,
  type InsurerPatch,
} from '@fleetdesk/contract/loaner-money';
import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { getPage, pageByPage, queryString } from '../../../lib/pagination';

/** The shop's insurer directory (docs/api.md "Loaner money"), under ['loaners'] with the feature. */
export const insurerKeys = {
  all: ['loaners', 'insurers'] as const,
  list: () => [...insurerKeys.all, 'list'] as const,
  search: (search: string) => [...insurerKeys.list(), search] as const,
  options: (search: string) => [...insurerKeys.all, 'options', search] as const,
};

export const INSURERS_PAGE_SIZE = 25;
export const INSURERS_LOAD_FAILED = 'Failed to load insurers';
export const INSURER_SAVE_FAILED = 'Failed to save the insurer';

/** GET /api/loaners/insurers/?search=&page=&page_size= */
export function getInsurers(
  search: string,
  page: number,
  pageSize = INSURERS_PAGE_SIZE,
): Promise<Paginated<Insurer>> {
  return getPage(
    `/api/loaners/insurers/${queryString({ search, page, page_size: pageSize })}`,
    insurerSchema,
  );
}

export function useInsurers(search: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: insurerKeys.search(search),
      queryFn: ({ pageParam }) => getInsurers(search, pageParam),
      ...pageByPage,
      placeholderData: keepPreviousData,
    }),
  );
}

/** The insurers a reservation may pick, searched on the server as the name is typed. */
export function useInsurerOptions(search: string) {
  return useQuery({
    queryKey: insurerKeys.options(search),
    queryFn: async () => (await getInsurers(search, 1, 20)).results,
    placeholderData: (previous) => previous,
  });
}

/** POST /api/loaners/insurers/ or PATCH /api/loaners/insurers/{id}/. */
export async function saveInsurer(input: {
  id: number | null;
  body: InsurerCreate | InsurerPatch;
}): Promise<Insurer> {
  const data =
    input.id === null
      ? await apiRequest('/api/loaners/insurers/', { method: 'POST', body: input.body })
      : await apiRequest(`/api/loaners/insurers/${input.id}/`, {
          method: 'PATCH',
          body: input.body,
        });
  return parseWith(insurerSchema, data);
}

export function useSaveInsurer() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveInsurer,
    onSuccess: () => client.invalidateQueries({ queryKey: insurerKeys.all }),
  });
}

import { INSURANCE_MESSAGES, policySchema, type Policy } from '@fleetdesk/contract/insurance';
import type { Paginated } from '@fleetdesk/contract/common';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { getPage, pageByPage, queryString } from '../../../lib/pagination';
import { insuranceKeys } from './keys';

/** Policies per page on the overview; later pages come with Load more. */
export const POLICIES_PAGE_SIZE = 100;

/** GET /api/vehicles/policies/?page=&page_size= (latest end date first: active ones lead). */
export function getPolicies(page: number): Promise<Paginated<Policy>> {
  return getPage(
    `/api/vehicles/policies/${queryString({ page, page_size: POLICIES_PAGE_SIZE })}`,
    policySchema,
  );
}

export const policiesQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: insuranceKeys.policies(),
    queryFn: ({ pageParam }) => getPolicies(pageParam),
    ...pageByPage,
    meta: { errorToast: { title: 'Insurance', message: INSURANCE_MESSAGES.listFailed } },
  });

export const usePolicies = () => useInfiniteQuery(policiesQueryOptions());

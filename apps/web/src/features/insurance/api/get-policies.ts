import { INSURANCE_MESSAGES, policyListResponseSchema } from '@fleetdesk/contract/insurance';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiGet } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import type { OverviewState } from '../components/overview-params';
import { insuranceKeys } from './keys';

/** A page of policies; `count_is_lower_bound` when a broad search was counted to its cap. */
export type PolicyPage = z.infer<typeof policyListResponseSchema>;

/** One section's page of the overview: Active or Previous, with the search and filters. */
export type PolicyPageRequest = {
  active: boolean;
  search: string;
  company: string;
  master: string | null;
  endsWithin: number | null;
  page: number;
  pageSize: number;
};

/** The request of a section from the overview's state. */
export const sectionRequest = (
  state: OverviewState,
  active: boolean,
  pageSize: number,
): PolicyPageRequest => ({
  active,
  search: state.search,
  company: state.company,
  master: state.master,
  endsWithin: state.endsWithin,
  page: active ? state.page : state.previousPage,
  pageSize,
});

/**
 * GET /api/vehicles/policies/?active=&search=&company=&master_policy=&ends_within=&page=&page_size=
 * (latest end date first; docs/api.md, Insurance).
 */
export function getPolicyPage(r: PolicyPageRequest): Promise<PolicyPage> {
  return apiGet(
    `/api/vehicles/policies/${queryString({
      active: String(r.active),
      search: r.search,
      company: r.company,
      master_policy: r.master,
      ends_within: r.endsWithin,
      page: r.page,
      page_size: r.pageSize,
    })}`,
    policyListResponseSchema,
  );
}

export const policyPageQueryOptions = (r: PolicyPageRequest) =>
  queryOptions({
    queryKey: [...insuranceKeys.policies(), r],
    queryFn: () => getPolicyPage(r),
    // The rows stay while the next page or filter loads, instead of a blank section.
    placeholderData: keepPreviousData,
    meta: { errorToast: { title: 'Insurance', message: INSURANCE_MESSAGES.listFailed } },
  });

export const usePolicyPage = (r: PolicyPageRequest, enabled: boolean) =>
  useQuery({ ...policyPageQueryOptions(r), enabled });

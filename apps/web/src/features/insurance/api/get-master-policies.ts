import { masterPolicySchema, type MasterPolicy } from '@fleetdesk/contract/insurance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { getPage, queryString } from '../../../lib/pagination';
import { insuranceKeys } from './keys';

/** GET /api/vehicles/master-policies/?page_size=1: the latest master policy (the form's prefill). */
export async function getLatestMasterPolicy(): Promise<MasterPolicy | null> {
  const page = await getPage(
    `/api/vehicles/master-policies/${queryString({ page: 1, page_size: 1 })}`,
    masterPolicySchema,
  );
  return page.results[0] ?? null;
}

export const latestMasterPolicyQueryOptions = () =>
  queryOptions({
    queryKey: [...insuranceKeys.masterPolicies(), 'latest'],
    queryFn: getLatestMasterPolicy,
  });

export const useLatestMasterPolicy = () => useQuery(latestMasterPolicyQueryOptions());

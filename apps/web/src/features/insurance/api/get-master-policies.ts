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

/** The newest master policies, for the overview's filter (a fleet renews once or twice a year). */
export const MASTER_POLICY_OPTIONS = 100;

/** GET /api/vehicles/master-policies/?page=1&page_size=100 */
export const useMasterPolicyOptions = () =>
  useQuery({
    queryKey: [...insuranceKeys.masterPolicies(), 'options'],
    queryFn: () =>
      getPage(
        `/api/vehicles/master-policies/${queryString({ page: 1, page_size: MASTER_POLICY_OPTIONS })}`,
        masterPolicySchema,
      ).then((page) => page.results),
  });

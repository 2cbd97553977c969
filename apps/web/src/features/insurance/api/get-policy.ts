import { INSURANCE_MESSAGES, policySchema, type Policy } from '@fleetdesk/contract/insurance';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet, ApiError } from '../../../lib/api';
import { insuranceKeys } from './keys';

/** GET /api/vehicles/policies/{id}/ */
export function getPolicy(id: number): Promise<Policy> {
  return apiGet(`/api/vehicles/policies/${id}/`, policySchema);
}

/** 'Insurance policy not found' for a 404, else 'Failed to fetch insurance data'. */
export function policyLoadErrorText(error: unknown): string {
  return error instanceof ApiError && error.status === 404
    ? INSURANCE_MESSAGES.notFound
    : INSURANCE_MESSAGES.fetchFailed;
}

export const policyQueryOptions = (id: number) =>
  queryOptions({
    queryKey: insuranceKeys.policy(id),
    queryFn: () => getPolicy(id),
    meta: { errorToast: { title: 'Insurance', message: policyLoadErrorText } },
  });

export function usePolicy(id: number | null) {
  return useQuery({ ...policyQueryOptions(id ?? 0), enabled: id !== null, staleTime: 0 });
}

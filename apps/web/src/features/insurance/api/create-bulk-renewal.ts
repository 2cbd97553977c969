import {
  INSURANCE_MESSAGES,
  masterPolicySchema,
  type BulkRenewal,
  type MasterPolicy,
} from '@fleetdesk/contract/insurance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, parseWith } from '../../../lib/api';
import { vehicleKeys } from '../../vehicles';
import { insuranceKeys } from './keys';

/** POST /api/vehicles/master-policies/bulk_renewal/ (the reply is the new master policy). */
export async function createBulkRenewal(body: BulkRenewal): Promise<MasterPolicy> {
  return parseWith(
    masterPolicySchema,
    await apiRequest('/api/vehicles/master-policies/bulk_renewal/', { method: 'POST', body }),
  );
}

/** An empty reply says nothing; the status's own words do (e.g. "Bad Gateway"). */
const statusText = (status: number) => STATUS_TEXTS[status] ?? 'No reason given';

const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  403: 'Forbidden',
  404: 'Not Found',
  409: 'Conflict',
  413: 'Payload Too Large',
  500: 'Internal Server Error',
  502: 'Bad Gateway',
  503: 'Service Unavailable',
  504: 'Gateway Timeout',
};

/**
 * Spec 2 section 8: 'Failed to create insurance renewal' with the server's detail, error or raw
 * data (the status text when the reply is empty), followed by the status.
 */
export function renewalFailureText(error: unknown): string {
  if (!(error instanceof ApiError)) return INSURANCE_MESSAGES.renewalFailed;
  const body = (typeof error.body === 'object' && error.body !== null ? error.body : {}) as {
    detail?: unknown;
    error?: unknown;
  };
  const empty = error.body === null || error.body === undefined || error.body === '';
  const said =
    typeof body.detail === 'string'
      ? body.detail
      : typeof body.error === 'string'
        ? body.error
        : empty
          ? statusText(error.status)
          : JSON.stringify(error.body);
  return `${INSURANCE_MESSAGES.renewalFailed}: ${said} (${error.status})`;
}

export function useCreateBulkRenewal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createBulkRenewal,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: insuranceKeys.all });
      await client.invalidateQueries({ queryKey: vehicleKeys.all });
    },
  });
}

import type { PermissionsResponse } from '@fleetdesk/contract/permissions';
import { hasPermission } from '@fleetdesk/contract/rules/permission-check';
import { ApiError, InvalidResponseError, NetworkError } from '../lib/api';

export const DEFAULT_MODULE_NAME = 'this module';

/** The only permission still granted when the permission call fails at network level (spec 1 section 6). */
export const NETWORK_FAILURE_ALLOWED = 'canViewBasic';

export type AccessDecision =
  { kind: 'checking' } | { kind: 'allowed' } | { kind: 'denied'; message: string };

type QueryState = {
  status: 'pending' | 'success' | 'error';
  data: PermissionsResponse | undefined;
  error: unknown;
};

/** Spec 1 sections 4, 6 and 8: checking, allowed, or denied with the toast text. */
export function decideAccess(
  permission: string | undefined,
  query: QueryState,
  moduleName = DEFAULT_MODULE_NAME,
): AccessDecision {
  if (permission === undefined || permission === '') return { kind: 'allowed' };
  if (query.status === 'pending') return { kind: 'checking' };
  if (query.status === 'success' && query.data) {
    return hasPermission(query.data, permission)
      ? { kind: 'allowed' }
      : { kind: 'denied', message: `Access denied to ${moduleName}` };
  }
  const error = query.error;
  if (error instanceof InvalidResponseError)
    return { kind: 'denied', message: `Invalid response from server for ${moduleName}` };
  if (error instanceof ApiError)
    return { kind: 'denied', message: `Unable to verify access to ${moduleName}` };
  if (error instanceof NetworkError && permission === NETWORK_FAILURE_ALLOWED)
    return { kind: 'allowed' };
  return { kind: 'denied', message: `Access verification failed for ${moduleName}` };
}

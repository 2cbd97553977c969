import { currentContextResponseSchema, type CurrentContext } from '@fleetdesk/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { shopKeys } from './keys';

export const CURRENT_CONTEXT_FAILED = 'Failed to fetch current context';

/** GET /api/employees/current-context/: current_shop, needs_shop_selection, user. */
export function getCurrentContext(): Promise<CurrentContext> {
  return apiGet('/api/employees/current-context/', currentContextResponseSchema);
}

export const currentContextQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.currentContext(), queryFn: getCurrentContext });

export function useCurrentContext() {
  return useQuery(currentContextQueryOptions());
}

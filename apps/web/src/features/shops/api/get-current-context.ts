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

/**
 * The current shop's today (`YYYY-MM-DD`, in the shop's time zone) as the server reports it:
 * the one date the screens count from (issue 22), never the browser's clock. Undefined until
 * the context has loaded.
 */
export function useShopToday(): string | undefined {
  return useCurrentContext().data?.current_shop?.today;
}

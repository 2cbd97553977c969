import { isoDateInZone, msUntilNextDayInZone } from '@fleetdesk/contract/rules/shop-day';
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

/** The longest a shop's today is kept without asking the server again. */
const SHOP_DAY_RECHECK_MS = 60 * 60_000;
/** How long after midnight to ask: the server's clock may be a little behind this one. */
const SHOP_DAY_MARGIN_MS = 5_000;
/** While the server still says yesterday (this clock is ahead), ask every minute. */
const SHOP_DAY_CATCH_UP_MS = 60_000;

/**
 * When to ask the server for the shop's today again: just after the next midnight in the shop's
 * time zone, and at least every hour (a daylight-saving change, a clock that differs).
 */
export function shopDayRefetchMs(context: CurrentContext | undefined, now = new Date()): number {
  const shop = context?.current_shop;
  if (!shop) return SHOP_DAY_RECHECK_MS;
  if (isoDateInZone(now, shop.time_zone) !== shop.today) return SHOP_DAY_CATCH_UP_MS;
  const untilMidnight = msUntilNextDayInZone(now, shop.time_zone) + SHOP_DAY_MARGIN_MS;
  return Math.min(untilMidnight, SHOP_DAY_RECHECK_MS);
}

/**
 * The current shop's today (`YYYY-MM-DD`, in the shop's time zone) as the server reports it:
 * the one date the screens count from (issue 22), never the browser's clock. Undefined until
 * the context has loaded. The context is asked again after midnight in the shop's zone and when
 * the window comes back into focus, so a tab left open overnight moves to the new day.
 */
export function useShopToday(): string | undefined {
  return useQuery({
    ...currentContextQueryOptions(),
    refetchInterval: (query) => shopDayRefetchMs(query.state.data),
    refetchOnWindowFocus: true,
  }).data?.current_shop?.today;
}

import type { RecentServices } from '@fleetdesk/contract/dashboard';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './service.dashboard.repository';

/** Spec 1 section 9: the recent services total covers 30 days. */
export const SERVICE_TOTAL_DAYS = 30;
/** How many recent and upcoming services the widget lists. */
export const SERVICES_LISTED = 5;
/** Weeks in the spend-by-week chart. */
export const SPEND_WEEKS = 8;

/** The recent-services widget's data, handed to the dashboard routes by modules/index.ts. */
export async function recentServicesData(ctx: ShopContext): Promise<RecentServices> {
  // One after the other: the request's transaction is one connection.
  return {
    monthly_total: await repo.totalSince(ctx, SERVICE_TOTAL_DAYS),
    recent_services: await repo.newestServices(ctx, SERVICES_LISTED),
    upcoming_services: await repo.dueServices(ctx, SERVICES_LISTED),
    weekly_totals: await repo.weeklyTotals(ctx, SPEND_WEEKS),
  };
}

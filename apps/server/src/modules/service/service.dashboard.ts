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
  const [monthly, recent, upcoming, weekly] = await Promise.all([
    repo.totalSince(ctx, SERVICE_TOTAL_DAYS),
    repo.newestServices(ctx, SERVICES_LISTED),
    repo.dueServices(ctx, SERVICES_LISTED),
    repo.weeklyTotals(ctx, SPEND_WEEKS),
  ]);
  return {
    monthly_total: monthly,
    recent_services: recent,
    upcoming_services: upcoming,
    weekly_totals: weekly,
  };
}

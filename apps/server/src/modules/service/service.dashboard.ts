import type { RecentServices } from '@fleetdesk/contract/dashboard';
import type { ShopContext } from '../../platform/request-context';
import { maintenanceDue } from './maintenance.due';
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
    upcoming_services: await upcomingServices(ctx),
    weekly_totals: await repo.weeklyTotals(ctx, SPEND_WEEKS),
  };
}

/**
 * Records' next services and the maintenance schedules due (overdue ones first, as their dates
 * have passed), soonest first: the first 5.
 */
async function upcomingServices(ctx: ShopContext): Promise<RecentServices['upcoming_services']> {
  const records = await repo.dueServices(ctx, SERVICES_LISTED);
  const schedules = (await maintenanceDue(ctx, {}, SERVICES_LISTED)).map((d) => ({
    id: d.schedule,
    source: 'schedule' as const,
    name: d.name,
    vehicle: d.vehicle_vin,
    vehicle_description: d.vehicle_description,
    service_type: d.service_type,
    due_date: [d.due_date, d.forecast_date].filter((x) => x !== null).sort()[0] ?? null,
    due_mileage: d.due_mileage,
    overdue: d.state === 'overdue',
  }));
  const order = (r: { overdue: boolean; due_date: string | null }) =>
    `${r.overdue ? 0 : 1}${r.due_date ?? '9999-12-31'}`;
  return [...schedules, ...records]
    .sort((a, b) => order(a).localeCompare(order(b)))
    .slice(0, SERVICES_LISTED);
}

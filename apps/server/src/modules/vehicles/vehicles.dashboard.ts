import type { FleetValue, VehicleOverview } from '@fleetdesk/contract/dashboard';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './vehicles.dashboard.repository';

/**
 * The vehicle module's dashboard widget data, handed to the dashboard routes by
 * modules/index.ts. Archived vehicles are only counted (overview); every list and value
 * covers active vehicles, so no member sees an archived vehicle here.
 */

/** How many recently valued vehicles the fleet-value widget lists. */
export const RECENT_VALUATIONS = 3;

export async function vehicleOverviewData(ctx: ShopContext): Promise<VehicleOverview> {
  // One after the other: the request's transaction is one connection.
  const counts = await repo.countsByArchived(ctx);
  const byType = await repo.activeCountsByType(ctx);
  const active = counts.find((c) => !c.isArchived)?.n ?? 0;
  const archived = counts.find((c) => c.isArchived)?.n ?? 0;
  const of = (type: string) => byType.find((t) => t.type === type)?.n ?? 0;
  return {
    total_vehicles: active + archived,
    active_vehicles: active,
    archived_vehicles: archived,
    breakdown: {
      loaner: of('loaner'),
      employee: of('employee'),
      service: of('service'),
      general: of('general'),
    },
  };
}

export async function fleetValueData(ctx: ShopContext): Promise<FleetValue> {
  const totals = await repo.fleetValueTotals(ctx);
  const counts = await repo.countsByArchived(ctx);
  const recent = await repo.recentValuations(ctx, RECENT_VALUATIONS);
  return {
    total_value: totals.total,
    valued_vehicles: totals.valued,
    total_vehicles: counts.find((c) => !c.isArchived)?.n ?? 0,
    recent_valuations: recent.map((r) => ({
      vin: r.vin,
      description: r.description,
      current_value: r.currentValue,
      updated_at: r.updatedAt.toISOString(),
    })),
  };
}

/**
 * How many active vehicles have the type `typeName` (the loaner widget's total, which the loaners
 * module composes with its agreements).
 */
export const activeVehicleCountOfType = (ctx: ShopContext, typeName: string) =>
  repo.activeCountOfType(ctx, typeName);

import { maintenanceState } from '@fleetdesk/contract/rules/maintenance-due';
import { SUMMARY_AREAS, type VehicleSummary } from '@fleetdesk/contract/vehicle-glance';
import { can, type ShopContext } from '../../platform/request-context';
import { shopDayOf } from '../../platform/shop-day';
import { fuelEconomyOf } from '../fuel';
import { reachVehicle } from '../vehicles';
import { vehicleSummaryJson, type SummaryAreas } from './glance.summary.repository';

/**
 * Which areas' figures a member sees on the Overview: each needs the permission that opens the
 * area itself (docs/api.md, "The vehicle at a glance"). Registration figures come with the
 * vehicle's detail (canViewDetails, the route's permission).
 */
export function summaryAreas(ctx: ShopContext): SummaryAreas {
  return {
    mileage: can(ctx, 'canViewMileage'),
    service: can(ctx, 'canViewService'),
    financing: can(ctx, 'canViewFinancial'),
    insurance: can(ctx, 'canViewInsurance'),
    loaners: can(ctx, 'canViewLoaners'),
  };
}

/** The vehicle at a glance: reached as its detail is (the archived rule), computed in SQL. */
export async function vehicleSummary(ctx: ShopContext, vin: string): Promise<VehicleSummary> {
  const vehicle = await reachVehicle(ctx, vin);
  const areas = summaryAreas(ctx);
  const figures = (await vehicleSummaryJson(ctx, vehicle.id, areas)) as Omit<
    VehicleSummary,
    'hidden_areas' | 'next_service' | 'mpg' | 'fuel_cost_per_mile'
  > & { next_service: Omit<NonNullable<VehicleSummary['next_service']>, 'state'> | null };
  const next = figures.next_service;
  // The due list's rule, so the two screens never disagree (a passed forecast is due soon, not
  // overdue: the odometer says whether the miles were driven).
  const nextService = next && {
    ...next,
    state: maintenanceState(
      { dueDate: next.due_date, dueMileage: next.due_mileage, forecastDate: next.forecast_date },
      vehicle.currentMileage,
      shopDayOf(ctx.timeZone, new Date()),
    ),
  };
  return {
    hidden_areas: SUMMARY_AREAS.filter((area) => !areas[area]),
    ...figures,
    ...(await fuelEconomyOf(ctx, vehicle.id)),
    next_service: nextService,
  };
}

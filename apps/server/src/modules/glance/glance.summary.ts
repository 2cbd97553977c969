import { SUMMARY_AREAS, type VehicleSummary } from '@fleetdesk/contract/vehicle-glance';
import { can, type ShopContext } from '../../platform/request-context';
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
    'hidden_areas'
  >;
  return { hidden_areas: SUMMARY_AREAS.filter((area) => !areas[area]), ...figures };
}

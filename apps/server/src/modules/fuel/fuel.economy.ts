import { fuelEconomy } from '@fleetdesk/contract/rules/fuel-figures';
import type { ShopContext } from '../../platform/request-context';
import { fillsOfVehicles } from './fuel.repository';

/** The days the glance's MPG and fuel cost per mile look back over (docs/api.md "Fuel"). */
export const ECONOMY_DAYS = 90;

/** A vehicle's MPG and fuel cost per mile over the last 90 days, as decimal strings or null. */
export async function fuelEconomyOf(ctx: ShopContext, vehicleId: number) {
  return fuelEconomy(await fillsOfVehicles(ctx, [vehicleId], ECONOMY_DAYS));
}

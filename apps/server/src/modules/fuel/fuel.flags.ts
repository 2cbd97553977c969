import { flagsOfFills, type FuelFlag } from '@fleetdesk/contract/rules/fuel-figures';
import type { ShopContext } from '../../platform/request-context';
import { fillsOfVehicles, writeFlags, type FillFactsRow } from './fuel.repository';

/**
 * The flags of every fill of these vehicles decided again (contract rules/fuel-figures.ts) and
 * written where they changed: a write changes its neighbours' flags too (the other fill of the
 * day, the vehicle's median MPG). Call after the write, in its transaction, the vehicles locked.
 */
export async function refreshFlags(ctx: ShopContext, vehicleIds: readonly number[]) {
  await decideFlags(ctx, await fillsOfVehicles(ctx, vehicleIds));
}

/**
 * The flags of these fills (all of each vehicle's) decided and written where they changed: an
 * import hands in the vehicles' fills read before it wrote and the ones it wrote, rather than
 * reading 50,000 rows back.
 */
export async function decideFlags(ctx: ShopContext, fills: readonly FillFactsRow[]) {
  const byVehicle = new Map<number, FillFactsRow[]>();
  for (const fill of fills) {
    const list = byVehicle.get(fill.vehicle_id) ?? [];
    list.push(fill);
    byVehicle.set(fill.vehicle_id, list);
  }
  const changes: { id: number; flags: FuelFlag[] }[] = [];
  for (const list of byVehicle.values()) {
    const decided = flagsOfFills(list, list[0]!.tank_capacity);
    for (const fill of list) {
      const flags = decided.get(fill.id)!;
      if (flags.join() !== [...fill.flags].join()) changes.push({ id: fill.id, flags });
    }
  }
  await writeFlags(ctx, changes);
}

import { and, eq, inArray } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { locations } from '../shops';
import { vehicleVehicleTypes, vehicles } from './vehicles.tables';

/** The statements of the list's bulk actions: each changes every vehicle it is given at once. */

/** What a bulk action decides on, of vehicles already reached (and locked) by the service. */
export type BulkFacts = {
  id: number;
  vin: string;
  isArchived: boolean;
  locationId: number | null;
  typeIds: number[];
};

export async function bulkFacts(ctx: ShopContext, ids: readonly number[]): Promise<BulkFacts[]> {
  if (ids.length === 0) return [];
  return ctx.db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      isArchived: vehicles.isArchived,
      locationId: vehicles.locationId,
      typeIds: vehicles.typeIds,
    })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.id, [...ids])))
    .orderBy(vehicles.id);
}

/** The shop's location's name, or null when the shop has no such location. */
export async function locationName(ctx: ShopContext, id: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ name: locations.name })
    .from(locations)
    .where(and(eq(locations.shopId, ctx.shopId), eq(locations.id, id)));
  return row?.name ?? null;
}

export async function setLocation(
  ctx: ShopContext,
  ids: readonly number[],
  locationId: number | null,
): Promise<void> {
  if (ids.length === 0) return;
  await ctx.db
    .update(vehicles)
    .set({ locationId, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.id, [...ids])));
}

export async function addType(ctx: ShopContext, ids: readonly number[], typeId: number) {
  if (ids.length === 0) return;
  await ctx.db
    .insert(vehicleVehicleTypes)
    .values(ids.map((vehicleId) => ({ shopId: ctx.shopId, vehicleId, vehicleTypeId: typeId })))
    .onConflictDoNothing();
  await touch(ctx, ids);
}

export async function removeType(ctx: ShopContext, ids: readonly number[], typeId: number) {
  if (ids.length === 0) return;
  await ctx.db
    .delete(vehicleVehicleTypes)
    .where(
      and(
        eq(vehicleVehicleTypes.shopId, ctx.shopId),
        eq(vehicleVehicleTypes.vehicleTypeId, typeId),
        inArray(vehicleVehicleTypes.vehicleId, [...ids]),
      ),
    );
  await touch(ctx, ids);
}

/** A change to a vehicle's types is a change to the vehicle (its updated_at). */
async function touch(ctx: ShopContext, ids: readonly number[]) {
  await ctx.db
    .update(vehicles)
    .set({ updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), inArray(vehicles.id, [...ids])));
}

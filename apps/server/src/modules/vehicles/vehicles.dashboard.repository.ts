import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { vehicleCounts, vehicleTypes, vehicleVehicleTypes, vehicles } from './vehicles.tables';

/** The dashboard's vehicle figures: aggregates computed by the database, never summed in JS. */

/** Active and archived counts, from the trigger-kept counts table (one row each). */
export async function countsByArchived(ctx: ShopContext) {
  return ctx.db
    .select({ isArchived: vehicleCounts.isArchived, n: vehicleCounts.vehicles })
    .from(vehicleCounts)
    .where(eq(vehicleCounts.shopId, ctx.shopId));
}

/** Active vehicles per type name (a vehicle of several types counts in each). */
export async function activeCountsByType(ctx: ShopContext) {
  return ctx.db
    .select({ type: vehicleTypes.name, n: sql<number>`count(*)::int` })
    .from(vehicleVehicleTypes)
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleVehicleTypes.vehicleTypeId))
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.shopId, vehicleVehicleTypes.shopId),
        eq(vehicles.id, vehicleVehicleTypes.vehicleId),
      ),
    )
    .where(and(eq(vehicleVehicleTypes.shopId, ctx.shopId), eq(vehicles.isArchived, false)))
    .groupBy(vehicleTypes.name);
}

/** Sum of active vehicles' current values (numeric, as text), how many are valued, how many in all. */
export async function fleetValueTotals(ctx: ShopContext) {
  const [row] = await ctx.db
    .select({
      total: sql<string>`coalesce(sum(${vehicles.currentValue}), 0)::numeric(14,2)::text`,
      valued: sql<number>`count(${vehicles.currentValue})::int`,
      all: sql<number>`count(*)::int`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.isArchived, false)));
  return row!;
}

/** The active vehicles whose value was set most recently (the row's updated_at, newest first). */
export async function recentValuations(ctx: ShopContext, limit: number) {
  return ctx.db
    .select({
      vin: vehicles.vin,
      description: vehicles.description,
      currentValue: sql<string>`${vehicles.currentValue}::text`,
      updatedAt: vehicles.updatedAt,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.shopId, ctx.shopId),
        eq(vehicles.isArchived, false),
        isNotNull(vehicles.currentValue),
      ),
    )
    .orderBy(desc(vehicles.updatedAt), desc(vehicles.id))
    .limit(limit);
}

const activeLoaners = (ctx: ShopContext) =>
  and(
    eq(vehicles.shopId, ctx.shopId),
    eq(vehicles.isArchived, false),
    sql`exists (select 1 from ${vehicleVehicleTypes} join ${vehicleTypes} on ${vehicleTypes.id} = ${vehicleVehicleTypes.vehicleTypeId}
      where ${vehicleVehicleTypes.shopId} = ${ctx.shopId} and ${vehicleVehicleTypes.vehicleId} = ${vehicles.id} and ${vehicleTypes.name} = 'loaner')`,
  );

/** Active loaners, and of them those without a primary driver (available). */
export async function loanerCounts(ctx: ShopContext) {
  const [row] = await ctx.db
    .select({
      total: sql<number>`count(*)::int`,
      available: sql<number>`(count(*) filter (where ${vehicles.primaryDriverId} is null))::int`,
    })
    .from(vehicles)
    .where(activeLoaners(ctx));
  return row!;
}

/** A few active loaners, available ones first, then by description. */
export async function someLoaners(ctx: ShopContext, limit: number) {
  return ctx.db
    .select({ vin: vehicles.vin, description: vehicles.description })
    .from(vehicles)
    .where(activeLoaners(ctx))
    .orderBy(sql`${vehicles.primaryDriverId} is not null`, vehicles.description, vehicles.id)
    .limit(limit);
}

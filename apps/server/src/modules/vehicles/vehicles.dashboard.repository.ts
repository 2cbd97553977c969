import { and, desc, eq, isNotNull, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { rowsOf } from '../../platform/database/client';
import {
  vehicleCounts,
  vehicleTypeCounts,
  vehicleTypes,
  vehicleVehicleTypes,
  vehicles,
} from './vehicles.tables';

/**
 * The dashboard's vehicle figures: aggregates computed by the database, never summed in JS.
 * Written to stay on indexes at 100,000 vehicles (docs/benchmark.md): trigger-kept counts of all
 * (vehicle_counts, vehicle_type_counts) less the archived few, and partial indexes for valued and
 * assigned vehicles (migration 0009).
 */

const active = sql`not ${vehicles.isArchived}`;

/** Active and archived counts, from the trigger-kept counts table (one row each). */
export async function countsByArchived(ctx: ShopContext) {
  return ctx.db
    .select({ isArchived: vehicleCounts.isArchived, n: vehicleCounts.vehicles })
    .from(vehicleCounts)
    .where(eq(vehicleCounts.shopId, ctx.shopId));
}

/** Vehicle-type links of the shop's vehicles of one type (the type index). */
const linksOfType = (ctx: ShopContext, typeId: unknown) =>
  sql`select 1 from ${vehicleVehicleTypes} where ${vehicleVehicleTypes.shopId} = ${ctx.shopId} and ${vehicleVehicleTypes.vehicleTypeId} = ${typeId}`;

/**
 * Active vehicles per type name (a vehicle of several types counts in each): the type's kept
 * count less the links of archived vehicles (few, reached by the archived index).
 */
export async function activeCountsByType(ctx: ShopContext) {
  const result = await ctx.db.execute<{ type: string; n: number }>(
    sql`select t.name as type, (coalesce(a.n, 0) - coalesce(x.n, 0))::int as n
      from ${vehicleTypes} t
      left join (select vehicle_type_id, vehicles as n from ${vehicleTypeCounts}
                 where shop_id = ${ctx.shopId}) a on a.vehicle_type_id = t.id
      left join (select l.vehicle_type_id, count(*) as n
                 from ${vehicles} v join ${vehicleVehicleTypes} l on l.shop_id = v.shop_id and l.vehicle_id = v.id
                 where v.shop_id = ${ctx.shopId} and v.is_archived group by 1) x on x.vehicle_type_id = t.id`,
  );
  return rowsOf<{ type: string; n: number }>(result);
}

const valued = (ctx: ShopContext) =>
  and(eq(vehicles.shopId, ctx.shopId), isNotNull(vehicles.currentValue), active);

/** Sum of active vehicles' current values (numeric, as text) and how many have one. */
export async function fleetValueTotals(ctx: ShopContext) {
  const [row] = await ctx.db
    .select({
      total: sql<string>`round(coalesce(sum(${vehicles.currentValue}), 0), 2)::text`,
      valued: sql<number>`count(*)::int`,
    })
    .from(vehicles)
    .where(valued(ctx));
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
    .where(valued(ctx))
    .orderBy(desc(vehicles.updatedAt), desc(vehicles.id))
    .limit(limit);
}

/**
 * Active vehicles of one type (by name): the type's kept count less the archived ones of it (few,
 * reached by the archived index). The loaner widget's total (the loaners module counts the rest).
 */
export async function activeCountOfType(ctx: ShopContext, typeName: string): Promise<number> {
  const typeId = sql`(select ${vehicleTypes.id} from ${vehicleTypes} where ${vehicleTypes.name} = ${typeName})`;
  const [row] = await ctx.db
    .execute<{ n: number }>(
      sql`select (coalesce((select ${vehicleTypeCounts.vehicles} from ${vehicleTypeCounts}
            where ${vehicleTypeCounts.shopId} = ${ctx.shopId} and ${vehicleTypeCounts.vehicleTypeId} = ${typeId}), 0)
          - (select count(*) from ${vehicles} where ${vehicles.shopId} = ${ctx.shopId} and ${vehicles.isArchived}
              and exists (${linksOfType(ctx, typeId)} and ${vehicleVehicleTypes.vehicleId} = ${vehicles.id})))::int as n`,
    )
    .then((r) => rowsOf<{ n: number }>(r));
  return row!.n;
}

import { and, count, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { FuelFlag, FuelType, FuelUnit } from '@fleetdesk/contract/fuel';
import { rowsOf } from '../../platform/database/client';
import { insertRows } from '../../platform/database/insert-rows';
import type { ShopContext } from '../../platform/request-context';
import { chunksOf, vehicles, visibleVehicleRecords } from '../vehicles';
import { fuelEntries } from './fuel.tables';

/** A fuel entry as read, with its vehicle's VIN (fuel.presenter.ts shapes it). */
export type FuelRow = {
  id: number;
  vehicleId: number;
  vehicle: string;
  date: string;
  odometer: number | null;
  quantity: string;
  unit: string;
  pricePerUnit: string | null;
  totalCost: string;
  vendor: string;
  fuelType: string;
  partialFill: boolean;
  reference: string;
  flags: string[];
};

const columns = {
  id: fuelEntries.id,
  vehicleId: fuelEntries.vehicleId,
  vehicle: vehicles.vin,
  date: fuelEntries.date,
  odometer: fuelEntries.odometer,
  quantity: fuelEntries.quantity,
  unit: fuelEntries.unit,
  pricePerUnit: fuelEntries.pricePerUnit,
  totalCost: fuelEntries.totalCost,
  vendor: fuelEntries.vendor,
  fuelType: fuelEntries.fuelType,
  partialFill: fuelEntries.partialFill,
  reference: fuelEntries.reference,
  flags: fuelEntries.flags,
};

const select = (ctx: ShopContext) =>
  ctx.db
    .select(columns)
    .from(fuelEntries)
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, fuelEntries.shopId), eq(vehicles.id, fuelEntries.vehicleId)),
    );

/** The shop's fills (of one vehicle); across vehicles, without hidden archived vehicles' fills. */
export async function listFuelEntries(
  ctx: ShopContext,
  filter: { vehicleId?: number; limit: number; offset: number },
): Promise<{ count: number; results: FuelRow[] }> {
  const where = and(
    eq(fuelEntries.shopId, ctx.shopId),
    filter.vehicleId === undefined
      ? visibleVehicleRecords(ctx, fuelEntries.vehicleId)
      : eq(fuelEntries.vehicleId, filter.vehicleId),
  );
  const [total] = await ctx.db.select({ n: count() }).from(fuelEntries).where(where);
  const results = await select(ctx)
    .where(where)
    .orderBy(desc(fuelEntries.date), desc(fuelEntries.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results };
}

export async function findFuelEntry(ctx: ShopContext, id: number): Promise<FuelRow | null> {
  const [row] = await select(ctx).where(
    and(eq(fuelEntries.shopId, ctx.shopId), eq(fuelEntries.id, id)),
  );
  return row ?? null;
}

/** What a fill stores (money and quantities as decimal strings). */
export type FuelWrite = {
  vehicleId: number;
  date: string;
  odometer: number | null;
  quantity: string;
  unit: FuelUnit;
  pricePerUnit: string;
  totalCost: string;
  vendor: string;
  fuelType: FuelType;
  partialFill: boolean;
  reference: string;
};

/** Fills in statements of 5,000 rows, one parameter each (insertRows); ids in order. */
export async function insertFuelEntries(
  ctx: ShopContext,
  rows: readonly FuelWrite[],
): Promise<number[]> {
  const ids: number[] = [];
  for (const chunk of chunksOf(rows, 5000)) {
    const inserted = await insertRows(
      ctx.db,
      fuelEntries,
      chunk.map((r) => ({ ...r, shopId: ctx.shopId, createdBy: ctx.userId })),
      { id: fuelEntries.id },
    );
    ids.push(...inserted.map((r) => r.id));
  }
  return ids;
}

export async function updateFuelEntry(
  ctx: ShopContext,
  id: number,
  values: Partial<Omit<FuelWrite, 'vehicleId'>>,
) {
  await ctx.db
    .update(fuelEntries)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(fuelEntries.shopId, ctx.shopId), eq(fuelEntries.id, id)));
}

export async function deleteFuelEntry(ctx: ShopContext, id: number) {
  await ctx.db
    .delete(fuelEntries)
    .where(and(eq(fuelEntries.shopId, ctx.shopId), eq(fuelEntries.id, id)));
}

/** A fill as the flags read it, with its vehicle's tank. */
export type FillFactsRow = {
  id: number;
  vehicle_id: number;
  date: string;
  odometer: number | null;
  quantity: string;
  unit: FuelUnit;
  partial_fill: boolean;
  total_cost: string;
  flags: FuelFlag[];
  tank_capacity: string | null;
};

/** Every fill of these vehicles (the flags compare a fill with all of its vehicle's others), or those of the last days. */
export async function fillsOfVehicles(
  ctx: ShopContext,
  vehicleIds: readonly number[],
  lastDays?: number,
): Promise<FillFactsRow[]> {
  if (vehicleIds.length === 0) return [];
  // current_date is the shop's today (platform/shop-day.ts).
  const after: SQL =
    lastDays === undefined ? sql`` : sql` and f.date > current_date - ${lastDays}::int`;
  return rowsOf<FillFactsRow>(
    await ctx.db.execute(sql`
      select f.id::int as id, f.vehicle_id, f.date::text as date, f.odometer,
        f.quantity::text as quantity, f.unit, f.partial_fill, f.total_cost::text as total_cost,
        f.flags, v.tank_capacity::text as tank_capacity
      from ${fuelEntries} f
      join ${vehicles} v on v.shop_id = f.shop_id and v.id = f.vehicle_id
      where f.shop_id = ${ctx.shopId}
        and f.vehicle_id in (select jsonb_array_elements_text(${JSON.stringify(vehicleIds)}::jsonb)::int)${after}`),
  );
}

/** New flags of some fills, in statements of a thousand. */
export async function writeFlags(
  ctx: ShopContext,
  changes: readonly { id: number; flags: readonly FuelFlag[] }[],
) {
  for (const chunk of chunksOf(changes, 1000)) {
    await ctx.db.execute(sql`
      update ${fuelEntries} f set flags = array(select jsonb_array_elements_text(c.value -> 'flags'))
      from jsonb_array_elements(${JSON.stringify(chunk)}::jsonb) c
      where f.shop_id = ${ctx.shopId} and f.id = (c.value ->> 'id')::bigint`);
  }
}

/** References already recorded for these vehicles (a card file sent twice). */
export async function takenReferences(
  ctx: ShopContext,
  vehicleIds: readonly number[],
  references: readonly string[],
): Promise<Set<string>> {
  if (vehicleIds.length === 0 || references.length === 0) return new Set();
  const rows = await ctx.db
    .select({ vehicleId: fuelEntries.vehicleId, reference: fuelEntries.reference })
    .from(fuelEntries)
    .where(
      and(
        eq(fuelEntries.shopId, ctx.shopId),
        inArray(fuelEntries.vehicleId, [...vehicleIds]),
        sql`${fuelEntries.reference} in (select jsonb_array_elements_text(${JSON.stringify(references)}::jsonb))`,
      ),
    );
  return new Set(rows.map((r) => `${r.vehicleId}:${r.reference}`));
}

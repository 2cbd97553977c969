import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { Reading } from '@fleetdesk/contract/rules/maintenance-due';
import { rowsOf } from '../../platform/database/client';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { mileageLogs } from '../mileage';
import { vehicleTypes, vehicleVehicleTypes, vehicles, visibleVehicleRecords } from '../vehicles';
import { maintenanceScheduleVehicles as pairs, maintenanceSchedules } from './maintenance.tables';
import { vendors } from './service.tables';

/** A shop's transaction: a request's, or the seed's. */
type Scope = Pick<ShopContext, 'db' | 'shopId'>;

/** A schedule as the list reads it: its own columns, its vendor's and type's names. */
const scheduleColumns = {
  id: maintenanceSchedules.id,
  vehicleId: maintenanceSchedules.vehicleId,
  vehicle: vehicles.vin,
  vehicleType: vehicleTypes.name,
  name: maintenanceSchedules.name,
  serviceType: maintenanceSchedules.serviceType,
  intervalMiles: maintenanceSchedules.intervalMiles,
  intervalDays: maintenanceSchedules.intervalDays,
  vendorId: maintenanceSchedules.vendorId,
  vendorName: vendors.name,
  lastDoneOn: maintenanceSchedules.lastDoneOn,
  lastDoneMileage: maintenanceSchedules.lastDoneMileage,
};

function withNames<E extends Record<string, SQL>>(db: Db, extra?: E) {
  return db
    .select({ ...scheduleColumns, ...(extra ?? ({} as E)) })
    .from(maintenanceSchedules)
    .leftJoin(
      vehicles,
      and(
        eq(vehicles.shopId, maintenanceSchedules.shopId),
        eq(vehicles.id, maintenanceSchedules.vehicleId),
      ),
    )
    .leftJoin(vehicleTypes, eq(vehicleTypes.id, maintenanceSchedules.vehicleTypeId))
    .leftJoin(
      vendors,
      and(
        eq(vendors.shopId, maintenanceSchedules.shopId),
        eq(vendors.id, maintenanceSchedules.vendorId),
      ),
    );
}

export type ScheduleRow = Awaited<ReturnType<typeof findSchedule>> & {};

export async function findSchedule(ctx: ShopContext, id: number) {
  const [row] = await withNames(ctx.db).where(
    and(eq(maintenanceSchedules.shopId, ctx.shopId), eq(maintenanceSchedules.id, id)),
  );
  return row ?? null;
}

/**
 * Every schedule of the shop (vehicle schedules of vehicles this member may see), with a vehicle
 * schedule's progress on its vehicle.
 */
export async function schedulesOfShop(ctx: ShopContext) {
  return withNames(ctx.db, {
    dueDate: sql<string | null>`${pairs.dueDate}::text`,
    dueMileage: sql<number | null>`${pairs.dueMileage}`,
    forecastDate: sql<string | null>`${pairs.forecastDate}::text`,
    pairDoneOn: sql<string | null>`${pairs.lastDoneOn}::text`,
    pairDoneMileage: sql<number | null>`${pairs.lastDoneMileage}`,
    currentMileage: sql<number | null>`${vehicles.currentMileage}`,
  })
    .leftJoin(
      pairs,
      and(
        eq(pairs.shopId, maintenanceSchedules.shopId),
        eq(pairs.scheduleId, maintenanceSchedules.id),
        eq(pairs.vehicleId, maintenanceSchedules.vehicleId),
      ),
    )
    .where(
      and(
        eq(maintenanceSchedules.shopId, ctx.shopId),
        visibleVehicleRecords(ctx, maintenanceSchedules.vehicleId),
      ),
    )
    .orderBy(asc(maintenanceSchedules.name), asc(maintenanceSchedules.id));
}

/** The schedules a vehicle keeps (overridden ones left out), with its progress on each. */
export async function schedulesOfVehicle(ctx: ShopContext, vehicleId: number) {
  return withNames(ctx.db, {
    pairDoneOn: sql<string>`${pairs.lastDoneOn}::text`,
    pairDoneMileage: sql<number | null>`${pairs.lastDoneMileage}`,
  })
    .innerJoin(
      pairs,
      and(
        eq(pairs.shopId, maintenanceSchedules.shopId),
        eq(pairs.scheduleId, maintenanceSchedules.id),
      ),
    )
    .where(
      and(eq(pairs.shopId, ctx.shopId), eq(pairs.vehicleId, vehicleId), eq(pairs.applies, true)),
    )
    .orderBy(asc(maintenanceSchedules.name), asc(maintenanceSchedules.id));
}

/** A vehicle's readings as calendar days of the shop (the trend's input). */
export async function readingsOf(ctx: ShopContext, vehicleId: number): Promise<Reading[]> {
  return ctx.db
    .select({
      day: sql<string>`(${mileageLogs.dateRecorded})::date::text`,
      mileage: mileageLogs.mileage,
    })
    .from(mileageLogs)
    .where(and(eq(mileageLogs.shopId, ctx.shopId), eq(mileageLogs.vehicleId, vehicleId)));
}

export async function vehicleTypeIdOf(db: Db, name: string): Promise<number | null> {
  const [row] = await db
    .select({ id: vehicleTypes.id })
    .from(vehicleTypes)
    .where(eq(vehicleTypes.name, name));
  return row?.id ?? null;
}

export type ScheduleWrite = {
  name: string;
  serviceType: string;
  intervalMiles: number | null;
  intervalDays: number | null;
  vendorId: number | null;
  lastDoneOn: string;
  lastDoneMileage: number | null;
};

export async function insertSchedule(
  ctx: ShopContext,
  target: { vehicleId: number } | { vehicleTypeId: number },
  values: ScheduleWrite,
): Promise<number> {
  const [row] = await ctx.db
    .insert(maintenanceSchedules)
    .values({ ...values, ...target, shopId: ctx.shopId })
    .returning({ id: maintenanceSchedules.id });
  return row!.id;
}

export async function updateSchedule(ctx: ShopContext, id: number, values: ScheduleWrite) {
  await ctx.db
    .update(maintenanceSchedules)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(maintenanceSchedules.shopId, ctx.shopId), eq(maintenanceSchedules.id, id)));
}

export async function deleteSchedule(ctx: ShopContext, id: number) {
  await ctx.db
    .delete(maintenanceSchedules)
    .where(and(eq(maintenanceSchedules.shopId, ctx.shopId), eq(maintenanceSchedules.id, id)));
}

/**
 * Starts (or restarts) a schedule on its vehicles: a vehicle schedule on its vehicle, a type's on
 * every vehicle of the type, from `lastDoneOn` and the given mileage or else each vehicle's own.
 */
export async function startSchedule(
  ctx: Scope,
  id: number,
  from: { lastDoneOn: string; lastDoneMileage: number | null },
) {
  await ctx.db.execute(sql`
    insert into ${pairs} (shop_id, schedule_id, vehicle_id, last_done_on, last_done_mileage)
    select s.shop_id, s.id, v.id, ${from.lastDoneOn}::date, coalesce(${from.lastDoneMileage}::integer, v.current_mileage)
      from ${maintenanceSchedules} s
      join ${vehicles} v on v.shop_id = s.shop_id
     where s.shop_id = ${ctx.shopId} and s.id = ${id}
       and (v.id = s.vehicle_id or exists (
             select 1 from ${vehicleVehicleTypes} t
              where t.shop_id = s.shop_id and t.vehicle_id = v.id and t.vehicle_type_id = s.vehicle_type_id))
    on conflict (shop_id, schedule_id, vehicle_id) do update
       set last_done_on = excluded.last_done_on, last_done_mileage = excluded.last_done_mileage`);
}

/** The vehicles a schedule is on. */
export async function vehiclesOfSchedule(ctx: Scope, id: number): Promise<number[]> {
  const rows = await ctx.db
    .select({ vehicleId: pairs.vehicleId })
    .from(pairs)
    .where(and(eq(pairs.shopId, ctx.shopId), eq(pairs.scheduleId, id)));
  return rows.map((r) => r.vehicleId);
}

/** Works out again what is due on these vehicles (migration 0028's function). */
export async function refreshVehicles(ctx: Scope, ids: number[]) {
  if (ids.length === 0) return;
  const list = sql.join(
    [...new Set(ids)].map((id) => sql`${id}::integer`),
    sql`, `,
  );
  await ctx.db.execute(
    sql`select fleetdesk_maintenance_refresh(${ctx.shopId}::integer, array[${list}]::integer[])`,
  );
}

/**
 * A service record closes these schedules on its vehicle: each starts again from the record's
 * date and mileage (never moved back by an older record). Returns the ids it closed; an id that
 * is not a schedule the vehicle keeps is not among them.
 */
export async function closeSchedules(
  ctx: ShopContext,
  vehicleId: number,
  ids: readonly number[],
  done: { on: string; mileage: number | null },
): Promise<number[]> {
  if (ids.length === 0) return [];
  const list = sql.join(
    ids.map((id) => sql`${id}::integer`),
    sql`, `,
  );
  const rows = rowsOf<{ schedule_id: number }>(
    await ctx.db.execute(sql`
      update ${pairs} p
         set last_done_on = greatest(p.last_done_on, ${done.on}::date),
             last_done_mileage = case when p.last_done_on > ${done.on}::date then p.last_done_mileage
                                      else coalesce(${done.mileage}::integer, p.last_done_mileage) end
       where p.shop_id = ${ctx.shopId} and p.vehicle_id = ${vehicleId} and p.applies
         and p.schedule_id in (${list})
      returning p.schedule_id`),
  );
  return rows.map((r) => r.schedule_id);
}

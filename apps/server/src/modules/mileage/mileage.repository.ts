import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { rowsOf, type Db } from '../../platform/database/client';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { visibleVehicleRecords, userDisplayNameSql, vehicles } from '../vehicles';
import { userProfiles, users } from '../auth';
import type { MileageSource } from '@fleetdesk/contract/mileage';
import type { MileageRow } from './mileage.presenter';
import { mileageLogs } from './mileage.tables';

const columns = {
  id: mileageLogs.id,
  vehicle: vehicles.vin,
  mileage: mileageLogs.mileage,
  source: mileageLogs.source,
  notes: mileageLogs.notes,
  isCorrection: mileageLogs.isCorrection,
  dateRecorded: mileageLogs.dateRecorded,
  recordedBy: userDisplayNameSql,
};
const newestFirst = [desc(mileageLogs.dateRecorded), desc(mileageLogs.id)];

const base = (db: Db, extra: { total?: SQL<number> } = {}) =>
  db
    .select({ ...columns, ...extra })
    .from(mileageLogs)
    .innerJoin(vehicles, eq(vehicles.id, mileageLogs.vehicleId))
    .leftJoin(users, eq(users.id, mileageLogs.recordedBy))
    .leftJoin(userProfiles, eq(userProfiles.userId, mileageLogs.recordedBy));

async function select(
  ctx: ShopContext,
  where: SQL | undefined,
  limit: number,
  offset = 0,
): Promise<MileageRow[]> {
  return base(ctx.db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
}

/** The shop's records (of one vehicle); across vehicles, without archived vehicles' for those who may not see them. */
const scope = (ctx: ShopContext, vehicleId?: number) =>
  and(
    eq(mileageLogs.shopId, ctx.shopId),
    vehicleId === undefined
      ? visibleVehicleRecords(ctx, mileageLogs.vehicleId)
      : eq(mileageLogs.vehicleId, vehicleId),
  );

export async function listMileageLogs(
  ctx: ShopContext,
  filter: { vehicleId?: number; limit: number; offset: number },
): Promise<{ count: number; results: MileageRow[] }> {
  const where = scope(ctx, filter.vehicleId);
  const [total] = await ctx.db.select({ n: count() }).from(mileageLogs).where(where);
  return { count: total?.n ?? 0, results: await select(ctx, where, filter.limit, filter.offset) };
}

/**
 * The newest records of a vehicle and how many it has in all (the window counts before the
 * limit), read on every vehicle detail: prepared once (platform/database/prepared.ts).
 */
export async function recentForVehicle(ctx: ShopContext, vehicleId: number, limit: number) {
  const statement = prepared(ctx.db, 'recent_mileage_of_vehicle', (db) =>
    base(db, { total: sql<number>`count(*) over ()` })
      .where(
        and(
          eq(mileageLogs.shopId, sql.placeholder('shopId')),
          eq(mileageLogs.vehicleId, sql.placeholder('vehicleId')),
        ),
      )
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('recent_mileage_of_vehicle'),
  );
  const rows = await statement.execute({ shopId: ctx.shopId, vehicleId, limit });
  return { count: Number(rows[0]?.total ?? 0), results: rows };
}

export async function findMileageLog(ctx: ShopContext, id: number): Promise<MileageRow | null> {
  const [row] = await select(
    ctx,
    and(eq(mileageLogs.shopId, ctx.shopId), eq(mileageLogs.id, id)),
    1,
  );
  return row ?? null;
}

export type MileageWrite = {
  vehicleId: number;
  mileage: number;
  source: MileageSource;
  notes: string;
  isCorrection: boolean;
  recordedBy: number | null;
  /** When it was taken; the column's default (now) when absent. */
  dateRecorded?: SQL;
};

/** A reading next to another in time: its miles and its day on the shop's clock. */
export type NearReading = { mileage: number; day: string };

/**
 * The readings just before (at or before `at`) and just after `at` on the vehicle, by when they
 * were taken: a dated reading must fit between them.
 */
export async function readingsAround(
  ctx: ShopContext,
  vehicleId: number,
  at: SQL,
): Promise<{ before: NearReading | null; after: NearReading | null }> {
  const near = (side: 'before' | 'after') =>
    sql`(select json_build_object('mileage', m.mileage, 'day', to_char(m.date_recorded, 'YYYY-MM-DD'))
      from ${mileageLogs} m where m.shop_id = ${ctx.shopId} and m.vehicle_id = ${vehicleId}
        and ${side === 'before' ? sql`m.date_recorded <= ${at}` : sql`m.date_recorded > ${at}`}
      order by m.date_recorded ${side === 'before' ? sql`desc` : sql`asc`}, m.id ${side === 'before' ? sql`desc` : sql`asc`}
      limit 1)`;
  const [row] = rowsOf<{ before: NearReading | null; after: NearReading | null }>(
    await ctx.db.execute(sql`select ${near('before')} as before, ${near('after')} as after`),
  );
  return row!;
}

export async function insertMileageLog(ctx: ShopContext, values: MileageWrite): Promise<number> {
  const [row] = await ctx.db
    .insert(mileageLogs)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: mileageLogs.id });
  return row!.id;
}

/**
 * Dated readings in statements of 10,000, one parameter each (a fuel-card import): each
 * statement refreshes its vehicles' maintenance forecasts once (migration 0028's trigger).
 */
export async function insertDatedReadings(
  ctx: ShopContext,
  readings: readonly { vehicleId: number; mileage: number; day: string }[],
  notes: string,
) {
  for (let i = 0; i < readings.length; i += 10_000) {
    const chunk = readings.slice(i, i + 10_000);
    await ctx.db.execute(sql`
      insert into ${mileageLogs} (shop_id, vehicle_id, mileage, source, notes, is_correction, recorded_by, date_recorded)
      select ${ctx.shopId}, r."vehicleId", r.mileage, 'manual', ${notes}, false, ${ctx.userId},
        (r.day + time '12:00') at time zone ${ctx.timeZone}
      from jsonb_to_recordset(${JSON.stringify(chunk)}::jsonb) as r("vehicleId" int, mileage int, day date)`);
  }
}

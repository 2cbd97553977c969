import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import {
  MILEAGE_SOURCE_LABELS,
  type MileageLog,
  type MileageSource,
} from '@fleetdesk/contract/mileage';
import type { ShopContext } from '../../platform/request-context';
import { visibleVehicleRecords, userDisplayNameSql, vehicles } from '../vehicles';
import { userProfiles, users } from '../auth';
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
type Row = {
  id: number;
  vehicle: string;
  mileage: number;
  source: string;
  notes: string;
  isCorrection: boolean;
  dateRecorded: Date;
  recordedBy: string | null;
};

function present(row: Row): MileageLog {
  const source = row.source as MileageSource;
  return {
    id: row.id,
    vehicle: row.vehicle,
    mileage: row.mileage,
    source,
    source_display: MILEAGE_SOURCE_LABELS[source] ?? row.source,
    notes: row.notes,
    is_correction: row.isCorrection,
    date_recorded: row.dateRecorded.toISOString(),
    recorded_by: row.recordedBy,
  };
}

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
): Promise<MileageLog[]> {
  const rows = await base(ctx.db)
    .where(where)
    .orderBy(...newestFirst)
    .limit(limit)
    .offset(offset);
  return rows.map(present);
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
): Promise<{ count: number; results: MileageLog[] }> {
  const where = scope(ctx, filter.vehicleId);
  const [total] = await ctx.db.select({ n: count() }).from(mileageLogs).where(where);
  return { count: total?.n ?? 0, results: await select(ctx, where, filter.limit, filter.offset) };
}

/**
 * The newest records of a vehicle and how many it has in all (the window counts before the
 * limit), read on every vehicle detail: prepared once (db/prepared.ts).
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
  return { count: Number(rows[0]?.total ?? 0), results: rows.map(present) };
}

export async function countForVehicle(ctx: ShopContext, vehicleId: number): Promise<number> {
  const [total] = await ctx.db
    .select({ n: count() })
    .from(mileageLogs)
    .where(scope(ctx, vehicleId));
  return total?.n ?? 0;
}

export async function findMileageLog(ctx: ShopContext, id: number): Promise<MileageLog | null> {
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
};

export async function insertMileageLog(ctx: ShopContext, values: MileageWrite): Promise<number> {
  const [row] = await ctx.db
    .insert(mileageLogs)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: mileageLogs.id });
  return row!.id;
}

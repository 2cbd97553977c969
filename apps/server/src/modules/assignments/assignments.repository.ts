import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import { PLATE_IGNORED_SQL } from '@fleetdesk/contract/loaner-citations';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { users } from '../auth';
import { memberships } from '../shops';
import { userDisplayNameOf, vehicles, visibleVehicleRecords } from '../vehicles';
import type { AssignmentRow } from './assignments.presenter';
import { vehicleAssignments as a } from './assignments.tables';

const columns = {
  id: a.id,
  vehicle: vehicles.vin,
  driverId: a.driverId,
  driverName: a.driverName,
  startsAt: a.startsAt,
  endsAt: a.endsAt,
};

const select = (ctx: ShopContext, where: SQL | undefined) =>
  ctx.db
    .select(columns)
    .from(a)
    .innerJoin(vehicles, and(eq(vehicles.shopId, a.shopId), eq(vehicles.id, a.vehicleId)))
    .where(and(eq(a.shopId, ctx.shopId), where));

/** The shop's assignments (of one vehicle), newest first; archived vehicles' as the member may see. */
export async function listAssignments(
  ctx: ShopContext,
  filter: { vehicleId?: number; limit: number; offset: number },
): Promise<{ count: number; results: AssignmentRow[] }> {
  const where =
    filter.vehicleId === undefined
      ? visibleVehicleRecords(ctx, a.vehicleId)
      : eq(a.vehicleId, filter.vehicleId);
  const [total] = await ctx.db
    .select({ n: count() })
    .from(a)
    .where(and(eq(a.shopId, ctx.shopId), where));
  const results = await select(ctx, where)
    .orderBy(desc(a.startsAt), desc(a.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results };
}

export async function findAssignment(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<(AssignmentRow & { vehicleId: number }) | null> {
  const query = ctx.db
    .select({ ...columns, vehicleId: a.vehicleId })
    .from(a)
    .innerJoin(vehicles, and(eq(vehicles.shopId, a.shopId), eq(vehicles.id, a.vehicleId)))
    .where(and(eq(a.shopId, ctx.shopId), eq(a.id, id)));
  const [row] = await (opts.forUpdate ? query.for('update', { of: a }) : query);
  return row ?? null;
}

/** The display name of an active member of the shop, or null when `userId` is none. */
export async function activeMemberName(ctx: ShopContext, userId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ name: userDisplayNameOf(memberships.userId) })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.shopId, ctx.shopId),
        eq(memberships.userId, userId),
        eq(memberships.isActive, true),
        eq(users.isActive, true),
      ),
    );
  return row ? (row.name ?? '') : null;
}

export type AssignmentWrite = {
  vehicleId: number;
  driverId: number | null;
  driverName: string;
  /** An instant; now when null. */
  startsAt: string | null;
  endsAt: string | null;
};

export async function insertAssignment(ctx: ShopContext, values: AssignmentWrite): Promise<number> {
  const [row] = await ctx.db
    .insert(a)
    .values({
      shopId: ctx.shopId,
      vehicleId: values.vehicleId,
      driverId: values.driverId,
      driverName: values.driverName,
      startsAt: values.startsAt === null ? sql`now()` : new Date(values.startsAt),
      endsAt: values.endsAt === null ? null : new Date(values.endsAt),
    })
    .returning({ id: a.id });
  return row!.id;
}

/** Ends an assignment at `endsAt` (now when null). */
export async function endAssignment(ctx: ShopContext, id: number, endsAt: string | null) {
  await ctx.db
    .update(a)
    .set({ endsAt: endsAt === null ? sql`now()` : new Date(endsAt) })
    .where(and(eq(a.shopId, ctx.shopId), eq(a.id, id)));
}

/**
 * The driver of the assignment of this vehicle whose period meets [startsAt, endsAt) other than
 * `exceptId`: what the exclusion constraint collided with.
 */
export async function overlappingDriver(
  ctx: ShopContext,
  period: { vehicleId: number; startsAt: string | null; endsAt: string | null; exceptId?: number },
): Promise<string | null> {
  const starts = period.startsAt === null ? sql`now()` : sql`${period.startsAt}::timestamptz`;
  const ends = period.endsAt === null ? sql`null` : sql`${period.endsAt}::timestamptz`;
  const [row] = await ctx.db
    .select({ name: a.driverName })
    .from(a)
    .where(
      and(
        eq(a.shopId, ctx.shopId),
        eq(a.vehicleId, period.vehicleId),
        sql`tstzrange(${a.startsAt}, ${a.endsAt}) && tstzrange(${starts}, ${ends})`,
        period.exceptId !== undefined ? sql`${a.id} <> ${period.exceptId}` : undefined,
      ),
    )
    .orderBy(asc(a.startsAt))
    .limit(1);
  return row?.name ?? null;
}

export type AssignmentToMatch = { line: number; plate_key: string; at: string };
export type AssignmentMatch = { line: number; assignmentId: number; driverName: string };

/**
 * For each row (a plate key and an instant), the assignment of the vehicle carrying that plate
 * in force at that instant: one statement whatever the number of rows.
 */
export async function matchAssignments(
  ctx: ShopContext,
  rows: readonly AssignmentToMatch[],
): Promise<AssignmentMatch[]> {
  if (rows.length === 0) return [];
  const result = await ctx.db.execute(sql`
    with r as (
      select line, plate_key, at::timestamptz as at
      from json_to_recordset(${JSON.stringify(rows)}::json) as x(line int, plate_key text, at text)
    ),
    plated as materialized (
      select ${vehicles.id} as id,
             upper(regexp_replace(${vehicles.licensePlate}, ${PLATE_IGNORED_SQL}, '', 'g')) as plate_key
      from ${vehicles}
      where ${vehicles.shopId} = ${ctx.shopId} and ${vehicles.licensePlate} <> ''
    )
    select distinct on (r.line) r.line, ${a.id} as assignment_id, ${a.driverName} as driver_name
    from r
    join plated on plated.plate_key = r.plate_key
    join ${a} on ${a.shopId} = ${ctx.shopId} and ${a.vehicleId} = plated.id
      and r.at >= ${a.startsAt} and (${a.endsAt} is null or r.at < ${a.endsAt})
    order by r.line, ${a.startsAt} desc`);
  return rowsOf<{ line: number; assignment_id: number; driver_name: string }>(result).map((m) => ({
    line: m.line,
    assignmentId: m.assignment_id,
    driverName: m.driver_name,
  }));
}

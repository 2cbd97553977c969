import { and, asc, desc, eq, inArray, sql, type SQL } from 'drizzle-orm';
import type { IssueStatus } from '@fleetdesk/contract/issues';
import type { ShopContext } from '../../platform/request-context';
import { memberships } from '../shops';
import { userDisplayNameOf, vehicles, visibleVehicleRecords } from '../vehicles';
import { issues } from './issues.tables';

const columns = {
  id: issues.id,
  vehicleId: issues.vehicleId,
  vehicle: vehicles.vin,
  vehicleDescription: vehicles.description,
  title: issues.title,
  description: issues.description,
  priority: issues.priority,
  outOfService: issues.outOfService,
  status: issues.status,
  sourceInspectionId: issues.sourceInspectionId,
  photoDocumentId: issues.photoDocumentId,
  assignedTo: issues.assignedTo,
  assignedToName: userDisplayNameOf(issues.assignedTo),
  resolution: issues.resolution,
  resolvedAt: issues.resolvedAt,
  serviceRecordId: issues.serviceRecordId,
  createdAt: issues.createdAt,
};

export type IssueRow = Awaited<ReturnType<typeof findIssue>> & {};

const withVehicle = (ctx: ShopContext) =>
  ctx.db
    .select(columns)
    .from(issues)
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, issues.shopId), eq(vehicles.id, issues.vehicleId)),
    );

export async function findIssue(ctx: ShopContext, id: number, opts: { forUpdate?: boolean } = {}) {
  const query = withVehicle(ctx).where(and(eq(issues.shopId, ctx.shopId), eq(issues.id, id)));
  const [row] = opts.forUpdate ? await query.for('update', { of: issues }) : await query;
  return row ?? null;
}

/** The shop's issues (of vehicles this member may see), open first, newest first. */
export async function listIssues(
  ctx: ShopContext,
  filter: { vehicleId?: number; status?: IssueStatus; limit: number; offset: number },
) {
  const where = and(
    eq(issues.shopId, ctx.shopId),
    filter.vehicleId === undefined ? undefined : eq(issues.vehicleId, filter.vehicleId),
    filter.status === undefined ? undefined : eq(issues.status, filter.status),
    visibleVehicleRecords(ctx, issues.vehicleId),
  );
  const [results, [total]] = await Promise.all([
    withVehicle(ctx)
      .where(where)
      .orderBy(desc(sql`${issues.status} = 'open'`), desc(issues.createdAt), desc(issues.id))
      .limit(filter.limit)
      .offset(filter.offset),
    ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(issues)
      .where(where),
  ]);
  return { count: total?.n ?? 0, results };
}

export type IssueWrite = {
  title: string;
  description: string;
  priority: string;
  outOfService: boolean;
  assignedTo: number | null;
  status: string;
  resolution: string;
  resolvedAt: Date | SQL | null;
  serviceRecordId: number | null;
};

export async function insertIssues(
  ctx: ShopContext,
  rows: (Partial<IssueWrite> & {
    vehicleId: number;
    title: string;
    sourceInspectionId?: number | null;
    photoDocumentId?: number | null;
  })[],
): Promise<number[]> {
  if (rows.length === 0) return [];
  const inserted = await ctx.db
    .insert(issues)
    .values(rows.map((r) => ({ ...r, shopId: ctx.shopId, createdBy: ctx.userId })))
    .returning({ id: issues.id });
  return inserted.map((r) => r.id);
}

/** Writes the fields given (undefined ones are left as they are; none given, nothing is written). */
export async function updateIssue(ctx: ShopContext, id: number, write: Partial<IssueWrite>) {
  const set = Object.fromEntries(Object.entries(write).filter(([, v]) => v !== undefined));
  if (Object.keys(set).length === 0) return;
  await ctx.db
    .update(issues)
    .set(set)
    .where(and(eq(issues.shopId, ctx.shopId), eq(issues.id, id)));
}

/** Is this user an active member of the shop (an issue is assigned only to one)? */
export async function isActiveMember(ctx: ShopContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .where(
      and(
        eq(memberships.shopId, ctx.shopId),
        eq(memberships.userId, userId),
        eq(memberships.isActive, true),
      ),
    );
  return row !== undefined;
}

/** Resolves the open issues among `ids` of the vehicle; returns the ids it resolved. */
export async function resolveByRecord(
  ctx: ShopContext,
  vehicleId: number,
  ids: readonly number[],
  record: { id: number; resolution: string },
): Promise<number[]> {
  const rows = await ctx.db
    .update(issues)
    .set({
      status: 'resolved',
      resolvedAt: sql`now()`,
      serviceRecordId: record.id,
      resolution: record.resolution,
    })
    .where(
      and(
        eq(issues.shopId, ctx.shopId),
        eq(issues.vehicleId, vehicleId),
        eq(issues.status, 'open'),
        inArray(issues.id, [...ids]),
      ),
    )
    .returning({ id: issues.id });
  return rows.map((r) => r.id);
}

/** The oldest open out-of-service issue of a vehicle, or null. */
export async function openOutOfService(ctx: ShopContext, vehicleId: number) {
  const [row] = await ctx.db
    .select({ id: issues.id, title: issues.title })
    .from(issues)
    .where(
      and(
        eq(issues.shopId, ctx.shopId),
        eq(issues.vehicleId, vehicleId),
        eq(issues.status, 'open'),
        eq(issues.outOfService, true),
      ),
    )
    .orderBy(asc(issues.id))
    .limit(1);
  return row ?? null;
}

/** The issues an inspection opened, by id. */
export async function issuesOfInspections(ctx: ShopContext, inspectionIds: readonly number[]) {
  if (inspectionIds.length === 0) return [];
  return ctx.db
    .select({ id: issues.id, source: issues.sourceInspectionId })
    .from(issues)
    .where(
      and(eq(issues.shopId, ctx.shopId), inArray(issues.sourceInspectionId, [...inspectionIds])),
    )
    .orderBy(asc(issues.id));
}

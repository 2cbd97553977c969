import {
  ASSIGNMENT_MESSAGES,
  type Assignment,
  type AssignmentCitation,
  type AssignmentListQuery,
  type assignmentCreateSchema,
  type assignmentPatchSchema,
} from '@fleetdesk/contract/assignments';
import type { z } from 'zod';
import { badRequest, fieldError, notFound } from '../../platform/errors';
import { holdPeriod } from '../../platform/period-hold';
import { pageWindow } from '../../platform/pagination';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { presentAssignment } from './assignments.presenter';
import * as repo from './assignments.repository';

/**
 * The tolls and tickets matched to each of these assignments (the loaners' citations import
 * keeps them); handed in by modules/index.ts, as assignments know nothing of loaners.
 */
export type CitationsOfAssignments = (
  ctx: ShopContext,
  assignmentIds: readonly number[],
) => Promise<Map<number, AssignmentCitation[]>>;

export async function listAssignments(
  ctx: ShopContext,
  citationsOf: CitationsOfAssignments,
  query: AssignmentListQuery,
): Promise<{ count: number; results: Assignment[] }> {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  const page = await repo.listAssignments(ctx, { vehicleId, ...pageWindow(query) });
  const citations = await citationsOf(
    ctx,
    page.results.map((r) => r.id),
  );
  return {
    count: page.count,
    results: page.results.map((r) => presentAssignment(r, citations.get(r.id))),
  };
}

/**
 * Writes an assignment's period: the exclusion constraint `vehicle_assignments_no_overlap`
 * refuses a period that meets another of the same vehicle, and the 409 names that one's driver.
 */
const holdingPeriod = <T>(
  ctx: ShopContext,
  period: Parameters<typeof repo.overlappingDriver>[1],
  write: (tx: ShopContext) => Promise<T>,
): Promise<T> =>
  holdPeriod(ctx, write, async () =>
    ASSIGNMENT_MESSAGES.overlap((await repo.overlappingDriver(ctx, period)) ?? 'another driver'),
  );

export async function createAssignment(
  ctx: ShopContext,
  body: z.output<typeof assignmentCreateSchema>,
): Promise<Assignment> {
  const vehicle = await reachVehicle(ctx, body.vehicle, { forUpdate: true });
  let driverName = body.driver_name;
  if (body.driver !== null) {
    const name = await repo.activeMemberName(ctx, body.driver);
    if (name === null) throw fieldError('driver', ASSIGNMENT_MESSAGES.driverInvalid);
    driverName = name;
  }
  const period = { vehicleId: vehicle.id, startsAt: body.starts_at, endsAt: body.ends_at };
  const id = await holdingPeriod(ctx, period, (tx) =>
    repo.insertAssignment(tx, { ...period, driverId: body.driver, driverName }),
  );
  const created = presentAssignment((await repo.findAssignment(ctx, id))!);
  await recordAudit(ctx, {
    entity: 'vehicle_assignment',
    entityId: id,
    action: 'create',
    vehicleIds: [vehicle.id],
    after: created,
  });
  return created;
}

/**
 * Ends an assignment at `ends_at` (nothing sent: nothing changes); one that has ended stays as
 * it is (400).
 */
export async function endAssignment(
  ctx: ShopContext,
  citationsOf: CitationsOfAssignments,
  id: number,
  body: z.output<typeof assignmentPatchSchema>,
): Promise<Assignment> {
  const row = await repo.findAssignment(ctx, id, { forUpdate: true });
  if (!row) throw notFound(ASSIGNMENT_MESSAGES.notFound);
  await reachVehicle(ctx, { id: row.vehicleId });
  const endsAt = body.ends_at;
  if (endsAt === undefined || endsAt === null) {
    const citations = await citationsOf(ctx, [id]);
    return presentAssignment(row, citations.get(id));
  }
  if (row.endsAt !== null && row.endsAt.getTime() <= Date.now())
    throw badRequest(ASSIGNMENT_MESSAGES.alreadyEnded);
  if (new Date(endsAt).getTime() <= row.startsAt.getTime())
    throw fieldError('ends_at', ASSIGNMENT_MESSAGES.endsBeforeStart);
  const before = presentAssignment(row);
  await holdingPeriod(
    ctx,
    { vehicleId: row.vehicleId, startsAt: before.starts_at, endsAt, exceptId: id },
    (tx) => repo.endAssignment(tx, id, endsAt),
  );
  const ended = (await repo.findAssignment(ctx, id))!;
  const citations = await citationsOf(ctx, [id]);
  const after = presentAssignment(ended, citations.get(id));
  await recordAudit(ctx, {
    entity: 'vehicle_assignment',
    entityId: id,
    action: 'update',
    vehicleIds: [row.vehicleId],
    before,
    after,
  });
  return after;
}

/** Each row's assignment at its instant, for the loaners' citations import. */
export const matchAssignments = repo.matchAssignments;
export type { AssignmentMatch, AssignmentToMatch } from './assignments.repository';

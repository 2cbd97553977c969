import {
  ISSUE_MESSAGES,
  type Issue,
  type IssueListQuery,
  type issueCreateSchema,
  type issuePatchSchema,
} from '@fleetdesk/contract/issues';
import { sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Config } from '../../config';
import { fieldError, notFound } from '../../platform/errors';
import { recordEvent } from '../../platform/events';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { fileUrlKey, signedFileUrl } from '../../platform/signed-url';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { presentIssue, type PhotoLink } from './issues.presenter';
import * as repo from './issues.repository';

/** Photo links signed for the member reading (the files route checks them as they are then). */
export const photoLinkFor =
  (config: Config, ctx: Pick<ShopContext, 'shopId' | 'userId'>): PhotoLink =>
  (documentId) =>
    signedFileUrl(fileUrlKey(config), { shopId: ctx.shopId, userId: ctx.userId }, documentId);

export async function listIssues(ctx: ShopContext, config: Config, query: IssueListQuery) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  const { count, results } = await repo.listIssues(ctx, {
    vehicleId,
    status: query.status,
    ...pageWindow(query),
  });
  const link = photoLinkFor(config, ctx);
  return { count, results: results.map((row) => presentIssue(row, link)) };
}

async function checkAssignee(ctx: ShopContext, userId: number | null | undefined) {
  if (userId != null && !(await repo.isActiveMember(ctx, userId)))
    throw fieldError('assigned_to', ISSUE_MESSAGES.assigneeInvalid);
}

/** The issue as this member may see it: another shop's, or a hidden vehicle's, is a 404. */
async function reachIssue(ctx: ShopContext, id: number) {
  const row = await repo.findIssue(ctx, id, { forUpdate: true });
  if (!row) throw notFound(ISSUE_MESSAGES.notFound);
  await reachVehicle(ctx, { id: row.vehicleId }, { message: ISSUE_MESSAGES.notFound });
  return row;
}

/** The issue as saved, its audit row and its event (one place for every write). */
async function saved(
  tx: ShopContext,
  config: Config,
  id: number,
  change: { action: 'create' | 'update'; before?: Issue },
): Promise<Issue> {
  const row = (await repo.findIssue(tx, id))!;
  const issue = presentIssue(row, photoLinkFor(config, tx));
  const { photo_url: _link, ...image } = issue;
  const { photo_url: _before, ...beforeImage } = change.before ?? ({} as Partial<Issue>);
  await recordAudit(tx, {
    entity: 'issue',
    entityId: id,
    action: change.action,
    vehicleIds: [row.vehicleId],
    before: change.before ? beforeImage : undefined,
    after: image,
  });
  await recordEvent(tx, 'issue.saved', { vin: issue.vehicle, record: image });
  return issue;
}

export async function createIssue(
  ctx: ShopContext,
  config: Config,
  body: z.output<typeof issueCreateSchema>,
): Promise<Issue> {
  return inTransaction(ctx, async (tx) => {
    const vehicle = await reachVehicle(tx, body.vehicle, { forUpdate: true });
    await checkAssignee(tx, body.assigned_to);
    const [id] = await repo.insertIssues(tx, [
      {
        vehicleId: vehicle.id,
        title: body.title,
        description: body.description,
        priority: body.priority,
        outOfService: body.out_of_service,
        assignedTo: body.assigned_to,
      },
    ]);
    return saved(tx, config, id!, { action: 'create' });
  });
}

/** Changes an issue; `status` resolved stamps when (and keeps the resolution), open clears it. */
export async function updateIssue(
  ctx: ShopContext,
  config: Config,
  id: number,
  patch: z.output<typeof issuePatchSchema>,
): Promise<Issue> {
  return inTransaction(ctx, async (tx) => {
    const row = await reachIssue(tx, id);
    const before = presentIssue(row, photoLinkFor(config, tx));
    if (patch.assigned_to !== undefined) await checkAssignee(tx, patch.assigned_to);
    const resolving = patch.status === 'resolved' && row.status === 'open';
    const reopening = patch.status === 'open' && row.status === 'resolved';
    await repo.updateIssue(tx, id, {
      title: patch.title,
      description: patch.description,
      priority: patch.priority,
      outOfService: patch.out_of_service,
      assignedTo: patch.assigned_to,
      status: patch.status,
      resolution: patch.resolution,
      ...(resolving ? { resolvedAt: sql`now()` } : {}),
      ...(reopening ? { resolvedAt: null, serviceRecordId: null } : {}),
    });
    return saved(tx, config, id, { action: 'update', before });
  });
}

/**
 * The issues a signed inspection's failed pass/fail items open on its vehicle, each with its
 * item's note and photo. Call inside the inspection's transaction.
 */
export async function openIssuesOfInspection(
  tx: ShopContext,
  config: Config,
  inspection: { id: number; vehicleId: number; formName: string },
  failed: readonly { label: string; note: string; photoDocumentId: number | null }[],
): Promise<number[]> {
  const ids = await repo.insertIssues(
    tx,
    failed.map((f) => ({
      vehicleId: inspection.vehicleId,
      title: `${f.label} failed`.slice(0, 200),
      description: f.note || `Failed on the ${inspection.formName} inspection.`,
      sourceInspectionId: inspection.id,
      photoDocumentId: f.photoDocumentId,
    })),
  );
  for (const id of ids) await saved(tx, config, id, { action: 'create' });
  return ids;
}

/**
 * A service record resolves the issues it names: open issues of its vehicle, else a 400 on
 * `issues` (and the record's transaction is undone). Call inside the record's transaction.
 */
export async function resolveIssuesByRecord(
  tx: ShopContext,
  vehicleId: number,
  ids: readonly number[],
  record: { id: number; description: string },
): Promise<void> {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const resolved = await repo.resolveByRecord(tx, vehicleId, wanted, {
    id: record.id,
    resolution: `Service record #${record.id}: ${record.description}`.slice(0, 5000),
  });
  if (resolved.length !== wanted.length)
    throw fieldError('issues', ISSUE_MESSAGES.issueNotOfVehicle);
  for (const id of resolved)
    await recordAudit(tx, {
      entity: 'issue',
      entityId: id,
      action: 'update',
      vehicleIds: [vehicleId],
      after: { status: 'resolved', service_record: record.id },
    });
}

/** A loaner with an open out-of-service issue is not lent: the 400 names the issue. */
export async function refuseOutOfService(tx: ShopContext, vehicleId: number): Promise<void> {
  const open = await repo.openOutOfService(tx, vehicleId);
  if (open) throw fieldError('vehicle', ISSUE_MESSAGES.outOfService(open.title, open.id));
}

/** The issues each inspection opened (by inspection id). */
export async function issuesOfInspections(
  ctx: ShopContext,
  inspectionIds: readonly number[],
): Promise<Map<number, number[]>> {
  const byInspection = new Map<number, number[]>();
  for (const row of await repo.issuesOfInspections(ctx, inspectionIds))
    byInspection.set(row.source!, [...(byInspection.get(row.source!) ?? []), row.id]);
  return byInspection;
}

import {
  INSURANCE_MESSAGES,
  type Policy,
  type PolicyListQuery,
  type policyPatchSchema,
} from '@fleetdesk/contract/insurance';
import type { z } from 'zod';
import type { AppDeps } from '../../platform/deps';
import { fieldError, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordEvent } from '../../platform/events';
import { recordAudit } from '../audit';
import { reachVehicle, recordInsuranceEnd } from '../vehicles';
import * as repo from './insurance.repository';
import {
  policyDocumentsColumn,
  presentPolicy,
  presentPolicyRead,
  type PolicyDocuments,
} from './insurance.presenter';

export type InsuranceDeps = Pick<AppDeps, 'config'> & { documents: PolicyDocuments };

/** vehicles.insurance_ends_on follows the latest end date (the list's "Insurance expired"). */
export async function refreshVehicleInsuranceEnd(tx: ShopContext, vehicleId: number) {
  await recordInsuranceEnd(tx, vehicleId, await repo.latestEnd(tx, vehicleId));
}

/** A policy the member may see: another shop's, or an archived vehicle's when hidden, is a 404. */
async function reachPolicy(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean; documents?: repo.DocumentsColumn } = {},
) {
  const row = await repo.findPolicy(ctx, id, opts.documents ?? null);
  if (!row) throw notFound(INSURANCE_MESSAGES.notFound);
  await reachVehicle(
    ctx,
    { id: row.vehicleId },
    { forUpdate: opts.forUpdate, message: INSURANCE_MESSAGES.notFound },
  );
  return row;
}

export async function listPolicies(ctx: ShopContext, deps: InsuranceDeps, query: PolicyListQuery) {
  const vehicleId = query.vehicle ? (await reachVehicle(ctx, query.vehicle)).id : undefined;
  const { count, atLeast, results } = await repo.listPolicies(
    ctx,
    {
      vehicleId,
      active: query.active,
      search: query.search,
      company: query.company,
      masterPolicy: query.master_policy,
      endsWithin: query.ends_within,
      ...pageWindow(query),
    },
    policyDocumentsColumn(ctx, deps.documents),
  );
  return {
    count,
    atLeast,
    results: results.map((row) => presentPolicyRead(ctx, row, deps.documents, deps.config)),
  };
}

export async function getPolicy(ctx: ShopContext, deps: InsuranceDeps, id: number) {
  const row = await reachPolicy(ctx, id, { documents: policyDocumentsColumn(ctx, deps.documents) });
  return presentPolicyRead(ctx, row, deps.documents, deps.config);
}

/** The audit's image of a policy: its fields, not its documents. */
function auditImage(row: repo.PolicyRow) {
  const { documents: _documents, ...image } = presentPolicy(row);
  return image;
}

type PatchValues = z.output<typeof policyPatchSchema>;

/** Changes the sent fields; the vehicle's insurance end follows in the same transaction. */
export async function patchPolicy(
  ctx: ShopContext,
  deps: InsuranceDeps,
  id: number,
  body: PatchValues,
): Promise<Policy> {
  return inTransaction(ctx, async (tx) => {
    const before = await reachPolicy(tx, id, { forUpdate: true });
    const start = body.start_date !== undefined ? body.start_date : before.startDate;
    const end = body.end_date !== undefined ? body.end_date : before.endDate;
    if (start !== null && end !== null && end < start)
      throw fieldError('end_date', INSURANCE_MESSAGES.endBeforeStart);
    await repo.updatePolicy(tx, id, {
      policyCosts: body.policy_costs,
      vehiclePremium: body.vehicle_premium,
      startDate: body.start_date,
      endDate: body.end_date,
      collisionDeductible: body.collision_deductible,
      comprehensiveDeductible: body.comprehensive_deductible,
      notes: body.notes,
    });
    await refreshVehicleInsuranceEnd(tx, before.vehicleId);
    const after = (await repo.findPolicy(tx, id, policyDocumentsColumn(tx, deps.documents)))!;
    await recordAudit(tx, {
      entity: 'insurance_policy',
      entityId: id,
      action: 'update',
      vehicleIds: [before.vehicleId],
      before: auditImage(before),
      after: auditImage(after),
    });
    await recordEvent(tx, 'policy.saved', { id, record: auditImage(after) });
    return presentPolicyRead(tx, after, deps.documents, deps.config);
  });
}

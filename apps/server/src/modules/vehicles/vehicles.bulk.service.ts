import {
  VEHICLE_BULK_MESSAGES,
  bulkSummaryText,
  type BulkAction,
  type VehicleBulkSummary,
  type VehicleBulkValues,
} from '@fleetdesk/contract/vehicle-bulk';
import { VEHICLE_MESSAGES } from '@fleetdesk/contract/vehicles';
import type { Permission } from '@fleetdesk/contract/permissions';
import { conflict, fieldError, forbidden, notFound } from '../../platform/errors';
import { can, inTransaction, type ShopContext } from '../../platform/request-context';
import type { WebhookEventType } from '@fleetdesk/contract/webhooks';
import { recordEvents } from '../../platform/events';
import { recordAudits, type AuditAction } from '../audit';
import { reachVehicles } from './vehicle-access';
import { blockedAmong, type ArchiveBlocker } from './vehicles.archive-rule';
import * as bulkRepo from './vehicles.bulk.repository';
import type { BulkFacts } from './vehicles.bulk.repository';
import * as repo from './vehicles.repository';

/**
 * One action on many vehicles of the list (issue 24 item 2), all or nothing: each vehicle is
 * reached as the single-vehicle action reaches it, under the same permission, and one that
 * cannot be (unknown, another shop's, hidden, blocked) changes none.
 */

/** The permission each action needs: the single-vehicle action's (archive, edit). */
export const BULK_PERMISSION: Record<BulkAction, Permission> = {
  archive: 'canArchive',
  unarchive: 'canArchive',
  set_location: 'canEdit',
  add_type: 'canEdit',
  remove_type: 'canEdit',
};

/** The webhook event of each kind of change a bulk action makes. */
const BULK_EVENT = {
  archive: 'vehicle.archived',
  unarchive: 'vehicle.unarchived',
  update: 'vehicle.updated',
} as const satisfies Partial<Record<AuditAction, WebhookEventType>>;

/** An action's plan: the vehicles it changes, how, and the summary's words. */
type Plan = {
  change: BulkFacts[];
  write(tx: ShopContext, ids: number[]): Promise<void>;
  audit: keyof typeof BULK_EVENT;
  detail?: { location?: string; type?: string };
};

export async function bulkUpdateVehicles(
  ctx: ShopContext,
  archiveBlockers: readonly ArchiveBlocker[],
  body: VehicleBulkValues,
): Promise<VehicleBulkSummary> {
  if (!can(ctx, BULK_PERMISSION[body.action])) throw forbidden();
  return inTransaction(ctx, async (tx) => {
    const reached = await reachVehicles(tx, body.vins);
    const missing = body.vins.filter((vin) => !reached.has(vin));
    if (missing.length > 0) throw notFound(VEHICLE_BULK_MESSAGES.notFound(missing));
    const facts = await bulkRepo.bulkFacts(
      tx,
      [...reached.values()].map((v) => v.id),
    );
    const plan = await planOf(tx, archiveBlockers, body, facts);
    const ids = plan.change.map((v) => v.id);
    const before = await repo.vehicleSnapshots(tx, ids);
    await plan.write(tx, ids);
    const after = await repo.vehicleSnapshots(tx, ids);
    await recordAudits(
      tx,
      ids.map((id) => ({
        entity: 'vehicle',
        entityId: id,
        action: plan.audit,
        before: before.get(id) ?? null,
        after: after.get(id) ?? null,
      })),
    );
    // Receivers hear of each vehicle as if it had been changed alone.
    await recordEvents(
      tx,
      plan.change.map((v) => ({
        type: BULK_EVENT[plan.audit],
        data: { vin: v.vin, record: after.get(v.id) ?? null },
      })),
    );
    const unchanged = facts.length - ids.length;
    return {
      action: body.action,
      changed: ids.length,
      unchanged,
      changed_vins: plan.change.map((v) => v.vin),
      message: bulkSummaryText(body.action, ids.length, unchanged, plan.detail),
    };
  });
}

async function planOf(
  tx: ShopContext,
  blockers: readonly ArchiveBlocker[],
  body: VehicleBulkValues,
  facts: BulkFacts[],
): Promise<Plan> {
  switch (body.action) {
    case 'archive': {
      const change = facts.filter((v) => !v.isArchived);
      const blocked = await blockedAmong(
        tx,
        change.map((v) => v.id),
        blockers,
      );
      if (blocked.size > 0)
        throw conflict(
          VEHICLE_BULK_MESSAGES.cannotArchive(
            change.filter((v) => blocked.has(v.id)).map((v) => `${v.vin}: ${blocked.get(v.id)}`),
          ),
        );
      return { change, audit: 'archive', write: (t, ids) => repo.setArchived(t, ids, true) };
    }
    case 'unarchive':
      return {
        change: facts.filter((v) => v.isArchived),
        audit: 'unarchive',
        write: (t, ids) => repo.setArchived(t, ids, false),
      };
    case 'set_location': {
      const locationId = body.location ?? null;
      const name = locationId === null ? null : await bulkRepo.locationName(tx, locationId);
      if (locationId !== null && name === null)
        throw fieldError('location', VEHICLE_MESSAGES.locationInvalid);
      return {
        change: facts.filter((v) => v.locationId !== locationId),
        audit: 'update',
        write: (t, ids) => bulkRepo.setLocation(t, ids, locationId),
        detail: { location: name ?? undefined },
      };
    }
    case 'add_type':
    case 'remove_type': {
      const typeName = body.type!;
      const type = (await repo.listVehicleTypes(tx)).find((t) => t.name === typeName);
      if (!type) throw fieldError('type', VEHICLE_MESSAGES.typeInvalid);
      const adding = body.action === 'add_type';
      return {
        change: facts.filter((v) => v.typeIds.includes(type.id) !== adding),
        audit: 'update',
        write: (t, ids) =>
          adding ? bulkRepo.addType(t, ids, type.id) : bulkRepo.removeType(t, ids, type.id),
        detail: { type: typeName },
      };
    }
  }
}

import { DOCUMENT_MESSAGES, type DocumentListQuery } from '@fleetdesk/contract/documents';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { can, inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { mayManagePolicyDocuments, mayViewPolicyDocuments } from '../insurance';
import { linkSigner, presentDocument } from './documents.presenter';
import * as repo from './documents.repository';

// Listing and deleting documents; uploads are in documents.upload.ts, file serving in documents.files.ts.

export type DocumentDeps = Pick<AppDeps, 'config' | 'storage'>;

/** A registration's documents in the API shape (for the registration reply's `documents`). */
export async function listDocumentsForRegistration(
  ctx: ShopContext,
  config: Config,
  registrationId: number,
) {
  const signer = linkSigner(config, ctx.userId);
  const rows = await repo.listRegistrationDocuments(ctx, registrationId);
  return rows.map((r) => presentDocument(r, signer));
}

export async function listVehicleDocuments(
  ctx: ShopContext,
  deps: DocumentDeps,
  query: DocumentListQuery,
) {
  const vehicle = await reachVehicle(ctx, query.vehicle, {
    message: DOCUMENT_MESSAGES.vehicleNotFound,
  });
  const signer = linkSigner(deps.config, ctx.userId);
  const { count, results } = await repo.listVehicleDocuments(ctx, {
    vehicleId: vehicle.id,
    withPolicyDocuments: mayViewPolicyDocuments(ctx),
    documentType: query.document_type,
    search: query.search || undefined,
    ...pageWindow(query),
  });
  return { count, results: results.map((r) => presentDocument(r, signer)) };
}

/**
 * Deletes the row (with its audit) and then the stored bytes. The bytes go after the
 * commit so a rollback never leaves a row without its file; `fileRemoved` is false when
 * that last step failed (the row is gone either way, the caller logs the stray file).
 * A policy's document follows the policy's permission: it does not exist for a member without
 * canViewInsurance (404), and canManageInsurance deletes it (403 otherwise); any other document
 * needs canManageDocuments.
 */
export async function deleteDocument(ctx: ShopContext, deps: DocumentDeps, id: number) {
  const storageKey = await inTransaction(ctx, async (tx) => {
    const stored = await repo.findStoredFile(tx, id);
    if (!stored) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await reachVehicle(
      tx,
      { id: stored.vehicleId },
      { message: DOCUMENT_MESSAGES.documentNotFound },
    );
    if (stored.insurancePolicyId !== null) {
      if (!mayViewPolicyDocuments(ctx)) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
      if (!mayManagePolicyDocuments(ctx)) throw forbidden();
    } else if (!can(ctx, 'canManageDocuments')) throw forbidden();
    const deleted = await repo.deleteDocument(tx, id);
    if (!deleted) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await recordAudit(tx, {
      entity: 'document',
      entityId: id,
      action: 'delete',
      before: deleted.before,
      vehicleIds: [stored.vehicleId],
    });
    return deleted.storageKey;
  });
  try {
    await deps.storage.remove(storageKey);
    return { fileRemoved: true, storageKey };
  } catch {
    return { fileRemoved: false, storageKey };
  }
}

/**
 * A vehicle file another module made and now replaces (a signed agreement drawn again with its
 * photos): the row and its audit go in the caller's transaction, the bytes once that commits, so a
 * rollback keeps both. Outside a request (no afterCommit) the bytes stay: a stray file, never a row
 * without its file.
 */
export async function removeReplacedFile(
  ctx: ShopContext,
  deps: DocumentDeps,
  id: number,
): Promise<void> {
  const deleted = await repo.deleteDocument(ctx, id);
  if (!deleted) return;
  await recordAudit(ctx, {
    entity: 'document',
    entityId: id,
    action: 'delete',
    before: deleted.before,
    vehicleIds: [deleted.before.vehicle_id as number],
  });
  ctx.afterCommit?.(() => deps.storage.remove(deleted.storageKey).catch(() => undefined));
}

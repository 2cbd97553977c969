import {
  DOCUMENT_MESSAGES,
  type DocumentListQuery,
  type VehicleDocument,
  type documentPatchSchema,
} from '@fleetdesk/contract/documents';
import type { z } from 'zod';
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

// Listing, changing and deleting documents; uploads are in documents.upload.ts, file serving in documents.files.ts.

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
 * A document this member may change or delete: reached through its vehicle (404 when hidden); a
 * policy's document follows the policy's permission (404 without canViewInsurance, 403 without
 * canManageInsurance), any other needs canManageDocuments.
 */
async function reachDocumentToChange(tx: ShopContext, id: number): Promise<repo.StoredFile> {
  const stored = await repo.findStoredFile(tx, id);
  if (!stored) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  await reachVehicle(tx, { id: stored.vehicleId }, { message: DOCUMENT_MESSAGES.documentNotFound });
  if (stored.insurancePolicyId !== null) {
    if (!mayViewPolicyDocuments(tx)) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    if (!mayManagePolicyDocuments(tx)) throw forbidden();
  } else if (!can(tx, 'canManageDocuments')) throw forbidden();
  return stored;
}

/** Changes a document's title, notes or expiry (docs/api.md "Fleet records"), with its audit. */
export async function changeDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  id: number,
  body: z.output<typeof documentPatchSchema>,
): Promise<VehicleDocument> {
  const stored = await reachDocumentToChange(ctx, id);
  const signer = linkSigner(deps.config, ctx.userId);
  const { file_url: _before, ...before } = presentDocument(
    (await repo.findDocument(ctx, id))!,
    signer,
  );
  const changed = presentDocument(
    await repo.updateDocument(ctx, id, {
      title: body.title,
      notes: body.notes,
      expiresOn: body.expires_on,
    }),
    signer,
  );
  const { file_url: _after, ...after } = changed;
  await recordAudit(ctx, {
    entity: 'document',
    entityId: id,
    action: 'update',
    before,
    after,
    vehicleIds: [stored.vehicleId],
  });
  return changed;
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
    const stored = await reachDocumentToChange(tx, id);
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

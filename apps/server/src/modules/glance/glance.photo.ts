import {
  MAX_PHOTO_BYTES,
  PHOTO_EXTENSIONS,
  PHOTO_MESSAGES,
  photoUploadFieldsSchema,
  type VehiclePhoto,
} from '@fleetdesk/contract/vehicle-glance';
import type { AppDeps } from '../../platform/deps';
import { fieldErrors, notFound } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import {
  checkedUpload,
  openSignedLink,
  storedFile,
  storeThenRecord,
  type FileLink,
  type FileReply,
} from '../documents';
import { PHOTO_LINK_KIND, reachVehicle, vehiclePhotoUrl } from '../vehicles';
import type { UploadForm } from '../../platform/upload-body';
import * as repo from './glance.photo.repository';

/**
 * A vehicle's photo (issue 24 item 1): resized by the browser, checked here (its type from its
 * bytes, its size), stored as documents' files are, and served through a short-lived link signed
 * for the member, who is checked as they are when the link is opened. Replacing or removing it
 * needs what editing the vehicle needs (canEdit, the route's permission).
 */

type PhotoDeps = Pick<AppDeps, 'config' | 'storage'>;

/** Stores the new photo, then replaces the row (a failed write removes the new bytes). */
export async function uploadVehiclePhoto(
  ctx: ShopContext,
  deps: PhotoDeps,
  vin: string,
  readForm: () => Promise<UploadForm>,
): Promise<VehiclePhoto> {
  const vehicle = await reachVehicle(ctx, vin, { forUpdate: true });
  const { file } = await checkedUpload(
    await readForm(),
    photoUploadFieldsSchema,
    PHOTO_EXTENSIONS,
    PHOTO_MESSAGES.unsupported,
  );
  if (file.data.length > MAX_PHOTO_BYTES) throw fieldErrors({ file: [PHOTO_MESSAGES.tooLarge] });
  const before = await repo.photoOfVehicle(ctx, vehicle.id);
  const row = await storeThenRecord(ctx, deps, file.data, async (tx, storageKey) => {
    const created = await repo.replacePhoto(tx, {
      vehicleId: vehicle.id,
      storageKey,
      contentType: file.contentType,
      fileSize: file.data.length,
    });
    await recordAudit(tx, {
      entity: 'vehicle_photo',
      entityId: vehicle.id,
      action: before ? 'update' : 'upload',
      after: { vin: vehicle.vin, storage_key: storageKey, content_type: file.contentType },
    });
    return created;
  });
  // The old bytes go once the request's transaction has committed (a rollback keeps the old row
  // and its file); a leftover file is harmless, a lost one not.
  if (before) await afterCommitOf(ctx, () => deps.storage.remove(before.storageKey));
  return { photo_url: vehiclePhotoUrl(deps.config, ctx, row.id)! };
}

export async function removeVehiclePhoto(
  ctx: ShopContext,
  deps: PhotoDeps,
  vin: string,
): Promise<void> {
  const vehicle = await reachVehicle(ctx, vin, { forUpdate: true });
  const removed = await inTransaction(ctx, async (tx) => {
    const row = await repo.deletePhoto(tx, vehicle.id);
    if (!row) throw notFound(PHOTO_MESSAGES.noPhoto);
    await recordAudit(tx, {
      entity: 'vehicle_photo',
      entityId: vehicle.id,
      action: 'delete',
      before: { vin: vehicle.vin, storage_key: row.storageKey },
    });
    return row;
  });
  await afterCommitOf(ctx, () => deps.storage.remove(removed.storageKey));
}

/** Runs `work` once the request commits, or now outside a request; a failure is left unsaid. */
async function afterCommitOf(ctx: ShopContext, work: () => Promise<void>): Promise<void> {
  const quiet = () => work().catch(() => undefined);
  if (ctx.afterCommit) ctx.afterCommit(quiet);
  else await quiet();
}

/**
 * The photo for its signed link: a wrong, tampered or expired link is a 403, and so is a member
 * no longer active or no longer allowed to see vehicles; an archived vehicle's photo follows the
 * archived rule (reachVehicle).
 */
export function openVehiclePhoto(
  deps: Pick<AppDeps, 'config' | 'storage' | 'db'>,
  id: number,
  link: FileLink,
): Promise<FileReply> {
  return openSignedLink(deps, {
    kind: PHOTO_LINK_KIND,
    id,
    link,
    permission: 'canViewBasic',
    missing: PHOTO_MESSAGES.noPhoto,
    read: (db, shopId) => repo.photoById(db, shopId, id),
    vehicleOf: (photo) => photo.vehicleId,
    // Always in place (an image); the link offers no download.
    serve: (photo) => storedFile({ ...photo, originalFilename: 'photo' }, undefined),
  });
}

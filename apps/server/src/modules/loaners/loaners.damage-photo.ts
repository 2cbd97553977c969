import type { DamageMark } from '@fleetdesk/contract/loaner-agreements';
import { damagePhotoFieldsSchema } from '@fleetdesk/contract/loaner-citations';
import { DAMAGE_ZONE_LABELS } from '@fleetdesk/contract/loaners';
import { badRequest } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { checkedUpload, storeVehicleFile } from '../documents';
import type { UploadForm } from '../../platform/upload-body';
import * as repo from './loaners.agreements.repository';
import { reachAgreement, type LoanerDeps } from './loaners.agreements.service';
import { damageImage, linkSigner, presentDamage } from './loaners.presenter';
import { addPhotosToSignedAgreement } from './loaners.signing';

/** Photos a phone's camera sends (and the raster images the browser shows in place). */
const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
export const PHOTO_UNSUPPORTED = 'Send a photo as a JPEG, PNG or GIF file.';

/**
 * A damage photo taken at the car: kept among the vehicle's documents and linked to the stage's
 * mark of that zone still without a photo, or to a new mark (kind `other`) that the check-out or
 * check-in then completes with its kind and note. The agreement is reached before the upload is read.
 * A check-out photo sent once the agreement is signed goes into its signed PDF too.
 */
export async function addDamagePhoto(
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
  readForm: () => Promise<UploadForm>,
): Promise<DamageMark> {
  const { row, vehicle } = await reachAgreement(ctx, id, { forUpdate: true });
  const a = row.agreement;
  if (a.status === 'cancelled') throw badRequest('A cancelled agreement takes no photos.');
  const { fields, file } = await checkedUpload(
    await readForm(),
    damagePhotoFieldsSchema,
    PHOTO_EXTENSIONS,
    PHOTO_UNSUPPORTED,
  );
  const { stage, zone } = fields;
  const photo = await storeVehicleFile(ctx, deps, file, {
    vehicleId: vehicle.id,
    documentType: 'other',
    title: `Damage ${a.number} (${stage === 'out' ? 'check-out' : 'check-in'}): ${DAMAGE_ZONE_LABELS[zone]}`,
  });
  const waiting = await repo.damageAwaitingPhoto(ctx, id, stage, zone);
  let markId: number;
  if (waiting) {
    await repo.setDamagePhoto(ctx, waiting.id, photo.id);
    markId = waiting.id;
  } else {
    const [created] = await repo.insertDamage(ctx, [
      { agreementId: id, stage, zone, kind: 'other', note: '', photoDocumentId: photo.id },
    ]);
    markId = created!.id;
  }
  const mark = (await repo.damageOf(ctx, [id])).find((d) => d.id === markId)!;
  const presented = presentDamage(mark, linkSigner(deps.config, ctx));
  await recordAudit(ctx, {
    entity: 'loan_agreement_damage',
    entityId: markId,
    action: waiting ? 'update' : 'create',
    after: damageImage(mark),
  });
  // Signed before its photos came: the agreement's PDF takes them (loaners.signing).
  if (stage === 'out' && a.agreementDocumentId !== null)
    await addPhotosToSignedAgreement(ctx, deps, id);
  return presented;
}

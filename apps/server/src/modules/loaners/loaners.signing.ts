import { createHash } from 'node:crypto';
import type { Agreement, CheckOutWrite } from '@fleetdesk/contract/loaner-agreements';
import type { ShopContext } from '../../platform/request-context';
import { escapeHtml } from '../../platform/mail/html';
import { documentFileInScope, removeReplacedFile, storeVehicleFile } from '../documents';
import { enqueueMail } from '../mail';
import type { VehicleRef } from '../vehicles';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { badRequest } from '../../platform/errors';
import { recordAudit } from '../audit';
import * as repo from './loaners.agreements.repository';
import { agreementViews, reachAgreement, type LoanerDeps } from './loaners.agreements.service';
import { getCustomer } from './loaners.customers.service';
import { shopClock } from '../../platform/shop-day';
import { agreementPdf, agreementWithPhotos, fuelText, milesText } from './loaners.pdf';
import { bytesOf, checkOutPhotos } from './loaners.pdf-photos';
import { shopLetterhead } from '../shop-identity';
import { customerCopyUrl } from './loaners.copy-link';
import { currentSettings } from './loaners.settings.service';

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/**
 * The signed agreement at check-out: its PDF stored among the vehicle's documents and linked to
 * the agreement, and an e-mail to the customer (when they have an address) through the outbox,
 * with a link to their copy. `agreement` is the agreement as checked out (the step writes it
 * with the returned document). Returns that document, the SHA-256 of the PDF (hex) for the
 * audit row, and whether the copy was e-mailed.
 */
export async function signAgreement(
  ctx: ShopContext,
  deps: LoanerDeps,
  agreement: Agreement,
  vehicle: VehicleRef,
  body: Pick<CheckOutWrite, 'signed_name'> & { signature: Uint8Array },
): Promise<{ sha256: string; documentId: number; mailed: boolean }> {
  const customer = await getCustomer(ctx, agreement.customer);
  const when = shopClock(ctx.timeZone);
  const pdf = await agreementPdf({
    agreement,
    customer,
    terms: (await currentSettings(ctx)).agreement_terms,
    signature: body.signature,
    signedName: body.signed_name,
    when,
    letterhead: await shopLetterhead(ctx, deps),
    photos: await checkOutPhotos(ctx, deps, agreement),
  });
  const document = await storeVehicleFile(
    ctx,
    deps,
    { filename: `${agreement.number}.pdf`, data: pdf, contentType: 'application/pdf' },
    { vehicleId: vehicle.id, documentType: 'other', title: `Loan agreement ${agreement.number}` },
  );
  const signed = {
    sha256: sha256(pdf),
    documentId: document.id,
  };
  if (!customer.email) return { ...signed, mailed: false };
  await queueSignedCopy(ctx, deps, agreement, customer.email);
  return { ...signed, mailed: true };
}

/**
 * A check-out photo sent after the agreement was signed (the phone sends the check-out, then its
 * photos; the web sends a step's photos once the step is saved): the signed PDF is made again, its
 * signed pages as they were and its photos page with every check-out photo now stored, and kept as
 * the agreement's document in place of the last, on the same vehicle's documents. The audit row
 * names the new PDF by its SHA-256, as the check-out's does; the file it replaces is removed once
 * the request commits. Called with the agreement locked (the photo's step).
 */
export async function addPhotosToSignedAgreement(
  ctx: ShopContext,
  deps: LoanerDeps,
  id: number,
): Promise<void> {
  const before = await agreementViews(ctx, deps, id, { reached: true });
  const signedId = before.image.agreement_document?.id;
  const stored = signedId ? await documentFileInScope(ctx.db, ctx.shopId, signedId) : null;
  if (!signedId || !stored) return;
  const a = before.detail;
  const pdf = await agreementWithPhotos(
    await deps.storage.read(stored.storageKey).then(bytesOf),
    a,
    await checkOutPhotos(ctx, deps, a),
  );
  const document = await storeVehicleFile(
    ctx,
    deps,
    { filename: `${a.number}.pdf`, data: pdf, contentType: 'application/pdf' },
    { vehicleId: stored.vehicleId, documentType: 'other', title: `Loan agreement ${a.number}` },
  );
  await repo.updateAgreement(ctx, id, { agreementDocumentId: document.id });
  await removeReplacedFile(ctx, deps, signedId);
  const after = await agreementViews(ctx, deps, id, { reached: true });
  await recordAudit(ctx, {
    entity: 'loan_agreement',
    entityId: id,
    action: 'update',
    before: before.image,
    after: { ...after.image, agreement_sha256: sha256(pdf) },
  });
}

/**
 * The e-mail to the customer with a link to their signed copy (the PDF, signed for them), queued
 * in the outbox in the caller's transaction: at check-out, and again on request.
 */
async function queueSignedCopy(
  ctx: ShopContext,
  deps: LoanerDeps,
  agreement: Agreement,
  email: string,
): Promise<void> {
  const when = shopClock(ctx.timeZone);
  const link = `${deps.config.PUBLIC_URL.replace(/\/$/, '')}${customerCopyUrl(deps.config, ctx.shopId, agreement.id)}`;
  const lines = [
    `Hello ${agreement.customer_name},`,
    `Here is your signed loan agreement ${agreement.number} for the ${agreement.vehicle_description} (plate ${agreement.license_plate}).`,
    `Checked out: ${when(agreement.checked_out_at)}, odometer ${milesText(agreement.odometer_out)}, fuel ${fuelText(agreement.fuel_out)}.`,
    `Due back: ${when(agreement.due_at)}.`,
    `Your copy (PDF): ${link}`,
  ];
  await enqueueMail(ctx.db, ctx.shopId, [
    {
      source: 'loan_agreement',
      to: email,
      subject: `Your loan agreement ${agreement.number}`,
      text: lines.join('\n\n'),
      html: lines
        .map((line) =>
          line.startsWith('Your copy')
            ? `<p><a href="${escapeHtml(link)}">Your signed agreement (PDF)</a></p>`
            : `<p>${escapeHtml(line)}</p>`,
        )
        .join('\n'),
    },
  ]);
}

/**
 * The signed copy e-mailed again (the customer lost it, or gave their address since): only once
 * signed and when the customer has an address; the time is kept and the audit row names it.
 */
export async function sendSignedCopy(ctx: ShopContext, deps: LoanerDeps, id: number) {
  const { row } = await reachAgreement(ctx, id, { forUpdate: true });
  if (row.agreement.agreementDocumentId === null) throw badRequest(LOANER_MESSAGES.notSigned);
  if (!row.customerEmail) throw badRequest(LOANER_MESSAGES.noCustomerEmail);
  const before = await agreementViews(ctx, deps, id, { row });
  await queueSignedCopy(ctx, deps, before.detail, row.customerEmail);
  await repo.updateAgreement(ctx, id, { signedCopySentAt: new Date() });
  const after = await agreementViews(ctx, deps, id, { reached: true });
  await recordAudit(ctx, {
    entity: 'loan_agreement',
    entityId: id,
    action: 'update',
    before: before.image,
    after: { ...after.image, signed_copy_to: row.customerEmail },
  });
  return after.detail;
}

import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import {
  DAMAGE_KIND_LABELS,
  DAMAGE_ZONE_LABELS,
  FUEL_EIGHTHS_MAX,
  type Customer,
} from '@fleetdesk/contract/loaners';
import {
  LOANER_MESSAGES,
  SIGNATURE_PIXEL_LIMIT,
  SIGNATURE_TOO_LARGE,
} from '@fleetdesk/contract/loaners';
import { formatMoney, toCents } from '@fleetdesk/contract/money';
import { imageSize } from 'image-size';
import { fieldError } from '../../platform/errors';
import { pictureSize, pngPixelDataInflates } from '../../platform/image-header';
import type { ShopLetterhead } from '../shop-identity';
import { PdfLayout, type Picture } from './loaners.pdf-layout';

/** The signed loan agreement, as printed for the customer and kept with the vehicle's documents. */

export type AgreementPrint = {
  agreement: Agreement;
  customer: Customer;
  terms: string;
  signature: Uint8Array;
  signedName: string;
  /** An instant as the shop reads it (its time zone). */
  when: (iso: string | null) => string;
  letterhead: ShopLetterhead;
  /** The check-out marks' photos stored when the PDF is made, by mark id. */
  photos: Map<number, Picture>;
};

export const fuelText = (eighths: number | null) =>
  eighths === null ? '-' : `${eighths}/${FUEL_EIGHTHS_MAX}`;
export const milesText = (miles: number | null) =>
  miles === null ? '-' : `${miles.toLocaleString('en-US')} mi`;

const damageCaption = (d: Agreement['damage'][number]) =>
  `${DAMAGE_ZONE_LABELS[d.zone]}: ${DAMAGE_KIND_LABELS[d.kind]}${d.note ? ` (${d.note})` : ''}`;

export async function agreementPdf(p: AgreementPrint): Promise<Buffer> {
  const a = p.agreement;
  const c = p.customer;
  const pdf = await PdfLayout.create(`Loan agreement ${a.number}`, p.letterhead, [a, c, p]);
  pdf.title(`Loan agreement ${a.number}`);
  pdf.field('Repair order', a.repair_order_number);
  pdf.field('Claim', a.claim_number);
  pdf.field('Insurer', a.insurer_name);

  pdf.heading('Customer');
  pdf.field('Name', a.customer_name);
  pdf.field('Phone', c.phone);
  pdf.field('E-mail', c.email);
  pdf.field('Licence', [c.licence_number, c.licence_state].filter(Boolean).join(', '));
  pdf.field('Licence expires', c.licence_expires_on ?? '');
  pdf.field(
    'Own insurance',
    [c.insurance_carrier, c.insurance_policy_number].filter(Boolean).join(', '),
  );

  pdf.heading('Vehicle');
  pdf.field('Vehicle', a.vehicle_description);
  pdf.field('VIN', a.vehicle_vin);
  pdf.field('Plate', a.license_plate);
  pdf.field('Checked out', p.when(a.checked_out_at));
  pdf.field('Due back', p.when(a.due_at));
  pdf.field('Odometer out', milesText(a.odometer_out));
  pdf.field('Fuel out', fuelText(a.fuel_out));

  pdf.heading('Damage at check-out');
  const marks = a.damage.filter((d) => d.stage === 'out');
  if (marks.length === 0) pdf.text('No damage marked.');
  for (const d of marks) pdf.text(damageCaption(d));

  pdf.heading('Rates');
  pdf.field('Daily rate', formatMoney(a.daily_rate));
  pdf.field('Miles included per day', a.mileage_allowance_per_day.toLocaleString('en-US'));
  pdf.field('Each mile beyond', formatMoney(a.excess_mileage_rate));
  pdf.field('Each eighth of fuel missing', formatMoney(a.fuel_rate_per_eighth));
  if (a.insurer_daily_rate !== null)
    pdf.field(
      'Insurer covers',
      `${formatMoney(a.insurer_daily_rate)} a day for up to ${a.insurer_max_days ?? 0} days`,
    );
  // The shop's rules the agreement kept, printed when set: the customer signs to what they bill.
  if (toCents(a.late_return_fee) > 0n)
    pdf.field('Late return', `${formatMoney(a.late_return_fee)} once, after the due time`);
  if (toCents(a.toll_admin_fee) > 0n)
    pdf.field('Admin fee per toll or ticket', formatMoney(a.toll_admin_fee));
  if (a.customer_pays_rate_difference)
    pdf.field('Above the insurer’s rate', 'The borrower pays the difference each covered day');

  pdf.heading('Terms');
  pdf.text(p.terms);

  pdf.heading('Signature', 84 + 28); // the drawn signature (at most 80 points) and who signed
  // The one decode of the signature: its header was checked by signaturePng.
  await pdf.image(p.signature).catch(() => {
    throw fieldError('signature', LOANER_MESSAGES.signatureRequired);
  });
  pdf.field('Signed by', p.signedName);
  // Signed through the e-mailed link before the customer came: the PDF says when.
  if (a.signed_remotely_at) pdf.field('Signed remotely at', p.when(a.signed_remotely_at));
  else pdf.field('Signed on', p.when(a.checked_out_at));
  await photosPage(pdf, a, p.photos);
  return pdf.bytes();
}

/** The last page: the photos of the check-out's marks, each captioned with its mark. */
function photosPage(pdf: PdfLayout, a: Agreement, photos: Map<number, Picture>) {
  return pdf.pictures(
    'Damage photos at check-out',
    a.damage.flatMap((d) => {
      const picture = d.stage === 'out' ? photos.get(d.id) : undefined;
      return picture ? [{ picture, caption: damageCaption(d) }] : [];
    }),
  );
}

/**
 * The signed agreement `signed` (a PDF agreementPdf made) with the check-out's photos as they now
 * stand: its signed pages as they were, its photos page drawn again (photos sent after the
 * check-out was signed).
 */
export async function agreementWithPhotos(
  signed: Uint8Array,
  agreement: Agreement,
  photos: Map<number, Picture>,
): Promise<Buffer> {
  const pdf = await PdfLayout.reopen(signed, agreement.damage);
  await photosPage(pdf, agreement, photos);
  return pdf.bytes();
}

/**
 * The drawn signature's PNG bytes, once its header says it is a PNG of a signature's size: a data
 * URL whose bytes are no PNG, or a picture of millions of pixels, is the signer's 400 before
 * anything is decoded; so is pixel data that is no whole zlib stream. The agreement's PDF then
 * decodes it once (a picture that fails there is a 400 too).
 */
export function signaturePng(dataUrl: string): Uint8Array {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  let type: string | undefined;
  try {
    type = imageSize(bytes).type;
  } catch {
    type = undefined;
  }
  if (type !== 'png') throw fieldError('signature', LOANER_MESSAGES.signatureRequired);
  if (pictureSize(bytes, SIGNATURE_PIXEL_LIMIT) !== 'ok')
    throw fieldError('signature', SIGNATURE_TOO_LARGE);
  if (!pngPixelDataInflates(bytes))
    throw fieldError('signature', LOANER_MESSAGES.signatureRequired);
  return bytes;
}

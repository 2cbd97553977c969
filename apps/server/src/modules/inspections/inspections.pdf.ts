import type { Inspection } from '@fleetdesk/contract/inspections';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import type { ShopContext } from '../../platform/request-context';
import { shopClock } from '../../platform/shop-day';
import { PdfLayout, signaturePng } from '../loaners';
import { shopLetterhead } from '../shop-identity';
import { getInspection } from './inspections.service';
import * as repo from './inspections.repository';

const COLUMNS = [0, 260, 0];

/** An answer as the report prints it. */
function answerText(r: Inspection['results'][number]): string {
  if (r.kind === 'pass_fail')
    return r.passed === null ? 'Not answered' : r.passed ? 'Pass' : 'FAIL';
  if (r.kind === 'photo') return r.photo_url === null ? 'No photo' : 'Photo taken';
  return r.value || 'Not answered';
}

/** The report of an inspection (a driver's inspection report), with who signed and their signature. */
export async function inspectionPdf(
  ctx: ShopContext,
  deps: Pick<AppDeps, 'storage'> & { config: Config },
  id: number,
): Promise<{ filename: string; pdf: Buffer }> {
  const inspection = await getInspection(ctx, deps.config, id);
  const signature = await repo.signatureOf(ctx, id);
  const when = shopClock(ctx.timeZone);
  const title = `${inspection.form_name} inspection #${inspection.id}`;
  const pdf = await PdfLayout.create(title, await shopLetterhead(ctx, deps), inspection);
  pdf.title(title);
  pdf.field('Vehicle', `${inspection.vehicle_description} (${inspection.vehicle})`);
  pdf.field('Performed', when(inspection.performed_at));
  pdf.field(
    'Odometer',
    inspection.odometer === null ? '' : `${inspection.odometer.toLocaleString('en-US')} mi`,
  );
  pdf.field('Failed items', String(inspection.failed));
  pdf.heading('Items');
  pdf.row(['Item', 'Answer'], COLUMNS, { bold: true });
  for (const r of inspection.results) {
    pdf.row([r.label, answerText(r)], COLUMNS, { bold: r.passed === false });
    if (r.note) pdf.text(`Note: ${r.note}`, { size: 9 });
  }
  pdf.heading('Signature', 84 + 28);
  // Checked when signed (its header and pixel data); one that still will not draw is said so.
  if (signature)
    await pdf
      .image(signaturePng(signature))
      .catch(() => pdf.text('(the signature could not be drawn)'));
  else pdf.text('No signature drawn.');
  pdf.field('Signed by', inspection.signed_name);
  return { filename: `Inspection ${inspection.id}.pdf`, pdf: await pdf.bytes() };
}

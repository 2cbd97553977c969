import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { BILL_TO_LABELS, CHARGE_KIND_LABELS, type BillTo } from '@fleetdesk/contract/loaners';
import {
  DAY_RULE_LABELS,
  PAYER_LABELS,
  PAYMENT_METHOD_LABELS,
} from '@fleetdesk/contract/loaner-money';
import { formatMoney, toCents } from '@fleetdesk/contract/money';
import { fuelText, milesText } from './loaners.pdf';
import type { ShopLetterhead } from '../shop-identity';
import { PdfLayout } from './loaners.pdf-layout';

/**
 * An agreement's statement: every charge and payment, each payer's share, what it paid and what
 * it still owes, and the shop's share.
 */

const COLUMNS = [0, 90, 170, 380, 0];

/** Cents billed to each payer over the charges. */
export function sharesOf(charges: Agreement['charges']): Record<BillTo, bigint> {
  const shares: Record<BillTo, bigint> = { customer: 0n, insurer: 0n, shop: 0n };
  for (const c of charges) shares[c.bill_to] += toCents(c.amount);
  return shares;
}

/** The cars lent in turn: each one's times, readings, miles and fuel used (what check-in sums). */
function loanersLent(
  pdf: PdfLayout,
  segments: Agreement['segments'],
  when: (iso: string | null) => string,
) {
  pdf.heading('Loaners');
  for (const s of segments) {
    const back = s.odometer_in !== null && s.fuel_in !== null;
    const use = back && s.odometer_out !== null && s.fuel_out !== null;
    pdf.text(
      use
        ? `${s.license_plate}: ${milesText(s.odometer_in! - s.odometer_out!)}, ${Math.max(0, s.fuel_out! - s.fuel_in!)} eighths of fuel used`
        : `${s.license_plate}: out`,
      { bold: true },
    );
    pdf.text(
      `${s.vehicle_vin}. Out ${when(s.checked_out_at)}, ${milesText(s.odometer_out)}, fuel ${fuelText(s.fuel_out)}` +
        (back
          ? `; in ${when(s.checked_in_at)}, ${milesText(s.odometer_in)}, fuel ${fuelText(s.fuel_in)}`
          : ''),
    );
  }
}

export async function statementPdf(
  a: Agreement,
  when: (iso: string | null) => string,
  letterhead: ShopLetterhead,
): Promise<Buffer> {
  const pdf = await PdfLayout.create(`Statement ${a.number}`, letterhead, a);
  pdf.title(`Statement ${a.number}`);
  pdf.field('Customer', a.customer_name);
  pdf.field('Vehicle', `${a.vehicle_description} (${a.license_plate})`);
  pdf.field('Repair order', a.repair_order_number);
  pdf.field('Claim', a.claim_number);
  pdf.field('Insurer', a.insurer_name);
  // After a change of loaner the first car went out and the last came back.
  const first = a.segments[0] ?? a;
  const last = a.segments.at(-1) ?? a;
  pdf.field(
    'Checked out',
    `${when(a.checked_out_at)}, ${milesText(first.odometer_out)}, fuel ${fuelText(first.fuel_out)}`,
  );
  pdf.field(
    'Checked in',
    `${when(a.checked_in_at)}, ${milesText(last.odometer_in)}, fuel ${fuelText(last.fuel_in)}`,
  );
  if (a.segments.length > 1) loanersLent(pdf, a.segments, when);

  const shares = sharesOf(a.charges);
  pdf.heading('Rental days');
  pdf.field('Days', `${a.totals.days} (${DAY_RULE_LABELS[a.totals.day_rule].toLowerCase()})`);
  pdf.field('Authorised by the insurer', `${a.totals.authorized_days} days`);
  pdf.field(
    'Covered by the insurer',
    `${a.totals.covered_days} days = ${formatMoney(toCents(a.totals.insurer_amount) - shares.insurer)}`,
  );

  pdf.heading('Charges');
  pdf.row(['Date', 'Kind', 'Description', 'Bill to', 'Amount'], COLUMNS, { bold: true });
  if (a.charges.length === 0) pdf.text('No charges.');
  for (const c of a.charges)
    pdf.row(
      [
        c.occurred_at ? when(c.occurred_at).split(',').slice(0, 2).join(',') : '-',
        CHARGE_KIND_LABELS[c.kind],
        c.description.length > 38 ? `${c.description.slice(0, 37)}…` : c.description,
        BILL_TO_LABELS[c.bill_to],
        formatMoney(c.amount),
      ],
      COLUMNS,
    );

  pdf.heading('Payments');
  pdf.row(['Received', 'From', 'Method', 'Reference', 'Amount'], COLUMNS, { bold: true });
  if (a.payments.length === 0) pdf.text('No payments.');
  for (const p of a.payments)
    pdf.row(
      [
        p.received_on,
        PAYER_LABELS[p.payer],
        p.kind === 'refund'
          ? `Refund (${PAYMENT_METHOD_LABELS[p.method].toLowerCase()})`
          : PAYMENT_METHOD_LABELS[p.method],
        p.reference.length > 38 ? `${p.reference.slice(0, 37)}…` : p.reference,
        formatMoney(p.amount),
      ],
      COLUMNS,
    );

  // The shares are the agreement's totals: the one rule the screen and the API show.
  pdf.heading('Totals');
  pdf.field("Insurer's share", formatMoney(a.totals.insurer_amount));
  pdf.field('Insurer paid', formatMoney(a.totals.insurer_paid));
  pdf.field('Insurer owes', formatMoney(a.totals.insurer_balance));
  pdf.field("Customer's share", formatMoney(a.totals.customer_amount));
  pdf.field('Customer paid', formatMoney(a.totals.customer_paid));
  pdf.field('Customer owes', formatMoney(a.totals.customer_balance));
  // What a payer paid beyond their share is said only when there is some (the shop owes it back).
  if (toCents(a.totals.insurer_credit) > 0n)
    pdf.field('Insurer overpaid', formatMoney(a.totals.insurer_credit));
  if (toCents(a.totals.customer_credit) > 0n)
    pdf.field('Customer overpaid', formatMoney(a.totals.customer_credit));
  pdf.field("Shop's share", formatMoney(shares.shop));
  return pdf.bytes();
}

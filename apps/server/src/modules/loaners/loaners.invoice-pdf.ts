import type { Invoice } from '@fleetdesk/contract/loaner-invoices';
import { INVOICE_STATUS_LABELS } from '@fleetdesk/contract/loaner-invoices';
import { formatMoney } from '@fleetdesk/contract/money';
import { shopDayOf } from '../../platform/shop-day';
import type { ShopLetterhead } from '../shop-identity';
import { PdfLayout } from './loaners.pdf-layout';

/**
 * An invoice to an insurer: who bills whom, its number and dates, a row per agreement (what was
 * lent, when, the days authorised, used and covered, the amount frozen at issue), and the total,
 * paid and balance.
 */

const ROW = [0, 70, 165, 260, 0];

export async function invoicePdf(input: {
  invoice: Invoice;
  /** The shop's identity at the top of the page, as on the agreement and the statement. */
  letterhead: ShopLetterhead;
  billingAddress: string;
  timeZone: string;
}): Promise<Buffer> {
  const { invoice: inv } = input;
  const day = (iso: string | null) => (iso ? shopDayOf(input.timeZone, iso) : '-');
  const pdf = await PdfLayout.create(`Invoice ${inv.number}`, input.letterhead, [
    inv,
    input.billingAddress,
  ]);
  pdf.title(`Invoice ${inv.number}`);
  pdf.field('Bill to', inv.insurer_name);
  if (input.billingAddress) pdf.field('Address', input.billingAddress);
  pdf.field('Issued', inv.issued_on);
  pdf.field('Due', inv.due_on);
  if (inv.status === 'void')
    pdf.field('Status', `${INVOICE_STATUS_LABELS.void}: ${inv.void_reason}`);

  pdf.heading('Loaner agreements');
  pdf.row(['Agreement', 'Claim', 'Repair order', 'Vehicle', 'Amount'], ROW, { bold: true });
  pdf.row(['', 'Out', 'In', 'Days', ''], ROW, { bold: true });
  for (const a of inv.agreements) {
    pdf.gap(4);
    const vehicle =
      a.vehicle_description.length > 34
        ? `${a.vehicle_description.slice(0, 33)}…`
        : a.vehicle_description;
    pdf.row(
      [a.number, a.claim_number || '-', a.repair_order_number, vehicle, formatMoney(a.amount)],
      ROW,
    );
    pdf.row(
      [
        '',
        day(a.checked_out_at),
        day(a.checked_in_at),
        `${a.authorized_days} authorised, ${a.days} used, ${a.covered_days} covered`,
        '',
      ],
      ROW,
    );
  }

  pdf.heading('Totals');
  pdf.field('Total', formatMoney(inv.amount));
  pdf.field('Paid', formatMoney(inv.paid));
  pdf.field('Balance due', formatMoney(inv.balance));
  return pdf.bytes();
}

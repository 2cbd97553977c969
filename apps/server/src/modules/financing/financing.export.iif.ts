import { Readable } from 'node:stream';
import type { PaymentMethod } from '@fleetdesk/contract/financing';
import {
  DEFAULT_FINANCING_ACCOUNT,
  LATE_FEE_ACCOUNT,
  accountLabel,
} from '@fleetdesk/contract/financing-export';
import { neutraliseFormula } from '@fleetdesk/contract/spreadsheet-cells';
import type { PaymentExportRow } from './financing.export.repository';
import type { Batches } from '../../platform/export-writers';

/**
 * QuickBooks Desktop import (IIF): each payment is one CHECK transaction. The TRNS line takes
 * the total out of the bank account its method maps to (negative); one SPL puts the amount paid
 * on the financing's GL account and class, a second SPL the late fee (when above zero) on the
 * late-fee account. The lines of a transaction sum to zero. Tab-separated, dates MM/DD/YYYY.
 */
const FIELDS = ['TRNSTYPE', 'DATE', 'ACCNT', 'NAME', 'CLASS', 'AMOUNT', 'DOCNUM', 'MEMO'];
export const IIF_HEADER = [
  ['!TRNS', 'TRNSID', ...FIELDS],
  ['!SPL', 'SPLID', ...FIELDS],
  ['!ENDTRNS'],
];

/** A field may hold no tab or line break (they delimit the file). */
const field = (value: unknown) =>
  neutraliseFormula(
    String(value ?? '')
      .replace(/[\t\r\n]+/g, ' ')
      .trim(),
  );
const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const line = (cells: string[]) => `${cells.join('\t')}\r\n`;

function transaction(p: PaymentExportRow): string {
  const date = usDate(p.payment_date);
  const name = field(p.company_name);
  const cls = field(p.quickbooks_class);
  const doc = field(p.reference_number);
  const memo = field(
    `Financing ${String(p.financing_id)} payment${p.notes ? `: ${String(p.notes)}` : ''}`,
  );
  const bank = accountLabel(p.payment_method as PaymentMethod);
  const financingAccount = field(p.gl_account) || DEFAULT_FINANCING_ACCOUNT;
  const row = (tag: string, accnt: string, amount: unknown, lineMemo = memo) =>
    line([tag, '', 'CHECK', date, accnt, name, cls, String(amount), doc, lineMemo]);
  let out = row('TRNS', bank, p.total_negated);
  out += row('SPL', financingAccount, p.amount_paid);
  if (p.has_late_fee) out += row('SPL', LATE_FEE_ACCOUNT, p.late_fee, 'Late fee');
  return out + line(['ENDTRNS']);
}

export function iifStream(batches: Batches<PaymentExportRow>): Readable {
  return Readable.from(
    (async function* () {
      yield IIF_HEADER.map(line).join('');
      for await (const batch of batches) yield batch.map(transaction).join('');
    })(),
    { objectMode: false },
  );
}

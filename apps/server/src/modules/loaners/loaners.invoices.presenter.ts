import type { Invoice, InvoiceListItem } from '@fleetdesk/contract/loaner-invoices';
import type { InvoiceLineRow, InvoiceRow } from './loaners.invoices.repository';

/** Rows → the API shapes of docs/api.md "Loaner money: invoices and receivables". */

export function presentInvoiceItem(row: InvoiceRow): InvoiceListItem {
  return {
    id: row.id,
    number: row.number,
    insurer: row.insurer_id,
    insurer_name: row.insurer_name,
    status: row.status,
    issued_on: row.issued_on,
    due_on: row.due_on,
    amount: row.amount,
    paid: row.paid,
    balance: row.balance,
    sent_at: row.sent_at,
    void_reason: row.void_reason,
    agreement_count: row.agreement_count,
  };
}

export function presentInvoice(row: InvoiceRow, lines: readonly InvoiceLineRow[]): Invoice {
  const { agreement_count: _count, ...invoice } = presentInvoiceItem(row);
  return {
    ...invoice,
    agreements: lines.map((l) => ({
      id: l.agreement_id,
      number: l.number,
      claim_number: l.claim_number,
      repair_order_number: l.repair_order_number,
      vehicle_description: l.vehicle_description,
      checked_out_at: l.checked_out_at,
      checked_in_at: l.checked_in_at,
      authorized_days: l.authorized_days,
      days: l.days,
      covered_days: l.covered_days,
      amount: l.amount,
      paid: l.paid,
    })),
  };
}

import type { Invoice, InvoiceListItem, Receivables } from '@fleetdesk/contract/loaner-invoices';
import type { Insurer } from '@fleetdesk/contract/loaner-money';

/** An invoice as the API sends it, open and unsent unless said. */
export function invoice(over: Partial<Invoice> = {}): Invoice {
  return {
    id: 3,
    number: 'INV-00001',
    insurer: 5,
    insurer_name: 'State Farm',
    status: 'open',
    issued_on: '2026-12-01',
    due_on: '2026-12-31',
    amount: '210.00',
    paid: '0.00',
    balance: '210.00',
    sent_at: null,
    void_reason: '',
    agreements: [
      {
        id: 11,
        number: 'LA-00011',
        claim_number: 'CLM-9',
        repair_order_number: 'RO-501',
        vehicle_description: '2023 Toyota Corolla',
        checked_out_at: '2026-11-20T15:00:00Z',
        checked_in_at: '2026-11-24T15:00:00Z',
        authorized_days: 3,
        days: 4,
        covered_days: 3,
        amount: '105.00',
        paid: '0.00',
      },
    ],
    ...over,
  };
}

export function invoiceItem(over: Partial<InvoiceListItem> = {}): InvoiceListItem {
  const { agreements: _rows, ...rest } = invoice();
  return { ...rest, agreement_count: 2, ...over };
}

export function insurer(over: Partial<Insurer> = {}): Insurer {
  return {
    id: 5,
    name: 'State Farm',
    daily_rate_cap: '35.00',
    day_rule: '24h',
    grace_minutes: 59,
    billing_email: 'claims@statefarm.test',
    billing_address: '',
    payment_terms_days: 30,
    notes: '',
    open_balance: '0.00',
    ...over,
  };
}

const aged = (open: string, current = open) => ({
  open,
  current,
  d31_60: '0.00',
  d61_90: '0.00',
  d90_plus: '0.00',
});

export function receivables(over: Partial<Receivables> = {}): Receivables {
  return {
    insurers: [{ insurer: 5, name: 'State Farm', ...aged('210.00') }],
    customers: [{ customer: 7, name: 'Dana Reyes', ...aged('45.00', '0.00'), d90_plus: '45.00' }],
    totals: { ...aged('255.00', '210.00'), d90_plus: '45.00' },
    ...over,
  };
}

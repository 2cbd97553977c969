import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import type { Insurer } from '@fleetdesk/contract/loaner-money';
import { SHOP_RULE_DEFAULTS } from '@fleetdesk/contract/loaner-shop-rules';
import type { LoanerSettings } from '@fleetdesk/contract/loaners';

/** An insurer of the directory as the API sends it. */
export function insurer(over: Partial<Insurer> = {}): Insurer {
  return {
    id: 5,
    name: 'Harbor Mutual',
    daily_rate_cap: '42.50',
    day_rule: 'calendar',
    grace_minutes: 59,
    billing_email: 'billing@harbor.test',
    billing_address: '1 Harbor Way',
    payment_terms_days: 30,
    notes: '',
    open_balance: '0.00',
    ...over,
  };
}

/** The first page of insurers the reservation's insurer field asks for. */
export const INSURER_OPTIONS = 'GET /api/loaners/insurers/?page=1&page_size=20';

/** An agreement's totals as the API sends them, nothing owed unless said. */
export function totals(over: Partial<Agreement['totals']> = {}): Agreement['totals'] {
  return {
    day_rule: '24h',
    grace_minutes: 59,
    days: 0,
    authorized_days: 0,
    covered_days: 0,
    insurer_amount: '0.00',
    customer_amount: '0.00',
    insurer_paid: '0.00',
    customer_paid: '0.00',
    insurer_balance: over.insurer_amount ?? '0.00',
    customer_balance: over.customer_amount ?? '0.00',
    insurer_credit: '0.00',
    customer_credit: '0.00',
    coverage_ends_on: null,
    short_of_completion: false,
    ...over,
  };
}

/** A reserved agreement as the API sends it, for the component tests. */
export function agreement(over: Partial<Agreement> = {}): Agreement {
  return {
    id: 7,
    number: 'LA-00007',
    status: 'reserved',
    vehicle_vin: '1HGCM82633A004352',
    vehicle_description: '2021 Honda Accord',
    license_plate: 'LOAN-1',
    customer: 3,
    customer_name: 'Rosa Diaz',
    repair_order_number: 'RO-1001',
    claim_number: 'CL-77',
    insurer: null,
    insurer_name: 'Acme Mutual',
    insurer_daily_rate: '35.00',
    insurer_max_days: 2,
    expected_completion_on: null,
    starts_at: '2026-06-14T16:00:00.000Z',
    due_at: '2026-06-17T16:00:00.000Z',
    checked_out_at: null,
    odometer_out: null,
    fuel_out: null,
    checked_in_at: null,
    odometer_in: null,
    fuel_in: null,
    daily_rate: '40.00',
    mileage_allowance_per_day: 100,
    excess_mileage_rate: '0.25',
    fuel_rate_per_eighth: '5.00',
    late_return_fee: '0.00',
    toll_admin_fee: '0.00',
    customer_pays_rate_difference: false,
    notes: '',
    damage: [],
    agreement_document: null,
    signed_copy_sent_at: null,
    charges: [],
    authorizations: [
      {
        id: 1,
        days: 2,
        daily_rate: '35.00',
        reference: '',
        adjuster: '',
        authorized_on: '2026-06-13',
        note: '',
      },
    ],
    payments: [],
    segments: [],
    signed_remotely_at: null,
    totals: totals({ authorized_days: 2 }),
    last_odometer: { reading: 29_950, recorded_on: '2026-06-10' },
    ...over,
  };
}

/** The same agreement out since 2026-06-14 16:00 UTC, with 30,000 mi and a full tank. */
export function outAgreement(over: Partial<Agreement> = {}): Agreement {
  return agreement({
    status: 'out',
    checked_out_at: '2026-06-14T16:00:00.000Z',
    odometer_out: 30_000,
    fuel_out: 8,
    agreement_document: { id: 40, file_url: '/api/files/signed/agreement-7.pdf?sig=abc' },
    ...over,
  });
}

export const LOANER_SETTINGS: LoanerSettings = {
  daily_rate: '40.00',
  mileage_allowance_per_day: 100,
  excess_mileage_rate: '0.25',
  fuel_rate_per_eighth: '5.00',
  citation_grace_days: 30,
  agreement_terms: 'The borrower returns the car with the fuel it left with.',
  ...SHOP_RULE_DEFAULTS,
};

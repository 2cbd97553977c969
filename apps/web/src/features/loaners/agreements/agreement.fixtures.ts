import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import type { LoanerSettings } from '@fleetdesk/contract/loaners';

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
    insurer_name: 'Acme Mutual',
    insurer_daily_rate: '35.00',
    insurer_max_days: 2,
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
    notes: '',
    damage: [],
    agreement_document: null,
    signed_copy_sent_at: null,
    charges: [],
    totals: { days: 0, covered_days: 0, insurer_amount: '0.00', customer_amount: '0.00' },
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
};

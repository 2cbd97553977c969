import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import type { Customer } from '@fleetdesk/contract/loaners';

export function customer(over: Partial<Customer> = {}): Customer {
  return {
    id: 7,
    first_name: 'Dana',
    last_name: 'Reyes',
    phone: '555-0101',
    email: 'dana@example.com',
    licence_number: 'D1234567',
    licence_state: 'CA',
    licence_expires_on: '2028-03-01',
    insurance_carrier: 'Harbor Mutual',
    insurance_policy_number: 'HM-88',
    do_not_lend: false,
    do_not_lend_reason: '',
    notes: '',
    balance_due: '0.00',
    ...over,
  };
}

export function agreement(over: Partial<Agreement> = {}): Agreement {
  return {
    id: 11,
    number: 'LA-00011',
    status: 'returned',
    vehicle_vin: '1HGCM82633A000101',
    vehicle_description: '2024 Toyota Corolla',
    license_plate: 'LNR-101',
    customer: 7,
    customer_name: 'Dana Reyes',
    repair_order_number: 'RO-5512',
    claim_number: '',
    insurer_name: '',
    insurer_daily_rate: null,
    insurer_max_days: null,
    starts_at: '2026-06-01T16:00:00Z',
    due_at: '2026-06-05T16:00:00Z',
    checked_out_at: '2026-06-01T16:00:00Z',
    odometer_out: 12000,
    fuel_out: 8,
    checked_in_at: '2026-06-04T16:00:00Z',
    odometer_in: 12300,
    fuel_in: 6,
    daily_rate: '45.00',
    mileage_allowance_per_day: 100,
    excess_mileage_rate: '0.25',
    fuel_rate_per_eighth: '7.50',
    notes: '',
    damage: [],
    agreement_document: null,
    charges: [],
    totals: { days: 3, covered_days: 0, insurer_amount: '0.00', customer_amount: '150.00' },
    ...over,
  };
}

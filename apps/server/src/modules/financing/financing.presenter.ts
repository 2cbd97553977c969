import {
  PAYMENT_METHOD_LABELS,
  type Financing,
  type FinancingPayment,
  type FinancingType,
  type LeaseType,
  type PaymentMethod,
  type PaymentStatus,
} from '@fleetdesk/contract/financing';

/** A financing as the repository reads it (financing.repository.ts, financingColumns). */
export type FinancingRow = {
  id: number;
  financing_type: string;
  is_active: boolean;
  state: 'active' | 'completed' | 'inactive';
  monthly_payment: string;
  start_date: string;
  end_date: string | null;
  company_name: string;
  lender_name: string;
  loan_number: string;
  loan_amount: string | null;
  interest_rate: string | null;
  opening_balance: string | null;
  remaining_balance: string | null;
  interest_paid: string;
  leasing_company: string;
  lease_type: string | null;
  mileage_allowance: number | null;
  excess_mileage_rate: string | null;
  gl_account: string;
  quickbooks_class: string;
  notes: string;
  total_amount_paid: string;
  payment_count: number;
  status: string;
  missing_count: number;
  late_count: number;
  max_overdue_days: number;
  next_due_in_days: number | null;
  createdAt: Date;
  updatedAt: Date;
  vehicles: { vin: string; description: string }[];
};

/** A payment as the repository reads it. */
export type PaymentRow = Omit<
  FinancingPayment,
  'payment_method' | 'payment_method_display' | 'created_at'
> & { payment_method: string; createdAt: Date };

/** The stored status columns as the reply's payment_status. */
export const storedPaymentStatus = (row: FinancingRow): PaymentStatus => ({
  status: row.status as PaymentStatus['status'],
  missing_count: row.missing_count,
  late_count: row.late_count,
  max_overdue_days: row.max_overdue_days,
  next_due_in_days: row.next_due_in_days === null ? null : Number(row.next_due_in_days),
});

export function presentPayment({ createdAt, ...row }: PaymentRow): FinancingPayment {
  const method = row.payment_method as PaymentMethod;
  return {
    ...row,
    payment_method: method,
    payment_method_display: PAYMENT_METHOD_LABELS[method] ?? row.payment_method,
    created_at: createdAt.toISOString(),
  };
}

/**
 * The API shape of a financing. `live` replaces the stored status when the caller computed it
 * from the payments (the detail); `payments` only on the detail.
 */
export function presentFinancing(
  row: FinancingRow,
  extra: { paymentStatus?: PaymentStatus; payments?: FinancingPayment[] } = {},
): Financing {
  const {
    createdAt,
    updatedAt,
    vehicles,
    status: _s,
    missing_count: _m,
    late_count: _l,
    max_overdue_days: _d,
    next_due_in_days: _n,
    ...fields
  } = row;
  const type = row.financing_type as FinancingType;
  return {
    ...fields,
    financing_type: type,
    financing_type_display: type === 'LEASE' ? 'Lease' : 'Loan',
    is_loan: type === 'LOAN',
    is_lease: type === 'LEASE',
    lease_type: row.lease_type as LeaseType | null,
    payment_count: Number(row.payment_count),
    vehicles: vehicles.map((v) => v.vin),
    vehicle_count: vehicles.length,
    vehicle_descriptions: vehicles.map((v) => v.description),
    vehicle_description: vehicles[0]?.description ?? '',
    vehicle_vin: vehicles[0]?.vin ?? '',
    payment_status: extra.paymentStatus ?? storedPaymentStatus(row),
    ...(extra.payments ? { payments: extra.payments } : {}),
    created_at: createdAt.toISOString(),
    updated_at: updatedAt.toISOString(),
  };
}

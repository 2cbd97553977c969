import type {
  Financing,
  FinancingPayment,
  PaymentStatus,
  VarianceReply,
} from '@fleetdesk/contract/financing';

/** Replies as the server sends them, for the financing component tests. */
export const FIN_VIN = '1HGCM82633A004352';

export const currentStatus: PaymentStatus = {
  status: 'current',
  missing_count: 0,
  late_count: 0,
  max_overdue_days: 0,
  next_due_in_days: 20,
};

export function loan(over: Partial<Financing> = {}): Financing {
  return {
    id: 1,
    financing_type: 'LOAN',
    financing_type_display: 'Loan',
    is_loan: true,
    is_lease: false,
    is_active: true,
    state: 'active',
    monthly_payment: '450.00',
    start_date: '2025-01-15',
    end_date: '2029-01-15',
    company_name: 'First Auto Credit',
    lender_name: 'First Auto Credit',
    loan_number: 'LN-100',
    loan_amount: '21000.00',
    interest_rate: '5.250',
    opening_balance: '21000.00',
    remaining_balance: '15000.00',
    interest_paid: '912.40',
    leasing_company: '',
    lease_type: null,
    mileage_allowance: null,
    excess_mileage_rate: null,
    gl_account: '',
    quickbooks_class: '',
    notes: 'Refinanced in March',
    vehicles: [FIN_VIN],
    vehicle_count: 1,
    vehicle_descriptions: ['2021 Honda Accord'],
    vehicle_description: '2021 Honda Accord',
    vehicle_vin: FIN_VIN,
    total_amount_paid: '900.00',
    payment_count: 2,
    payment_status: currentStatus,
    created_at: '2025-01-10T10:00:00Z',
    updated_at: '2025-01-10T10:00:00Z',
    ...over,
  };
}

export function lease(over: Partial<Financing> = {}): Financing {
  return loan({
    id: 2,
    financing_type: 'LEASE',
    financing_type_display: 'Lease',
    is_loan: false,
    is_lease: true,
    company_name: 'Metro Leasing',
    lender_name: '',
    loan_number: '',
    loan_amount: null,
    interest_rate: null,
    opening_balance: null,
    remaining_balance: '4200.00',
    interest_paid: '0.00',
    leasing_company: 'Metro Leasing',
    lease_type: 'operating',
    mileage_allowance: 12000,
    excess_mileage_rate: '0.25',
    notes: '',
    ...over,
  });
}

export function payment(over: Partial<FinancingPayment> = {}): FinancingPayment {
  return {
    id: 10,
    financing: 1,
    payment_date: '2025-02-15',
    amount_paid: '450.00',
    total_payment: '450.00',
    payment_method: 'check',
    payment_method_display: 'Check',
    reference_number: '1001',
    is_late: false,
    late_fee: '0.00',
    notes: '',
    financing_description: 'Loan with First Auto Credit',
    allocated_vehicle_description: '2021 Honda Accord',
    created_at: '2025-02-15T10:00:00Z',
    ...over,
  };
}

export function varianceReply(over: Partial<VarianceReply> = {}): VarianceReply {
  return {
    financing: 1,
    period: 'last6months',
    summary: {
      scheduled_total: '900.00',
      actual_total: '925.00',
      variance_total: '25.00',
      variance_percentage: '2.78',
      on_time: 1,
      early: 0,
      late: 1,
      missing: 0,
      overpaid: 0,
      underpaid: 0,
    },
    rows: [
      {
        scheduled_date: '2025-02-15',
        scheduled_amount: '450.00',
        actual_amount: '450.00',
        actual_date: '2025-02-15',
        variance: '0.00',
        variance_percentage: '0.00',
        days_variance: 0,
        status: 'on-time',
      },
      {
        scheduled_date: '2025-03-15',
        scheduled_amount: '450.00',
        actual_amount: '475.00',
        actual_date: '2025-03-25',
        variance: '25.00',
        variance_percentage: '5.56',
        days_variance: 10,
        status: 'late',
      },
    ],
    unscheduled: [],
    ...over,
  };
}

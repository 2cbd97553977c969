import { z } from 'zod';

/**
 * Vehicle financing (spec 2 sections 3, 4, 7 and docs/API.md): the shapes the server sends and
 * the web reads. Money is a decimal string everywhere; no float does arithmetic on it.
 * The pure rules (variance, payment_status, card status) live in rules/financing-*.ts.
 */

export const FINANCING_TYPES = ['LOAN', 'LEASE'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];
export const LEASE_TYPES = ['operating', 'finance', 'capital'] as const;
export const PAYMENT_METHODS = ['check', 'ach', 'wire', 'card', 'cash', 'other'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  check: 'Check',
  ach: 'ACH',
  wire: 'Wire Transfer',
  card: 'Card',
  cash: 'Cash',
  other: 'Other',
};

/** Spec 2 section 9. */
export const FINANCING_CONSTANTS = {
  amountTolerance: '0.01',
  dayTolerance: 5,
  lateThresholdDays: 5,
  /** A payment further than this from every scheduled date is unscheduled (API.md). */
  assignWindowDays: 15,
  dueSoonDays: 7,
  paymentMethodCards: 6,
} as const;

export const FINANCING_MESSAGES = {
  loadFailed: 'Failed to load financing data',
  editLoadFailed: 'Error loading financing details for editing',
  saveFailed: 'Failed to save financing',
  paymentSaveFailed: 'Failed to save payment',
  recordPaymentFailed: 'Failed to record payment',
  updated: 'Financing updated successfully',
  added: 'Financing added successfully',
  paymentRecorded: 'Payment recorded successfully',
  historyFailed: 'Failed to load payment history',
  varianceFailed: 'Failed to load payment variance analysis',
  analyticsFailed: 'Failed to load analytics data',
  exportOptionsFailed: 'Failed to load export options',
  exportFailed: 'Failed to export data',
  integrationFailed: 'Failed to load integration status',
  noPermission: "You don't have permission to view financing information.",
  notFound: 'Financing not found',
  hasPayments: 'A financing with payments cannot be deleted.',
} as const;

export const paymentStatusValues = ['current', 'late', 'overdue'] as const;

/** API.md, payment_status: derived from the variance rows. */
export const paymentStatusSchema = z.object({
  status: z.enum(paymentStatusValues),
  missing_count: z.number().int(),
  late_count: z.number().int(),
  /** Days since the oldest missing scheduled date (0 when none is missing). */
  max_overdue_days: z.number().int(),
  /** Days until the next scheduled date after today; null when the schedule has ended. */
  next_due_in_days: z.number().int().nullable(),
});
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

export const varianceStatusValues = [
  'on-time',
  'early',
  'late',
  'missing',
  'overpaid',
  'underpaid',
] as const;
export type VarianceStatus = (typeof varianceStatusValues)[number];

/** Spec 2 section 3, Variance row (rules in API.md). */
export const varianceRowSchema = z.object({
  scheduled_date: z.string(),
  scheduled_amount: z.string(),
  actual_amount: z.string().describe('Decimal string; "0.00" when missing'),
  actual_date: z.string().nullable(),
  variance: z.string(),
  variance_percentage: z.string().describe('Decimal string, 2 decimals'),
  days_variance: z.number().int().nullable(),
  status: z.enum(varianceStatusValues),
});
export type VarianceRow = z.infer<typeof varianceRowSchema>;

/** Spec 2 section 3, Financing payment. */
export const financingPaymentSchema = z.object({
  id: z.number().int(),
  financing: z.number().int(),
  payment_date: z.string(),
  amount_paid: z.string(),
  total_payment: z.string().describe('amount_paid + late_fee'),
  payment_method: z.enum(PAYMENT_METHODS),
  payment_method_display: z.string(),
  reference_number: z.string(),
  is_late: z.boolean(),
  late_fee: z.string(),
  notes: z.string(),
  financing_description: z.string(),
  allocated_vehicle_description: z.string(),
  created_at: z.string(),
});
export type FinancingPayment = z.infer<typeof financingPaymentSchema>;

/** Spec 2 section 3, Financing. */
export const financingSchema = z.object({
  id: z.number().int(),
  financing_type: z.enum(FINANCING_TYPES),
  financing_type_display: z.string().describe('Loan or Lease'),
  is_loan: z.boolean(),
  is_lease: z.boolean(),
  is_active: z.boolean(),
  monthly_payment: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  company_name: z.string().describe('The lender of a loan, the leasing company of a lease'),
  lender_name: z.string(),
  loan_number: z.string(),
  loan_amount: z.string().nullable(),
  interest_rate: z.string().nullable().describe('Percent per year'),
  remaining_balance: z.string().nullable(),
  leasing_company: z.string(),
  lease_type: z.enum(LEASE_TYPES).nullable(),
  mileage_allowance: z.number().int().nullable().describe('Miles per year'),
  excess_mileage_rate: z.string().nullable(),
  gl_account: z.string(),
  quickbooks_class: z.string(),
  notes: z.string(),
  vehicles: z.array(z.string()).describe('VINs'),
  vehicle_count: z.number().int(),
  vehicle_descriptions: z.array(z.string()),
  vehicle_description: z.string().describe('The first vehicle'),
  vehicle_vin: z.string().describe('The first vehicle'),
  total_amount_paid: z.string(),
  payment_count: z.number().int(),
  payment_status: paymentStatusSchema,
  /** Only on the detail (GET /api/vehicles/financing/{id}/): its payments, newest first. */
  payments: z.array(financingPaymentSchema).optional(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type Financing = z.infer<typeof financingSchema>;

/** GET /api/vehicles/financing/{id}/payment_history/. */
export const paymentHistorySchema = z.object({
  financing: z.number().int(),
  payments: z.array(financingPaymentSchema).describe('Newest first'),
  total_paid: z.string().describe('Sum of total_payment'),
  payment_count: z.number().int(),
});
export type PaymentHistory = z.infer<typeof paymentHistorySchema>;

export const variancePeriods = ['last6months', 'last12months', 'all'] as const;
export type VariancePeriod = (typeof variancePeriods)[number];

/** GET /api/vehicles/financing/{id}/variance/?period=. */
export const varianceReplySchema = z.object({
  financing: z.number().int(),
  period: z.enum(variancePeriods),
  summary: z.object({
    scheduled_total: z.string(),
    actual_total: z.string(),
    variance_total: z.string(),
    variance_percentage: z.string(),
    on_time: z.number().int(),
    early: z.number().int(),
    late: z.number().int(),
    missing: z.number().int(),
    overpaid: z.number().int(),
    underpaid: z.number().int(),
  }),
  rows: z.array(varianceRowSchema).describe('Oldest scheduled date first'),
  /** Payments further than 15 days from every scheduled date. */
  unscheduled: z.array(financingPaymentSchema),
});
export type VarianceReply = z.infer<typeof varianceReplySchema>;

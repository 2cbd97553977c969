import { z } from 'zod';
import { MAX_ID } from './common';
import {
  absentOk,
  blankAsUndefined,
  booleanFlag,
  optionalDate,
  optionalMoney,
  optionalText,
  optionalWholeNumber,
  requiredDate,
  requiredMoney,
  requiredWholeNumber,
  withDoc,
} from './vehicle-fields';

/**
 * Vehicle financing (spec 2 sections 3, 4, 7 and docs/API.md): the shapes the server sends and
 * the web reads. Money is a decimal string everywhere; no float does arithmetic on it.
 * The pure rules (variance, payment_status, card status) live in rules/financing-*.ts.
 */

export const FINANCING_TYPES = ['LOAN', 'LEASE'] as const;
export type FinancingType = (typeof FINANCING_TYPES)[number];
export const LEASE_TYPES = ['operating', 'finance', 'capital'] as const;
export type LeaseType = (typeof LEASE_TYPES)[number];
/** Active = marked active and not completed; completed = term ended with no month missing. */
export const FINANCING_STATES = ['active', 'completed', 'inactive'] as const;
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
  activeBlocksArchive: 'This vehicle has an active loan or lease and cannot be archived.',
  // Form fields (spec 2 section 5), in the style of vehicle-fields.ts.
  typeInvalid: 'Select Loan or Lease.',
  monthlyPaymentRequired: 'Monthly payment is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be after the start date',
  lenderRequired: 'Lender name is required',
  loanAmountRequired: 'Loan amount is required',
  interestRateRequired: 'Interest rate is required',
  interestRateInvalid: 'Enter a rate from 0 to 100 with at most 3 decimals',
  leasingCompanyRequired: 'Leasing company is required',
  leaseTypeInvalid: 'Select operating, finance or capital.',
  mileageAllowanceInvalid: 'Enter a whole number of miles',
  excessRateInvalid: 'Enter a rate with at most 4 decimals',
  vehiclesRequired: 'Select at least one vehicle',
  vehicleInvalid: 'Vehicle not found',
  // Payment form.
  financingRequired: 'Financing is required',
  paymentDateRequired: 'Payment date is required',
  paymentDateTooEarly: 'Enter a payment date from January 1, 1990 on',
  paymentDateTooLate: 'Enter a payment date no more than a year from today',
  amountPaidRequired: 'Amount paid is required',
  amountPositive: 'Enter an amount greater than zero',
  methodInvalid: 'Select a valid payment method.',
} as const;

export const paymentStatusValues = ['current', 'late', 'overdue'] as const;

/** API.md, payment_status: derived from the variance rows. */
export const paymentStatusSchema = z.object({
  status: z.enum(paymentStatusValues),
  missing_count: z.number().int(),
  late_count: z.number().int(),
  /** Days since the oldest missing scheduled date (0 when none is missing). */
  max_overdue_days: z.number().int(),
  /** Days until the next scheduled date, today included; null when the schedule has ended. */
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
  state: z.enum(FINANCING_STATES).describe('Completed: ended, no month missing (docs/api.md)'),
  monthly_payment: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  company_name: z.string().describe('The lender of a loan, the leasing company of a lease'),
  lender_name: z.string(),
  loan_number: z.string(),
  loan_amount: z.string().nullable(),
  interest_rate: z.string().nullable().describe('Percent per year'),
  opening_balance: z.string().nullable().describe("The form's value: a loan's starting balance"),
  /** Kept by the server from the opening balance and the payments (docs/api.md). */
  remaining_balance: z.string().nullable(),
  interest_paid: z.string().describe("The part of a loan's payments that went to interest"),
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
  /** Absent or null: the card falls back to the start-date rule (spec 2 section 4). */
  payment_status: paymentStatusSchema.nullish(),
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

// Writes ----------------------------------------------------------------------

/** A non-negative decimal with at most `places` decimals and `digits` digits before the point. */
const decimalPattern = (digits: number, places: number) =>
  new RegExp(`^\\d{1,${digits}}(\\.\\d{1,${places}})?$`);

/** Optional decimal (missing, null or blank is null); `max` bounds the value as text allows. */
const optionalDecimal = (pattern: RegExp, message: string, max?: bigint) =>
  withDoc(
    { type: ['string', 'number', 'null'], description: 'Decimal, e.g. "4.250"' },
    absentOk,
  ).transform((v, ctx): string | null => {
    if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return null;
    const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
    const [whole = ''] = text.split('.');
    if (!pattern.test(text) || (max !== undefined && BigInt(whole) > max && text !== `${max}`)) {
      ctx.addIssue({ code: 'custom', message });
      return z.NEVER;
    }
    return text;
  });

const vehiclesField = withDoc(
  { type: 'array', items: { type: 'string' }, description: 'VINs, at least one' },
  absentOk,
).transform((v, ctx): string[] => {
  const list = typeof v === 'string' ? [v] : Array.isArray(v) ? v : [];
  const vins = [
    ...new Set(
      list
        .filter((x): x is string => typeof x === 'string')
        .map((x) => x.trim().toUpperCase())
        .filter((x) => x !== ''),
    ),
  ];
  if (vins.length === 0 || vins.length !== list.length) {
    ctx.addIssue({
      code: 'custom',
      message: vins.length === 0 ? FINANCING_MESSAGES.vehiclesRequired : 'Enter VINs as text.',
    });
    return z.NEVER;
  }
  if (vins.some((vin) => vin.length > 17)) {
    ctx.addIssue({ code: 'custom', message: FINANCING_MESSAGES.vehicleInvalid });
    return z.NEVER;
  }
  return vins;
});

const fieldsOf = {
  financing_type: z
    .enum(FINANCING_TYPES, { error: FINANCING_MESSAGES.typeInvalid })
    .default('LOAN'),
  is_active: booleanFlag().default(true),
  monthly_payment: requiredMoney(FINANCING_MESSAGES.monthlyPaymentRequired),
  start_date: requiredDate(FINANCING_MESSAGES.startDateRequired),
  end_date: optionalDate(),
  lender_name: optionalText(200),
  loan_number: optionalText(100),
  loan_amount: optionalMoney(),
  interest_rate: optionalDecimal(
    decimalPattern(3, 3),
    FINANCING_MESSAGES.interestRateInvalid,
    100n,
  ),
  opening_balance: optionalMoney(),
  leasing_company: optionalText(200),
  lease_type: z.preprocess(
    (v) => (v === null ? undefined : blankAsUndefined(v)),
    z.enum(LEASE_TYPES, { error: FINANCING_MESSAGES.leaseTypeInvalid }).default('operating'),
  ),
  mileage_allowance: optionalWholeNumber(
    FINANCING_MESSAGES.mileageAllowanceInvalid,
    0,
    2_147_483_647,
  ),
  excess_mileage_rate: optionalDecimal(decimalPattern(4, 4), FINANCING_MESSAGES.excessRateInvalid),
  gl_account: optionalText(100),
  quickbooks_class: optionalText(100),
  notes: optionalText(),
  vehicles: vehiclesField,
};

type FormOutput = { [K in keyof typeof fieldsOf]: z.output<(typeof fieldsOf)[K]> };

/**
 * Spec 2 section 5: type, monthly payment, start and end date always; a loan also needs the
 * lender, loan amount and interest rate (the card shows both); a lease the leasing company.
 * Checked even when another field failed (`when`), so every field's error comes at once.
 */
function requiredByType(v: Partial<FormOutput>, ctx: z.RefinementCtx) {
  const missing = (path: keyof FormOutput, message: string) =>
    ctx.addIssue({ code: 'custom', path: [path], message });
  if (!('end_date' in v) || v.end_date === null)
    missing('end_date', FINANCING_MESSAGES.endDateRequired);
  else if (typeof v.start_date === 'string' && v.end_date! < v.start_date)
    missing('end_date', FINANCING_MESSAGES.endBeforeStart);
  if (v.financing_type === 'LEASE') {
    if (!v.leasing_company) missing('leasing_company', FINANCING_MESSAGES.leasingCompanyRequired);
  } else if (v.financing_type === 'LOAN') {
    if (!v.lender_name) missing('lender_name', FINANCING_MESSAGES.lenderRequired);
    if (v.loan_amount === null) missing('loan_amount', FINANCING_MESSAGES.loanAmountRequired);
    if (v.interest_rate === null) missing('interest_rate', FINANCING_MESSAGES.interestRateRequired);
  }
}

/**
 * POST /api/vehicles/financing/ and PUT /api/vehicles/financing/{id}/ (the form's payload plus
 * `vehicles`). The other type's fields are cleared, so a lease keeps no lender, no loan terms and
 * no opening balance (its balance follows from its schedule) and a loan no lease terms.
 */
export const financingFormSchema = z
  .object(fieldsOf)
  .check(
    z.superRefine((v, ctx) => requiredByType(v as Partial<FormOutput>, ctx), { when: () => true }),
  )
  .transform((v) =>
    v.financing_type === 'LEASE'
      ? {
          ...v,
          lender_name: '',
          loan_number: '',
          loan_amount: null,
          interest_rate: null,
          opening_balance: null,
        }
      : {
          ...v,
          leasing_company: '',
          lease_type: null,
          mileage_allowance: null,
          excess_mileage_rate: null,
        },
  );
export type FinancingForm = z.input<typeof financingFormSchema>;
export type FinancingWrite = z.output<typeof financingFormSchema>;

/** The first day a payment may carry (older dates are typing slips, not records). */
export const EARLIEST_PAYMENT_DATE = '1990-01-01';

/** POST /api/vehicles/financing-payments/. A late fee counts only when the payment is late. */
export const paymentCreateSchema = z
  .object({
    financing: requiredWholeNumber(
      FINANCING_MESSAGES.financingRequired,
      FINANCING_MESSAGES.notFound,
      1,
      MAX_ID,
    ),
    payment_date: requiredDate(FINANCING_MESSAGES.paymentDateRequired)
      .refine((d) => d >= EARLIEST_PAYMENT_DATE, FINANCING_MESSAGES.paymentDateTooEarly)
      .describe('From 1990-01-01 to a year after today (the server checks its today)'),
    amount_paid: requiredMoney(FINANCING_MESSAGES.amountPaidRequired).refine(
      (v) => /[1-9]/.test(v),
      FINANCING_MESSAGES.amountPositive,
    ),
    payment_method: z.preprocess(
      (v) => (v === null ? undefined : blankAsUndefined(v)),
      z.enum(PAYMENT_METHODS, { error: FINANCING_MESSAGES.methodInvalid }).default('check'),
    ),
    reference_number: optionalText(100),
    is_late: booleanFlag().default(false),
    late_fee: optionalMoney(),
    notes: optionalText(),
  })
  .transform((v) => ({ ...v, late_fee: v.is_late ? (v.late_fee ?? '0.00') : '0.00' }));
export type PaymentCreate = z.input<typeof paymentCreateSchema>;
export type PaymentWrite = z.output<typeof paymentCreateSchema>;

import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { DAY_RULES, DEFAULT_GRACE_MINUTES } from './rules/loaner-totals';
import {
  FIELD_MESSAGES,
  blankAsUndefined,
  optionalMoney,
  optionalText,
  optionalWholeNumber,
  requiredDate,
  requiredMoney,
  requiredText,
  requiredWholeNumber,
} from './vehicle-fields';

/**
 * Loaner money (docs/api.md "Loaner money"): the shop's insurers, what they authorise on an
 * agreement, and the payments against it. Field names and messages are the API's.
 */

export { DAY_RULES, DEFAULT_GRACE_MINUTES };
export type { DayRule } from './rules/loaner-totals';
export const DAY_RULE_LABELS = {
  '24h': '24-hour periods from check-out',
  calendar: 'Calendar days in the shop’s time zone',
} as const;
export const DEFAULT_PAYMENT_TERMS_DAYS = 30;

export const PAYERS = ['customer', 'insurer'] as const;
export type Payer = (typeof PAYERS)[number];
export const PAYER_LABELS: Record<Payer, string> = { customer: 'Customer', insurer: 'Insurer' };

export const PAYMENT_METHODS = ['card', 'cash', 'check', 'eft', 'other', 'write_off'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = {
  card: 'Card',
  cash: 'Cash',
  check: 'Check',
  eft: 'EFT',
  other: 'Other',
  write_off: 'Write-off',
};

/** How money goes back to a payer who paid more than they owe: any way but a write-off. */
export const REFUND_METHODS = ['card', 'cash', 'check', 'eft', 'other'] as const;
export type RefundMethod = (typeof REFUND_METHODS)[number];

/**
 * A payment row is money in (or a write-off); a refund is money given back, kept in the same rows
 * as a negative amount so every sum of payments is already net of refunds.
 */
export const PAYMENT_KINDS = ['payment', 'refund'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];

export const LOANER_MONEY_MESSAGES = {
  insurerNameRequired: 'Insurer name is required',
  insurerNameTaken: 'An insurer with this name already exists.',
  insurerNotFound: 'Insurer not found.',
  dayRuleInvalid: 'Select how days are counted.',
  graceInvalid: 'Enter a whole number of minutes from 0 to 1,439.',
  termsInvalid: 'Enter a whole number of days from 0 to 365.',
  daysRequired: 'Days are required',
  daysInvalid: 'Enter a whole number of days from 1 to 365.',
  authorizedOnRequired: 'Authorization date is required',
  noInsurerRate: 'Enter the daily rate the insurer authorised.',
  notLent: 'Only an agreement that is out or returned can take this.',
  authorizationNotOpen:
    'Authorizations are added while the agreement is reserved, out or returned.',
  payerInvalid: 'Select who paid.',
  methodInvalid: 'Select how it was paid.',
  amountRequired: 'Amount is required',
  amountZero: 'Enter an amount above 0.00.',
  overpaid: (balance: string) =>
    `This is more than is owed (${balance}). A payment cannot exceed the balance.`,
  receivedOnRequired: 'Date received is required',
  reasonRequired: 'A write-off needs a reason.',
  paymentNotFound: 'Payment not found.',
  refundedOnRequired: 'Date refunded is required',
  refundMethodInvalid: 'Select how the money was given back.',
  overRefunded: (credit: string) =>
    `This is more than was overpaid (${credit}). A refund cannot exceed the credit.`,
  paymentRefunded: (payer: string) =>
    `Money from the ${payer} was refunded: remove the refund first, or this payment would leave more refunded than paid.`,
} as const;

// ---------------------------------------------------------------- insurers

export const insurerSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  daily_rate_cap: z.string().nullable(),
  day_rule: z.enum(DAY_RULES),
  grace_minutes: z.number().int(),
  billing_email: z.string(),
  billing_address: z.string(),
  payment_terms_days: z.number().int(),
  notes: z.string(),
  /** What the insurer owes on returned agreements: read-only. */
  open_balance: z.string(),
});
export type Insurer = z.infer<typeof insurerSchema>;

const email = () =>
  optionalText(254).refine((v) => v === '' || z.email().safeParse(v).success, {
    message: FIELD_MESSAGES.invalidEmail,
  });

const insurerFields = {
  name: requiredText(LOANER_MONEY_MESSAGES.insurerNameRequired, 120),
  daily_rate_cap: optionalMoney(),
  day_rule: z
    .enum(DAY_RULES, { error: LOANER_MONEY_MESSAGES.dayRuleInvalid })
    .optional()
    .transform((v) => v ?? '24h'),
  grace_minutes: optionalWholeNumber(LOANER_MONEY_MESSAGES.graceInvalid, 0, 1439).transform(
    (v) => v ?? DEFAULT_GRACE_MINUTES,
  ),
  billing_email: email(),
  billing_address: optionalText(1000),
  payment_terms_days: optionalWholeNumber(LOANER_MONEY_MESSAGES.termsInvalid, 0, 365).transform(
    (v) => v ?? DEFAULT_PAYMENT_TERMS_DAYS,
  ),
  notes: optionalText(5000),
};

/** POST /api/loaners/insurers/ */
export const insurerCreateSchema = z.object(insurerFields);
export type InsurerCreate = z.input<typeof insurerCreateSchema>;
export type InsurerWrite = z.output<typeof insurerCreateSchema>;

/** PATCH /api/loaners/insurers/{id}/: any subset; a field left out keeps its value. */
export const insurerPatchSchema = z
  .object({
    ...insurerFields,
    day_rule: z.enum(DAY_RULES, { error: LOANER_MONEY_MESSAGES.dayRuleInvalid }),
    grace_minutes: requiredWholeNumber(
      LOANER_MONEY_MESSAGES.graceInvalid,
      LOANER_MONEY_MESSAGES.graceInvalid,
      0,
      1439,
    ),
    payment_terms_days: requiredWholeNumber(
      LOANER_MONEY_MESSAGES.termsInvalid,
      LOANER_MONEY_MESSAGES.termsInvalid,
      0,
      365,
    ),
  })
  .partial();
export type InsurerPatch = z.output<typeof insurerPatchSchema>;

export const insurerListQuerySchema = paginationQuerySchema.extend({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
});

// ---------------------------------------------------------------- authorizations

export const authorizationSchema = z.object({
  id: z.number().int(),
  days: z.number().int(),
  daily_rate: z.string(),
  reference: z.string(),
  adjuster: z.string(),
  authorized_on: z.string(),
  note: z.string(),
});
export type AuthorizationRecord = z.infer<typeof authorizationSchema>;

/** POST /api/loaners/agreements/{id}/authorizations/: the rate defaults to the agreement's insurer rate. */
export const authorizationCreateSchema = z.object({
  days: requiredWholeNumber(
    LOANER_MONEY_MESSAGES.daysRequired,
    LOANER_MONEY_MESSAGES.daysInvalid,
    1,
    365,
  ),
  daily_rate: optionalMoney(),
  reference: optionalText(60),
  adjuster: optionalText(120),
  authorized_on: requiredDate(LOANER_MONEY_MESSAGES.authorizedOnRequired),
  note: optionalText(1000),
});
export type AuthorizationCreate = z.input<typeof authorizationCreateSchema>;
export type AuthorizationWrite = z.output<typeof authorizationCreateSchema>;

// ---------------------------------------------------------------- payments

export const paymentSchema = z.object({
  id: z.number().int(),
  /** `refund`: money given back to the payer; its amount is negative. */
  kind: z.enum(PAYMENT_KINDS),
  payer: z.enum(PAYERS),
  /** Signed: a refund is below 0, so the amounts add up to what the payer paid net. */
  amount: z.string(),
  method: z.enum(PAYMENT_METHODS),
  reference: z.string(),
  received_on: z.string(),
  reason: z.string(),
});
export type PaymentRecord = z.infer<typeof paymentSchema>;

/** POST /api/loaners/agreements/{id}/payments/: a write-off is a payment with method write_off. */
export const paymentCreateSchema = z
  .object({
    payer: z.enum(PAYERS, { error: LOANER_MONEY_MESSAGES.payerInvalid }),
    amount: requiredMoney(LOANER_MONEY_MESSAGES.amountRequired).refine(
      (v) => /[1-9]/.test(v),
      LOANER_MONEY_MESSAGES.amountZero,
    ),
    method: z.enum(PAYMENT_METHODS, { error: LOANER_MONEY_MESSAGES.methodInvalid }),
    reference: optionalText(60),
    received_on: requiredDate(LOANER_MONEY_MESSAGES.receivedOnRequired),
    reason: optionalText(500),
  })
  .refine((p) => p.method !== 'write_off' || p.reason !== '', {
    message: LOANER_MONEY_MESSAGES.reasonRequired,
    path: ['reason'],
  });
export type PaymentCreate = z.input<typeof paymentCreateSchema>;
export type PaymentWrite = z.output<typeof paymentCreateSchema>;

// ---------------------------------------------------------------- refunds

/**
 * POST /api/loaners/agreements/{id}/refunds/: money given back to a payer who paid more than they
 * owe (the agreement's `customer_credit` / `insurer_credit`); the amount is sent above 0.
 */
export const refundCreateSchema = z.object({
  payer: z.enum(PAYERS, { error: LOANER_MONEY_MESSAGES.payerInvalid }),
  amount: requiredMoney(LOANER_MONEY_MESSAGES.amountRequired).refine(
    (v) => /[1-9]/.test(v),
    LOANER_MONEY_MESSAGES.amountZero,
  ),
  method: z.enum(REFUND_METHODS, { error: LOANER_MONEY_MESSAGES.refundMethodInvalid }),
  reference: optionalText(60),
  refunded_on: requiredDate(LOANER_MONEY_MESSAGES.refundedOnRequired),
});
export type RefundCreate = z.input<typeof refundCreateSchema>;
export type RefundWrite = z.output<typeof refundCreateSchema>;

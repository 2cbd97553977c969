import { z } from 'zod';
import { paginationQuerySchema } from './common';
import { LOANER_MONEY_MESSAGES, authorizationSchema, paymentSchema } from './loaner-money';
import { MAX_MILEAGE } from './mileage';
import { DAY_RULES } from './rules/loaner-totals';
import {
  AGREEMENT_STATUSES,
  BILL_TO,
  CHARGE_KINDS,
  DAMAGE_KINDS,
  DAMAGE_STAGES,
  DAMAGE_ZONES,
  FUEL_EIGHTHS_MAX,
  LOANER_MESSAGES,
  SIGNATURE_TOO_LARGE,
  MANUAL_CHARGE_KINDS,
  customerDocumentSchema,
  customerSchema,
  optionalDateTime,
  requiredDateTime,
} from './loaners';
import {
  blankAsUndefined,
  booleanFlag,
  optionalDate,
  optionalId,
  optionalMoney,
  optionalText,
  optionalWholeNumber,
  requiredMoney,
  requiredText,
  requiredWholeNumber,
} from './vehicle-fields';

/** Loan agreements, their lifecycle and charges (docs/api.md "Loaners"). */

const odometer = () =>
  requiredWholeNumber(
    LOANER_MESSAGES.odometerRequired,
    LOANER_MESSAGES.odometerInvalid,
    0,
    MAX_MILEAGE,
  );
const fuel = () =>
  requiredWholeNumber(
    LOANER_MESSAGES.fuelRequired,
    LOANER_MESSAGES.fuelInvalid,
    0,
    FUEL_EIGHTHS_MAX,
  );
const rate = () => optionalMoney();

// ---------------------------------------------------------------- agreements

export const damageMarkSchema = z.object({
  id: z.number().int(),
  stage: z.enum(DAMAGE_STAGES),
  zone: z.enum(DAMAGE_ZONES),
  kind: z.enum(DAMAGE_KINDS),
  note: z.string(),
  photo_url: z.string().nullable(),
});
export type DamageMark = z.infer<typeof damageMarkSchema>;

export const segmentSchema = z.object({
  vehicle_vin: z.string(),
  license_plate: z.string(),
  checked_out_at: z.string().nullable(),
  odometer_out: z.number().int().nullable(),
  fuel_out: z.number().int().nullable(),
  checked_in_at: z.string().nullable(),
  odometer_in: z.number().int().nullable(),
  fuel_in: z.number().int().nullable(),
});
export type Segment = z.infer<typeof segmentSchema>;

export const chargeSchema = z.object({
  id: z.number().int(),
  kind: z.enum(CHARGE_KINDS),
  description: z.string(),
  amount: z.string(),
  occurred_at: z.string().nullable(),
  bill_to: z.enum(BILL_TO),
  reference: z.string(),
});
export type Charge = z.infer<typeof chargeSchema>;

export const agreementTotalsSchema = z.object({
  /** How days are counted: the insurer's rule, kept on the agreement (24h without an insurer). */
  day_rule: z.enum(DAY_RULES),
  grace_minutes: z.number().int(),
  days: z.number().int(),
  authorized_days: z.number().int(),
  covered_days: z.number().int(),
  insurer_amount: z.string(),
  customer_amount: z.string(),
  insurer_paid: z.string(),
  customer_paid: z.string(),
  insurer_balance: z.string(),
  customer_balance: z.string(),
  /**
   * What each paid beyond what they owe (money received less refunds, never a write-off), never
   * below 0: what the shop may refund them.
   */
  insurer_credit: z.string(),
  customer_credit: z.string(),
  /** The shop's day the authorised days run out (from the check-out, or the start), or null. */
  coverage_ends_on: z.string().nullable(),
  /** The authorised days end before the repair's expected completion. */
  short_of_completion: z.boolean(),
});
export type AgreementTotals = z.infer<typeof agreementTotalsSchema>;

export const agreementSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  status: z.enum(AGREEMENT_STATUSES),
  vehicle_vin: z.string(),
  vehicle_description: z.string(),
  license_plate: z.string(),
  customer: z.number().int(),
  customer_name: z.string(),
  repair_order_number: z.string(),
  claim_number: z.string(),
  insurer: z.number().int().nullable(),
  insurer_name: z.string(),
  insurer_daily_rate: z.string().nullable(),
  insurer_max_days: z.number().int().nullable(),
  expected_completion_on: z.string().nullable(),
  starts_at: z.string(),
  due_at: z.string(),
  checked_out_at: z.string().nullable(),
  odometer_out: z.number().int().nullable(),
  fuel_out: z.number().int().nullable(),
  checked_in_at: z.string().nullable(),
  odometer_in: z.number().int().nullable(),
  fuel_in: z.number().int().nullable(),
  daily_rate: z.string(),
  mileage_allowance_per_day: z.number().int(),
  excess_mileage_rate: z.string(),
  fuel_rate_per_eighth: z.string(),
  /** The shop's rules as they stood at the reservation: what check-in and citations bill from. */
  late_return_fee: z.string(),
  toll_admin_fee: z.string(),
  customer_pays_rate_difference: z.boolean(),
  notes: z.string(),
  damage: z.array(damageMarkSchema),
  agreement_document: z.object({ id: z.number().int(), file_url: z.string() }).nullable(),
  /** When the signed copy was last queued to the customer's e-mail (check-out or Send again). */
  signed_copy_sent_at: z.string().nullable(),
  charges: z.array(chargeSchema),
  authorizations: z.array(authorizationSchema),
  payments: z.array(paymentSchema),
  /** The vehicles in turn: one, or more after a swap. */
  segments: z.array(segmentSchema),
  signed_remotely_at: z.string().nullable(),
  totals: agreementTotalsSchema,
  /** The loaner's current reading and the shop's day it was logged: what check-out starts from. */
  last_odometer: z
    .object({ reading: z.number().int(), recorded_on: z.string().nullable() })
    .nullable(),
});
export type Agreement = z.infer<typeof agreementSchema>;

/** One of the customer's agreements, as their page lists it (the agreement's page has the rest). */
export const customerAgreementSchema = agreementSchema.pick({
  id: true,
  number: true,
  status: true,
  vehicle_vin: true,
  vehicle_description: true,
  license_plate: true,
  repair_order_number: true,
  starts_at: true,
  due_at: true,
  checked_out_at: true,
  checked_in_at: true,
});
export type CustomerAgreement = z.infer<typeof customerAgreementSchema>;

/** GET /api/loaners/customers/{id}/: the customer with their documents and agreements. */
export const customerDetailSchema = customerSchema.extend({
  documents: z.array(customerDocumentSchema),
  agreements: z.array(customerAgreementSchema),
});
export type CustomerDetail = z.infer<typeof customerDetailSchema>;

const agreementTermsFields = {
  claim_number: optionalText(60),
  /** The insurer from the directory (its name, rate cap and day rule follow), or null for none. */
  insurer: optionalId(LOANER_MONEY_MESSAGES.insurerNotFound),
  expected_completion_on: optionalDate(),
  insurer_name: optionalText(120),
  insurer_daily_rate: rate(),
  insurer_max_days: optionalWholeNumber('Enter a whole number of days from 0 to 365.', 0, 365),
  daily_rate: rate(),
  mileage_allowance_per_day: optionalWholeNumber(
    'Enter a whole number of miles from 0 to 10,000.',
    0,
    10_000,
  ),
  excess_mileage_rate: rate(),
  fuel_rate_per_eighth: rate(),
  notes: optionalText(5000),
};

/** POST /api/loaners/agreements/: rates left out default from the loaner settings. */
export const agreementCreateSchema = z
  .object({
    vehicle: requiredText(LOANER_MESSAGES.vehicleRequired, 17),
    customer: requiredWholeNumber(
      LOANER_MESSAGES.customerRequired,
      LOANER_MESSAGES.customerRequired,
      1,
      2_147_483_647,
    ),
    repair_order_number: requiredText(LOANER_MESSAGES.repairOrderRequired, 60),
    starts_at: requiredDateTime(LOANER_MESSAGES.startsAtRequired),
    due_at: requiredDateTime(LOANER_MESSAGES.dueAtRequired),
    ...agreementTermsFields,
  })
  .refine((a) => a.due_at > a.starts_at, {
    message: LOANER_MESSAGES.dueBeforeStart,
    path: ['due_at'],
  });
export type AgreementCreate = z.input<typeof agreementCreateSchema>;
export type AgreementWrite = z.output<typeof agreementCreateSchema>;

/** PATCH /api/loaners/agreements/{id}/: terms and period; status moves only by the lifecycle. */
export const agreementPatchSchema = z
  .object({
    repair_order_number: requiredText(LOANER_MESSAGES.repairOrderRequired, 60),
    starts_at: requiredDateTime(LOANER_MESSAGES.startsAtRequired),
    due_at: requiredDateTime(LOANER_MESSAGES.dueAtRequired),
    ...agreementTermsFields,
  })
  .partial();
export type AgreementPatch = z.output<typeof agreementPatchSchema>;

export const agreementListQuerySchema = paginationQuerySchema.extend({
  status: z.preprocess(blankAsUndefined, z.enum(AGREEMENT_STATUSES).optional()),
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
  customer: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional()),
  overdue: z.preprocess(blankAsUndefined, booleanFlag().optional()),
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
  /** The agreements of one insurer of the directory (id). */
  insurer: z.preprocess(blankAsUndefined, z.coerce.number().int().positive().optional()),
  /** false: those on no live invoice (what a new invoice may bill); true: those on one. */
  invoiced: z.preprocess(blankAsUndefined, booleanFlag().optional()),
});

const damageInputSchema = z.object({
  zone: z.enum(DAMAGE_ZONES, { error: 'Select a zone of the car.' }),
  kind: z.enum(DAMAGE_KINDS, { error: 'Select a kind of damage.' }),
  note: optionalText(500),
});
export type DamageInput = z.input<typeof damageInputSchema>;

/** A signature drawn on screen, as the canvas gives it. */
const SIGNATURE = /^data:image\/png;base64,[A-Za-z0-9+/]+=*$/;
/**
 * 660 KB of PNG is far more than a drawn signature needs (one is tens of KB), and the longest
 * check-out body, this signature with 50 damage notes of 500 escaped characters, stays within
 * the server's 1 MiB JSON body limit: too long a signature is this field's 400, never a 413.
 */
export const MAX_SIGNATURE_CHARS = 880_000;

/** A drawn signature as a PNG data URL: check-out's and the e-mailed link's. */
export const signatureSchema = z
  .string({ error: LOANER_MESSAGES.signatureRequired })
  .max(MAX_SIGNATURE_CHARS, SIGNATURE_TOO_LARGE)
  .regex(SIGNATURE, LOANER_MESSAGES.signatureRequired);

/** POST /api/loaners/agreements/{id}/check_out/ */
export const checkOutSchema = z.object({
  odometer_out: odometer(),
  fuel_out: fuel(),
  damage: z.array(damageInputSchema).max(50).optional().default([]),
  // Both required unless the customer signed through the e-mailed link (the server checks).
  signature: signatureSchema.optional(),
  signed_name: optionalText(120),
  checked_out_at: optionalDateTime(),
  /** Confirms a reading far beyond the last one (rules/odometer-jump.ts), as is_correction does a lower one. */
  odometer_confirmed: booleanFlag().default(false),
});
/** Check-out signed at the counter: the signature and the signer's name are required. */
export const counterCheckOutSchema = checkOutSchema.extend({
  signature: signatureSchema,
  signed_name: requiredText(LOANER_MESSAGES.signedNameRequired, 120),
});
export type CheckOut = z.input<typeof checkOutSchema>;
export type CheckOutWrite = z.output<typeof checkOutSchema>;

/** POST /api/loaners/agreements/{id}/check_in/ */
export const checkInSchema = z.object({
  odometer_in: odometer(),
  fuel_in: fuel(),
  damage: z.array(damageInputSchema).max(50).optional().default([]),
  checked_in_at: optionalDateTime(),
  odometer_confirmed: booleanFlag().default(false),
});
export type CheckIn = z.input<typeof checkInSchema>;
export type CheckInWrite = z.output<typeof checkInSchema>;

/**
 * POST /api/loaners/agreements/{id}/swap/: the loaner out is changed mid-rental. The car coming
 * back is read in (`odometer_in`, `fuel_in`), `vehicle` (a VIN) goes out (`odometer_out`,
 * `fuel_out`, its damage as at check-out); `odometer_confirmed` confirms a far reading of either.
 */
export const swapSchema = z.object({
  vehicle: requiredText(LOANER_MESSAGES.vehicleRequired, 17),
  odometer_in: odometer(),
  fuel_in: fuel(),
  odometer_out: odometer(),
  fuel_out: fuel(),
  damage: z.array(damageInputSchema).max(50).optional().default([]),
  odometer_confirmed: booleanFlag().default(false),
});
export type Swap = z.input<typeof swapSchema>;
export type SwapWrite = z.output<typeof swapSchema>;

/** POST /api/loaners/agreements/{id}/charges/ */
export const chargeCreateSchema = z.object({
  kind: z.enum(MANUAL_CHARGE_KINDS, { error: LOANER_MESSAGES.kindInvalid }),
  description: requiredText(LOANER_MESSAGES.descriptionRequired, 255),
  amount: requiredMoney(LOANER_MESSAGES.amountRequired),
  occurred_at: optionalDateTime(),
  bill_to: z.enum(BILL_TO, { error: LOANER_MESSAGES.billToInvalid }),
});
export type ChargeCreate = z.input<typeof chargeCreateSchema>;
export type ChargeWrite = z.output<typeof chargeCreateSchema>;

import { z } from 'zod';
import { DATE_OUT_OF_RANGE, inDateRange, paginationQuerySchema } from './common';
import {
  FIELD_MESSAGES,
  absentOk,
  blankAsUndefined,
  booleanFlag,
  optionalDate,
  optionalText,
  requiredMoney,
  requiredText,
  requiredWholeNumber,
  withDoc,
} from './vehicle-fields';
import { shopRulesFields, shopRulesPatchFields } from './loaner-shop-rules';

/**
 * Loaners (docs/api.md "Loaners"): a loan agreement lends a vehicle of type `loaner` to a
 * customer while their car is in for a repair order. Field names and messages are the API's.
 */

/**
 * Who may change the loaner settings (the rates every agreement starts from): either permission.
 * The server's gate on `PATCH /api/loaners/settings/` and the web's read-only form both read it.
 */
export const LOANER_SETTINGS_CHANGERS = [
  'canManageLoanerCharges',
  'canManageShopSettings',
] as const;

export const AGREEMENT_STATUSES = ['reserved', 'out', 'returned', 'cancelled'] as const;
export type AgreementStatus = (typeof AGREEMENT_STATUSES)[number];
export const AGREEMENT_STATUS_LABELS: Record<AgreementStatus, string> = {
  reserved: 'Reserved',
  out: 'Out',
  returned: 'Returned',
  cancelled: 'Cancelled',
};

/** A loaner's state on the board: an `out` agreement past `due_at` makes it overdue. */
export const BOARD_STATES = ['available', 'reserved', 'out', 'overdue'] as const;
export type BoardState = (typeof BOARD_STATES)[number];

export const CUSTOMER_DOCUMENT_TYPES = ['licence', 'insurance_card', 'other'] as const;
export type CustomerDocumentType = (typeof CUSTOMER_DOCUMENT_TYPES)[number];
export const CUSTOMER_DOCUMENT_TYPE_LABELS: Record<CustomerDocumentType, string> = {
  licence: 'Driving licence',
  insurance_card: 'Insurance card',
  other: 'Other',
};

/**
 * Charges computed at check-in (`day`, `mileage`, `fuel`, and by the shop's rules `late_return`,
 * `rate_difference`), imported (`toll`, `ticket`, with the shop's `admin_fee` beside each) or manual.
 */
export const CHARGE_KINDS = [
  'day',
  'mileage',
  'fuel',
  'toll',
  'ticket',
  'damage',
  'cleaning',
  'other',
  'late_return',
  'rate_difference',
  'admin_fee',
] as const;
export type ChargeKind = (typeof CHARGE_KINDS)[number];
export const MANUAL_CHARGE_KINDS = ['damage', 'cleaning', 'other'] as const;
export type ManualChargeKind = (typeof MANUAL_CHARGE_KINDS)[number];
export const CHARGE_KIND_LABELS: Record<ChargeKind, string> = {
  day: 'Days',
  mileage: 'Excess mileage',
  fuel: 'Fuel',
  toll: 'Toll',
  ticket: 'Ticket',
  damage: 'Damage',
  cleaning: 'Cleaning',
  other: 'Other',
  late_return: 'Late return',
  rate_difference: 'Rate difference',
  admin_fee: 'Admin fee',
};

export const BILL_TO = ['customer', 'insurer', 'shop'] as const;
export type BillTo = (typeof BILL_TO)[number];
export const BILL_TO_LABELS: Record<BillTo, string> = {
  customer: 'Customer',
  insurer: 'Insurer',
  shop: 'Shop',
};

export const CITATION_KINDS = ['toll', 'ticket'] as const;
export type CitationKind = (typeof CITATION_KINDS)[number];
/** `assigned`: on a vehicle not on a loan, matched to the driver assigned at the time (billed to the shop). */
export const CITATION_RESULTS = [
  'matched',
  'late',
  'assigned',
  'unmatched',
  'duplicate',
  'invalid',
] as const;
export type CitationResult = (typeof CITATION_RESULTS)[number];
/** The columns of a toll authority's or a city's file, in this order (a header row names them). */
export const CITATION_COLUMNS = [
  'plate',
  'occurred_at',
  'amount',
  'kind',
  'agency',
  'reference',
] as const;

/** Zones of the top-view car diagram, front to back, driver's side first. */
export const DAMAGE_ZONES = [
  'front_bumper',
  'hood',
  'front_left',
  'front_right',
  'windshield',
  'roof',
  'left_front_door',
  'right_front_door',
  'left_rear_door',
  'right_rear_door',
  'rear_window',
  'trunk',
  'rear_left',
  'rear_right',
  'rear_bumper',
  'wheels',
  'interior',
] as const;
export type DamageZone = (typeof DAMAGE_ZONES)[number];
export const DAMAGE_ZONE_LABELS: Record<DamageZone, string> = {
  front_bumper: 'Front bumper',
  hood: 'Hood',
  front_left: 'Front left fender',
  front_right: 'Front right fender',
  windshield: 'Windshield',
  roof: 'Roof',
  left_front_door: 'Left front door',
  right_front_door: 'Right front door',
  left_rear_door: 'Left rear door',
  right_rear_door: 'Right rear door',
  rear_window: 'Rear window',
  trunk: 'Trunk',
  rear_left: 'Rear left quarter',
  rear_right: 'Rear right quarter',
  rear_bumper: 'Rear bumper',
  wheels: 'Wheels and tires',
  interior: 'Interior',
};
export const DAMAGE_KINDS = [
  'scratch',
  'dent',
  'chip',
  'crack',
  'stain',
  'missing',
  'other',
] as const;
export type DamageKind = (typeof DAMAGE_KINDS)[number];
export const DAMAGE_KIND_LABELS: Record<DamageKind, string> = {
  scratch: 'Scratch',
  dent: 'Dent',
  chip: 'Chip',
  crack: 'Crack',
  stain: 'Stain',
  missing: 'Missing part',
  other: 'Other',
};
export const DAMAGE_STAGES = ['out', 'in'] as const;
export type DamageStage = (typeof DAMAGE_STAGES)[number];

/** Fuel is read off the gauge in eighths: 0 empty, 8 full. */
export const FUEL_EIGHTHS_MAX = 8;
/** The agreement number: `LA-` and the shop's sequence, five digits. */
export const agreementNumber = (sequence: number) => `LA-${String(sequence).padStart(5, '0')}`;
/** A customer with many agreements is still one page; the import and list caps are named here. */
export const MAX_CITATION_ROWS = 10_000;
export const DEFAULT_CITATION_GRACE_DAYS = 30;

export const LOANER_MESSAGES = {
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  vehicleRequired: 'Vehicle is required',
  customerRequired: 'Customer is required',
  repairOrderRequired: 'Repair order number is required',
  startsAtRequired: 'Start is required',
  dueAtRequired: 'Due date is required',
  dueBeforeStart: 'The due date must be after the start',
  dueBeforeCheckOut: 'The due date must be after the check-out.',
  invalidDateTime: 'Enter a valid date and time.',
  notALoaner: 'This vehicle is not a loaner.',
  vehicleArchived: 'This loaner is archived.',
  doNotLend: (reason: string) =>
    reason
      ? `This customer is marked do-not-lend: ${reason}`
      : 'This customer is marked do-not-lend.',
  licenceExpires: 'The customer’s licence expires before the agreement is due.',
  licenceRequired:
    'This shop reserves a loaner only for a customer with a licence number: add it on the customer’s page first.',
  overlap: (number: string) => `This loaner is already booked by ${number} for that period.`,
  odometerBelowLatest: (latest: number) =>
    `The odometer reading is below the vehicle’s latest reading (${latest.toLocaleString('en-US')} mi).`,
  odometerBelowOut: (out: number) =>
    `The odometer reading is below the reading at check-out (${out.toLocaleString('en-US')} mi).`,
  odometerInvalid: 'Please enter a valid mileage number',
  odometerRequired: 'Odometer is required',
  fuelInvalid: 'Fuel must be between 0 and 8 eighths.',
  fuelRequired: 'Fuel is required',
  signatureRequired: 'The customer’s signature is required',
  signedNameRequired: 'The signer’s name is required',
  timeInFuture: 'This time is in the future.',
  timeBeforeStart: 'This time is more than a day before the agreement starts.',
  checkInBeforeCheckOut: (out: string) =>
    `The check-in time is before the check-out time (${out}).`,
  notReserved: 'Only a reserved agreement can be checked out or cancelled.',
  notOut: 'Only an agreement that is out can be checked in.',
  notOutForSwap: 'Only an agreement that is out can change its loaner.',
  sameLoaner: 'This loaner is already the one out on this agreement.',
  swapBeforeLastChange: (at: string) =>
    `The check-in time is before the loaner was last changed (${at}).`,
  amountRequired: 'Amount is required',
  descriptionRequired: 'Description is required',
  kindInvalid: 'Select a valid kind.',
  billToInvalid: 'Select who pays.',
  notManualCharge: 'Only manual charges can be deleted.',
  notOpen: 'Only a reserved or out agreement can be changed.',
  notSigned: 'The agreement is not signed yet: its copy is e-mailed once it is checked out.',
  noCustomerEmail: 'The customer has no e-mail address: add one on their page first.',
  customerNotFound: 'Customer not found.',
  agreementNotFound: 'Loan agreement not found.',
} as const;

const DATE_TIME_DOC = { type: 'string', format: 'date-time' };
const blank = (v: unknown) =>
  v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
/** The instant in UTC, or why it is refused. */
const asInstant = (v: unknown): { instant: string } | { issue: string } => {
  const invalid = { issue: LOANER_MESSAGES.invalidDateTime };
  if (typeof v !== 'string') return invalid;
  const text = v.trim();
  // A date and time with an offset (or Z); a bare local time would be read in the server's zone.
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/.test(text))
    return invalid;
  const ms = Date.parse(text);
  if (Number.isNaN(ms)) return invalid;
  const instant = new Date(ms).toISOString();
  return inDateRange(instant) ? { instant } : { issue: DATE_OUT_OF_RANGE };
};

/** A required instant (ISO 8601 with offset), normalised to UTC. */
export const requiredDateTime = (requiredMessage: string) =>
  withDoc(DATE_TIME_DOC, z.unknown()).transform((v, ctx): string => {
    if (blank(v)) {
      ctx.addIssue({ code: 'custom', message: requiredMessage });
      return z.NEVER;
    }
    const parsed = asInstant(v);
    if ('issue' in parsed) {
      ctx.addIssue({ code: 'custom', message: parsed.issue });
      return z.NEVER;
    }
    return parsed.instant;
  });

/** An optional instant: missing, null or blank is null. */
export const optionalDateTime = () =>
  withDoc({ ...DATE_TIME_DOC, type: ['string', 'null'] }, absentOk).transform(
    (v, ctx): string | null => {
      if (blank(v)) return null;
      const parsed = asInstant(v);
      if ('issue' in parsed) {
        ctx.addIssue({ code: 'custom', message: parsed.issue });
        return z.NEVER;
      }
      return parsed.instant;
    },
  );

// ---------------------------------------------------------------- settings
// (the shop's optional rules among them: loaner-shop-rules.ts)

export const loanerSettingsSchema = z.object({
  daily_rate: z.string(),
  mileage_allowance_per_day: z.number().int(),
  excess_mileage_rate: z.string(),
  fuel_rate_per_eighth: z.string(),
  citation_grace_days: z.number().int(),
  agreement_terms: z.string(),
  ...shopRulesFields,
});
export type LoanerSettings = z.infer<typeof loanerSettingsSchema>;

/** PATCH /api/loaners/settings/: any subset. */
export const loanerSettingsPatchSchema = z
  .object({
    daily_rate: requiredMoney('Daily rate is required'),
    mileage_allowance_per_day: requiredWholeNumber(
      'Mileage allowance is required',
      'Enter a whole number of miles from 0 to 10,000.',
      0,
      10_000,
    ),
    excess_mileage_rate: requiredMoney('Excess mileage rate is required'),
    fuel_rate_per_eighth: requiredMoney('Fuel rate is required'),
    citation_grace_days: requiredWholeNumber(
      'Grace days are required',
      'Enter a whole number of days from 0 to 365.',
      0,
      365,
    ),
    agreement_terms: requiredText('Agreement terms are required', 20_000),
    ...shopRulesPatchFields,
  })
  .partial();
export type LoanerSettingsPatch = z.output<typeof loanerSettingsPatchSchema>;

// ---------------------------------------------------------------- customers

export const customerSchema = z.object({
  id: z.number().int(),
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string(),
  email: z.string(),
  licence_number: z.string(),
  licence_state: z.string(),
  licence_expires_on: z.string().nullable(),
  insurance_carrier: z.string(),
  insurance_policy_number: z.string(),
  do_not_lend: z.boolean(),
  do_not_lend_reason: z.string(),
  notes: z.string(),
  balance_due: z.string(),
});
export type Customer = z.infer<typeof customerSchema>;

const email = () =>
  optionalText(254).refine((v) => v === '' || z.email().safeParse(v).success, {
    message: FIELD_MESSAGES.invalidEmail,
  });

export const customerFields = {
  first_name: requiredText(LOANER_MESSAGES.firstNameRequired, 100),
  last_name: requiredText(LOANER_MESSAGES.lastNameRequired, 100),
  phone: optionalText(40),
  email: email(),
  licence_number: optionalText(40),
  licence_state: optionalText(40),
  licence_expires_on: optionalDate(),
  insurance_carrier: optionalText(120),
  insurance_policy_number: optionalText(60),
  do_not_lend: booleanFlag()
    .optional()
    .transform((v) => v ?? false),
  do_not_lend_reason: optionalText(500),
  notes: optionalText(5000),
};

/** POST /api/loaners/customers/ */
export const customerCreateSchema = z.object(customerFields);
export type CustomerCreate = z.input<typeof customerCreateSchema>;
export type CustomerWrite = z.output<typeof customerCreateSchema>;
/** PATCH /api/loaners/customers/{id}/ */
export const customerPatchSchema = customerCreateSchema.partial();
export type CustomerPatch = z.output<typeof customerPatchSchema>;

export const customerListQuerySchema = paginationQuerySchema.extend({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
});

/** A customer's licence, insurance card or other paper; `file_url` is a short-lived signed link. */
export const customerDocumentSchema = z.object({
  id: z.number().int(),
  document_type: z.enum(CUSTOMER_DOCUMENT_TYPES),
  document_type_display: z.string(),
  original_filename: z.string(),
  file_size: z.number().int(),
  is_pdf: z.boolean(),
  is_image: z.boolean(),
  created_at: z.string(),
  file_url: z.string(),
});
export type CustomerDocument = z.infer<typeof customerDocumentSchema>;

/**
 * A drawn signature's largest picture, read from its PNG header before it is decoded for the
 * agreement's PDF: the pad is 180 px tall, so even a 4x screen gives far less.
 */
export const SIGNATURE_PIXEL_LIMIT = { maxPixels: 4_000_000, maxSide: 4_000 } as const;
export const SIGNATURE_TOO_LARGE = 'The signature picture is too large; clear it and sign again.';

/** An agreement's rates and insurer coverage are what check-in bills from (issue 32). */
export const RATES_NEED_CHARGES =
  'Changing an agreement’s rates or insurer coverage needs Manage loaner charges.';

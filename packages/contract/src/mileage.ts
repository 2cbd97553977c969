import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';
import {
  blankAsUndefined,
  booleanFlag,
  optionalText,
  requiredText,
  withDoc,
} from './vehicle-fields';

/** Spec 2 section 9. */
export const MILEAGE_SOURCES = ['manual', 'service', 'towing', 'rental', 'inspection'] as const;
export type MileageSource = (typeof MILEAGE_SOURCES)[number];
export const MILEAGE_SOURCE_LABELS: Record<MileageSource, string> = {
  manual: 'Manual',
  service: 'Service',
  towing: 'Towing',
  rental: 'Rental',
  inspection: 'Inspection',
};

/** Odometers stop well below this; anything larger is a typing slip. */
export const MAX_MILEAGE = 9_999_999;

const miles = (n: number) => `${String(n).replace(/\B(?=(\d{3})+(?!\d))/g, ',')} mi`;

export const MILEAGE_MESSAGES = {
  invalid: 'Please enter a valid mileage number',
  vehicleRequired: 'Vehicle is required',
  sourceInvalid: 'Select a valid source.',
  lowerReading: (reading: number, current: number) =>
    `This reading (${miles(reading)}) is lower than the current mileage (${miles(current)}). ` +
    'If the odometer was replaced or an earlier entry was wrong, confirm it as a correction.',
  farBeyond: (reading: number, last: number, days: number) =>
    `This reading (${miles(reading)}) is ${miles(reading - last)} more than the last reading ` +
    `(${miles(last)}) ${days === 1 ? 'a day' : `${days} days`} ago. Check it; if it is right, confirm it.`,
} as const;

/** A mileage reading: a whole number of miles, 0 or more; one message for anything else. */
export const mileageValueSchema = withDoc(
  {
    anyOf: [
      { type: 'integer', minimum: 0, maximum: MAX_MILEAGE },
      { type: 'string', pattern: '^\\s*\\d+\\s*$' },
    ],
  },
  z.unknown(),
).transform((v, ctx): number => {
  const n =
    typeof v === 'number'
      ? v
      : typeof v === 'string' && /^\s*\d+\s*$/.test(v)
        ? Number(v)
        : Number.NaN;
  if (!Number.isInteger(n) || n < 0 || n > MAX_MILEAGE) {
    ctx.addIssue({ code: 'custom', message: MILEAGE_MESSAGES.invalid });
    return z.NEVER;
  }
  return n;
});

/** POST /api/vehicles/mileage-logs/ */
export const mileageLogCreateSchema = z.object({
  vehicle: requiredText(MILEAGE_MESSAGES.vehicleRequired, 17),
  mileage: mileageValueSchema,
  source: z.enum(MILEAGE_SOURCES, { error: MILEAGE_MESSAGES.sourceInvalid }).default('manual'),
  notes: optionalText(),
  /** Confirms a reading lower than the current mileage (odometer replaced, earlier entry wrong). */
  is_correction: booleanFlag().default(false),
});
export type MileageLogCreate = z.input<typeof mileageLogCreateSchema>;

export const mileageLogListQuerySchema = paginationQuerySchema.extend({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
});
export type MileageLogListQuery = z.infer<typeof mileageLogListQuerySchema>;

/** Spec 2 section 3, Mileage log. */
export const mileageLogSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().describe('VIN'),
  mileage: z.number().int(),
  source: z.enum(MILEAGE_SOURCES),
  source_display: z.string(),
  notes: z.string(),
  is_correction: z.boolean(),
  date_recorded: z.string().describe('ISO 8601 instant'),
  /** Display name of who recorded it; null for system entries (the UI shows System). */
  recorded_by: z.string().nullable(),
});
export type MileageLog = z.infer<typeof mileageLogSchema>;
export const mileageLogListResponseSchema = paginatedSchema(mileageLogSchema);

import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';
import {
  absentOk,
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
  dateInvalid: 'Enter the date as YYYY-MM-DD, or a date and time.',
  dateInFuture: 'A reading cannot be dated in the future.',
  lowerThanEarlier: (reading: number, earlier: number, on: string) =>
    `This reading (${miles(reading)}) is lower than the reading of ${on} (${miles(earlier)}). ` +
    'If the odometer was replaced or that entry was wrong, confirm it as a correction.',
  higherThanLater: (reading: number, later: number, on: string) =>
    `This reading (${miles(reading)}) is higher than the later reading of ${on} (${miles(later)}). ` +
    'If that entry was wrong, confirm this one as a correction.',
} as const;

/** A calendar day (the shop's) or an ISO 8601 instant. */
const READING_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * When a reading was taken (docs/api.md, "Fleet records": dated readings): a day (`YYYY-MM-DD`,
 * the shop's) or an instant; absent, now. Whether it is in the future is the server's to say
 * (the shop's clock).
 */
export const readingDateSchema = withDoc(
  {
    type: 'string',
    description: "YYYY-MM-DD (the shop's day) or an ISO 8601 instant; default now",
  },
  absentOk,
).transform((v, ctx): { day: string } | { instant: string } | undefined => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) return undefined;
  const text = typeof v === 'string' ? v.trim() : '';
  if (READING_DAY.test(text) && !Number.isNaN(Date.parse(`${text}T00:00:00Z`)))
    return { day: text };
  if (text.length > 10 && text.includes('T') && !Number.isNaN(Date.parse(text)))
    return { instant: new Date(text).toISOString() };
  ctx.addIssue({ code: 'custom', message: MILEAGE_MESSAGES.dateInvalid });
  return z.NEVER;
});

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
  date_recorded: readingDateSchema,
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

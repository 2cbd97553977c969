import { z } from 'zod';

/**
 * The vehicle at a glance (issue 24 item 1): the Overview tab's figures, charts and Upcoming
 * timeline, one reply of `GET /api/vehicles/vehicles/{vin}/summary/` (docs/api.md, "The vehicle
 * at a glance"). A figure of an area the member may not view is null; so is one without data.
 */

const money = z.string().describe('Decimal string with two places');
const moneyOrHidden = money
  .nullable()
  .describe('Decimal string with two places; null when the member may not view this kind');

export const UPCOMING_KINDS = [
  'registration',
  'insurance',
  'service',
  'financing',
  'loaner',
] as const;
export type UpcomingKind = (typeof UPCOMING_KINDS)[number];

/** The kinds of cost the chart stacks, in its order. */
export const COST_KINDS = ['service', 'financing', 'insurance', 'registration'] as const;
export type CostKind = (typeof COST_KINDS)[number];
export const COST_KIND_LABELS: Record<CostKind, string> = {
  service: 'Service',
  financing: 'Financing',
  insurance: 'Insurance',
  registration: 'Registration',
};

/** How many months the cost chart covers, the current one last. */
export const SUMMARY_MONTHS = 12;
/** The Upcoming timeline's length at most. */
export const UPCOMING_LIMIT = 10;

export const nextServiceSchema = z.object({
  title: z.string(),
  due_date: z.string().nullable().describe('YYYY-MM-DD; null when due by mileage only'),
  due_mileage: z.number().int().nullable(),
  forecast_date: z
    .string()
    .nullable()
    .describe('YYYY-MM-DD: the day the mileage trend reaches due_mileage; null without a trend'),
  state: z
    .enum(['overdue', 'due_soon', 'ok'])
    .describe("The due list's state, by the same rule (rules/maintenance-due.ts)"),
});
export type NextService = z.infer<typeof nextServiceSchema>;

export const monthlyCostSchema = z.object({
  month: z.string().describe('YYYY-MM'),
  service: moneyOrHidden,
  financing: moneyOrHidden,
  insurance: moneyOrHidden,
  registration: moneyOrHidden,
});
export type MonthlyCost = z.infer<typeof monthlyCostSchema>;

export const upcomingItemSchema = z.object({
  date: z.string().describe('YYYY-MM-DD; past when overdue'),
  kind: z.enum(UPCOMING_KINDS),
  title: z.string(),
  url: z.string().describe('A path inside the app'),
  forecast: z
    .boolean()
    .describe(
      'True when the date is a mileage forecast (a schedule due by miles only), not a due date',
    ),
});
export type UpcomingItem = z.infer<typeof upcomingItemSchema>;

/** The Overview's areas a member may be denied, each behind the permission that opens it. */
export const SUMMARY_AREAS = ['mileage', 'service', 'financing', 'insurance', 'loaners'] as const;
export type SummaryArea = (typeof SUMMARY_AREAS)[number];

export const vehicleSummarySchema = z.object({
  /** The areas this member may not view: their figures are left out, not shown as empty. */
  hidden_areas: z.array(z.enum(SUMMARY_AREAS)),
  current_mileage: z.number().int().nullable(),
  miles_per_month: z.number().int().nullable(),
  cost_to_date: money.nullable(),
  cost_per_mile: money.nullable(),
  mpg: z
    .string()
    .nullable()
    .describe(
      'Miles per gallon over the last 90 days (full fills between odometer readings), one decimal; null without such fills',
    ),
  fuel_cost_per_mile: z
    .string()
    .nullable()
    .describe('Fuel cost per mile over the same fills, three decimals; null without them'),
  registration_due_in_days: z.number().int().nullable(),
  insurance_due_in_days: z.number().int().nullable(),
  next_service: nextServiceSchema.nullable(),
  monthly_costs: z.array(monthlyCostSchema),
  mileage_trend: z.array(z.object({ date: z.string(), mileage: z.number().int() })),
  upcoming: z.array(upcomingItemSchema),
});
export type VehicleSummary = z.infer<typeof vehicleSummarySchema>;

// The vehicle's photo --------------------------------------------------------

/** What the browser sends after resizing (its canvas writes a JPEG), or another raster image. */
export const PHOTO_EXTENSIONS = ['jpg', 'jpeg', 'png', 'gif'] as const;
/** The server's cap on a photo: the browser sends about 200 KB after resizing. */
export const MAX_PHOTO_BYTES = 2 * 1024 * 1024;
/** The longest side the browser resizes a photo to. */
export const PHOTO_MAX_SIDE = 1280;

export const PHOTO_MESSAGES = {
  unsupported: 'Send the photo as a JPEG, PNG or GIF image.',
  tooLarge: 'The photo is larger than 2 MB; choose a smaller one.',
  noPhoto: 'This vehicle has no photo.',
} as const;

export const vehiclePhotoSchema = z.object({ photo_url: z.string() });
export type VehiclePhoto = z.infer<typeof vehiclePhotoSchema>;
/** A photo upload has no text fields: only its `file` part. */
export const photoUploadFieldsSchema = z.object({});

import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';
import { currentAssignmentSchema } from './assignments';
import { policySchema } from './insurance';
import { mileageLogSchema } from './mileage';
import { registrationSchema } from './registrations';
import { VEHICLE_STATUSES } from './rules/vehicle-status';
import {
  MIN_VEHICLE_YEAR,
  VIN_LENGTH,
  hasForbiddenVinLetters,
  hasValidVinCheckDigit,
  isValidVehicleYear,
  normaliseVin,
} from './rules/vehicle-rules';
import { serviceRecordSchema } from './service';
import {
  FIELD_MESSAGES,
  absentOk,
  blankAsUndefined,
  booleanFlag,
  optionalId,
  optionalMoney,
  optionalText,
  parseWholeNumber,
  requiredText,
  withDoc,
} from './vehicle-fields';

/** The seeded vehicle types (migration 0001); spec 2 filters on loaner, employee and service. */
export const VEHICLE_TYPE_NAMES = ['loaner', 'employee', 'service', 'general'] as const;
export type VehicleTypeName = (typeof VEHICLE_TYPE_NAMES)[number];

/** Spec 2 section 5, plus the server's own checks (duplicate VIN, shop's location and members). */
export const VEHICLE_MESSAGES = {
  vinRequired: 'VIN is required',
  vinLength: 'VIN must be exactly 17 characters',
  vinCharacters: 'VIN may contain only letters and digits',
  vinLetters: 'VIN cannot contain the letters I, O or Q (use the digits 1 and 0)',
  makeRequired: 'Make is required',
  modelRequired: 'Model is required',
  yearRequired: 'Year is required',
  yearInvalid: 'Please enter a valid year',
  plateRequired: 'License plate is required',
  vinTaken: 'A vehicle with this VIN already exists.',
  vinUnchangeable: 'The VIN of a vehicle cannot be changed.',
  locationInvalid: 'Select a valid location.',
  driverInvalid: 'Select a member of this shop.',
  typeInvalid: 'Select a valid vehicle type.',
  notFound: 'Vehicle not found',
  alreadyArchived: 'This vehicle is already archived.',
  notArchived: 'This vehicle is not archived.',
  archivedNotAllowed: 'You do not have permission to view archived vehicles.',
  archivedFilterInvalid: 'Must be true, false or all.',
  orderingInvalid: 'Order by description, license_plate or status, with - for descending.',
  tankInvalid: 'Enter the gallons the tank holds, above 0 with up to 1 decimal.',
  fuelCardTaken: 'Another vehicle has this fuel card number.',
  typesInvalid: `Use vehicle type names separated by commas: ${VEHICLE_TYPE_NAMES.join(', ')}.`,
} as const;

/** What is worth a second look but may be saved as it is. */
export const VEHICLE_WARNINGS = {
  vinCheckDigit: 'The check digit does not match: please check the VIN',
} as const;

/**
 * The warning a well-formed VIN earns when its 9th character is not the North American check
 * digit; null otherwise (a VIN the form refuses has its error instead).
 */
export function vinWarning(vin: string): string | null {
  const normalised = normaliseVin(vin);
  if (normalised.length !== VIN_LENGTH || !/^[A-Z0-9]+$/.test(normalised)) return null;
  if (hasForbiddenVinLetters(normalised) || hasValidVinCheckDigit(normalised)) return null;
  return VEHICLE_WARNINGS.vinCheckDigit;
}

const vinSchema = withDoc(
  { type: 'string', description: '17 letters and digits, without I, O or Q' },
  z.unknown(),
).transform((v, ctx): string => {
  const vin = typeof v === 'string' ? normaliseVin(v) : '';
  if (vin === '') {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.vinRequired });
    return z.NEVER;
  }
  if (vin.length !== VIN_LENGTH) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.vinLength });
    return z.NEVER;
  }
  // VINs travel in URL paths (/vehicles/{vin}); letters and digits keep those links whole.
  if (!/^[A-Z0-9]+$/.test(vin)) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.vinCharacters });
    return z.NEVER;
  }
  if (hasForbiddenVinLetters(vin)) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.vinLetters });
    return z.NEVER;
  }
  return vin;
});

const yearSchema = withDoc(
  { type: ['integer', 'string'], description: '1900 to next year' },
  z.unknown(),
).transform((v, ctx): number => {
  if (v === undefined || v === null || (typeof v === 'string' && v.trim() === '')) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.yearRequired });
    return z.NEVER;
  }
  const year = parseWholeNumber(v, MIN_VEHICLE_YEAR, Number.MAX_SAFE_INTEGER);
  // The upper bound moves with the calendar, so it is checked at parse time.
  if (year === null || !isValidVehicleYear(year)) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.yearInvalid });
    return z.NEVER;
  }
  return year;
});

/** Type ids or names (either is accepted); resolved against the vehicle types by the server. */
const vehicleTypesSchema = withDoc(
  {
    type: 'array',
    items: { type: ['integer', 'string'] },
    description: 'Vehicle type ids or names',
  },
  absentOk,
).transform((v, ctx): (number | string)[] => {
  if (v === undefined || v === null) return [];
  const ok =
    Array.isArray(v) &&
    v.every(
      (t) =>
        (typeof t === 'number' && Number.isInteger(t) && t > 0) ||
        (typeof t === 'string' && t.trim() !== ''),
    );
  if (!ok) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.typeInvalid });
    return z.NEVER;
  }
  return [
    ...new Set(
      (v as (number | string)[]).map((t) => (typeof t === 'string' ? t.trim().toLowerCase() : t)),
    ),
  ];
});

const TANK = /^\d{1,4}(\.\d)?$/;

/** A tank's gallons: blank is not known; up to 9999.9 with one decimal. */
const tankCapacitySchema = withDoc(
  { type: ['string', 'number', 'null'], description: 'Gallons, up to one decimal' },
  absentOk,
).transform((v, ctx): string | null => {
  const text = typeof v === 'string' || typeof v === 'number' ? String(v).trim() : '';
  if (v === undefined || v === null || text === '') return null;
  if (!TANK.test(text) || !/[1-9]/.test(text)) {
    ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.tankInvalid });
    return z.NEVER;
  }
  return text;
});

/**
 * The add / edit vehicle form (spec 2 section 5), used by the web form and the server alike.
 * Location and driver are ids or null; current value is an optional decimal.
 */
export const vehicleInputSchema = z.object({
  vin: vinSchema,
  make: requiredText(VEHICLE_MESSAGES.makeRequired, 100),
  model: requiredText(VEHICLE_MESSAGES.modelRequired, 100),
  year: yearSchema,
  license_plate: requiredText(VEHICLE_MESSAGES.plateRequired, 20),
  location: optionalId(VEHICLE_MESSAGES.locationInvalid),
  primary_driver: optionalId(VEHICLE_MESSAGES.driverInvalid),
  vehicle_types: vehicleTypesSchema,
  current_value: optionalMoney(),
  /** Gallons the tank holds (issue 34 §2): a fill above it is flagged. */
  tank_capacity: tankCapacitySchema,
  /** The number a fuel card's files name the vehicle by (its unit number at the provider). */
  fuel_card_number: optionalText(30),
});
export type VehicleInput = z.input<typeof vehicleInputSchema>;
export type VehicleValues = z.output<typeof vehicleInputSchema>;

/**
 * PUT body: as the form. The VIN may be left out, and if sent must be the vehicle's own.
 * Location, driver, types and current value left out keep their stored value (null clears),
 * so a form that does not show a field cannot wipe it.
 */
export const vehicleUpdateSchema = vehicleInputSchema.extend({
  vin: withDoc(
    { type: 'string', description: "The vehicle's own VIN, or left out" },
    absentOk,
  ).transform((v) => (typeof v === 'string' && v.trim() !== '' ? normaliseVin(v) : undefined)),
  location: vehicleInputSchema.shape.location.optional(),
  primary_driver: vehicleInputSchema.shape.primary_driver.optional(),
  vehicle_types: vehicleInputSchema.shape.vehicle_types.optional(),
  current_value: vehicleInputSchema.shape.current_value.optional(),
  tank_capacity: vehicleInputSchema.shape.tank_capacity.optional(),
  fuel_card_number: vehicleInputSchema.shape.fuel_card_number.optional(),
});
export type VehicleUpdateValues = z.output<typeof vehicleUpdateSchema>;

/**
 * The edit form: its VIN is the vehicle's own, shown and not changed, so a VIN stored before I,
 * O and Q were refused does not keep the rest of the vehicle from being edited.
 */
export const vehicleEditFormSchema = vehicleInputSchema.extend({
  vin: z.string().transform(normaliseVin),
});

export const vinParamSchema = z.object({ vin: z.string().trim().min(1).max(64) });

export const vehicleTypeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string(),
});
export type VehicleType = z.infer<typeof vehicleTypeSchema>;
export const vehicleTypeListResponseSchema = paginatedSchema(vehicleTypeSchema);

export const VEHICLE_ORDERINGS = [
  'description',
  '-description',
  'license_plate',
  '-license_plate',
  'status',
  '-status',
] as const;
export type VehicleOrdering = (typeof VEHICLE_ORDERINGS)[number];

/** GET /api/vehicles/vehicles/ */
export const vehicleListQuerySchema = paginationQuerySchema.extend({
  location: z.preprocess(blankAsUndefined, optionalId(VEHICLE_MESSAGES.locationInvalid).optional()),
  /** Comma-separated type names; a vehicle matches when it has any of them. */
  types: z.preprocess(
    blankAsUndefined,
    z
      .string()
      .transform((v, ctx): VehicleTypeName[] => {
        const names = [
          ...new Set(
            v
              .split(',')
              .map((t) => t.trim().toLowerCase())
              .filter(Boolean),
          ),
        ];
        if (
          !names.every((n): n is VehicleTypeName =>
            (VEHICLE_TYPE_NAMES as readonly string[]).includes(n),
          )
        ) {
          ctx.addIssue({ code: 'custom', message: VEHICLE_MESSAGES.typesInvalid });
          return z.NEVER;
        }
        return names;
      })
      .optional(),
  ),
  /** Which set the list shows (ArchivedFilter). */
  archived: z.preprocess(
    blankAsUndefined,
    z
      .union([z.literal('all'), booleanFlag()], { error: VEHICLE_MESSAGES.archivedFilterInvalid })
      .default(false),
  ),
  search: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(100, FIELD_MESSAGES.tooLong(100)).optional(),
  ),
  ordering: z.preprocess(
    blankAsUndefined,
    z.enum(VEHICLE_ORDERINGS, { error: VEHICLE_MESSAGES.orderingInvalid }).default('description'),
  ),
});
export type VehicleListQuery = z.infer<typeof vehicleListQuerySchema>;

/** Which set the vehicle list shows: the active vehicles (false), the archived (true), or both. */
export type ArchivedFilter = boolean | 'all';

const statusSchema = z.enum(VEHICLE_STATUSES);

export const vehicleListItemSchema = z.object({
  vin: z.string(),
  description: z.string(),
  make: z.string(),
  model: z.string(),
  year: z.number().int(),
  license_plate: z.string(),
  location: z.number().int().nullable(),
  location_name: z.string().nullable(),
  primary_driver: z.number().int().nullable(),
  primary_driver_name: z.string().nullable(),
  status: statusSchema,
  is_archived: z.boolean(),
  vehicle_types: z.array(vehicleTypeSchema),
  photo_url: z
    .string()
    .nullable()
    .describe("The vehicle's photo: a short-lived signed link; null when it has none"),
});
export type VehicleListItem = z.infer<typeof vehicleListItemSchema>;
export const vehicleListResponseSchema = paginatedSchema(vehicleListItemSchema).extend({
  count_is_lower_bound: z
    .boolean()
    .optional()
    .describe(
      'True when a search matches too many vehicles to count (SEARCH_COUNT_ROWS): count is then "at least", shown as "N+"',
    ),
});

/** Spec 2 section 3, Vehicle (GET /api/vehicles/vehicles/{vin}/). */
export const vehicleDetailSchema = vehicleListItemSchema.extend({
  current_value: z.string().nullable().describe('Decimal string'),
  current_mileage: z.number().int().nullable(),
  tank_capacity: z.string().nullable().describe('Gallons, one decimal; null when not known'),
  fuel_card_number: z.string().describe("The fuel card's vehicle number; '' when none"),
  can_be_archived: z.boolean(),
  has_active_loan: z.boolean(),
  has_active_lease: z.boolean(),
  /** Newest expiration first: the first is the current registration. */
  registrations: z.array(registrationSchema),
  /** The insurance area's one policy shape (contract/insurance.ts). */
  insurance_policies: z.array(policySchema),
  /** The 10 newest; the counts feed the tab badges. */
  recent_mileage_logs: z.array(mileageLogSchema),
  recent_service_records: z.array(serviceRecordSchema),
  mileage_log_count: z.number().int(),
  service_record_count: z.number().int(),
  /** Who drives it now (issue 34 §4); the history is GET /api/vehicles/assignments/?vehicle=. */
  current_assignment: currentAssignmentSchema,
});
export type VehicleDetail = z.infer<typeof vehicleDetailSchema>;

// Vehicle module settings (registration admin) -------------------------------

export const MODULE_SETTINGS_MESSAGES = {
  notFound: 'Settings not found',
  thresholdInvalid: 'Enter a number of days from 1 to 365.',
} as const;

const days = withDoc({ type: 'integer', minimum: 1, maximum: 365 }, z.unknown()).transform(
  (v, ctx): number => {
    const n = parseWholeNumber(v, 1, 365);
    if (n === null) {
      ctx.addIssue({ code: 'custom', message: MODULE_SETTINGS_MESSAGES.thresholdInvalid });
      return z.NEVER;
    }
    return n;
  },
);
const name = z
  .string({ error: 'Enter text.' })
  .trim()
  .max(200, FIELD_MESSAGES.tooLong(200))
  .nullable()
  .transform((v) => v ?? '');
const email = z
  .string({ error: FIELD_MESSAGES.invalidEmail })
  .trim()
  .refine((v) => v === '' || z.email().safeParse(v).success, FIELD_MESSAGES.invalidEmail)
  .nullable()
  .transform((v) => v ?? '');

/** PATCH /api/vehicles/module-settings/{id}/: the settings sent (none: the settings as they are). */
export const vehicleModuleSettingsPatchSchema = z.object({
  registration_admin: name.optional(),
  registration_admin_email: email.optional(),
  registration_admin_additional_email: email.optional(),
  registration_manager: name.optional(),
  registration_manager_email: email.optional(),
  warning_threshold_days: days.optional(),
  critical_threshold_days: days.optional(),
  escalation_threshold_days: days.optional(),
});
export type VehicleModuleSettingsPatch = z.input<typeof vehicleModuleSettingsPatchSchema>;

export const vehicleModuleSettingsSchema = z.object({
  id: z.number().int(),
  registration_admin: z.string(),
  registration_admin_email: z.string(),
  registration_admin_additional_email: z.string(),
  registration_manager: z.string(),
  registration_manager_email: z.string(),
  warning_threshold_days: z.number().int(),
  critical_threshold_days: z.number().int(),
  escalation_threshold_days: z.number().int(),
});
export type VehicleModuleSettings = z.infer<typeof vehicleModuleSettingsSchema>;

import { z } from 'zod';
import { MAX_ID, isoDateReplySchema } from './common';
import { MAX_MILEAGE } from './mileage';
import { SERVICE_TYPES } from './service';
import { VEHICLE_TYPE_NAMES } from './vehicles';
import {
  FIELD_MESSAGES,
  blankAsUndefined,
  optionalDate,
  optionalWholeNumber,
  requiredDate,
  requiredText,
  withDoc,
} from './vehicle-fields';

/** Issue 26: maintenance schedules, per vehicle type or per vehicle. */
export const MAINTENANCE_MESSAGES = {
  notFound: 'Maintenance schedule not found',
  nameRequired: 'Name is required',
  serviceTypeInvalid: 'Select a valid service type.',
  intervalRequired: 'Give an interval in miles, in days, or both.',
  intervalMilesInvalid: 'Enter a whole number of miles from 1 to 1,000,000.',
  intervalDaysInvalid: 'Enter a whole number of days from 1 to 3,650.',
  mileageInvalid: 'Enter a valid mileage',
  vendorInvalid: 'Select a valid vendor.',
  vehicleOrType: 'Choose a vehicle or a vehicle type, not both.',
  vehicleTypeInvalid: `Choose one of: ${VEHICLE_TYPE_NAMES.join(', ')}.`,
  scheduleNotOfVehicle: 'Choose schedules of this vehicle or of its types.',
  stateInvalid: 'Use overdue or due_soon.',
} as const;

export const MAX_INTERVAL_MILES = 1_000_000;
export const MAX_INTERVAL_DAYS = 3_650;

const intervalMiles = optionalWholeNumber(
  MAINTENANCE_MESSAGES.intervalMilesInvalid,
  1,
  MAX_INTERVAL_MILES,
);
const intervalDays = optionalWholeNumber(
  MAINTENANCE_MESSAGES.intervalDaysInvalid,
  1,
  MAX_INTERVAL_DAYS,
);
const vendor = optionalWholeNumber(MAINTENANCE_MESSAGES.vendorInvalid, 1, MAX_ID);
const lastDoneMileage = optionalWholeNumber(MAINTENANCE_MESSAGES.mileageInvalid, 0, MAX_MILEAGE);
const serviceType = z.enum(SERVICE_TYPES, { error: MAINTENANCE_MESSAGES.serviceTypeInvalid });
const vehicleType = z.enum(VEHICLE_TYPE_NAMES, { error: MAINTENANCE_MESSAGES.vehicleTypeInvalid });

/**
 * POST /api/vehicles/maintenance-schedules/: for a `vehicle` (VIN) or a `vehicle_type` (name).
 * `last_done_on` defaults to the shop's today and `last_done_mileage` to the vehicle's current
 * mileage (for a type, each vehicle's).
 */
export const maintenanceScheduleCreateSchema = z
  .object({
    vehicle: withDoc(
      { type: ['string', 'null'], description: 'VIN' },
      z.preprocess(blankAsUndefined, z.string().trim().max(17).nullish()),
    ),
    vehicle_type: withDoc(
      { type: ['string', 'null'], enum: [...VEHICLE_TYPE_NAMES, null] },
      z.preprocess(blankAsUndefined, vehicleType.nullish()),
    ),
    name: requiredText(MAINTENANCE_MESSAGES.nameRequired, 100),
    service_type: serviceType.default('maintenance'),
    interval_miles: intervalMiles,
    interval_days: intervalDays,
    vendor_id: vendor,
    last_done_mileage: lastDoneMileage,
    last_done_on: optionalDate(),
  })
  .superRefine((v, ctx) => {
    if (v.interval_miles === null && v.interval_days === null)
      ctx.addIssue({
        code: 'custom',
        path: ['interval_miles'],
        message: MAINTENANCE_MESSAGES.intervalRequired,
      });
    if (!v.vehicle === !v.vehicle_type)
      ctx.addIssue({
        code: 'custom',
        path: ['vehicle'],
        message: MAINTENANCE_MESSAGES.vehicleOrType,
      });
  });
export type MaintenanceScheduleCreate = z.input<typeof maintenanceScheduleCreateSchema>;

/** PATCH …/{id}/: some or all of the fields (the vehicle or type a schedule is for does not change). */
export const maintenanceSchedulePatchSchema = z.object({
  name: requiredText(MAINTENANCE_MESSAGES.nameRequired, 100).optional(),
  service_type: serviceType.optional(),
  interval_miles: intervalMiles.optional(),
  interval_days: intervalDays.optional(),
  vendor_id: vendor.optional(),
  last_done_mileage: lastDoneMileage.optional(),
  last_done_on: requiredDate(FIELD_MESSAGES.invalidDate).optional(),
});
export type MaintenanceSchedulePatch = z.input<typeof maintenanceSchedulePatchSchema>;

export const maintenanceScheduleListQuerySchema = z.object({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
});

export const MAINTENANCE_STATES = ['overdue', 'due_soon', 'ok'] as const;

/**
 * A schedule. With `?vehicle=` every schedule the vehicle keeps (its own and its types' it does
 * not override), with that vehicle's last done and next due; without it the shop's schedules,
 * where a type's has no next due of its own (each of its vehicles has one).
 */
export const maintenanceScheduleSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().nullable().describe('VIN, for a vehicle schedule'),
  vehicle_type: z.string().nullable().describe('vehicle type name, for a type schedule'),
  name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  interval_miles: z.number().int().nullable(),
  interval_days: z.number().int().nullable(),
  vendor_id: z.number().int().nullable(),
  vendor_name: z.string().nullable(),
  last_done_mileage: z.number().int().nullable(),
  last_done_on: isoDateReplySchema,
  next_due_date: isoDateReplySchema.nullable(),
  next_due_mileage: z.number().int().nullable(),
  forecast_date: isoDateReplySchema.nullable(),
  state: z.enum(MAINTENANCE_STATES).nullable(),
});
export type MaintenanceSchedule = z.infer<typeof maintenanceScheduleSchema>;
export const maintenanceScheduleListSchema = z.array(maintenanceScheduleSchema);

export const maintenanceDueQuerySchema = z.object({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
  state: z.preprocess(
    blankAsUndefined,
    z.enum(['overdue', 'due_soon'], { error: MAINTENANCE_MESSAGES.stateInvalid }).optional(),
  ),
});
export type MaintenanceDueQuery = z.infer<typeof maintenanceDueQuerySchema>;

/** What the due list says of an item: due by date or miles, or its mileage not known yet. */
export const DUE_STATES = ['overdue', 'due_soon', 'mileage_unknown'] as const;

/**
 * Why a schedule's due mileage cannot be computed (issue 34 §1): the vehicle has no reading, or
 * the schedule started before it had one (no mileage it was last done at).
 */
export const DUE_MILEAGE_REASONS = ['no_mileage_reading', 'no_starting_mileage'] as const;
export type DueMileageReason = (typeof DUE_MILEAGE_REASONS)[number];
export const DUE_MILEAGE_REASON_TEXT: Record<DueMileageReason, string> = {
  no_mileage_reading: 'No mileage reading yet: record one to compute the due mileage.',
  no_starting_mileage:
    'No starting mileage: enter the mileage it was last done at to compute the due mileage.',
};

/** GET /api/vehicles/maintenance-due/: overdue first, then by the earliest due. */
export const maintenanceDueItemSchema = z.object({
  vehicle_vin: z.string(),
  vehicle_description: z.string(),
  current_mileage: z.number().int().nullable(),
  schedule: z.number().int(),
  name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  due_date: isoDateReplySchema.nullable(),
  due_mileage: z.number().int().nullable(),
  forecast_date: isoDateReplySchema.nullable(),
  /** `mileage_unknown`: a mile interval whose due mileage cannot be computed yet (see `reason`). */
  state: z.enum(DUE_STATES),
  reason: z
    .enum(DUE_MILEAGE_REASONS)
    .nullable()
    .describe('Why the due mileage of a mile interval cannot be computed yet; null when it can'),
});
export type MaintenanceDueItem = z.infer<typeof maintenanceDueItemSchema>;
export const maintenanceDueListSchema = z.array(maintenanceDueItemSchema);

/** At most this many items in the due list (the most urgent first). */
export const MAINTENANCE_DUE_LIMIT = 1000;

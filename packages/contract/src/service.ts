import { z } from 'zod';
import { resolvedIssuesSchema } from './issues';
import { MAX_ID, MAX_PAGE_SIZE, paginatedSchema, paginationQuerySchema } from './common';
import { MAX_MILEAGE, MILEAGE_MESSAGES } from './mileage';
import {
  FIELD_MESSAGES,
  blankAsUndefined,
  optionalDate,
  optionalMoney,
  optionalText,
  optionalWholeNumber,
  requiredDate,
  requiredMoney,
  requiredText,
  requiredWholeNumber,
} from './vehicle-fields';

/** Spec 2 section 3, Service record.service_type. */
export const SERVICE_TYPES = [
  'maintenance',
  'repair',
  'inspection',
  'warranty',
  'recall',
  'modification',
  'bodywork',
  'tires',
  'glass',
  'other',
] as const;
export type ServiceType = (typeof SERVICE_TYPES)[number];
export const SERVICE_TYPE_LABELS: Record<ServiceType, string> = {
  maintenance: 'Maintenance',
  repair: 'Repair',
  inspection: 'Inspection',
  warranty: 'Warranty',
  recall: 'Recall',
  modification: 'Modification',
  bodywork: 'Bodywork',
  tires: 'Tires',
  glass: 'Glass',
  other: 'Other',
};

export const SERVICE_MESSAGES = {
  /** The form's summary warning when a required field is empty (spec 2 section 5). */
  requiredSummary: 'Please fill in all required fields (Service Date, Vendor, Amount, Description)',
  serviceDateRequired: 'Service date is required',
  vendorRequired: 'Vendor is required',
  vendorInvalid: 'Select a valid vendor.',
  amountRequired: 'Amount is required',
  descriptionRequired: 'Description is required',
  vehicleRequired: 'Vehicle is required',
  serviceTypeInvalid: 'Select a valid service type.',
  nextMileageInvalid: 'Enter a valid mileage',
  schedulesInvalid: 'Send the schedules as a list of ids.',
} as const;

/** POST /api/vehicles/service-records/ (optional fields may be left out). */
export const serviceRecordCreateSchema = z.object({
  vehicle: requiredText(SERVICE_MESSAGES.vehicleRequired, 17),
  service_date: requiredDate(SERVICE_MESSAGES.serviceDateRequired),
  vendor_id: requiredWholeNumber(
    SERVICE_MESSAGES.vendorRequired,
    SERVICE_MESSAGES.vendorInvalid,
    1,
    2_147_483_647,
  ),
  service_type: z
    .enum(SERVICE_TYPES, { error: SERVICE_MESSAGES.serviceTypeInvalid })
    .default('maintenance'),
  amount: requiredMoney(SERVICE_MESSAGES.amountRequired),
  description: requiredText(SERVICE_MESSAGES.descriptionRequired, 2000),
  mileage_at_service: optionalWholeNumber(MILEAGE_MESSAGES.invalid, 0, MAX_MILEAGE),
  parts_cost: optionalMoney(),
  labor_cost: optionalMoney(),
  invoice_number: optionalText(100),
  next_service_date: optionalDate(),
  next_service_mileage: optionalWholeNumber(SERVICE_MESSAGES.nextMileageInvalid, 0, MAX_MILEAGE),
  /** Maintenance schedules of the vehicle this record closes (issue 26): each starts again from it. */
  schedules: z
    .array(z.number({ error: SERVICE_MESSAGES.schedulesInvalid }).int().positive().max(MAX_ID), {
      error: SERVICE_MESSAGES.schedulesInvalid,
    })
    .max(50, SERVICE_MESSAGES.schedulesInvalid)
    .nullish()
    .transform((v) => v ?? []),
  /** Open issues of the vehicle this record resolves (issue 34 §3). */
  issues: resolvedIssuesSchema,
});
export type ServiceRecordCreate = z.input<typeof serviceRecordCreateSchema>;

export const serviceRecordListQuerySchema = paginationQuerySchema.extend({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
});
export type ServiceRecordListQuery = z.infer<typeof serviceRecordListQuerySchema>;

/** Spec 2 section 3, Service record (money as decimal strings). */
export const serviceRecordSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().describe('VIN'),
  vehicle_description: z.string(),
  service_date: z.string(),
  vendor_id: z.number().int(),
  vendor_name: z.string(),
  service_type: z.enum(SERVICE_TYPES),
  service_type_display: z.string(),
  amount: z.string(),
  description: z.string(),
  mileage_at_service: z.number().int().nullable(),
  parts_cost: z.string().nullable(),
  labor_cost: z.string().nullable(),
  invoice_number: z.string(),
  next_service_date: z.string().nullable(),
  next_service_mileage: z.number().int().nullable(),
  created_at: z.string(),
});
export type ServiceRecord = z.infer<typeof serviceRecordSchema>;
export const serviceRecordListResponseSchema = paginatedSchema(serviceRecordSchema);

// Vendors ------------------------------------------------------------------

export const VENDOR_MESSAGES = {
  notFound: 'Vendor not found',
  nameRequired: 'Name is required',
  vendorTypeInvalid: 'Use lower-case letters and underscores, e.g. vehicle_service.',
} as const;

/** The vendor type the vehicle module asks for. */
export const VEHICLE_SERVICE_VENDOR_TYPE = 'vehicle_service';

const vendorType = z
  .string({ error: VENDOR_MESSAGES.vendorTypeInvalid })
  .trim()
  .regex(/^[a-z][a-z_]{0,49}$/, VENDOR_MESSAGES.vendorTypeInvalid);
const email = z
  .string({ error: FIELD_MESSAGES.invalidEmail })
  .trim()
  .max(254, FIELD_MESSAGES.invalidEmail)
  .refine((v) => v === '' || z.email().safeParse(v).success, FIELD_MESSAGES.invalidEmail)
  .nullish()
  .transform((v) => v ?? '');

const vendorFields = {
  name: requiredText(VENDOR_MESSAGES.nameRequired, 200),
  vendor_type: vendorType.default(VEHICLE_SERVICE_VENDOR_TYPE),
  phone: optionalText(50),
  email,
  address: optionalText(500),
  notes: optionalText(),
};

/** POST /api/vendors/vendors/ */
export const vendorCreateSchema = z.object(vendorFields);
export type VendorCreate = z.input<typeof vendorCreateSchema>;

/** PATCH /api/vendors/vendors/{id}/ */
export const vendorPatchSchema = z.object({
  name: vendorFields.name.optional(),
  vendor_type: vendorType.optional(),
  phone: vendorFields.phone.optional(),
  email: vendorFields.email.optional(),
  address: vendorFields.address.optional(),
  notes: vendorFields.notes.optional(),
});
export type VendorPatch = z.input<typeof vendorPatchSchema>;

/** Vendors feed a select, so the list returns them all unless a page size is asked for. */
export const vendorListQuerySchema = paginationQuerySchema.extend({
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
  vendor_type: z.preprocess(blankAsUndefined, vendorType.optional()),
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
});
export type VendorListQuery = z.infer<typeof vendorListQuerySchema>;

export const vendorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  vendor_type: z.string(),
  phone: z.string(),
  email: z.string(),
  address: z.string(),
  notes: z.string(),
  created_at: z.string(),
});
export type Vendor = z.infer<typeof vendorSchema>;
export const vendorListResponseSchema = paginatedSchema(vendorSchema);

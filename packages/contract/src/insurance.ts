import { z } from 'zod';
import { MAX_ID, paginatedSchema, paginationQuerySchema } from './common';
import { documentSchema } from './documents';
import {
  FIELD_MESSAGES,
  absentOk,
  blankAsUndefined,
  booleanFlag,
  optionalDate,
  optionalId,
  optionalMoney,
  optionalText,
  optionalWholeNumber,
  parseWholeNumber,
  requiredDate,
  requiredText,
  withDoc,
} from './vehicle-fields';

/** Spec 2 section 8 (Insurance, Bulk renewal) and the renewal form's field messages. */
export const INSURANCE_MESSAGES = {
  notFound: 'Insurance policy not found',
  fetchFailed: 'Failed to fetch insurance data',
  saveFailed: 'Failed to save insurance data',
  uploadFailed: 'Failed to upload document',
  listFailed: 'Failed to load insurance policies',
  renewalVehiclesFailed: 'Failed to load vehicles for renewal',
  renewalFailed: 'Failed to create insurance renewal',
  policyNameRequired: 'Policy name is required',
  companyRequired: 'Insurance company is required',
  policyNumberRequired: 'Policy number is required',
  startDateRequired: 'Start date is required',
  endDateRequired: 'End date is required',
  endBeforeStart: 'End date must be on or after the start date',
  vehicleRequired: 'Vehicle is required',
  noVehicleIncluded: 'Include at least one vehicle in the renewal',
  duplicateVehicle: (vin: string) => `Vehicle ${vin} appears more than once`,
  vehicleNotFound: (vin: string) => `Vehicle ${vin} not found in this shop`,
  vehicleArchived: (vin: string) => `Vehicle ${vin} is archived and cannot be renewed`,
  coverageTypeInvalid: 'Select a valid coverage type.',
  tooManyVehicles: (max: number) => `A renewal covers at most ${max} vehicles`,
  moreRefused: (n: number) =>
    `${n} more ${n === 1 ? 'vehicle' : 'vehicles'} not found in this shop or archived`,
} as const;

/** A renewal's allocations at most: a real fleet's size (docs/api.md, Insurance). */
export const RENEWAL_MAX_VEHICLES = 500;
/** Refused VINs named one by one; the rest are counted in one message. */
export const RENEWAL_LISTED_REFUSALS = 20;

/** Offered to a shop that has none yet (created on its first coverage_types call). */
export const DEFAULT_COVERAGE_TYPES = [
  'Liability',
  'Collision',
  'Comprehensive',
  'Full Coverage',
] as const;

// Per-vehicle policies -------------------------------------------------------

/**
 * The one shape of an insurance policy: the list, the policy screen and the vehicle detail's
 * cards (spec 2's Insurance policy) all send it. Besides the spec's fields: the master policy's
 * id, the coverage type's, and the policy's `insurance_company` and `policy_number` (its own,
 * else its master policy's).
 */
export const policySchema = z.object({
  id: z.number().int(),
  master_policy_id: z.number().int().nullable(),
  master_policy: z
    .object({ policy_name: z.string(), policy_number: z.string(), insurance_company: z.string() })
    .nullable(),
  insurance_company: z.string().describe("The policy's company, else its master policy's"),
  policy_number: z.string().describe("The policy's number, else its master policy's"),
  coverage_type_id: z.number().int().nullable(),
  policy_costs: z.string().nullable(),
  vehicle_premium: z.string().nullable(),
  start_date: z.string().nullable(),
  end_date: z.string().nullable(),
  collision_deductible: z.string().nullable(),
  comprehensive_deductible: z.string().nullable(),
  notes: z.string(),
  vehicle: z.string().describe('VIN'),
  vehicle_description: z.string(),
  documents: z.array(documentSchema).describe('Only for a member who may view insurance'),
});
export type Policy = z.infer<typeof policySchema>;
export const policyListResponseSchema = paginatedSchema(policySchema).extend({
  count_is_lower_bound: z
    .boolean()
    .optional()
    .describe(
      'True when a search matches too many policies to count (2,000): count is then "at least", shown as "N+"',
    ),
});

/** The overview's "ending within N days" filter at most: ten years. */
export const POLICY_ENDS_WITHIN_MAX_DAYS = 3650;

/** The overview's filter messages (docs/api.md, Insurance). */
export const POLICY_FILTER_MESSAGES = {
  masterPolicyInvalid: 'Select a valid master policy.',
  endsWithinInvalid: `Enter a whole number of days from 0 to ${POLICY_ENDS_WITHIN_MAX_DAYS}.`,
} as const;

/** `?master_policy=none`: the individual policies (no master policy). */
export const INDIVIDUAL_POLICIES = 'none';

/** A master policy's id, or `none`; blank or absent is no filter. */
const masterPolicyFilter = withDoc(
  {
    anyOf: [
      { type: 'integer', minimum: 1 },
      { type: 'string', enum: [INDIVIDUAL_POLICIES] },
    ],
  },
  absentOk,
).transform((v, ctx): number | typeof INDIVIDUAL_POLICIES | undefined => {
  if (v === undefined || v === null || blankAsUndefined(v) === undefined) return undefined;
  if (v === INDIVIDUAL_POLICIES) return INDIVIDUAL_POLICIES;
  const id = parseWholeNumber(v, 1, MAX_ID);
  if (id !== null) return id;
  ctx.addIssue({ code: 'custom', message: POLICY_FILTER_MESSAGES.masterPolicyInvalid });
  return z.NEVER;
});

/**
 * GET /api/vehicles/policies/: the insurance overview's search and filters beside the spec's
 * paging; every one optional, so a request without them reads as before.
 */
export const policyListQuerySchema = paginationQuerySchema.extend({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
  active: z.preprocess(blankAsUndefined, booleanFlag().optional()),
  search: z
    .preprocess(
      blankAsUndefined,
      z.string().trim().max(100, FIELD_MESSAGES.tooLong(100)).optional(),
    )
    .describe(
      'Vehicle VIN, plate or description (make, model), policy number, company or master policy name contains it (any case)',
    ),
  company: z
    .preprocess(
      blankAsUndefined,
      z.string().trim().max(200, FIELD_MESSAGES.tooLong(200)).optional(),
    )
    .describe("The policy's company (its own, else its master policy's) is this one (any case)"),
  master_policy: masterPolicyFilter.describe(
    'A master policy id, or `none` for individual policies',
  ),
  ends_within: optionalWholeNumber(
    POLICY_FILTER_MESSAGES.endsWithinInvalid,
    0,
    POLICY_ENDS_WITHIN_MAX_DAYS,
  ).describe("End date from the shop's today to N days after it"),
});
export type PolicyListQuery = z.infer<typeof policyListQuerySchema>;

/** PATCH /api/vehicles/policies/{id}/: any of these; the vehicle and master policy cannot change. */
export const policyPatchSchema = z
  .object({
    policy_costs: optionalMoney(),
    vehicle_premium: optionalMoney(),
    start_date: optionalDate(),
    end_date: optionalDate(),
    collision_deductible: optionalMoney(),
    comprehensive_deductible: optionalMoney(),
    notes: optionalText(5000),
  })
  .partial();
export type PolicyPatch = z.input<typeof policyPatchSchema>;

// Master policies and bulk renewal -------------------------------------------

export const masterPolicySchema = z.object({
  id: z.number().int(),
  policy_name: z.string(),
  policy_number: z.string(),
  insurance_company: z.string(),
  start_date: z.string(),
  end_date: z.string(),
  total_premium: z.string().describe('Decimal string: included premiums plus additional costs'),
  vehicle_count: z.number().int(),
  deductible: z.string().nullable(),
  coverage_type: z.string(),
  additional_costs: z.string(),
  additional_costs_notes: z.string(),
  notes: z.string(),
  renewed_from: z.number().int().nullable().describe('The master policy this one renews'),
  created_at: z.string(),
});
export type MasterPolicy = z.infer<typeof masterPolicySchema>;
export const masterPolicyListResponseSchema = paginatedSchema(masterPolicySchema);
export const masterPolicyListQuerySchema = paginationQuerySchema;

export const vehicleForRenewalSchema = z.object({
  vin: z.string(),
  description: z.string(),
  license_plate: z.string(),
  current_insurance_cost: z
    .string()
    .nullable()
    .describe("The vehicle's current policy premium (decimal string)"),
});
export type VehicleForRenewal = z.infer<typeof vehicleForRenewalSchema>;

export const coverageTypeSchema = z.object({ id: z.number().int(), name: z.string() });
export type CoverageType = z.infer<typeof coverageTypeSchema>;

export const renewalAllocationSchema = z.object({
  vehicle_vin: requiredText(INSURANCE_MESSAGES.vehicleRequired, 17),
  vehicle_premium: optionalMoney(),
  include_in_renewal: booleanFlag().default(true),
  collision_deductible: optionalMoney(),
  comprehensive_deductible: optionalMoney(),
  coverage_type_id: optionalId(INSURANCE_MESSAGES.coverageTypeInvalid),
  notes: optionalText(5000),
});
export type RenewalAllocation = z.input<typeof renewalAllocationSchema>;

/**
 * POST /api/vehicles/master-policies/bulk_renewal/. `total_premium` is accepted and ignored:
 * the server computes it. `renewed_from` names the master policy being renewed (optional).
 */
export const bulkRenewalSchema = z
  .object({
    policy_name: requiredText(INSURANCE_MESSAGES.policyNameRequired),
    insurance_company: requiredText(INSURANCE_MESSAGES.companyRequired),
    policy_number: requiredText(INSURANCE_MESSAGES.policyNumberRequired, 100),
    start_date: requiredDate(INSURANCE_MESSAGES.startDateRequired),
    end_date: requiredDate(INSURANCE_MESSAGES.endDateRequired),
    total_premium: z.unknown().optional().describe('Ignored: computed by the server'),
    deductible: optionalMoney(),
    coverage_type: z
      .union([z.number().int().positive().max(MAX_ID), optionalText(100)], {
        error: INSURANCE_MESSAGES.coverageTypeInvalid,
      })
      .describe('The coverage type: its id (as a related field is sent) or its name'),
    notes: optionalText(5000),
    vehicle_allocations: z
      .array(renewalAllocationSchema)
      .max(RENEWAL_MAX_VEHICLES, INSURANCE_MESSAGES.tooManyVehicles(RENEWAL_MAX_VEHICLES))
      .default([]),
    additional_costs: optionalMoney(),
    additional_costs_notes: optionalText(5000),
    renewed_from: optionalId('Select a valid master policy.'),
  })
  .superRefine((v, ctx) => {
    if (v.end_date < v.start_date)
      ctx.addIssue({
        code: 'custom',
        path: ['end_date'],
        message: INSURANCE_MESSAGES.endBeforeStart,
      });
    if (!v.vehicle_allocations.some((a) => a.include_in_renewal))
      ctx.addIssue({
        code: 'custom',
        path: ['vehicle_allocations'],
        message: INSURANCE_MESSAGES.noVehicleIncluded,
      });
    const seen = new Set<string>();
    v.vehicle_allocations.forEach((a, i) => {
      const vin = a.vehicle_vin.toUpperCase();
      if (seen.has(vin))
        ctx.addIssue({
          code: 'custom',
          path: ['vehicle_allocations', i, 'vehicle_vin'],
          message: INSURANCE_MESSAGES.duplicateVehicle(a.vehicle_vin),
        });
      seen.add(vin);
    });
  });
export type BulkRenewal = z.input<typeof bulkRenewalSchema>;
export type BulkRenewalValues = z.output<typeof bulkRenewalSchema>;

/** The id part of `/api/vehicles/policies/{id}/` (also the policy screen's route). */
export const policyIdSchema = z.coerce.number().int().positive().max(MAX_ID);

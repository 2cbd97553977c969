import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';
import { optionalDateTime } from './loaners';
import { blankAsUndefined, optionalId, optionalText, withDoc } from './vehicle-fields';

/**
 * Who drove what (issue 34 §4): a vehicle assigned to a member of the shop or a named outside
 * driver over a period; one at a time, held by the database (docs/api.md "Fleet records").
 */
export const ASSIGNMENT_MESSAGES = {
  notFound: 'Assignment not found',
  vehicleRequired: 'Vehicle is required',
  driverRequired: 'Choose a member or type the name of the driver.',
  driverInvalid: 'Choose a member of this shop.',
  driverOrName: 'Choose a member or type a name, not both.',
  endsBeforeStart: 'The end must be after the start.',
  alreadyEnded: 'This assignment has already ended.',
  overlap: (other: string) => `The vehicle is already assigned to ${other} over this period.`,
} as const;

/** POST /api/vehicles/assignments/ */
export const assignmentCreateSchema = z
  .object({
    vehicle: z
      .string({ error: ASSIGNMENT_MESSAGES.vehicleRequired })
      .trim()
      .min(1, ASSIGNMENT_MESSAGES.vehicleRequired)
      .max(17)
      .describe('VIN'),
    driver: optionalId(ASSIGNMENT_MESSAGES.driverInvalid).describe('user id of a member'),
    driver_name: optionalText(200).describe('a named outside driver (no member)'),
    starts_at: optionalDateTime().describe('ISO 8601 instant; default now'),
    ends_at: optionalDateTime().describe('ISO 8601 instant; null: still assigned'),
  })
  .superRefine((v, ctx) => {
    if (v.driver === null && v.driver_name === '')
      ctx.addIssue({
        code: 'custom',
        path: ['driver'],
        message: ASSIGNMENT_MESSAGES.driverRequired,
      });
    if (v.driver !== null && v.driver_name !== '')
      ctx.addIssue({ code: 'custom', path: ['driver'], message: ASSIGNMENT_MESSAGES.driverOrName });
    if (v.starts_at && v.ends_at && v.ends_at <= v.starts_at)
      ctx.addIssue({
        code: 'custom',
        path: ['ends_at'],
        message: ASSIGNMENT_MESSAGES.endsBeforeStart,
      });
  });
export type AssignmentCreate = z.input<typeof assignmentCreateSchema>;

/**
 * PATCH /api/vehicles/assignments/{id}/: ends it at `ends_at`; without it nothing changes (as
 * every PATCH of `{}`).
 */
export const assignmentPatchSchema = z.object({
  ends_at: optionalDateTime().optional().describe('ISO 8601 instant: when it ends'),
});
export type AssignmentPatch = z.input<typeof assignmentPatchSchema>;

export const assignmentListQuerySchema = paginationQuerySchema.extend({
  vehicle: withDoc(
    { type: 'string', description: 'VIN' },
    z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
  ),
});
export type AssignmentListQuery = z.infer<typeof assignmentListQuerySchema>;

/** A toll or ticket matched to the driver assigned at the time (the loaners' citations import). */
export const assignmentCitationSchema = z.object({
  id: z.number().int(),
  kind: z.string(),
  agency: z.string(),
  reference: z.string(),
  occurred_at: z.string(),
  amount: z.string().describe('Decimal string'),
});
export type AssignmentCitation = z.infer<typeof assignmentCitationSchema>;

export const assignmentSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().describe('VIN'),
  driver: z.number().int().nullable().describe('user id; null for a named outside driver'),
  driver_name: z.string(),
  starts_at: z.string(),
  ends_at: z.string().nullable(),
  citations: z
    .array(assignmentCitationSchema)
    .describe("Tolls and tickets of the driver's period, billed to the shop"),
});
export type Assignment = z.infer<typeof assignmentSchema>;
export const assignmentListResponseSchema = paginatedSchema(assignmentSchema);

/** The vehicle detail's `current_assignment`. */
export const currentAssignmentSchema = assignmentSchema
  .omit({ citations: true })
  .nullable()
  .describe('The assignment in force now, or null');
export type CurrentAssignment = z.infer<typeof currentAssignmentSchema>;

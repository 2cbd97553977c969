import { z } from 'zod';
import { MAX_ID, paginatedSchema, paginationQuerySchema } from './common';
import { blankAsUndefined, optionalText, requiredText } from './vehicle-fields';

/** Issue 34 §3: a vehicle's issues, opened by hand or by a failed inspection item. */
export const ISSUE_PRIORITIES = ['low', 'medium', 'high'] as const;
export type IssuePriority = (typeof ISSUE_PRIORITIES)[number];
export const ISSUE_STATUSES = ['open', 'resolved'] as const;
export type IssueStatus = (typeof ISSUE_STATUSES)[number];

export const ISSUE_PRIORITY_LABELS: Record<IssuePriority, string> = {
  low: 'Low',
  medium: 'Medium',
  high: 'High',
};

export const ISSUE_MESSAGES = {
  notFound: 'Issue not found',
  titleRequired: 'Title is required',
  vehicleRequired: 'Vehicle is required',
  priorityInvalid: 'Use low, medium or high.',
  statusInvalid: 'Use open or resolved.',
  assigneeInvalid: 'Choose a member of this shop.',
  issuesInvalid: 'Send the issues as a list of ids.',
  issueNotOfVehicle: 'Choose open issues of this vehicle.',
  /** A loaner with an open out-of-service issue is not lent (reservation, check-out, swap). */
  outOfService: (title: string, id: number) =>
    `This loaner is out of service: issue #${id} "${title}" is open.`,
} as const;

const priority = z.enum(ISSUE_PRIORITIES, { error: ISSUE_MESSAGES.priorityInvalid });
const assignee = z
  .number({ error: ISSUE_MESSAGES.assigneeInvalid })
  .int(ISSUE_MESSAGES.assigneeInvalid)
  .positive(ISSUE_MESSAGES.assigneeInvalid)
  .max(MAX_ID, ISSUE_MESSAGES.assigneeInvalid)
  .nullable();

/** POST /api/vehicles/issues/ */
export const issueCreateSchema = z.object({
  vehicle: requiredText(ISSUE_MESSAGES.vehicleRequired, 17).describe('VIN'),
  title: requiredText(ISSUE_MESSAGES.titleRequired, 200),
  description: optionalText(5000),
  priority: priority.default('medium'),
  out_of_service: z.boolean().default(false),
  assigned_to: assignee.optional().transform((v) => v ?? null),
});
export type IssueCreate = z.input<typeof issueCreateSchema>;

/**
 * PATCH /api/vehicles/issues/{id}/: any of the fields; `status: resolved` resolves the issue
 * (with `resolution`), `open` opens it again.
 */
export const issuePatchSchema = z.object({
  title: requiredText(ISSUE_MESSAGES.titleRequired, 200).optional(),
  description: optionalText(5000).optional(),
  priority: priority.optional(),
  out_of_service: z.boolean().optional(),
  assigned_to: assignee.optional(),
  status: z.enum(ISSUE_STATUSES, { error: ISSUE_MESSAGES.statusInvalid }).optional(),
  resolution: optionalText(5000).optional(),
});
export type IssuePatch = z.input<typeof issuePatchSchema>;

export const issueListQuerySchema = paginationQuerySchema.extend({
  vehicle: z.preprocess(blankAsUndefined, z.string().trim().max(17).optional()),
  status: z.preprocess(
    blankAsUndefined,
    z.enum(ISSUE_STATUSES, { error: ISSUE_MESSAGES.statusInvalid }).optional(),
  ),
});
export type IssueListQuery = z.infer<typeof issueListQuerySchema>;

export const issueSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().describe('VIN'),
  vehicle_description: z.string(),
  title: z.string(),
  description: z.string(),
  priority: z.enum(ISSUE_PRIORITIES),
  out_of_service: z.boolean(),
  status: z.enum(ISSUE_STATUSES),
  source: z.number().int().nullable().describe('the inspection that opened it'),
  photo_url: z.string().nullable().describe("the failed item's photo (a signed link)"),
  assigned_to: z.number().int().nullable().describe('user id'),
  assigned_to_name: z.string().nullable(),
  resolution: z.string(),
  resolved_at: z.string().nullable(),
  service_record: z.number().int().nullable(),
  created_at: z.string(),
});
export type Issue = z.infer<typeof issueSchema>;
export const issueListResponseSchema = paginatedSchema(issueSchema);

/** What a service record sends to resolve issues: ids of open issues of its vehicle. */
export const resolvedIssuesSchema = z
  .array(z.number({ error: ISSUE_MESSAGES.issuesInvalid }).int().positive().max(MAX_ID), {
    error: ISSUE_MESSAGES.issuesInvalid,
  })
  .max(50, ISSUE_MESSAGES.issuesInvalid)
  .nullish()
  .transform((v) => v ?? []);

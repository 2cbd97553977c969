import { z } from 'zod';
import {
  EXPORT_FORMATS,
  EXPORT_MESSAGES,
  EXPORT_TYPES,
  datesInOrder,
  exportFilterFields,
} from './financing-export';

/**
 * An export too large for one request (more than EXPORT_DIRECT_MAX_ROWS rows) runs as a job:
 * the server writes the file in the background, the client follows its progress and then opens
 * the file through a signed link (docs/api.md "Export jobs").
 */

export const EXPORT_JOB_STATUSES = ['queued', 'running', 'done', 'failed'] as const;
export type ExportJobStatus = (typeof EXPORT_JOB_STATUSES)[number];

/** POST /api/vehicles/financing/export-jobs/: which export, and the export's own filters. */
export const exportJobRequestSchema = z
  .object({
    type: z.enum(EXPORT_TYPES),
    ...exportFilterFields,
    include_payments: z
      .boolean()
      .default(false)
      .describe('Financing export: add payment count, total paid and last payment date'),
  })
  .refine((q) => !(q.type === 'financing' && q.format === 'iif'), {
    path: ['format'],
    message: EXPORT_MESSAGES.iifPaymentsOnly,
  })
  .refine(datesInOrder.check, datesInOrder.params);
export type ExportJobRequest = z.output<typeof exportJobRequestSchema>;

/** A job as its member sees it (202 on creation, 200 on each look). */
export const exportJobSchema = z.object({
  id: z.number().int(),
  type: z.enum(EXPORT_TYPES),
  format: z.enum(EXPORT_FORMATS),
  status: z.enum(EXPORT_JOB_STATUSES),
  rows_done: z.number().int().describe('Rows written to the file so far'),
  rows_total: z
    .number()
    .int()
    .nullable()
    .describe('Rows the export holds, counted when the job starts (null while queued)'),
  file_name: z.string(),
  file_url: z
    .string()
    .nullable()
    .describe('Once done: a signed link to the file (15 minutes; ask again for a fresh one)'),
  error: z.string().nullable().describe('Why the job failed'),
  created_at: z.string(),
  finished_at: z.string().nullable(),
});
export type ExportJob = z.infer<typeof exportJobSchema>;

/** GET /api/vehicles/financing/export-jobs/{id}/file/: the signed link's query. */
export const exportJobFileQuerySchema = z.object({
  exp: z.string().max(20).optional(),
  sig: z.string().max(200).optional(),
});

export const EXPORT_JOB_MESSAGES = {
  notFound: 'Export job not found.',
  linkInvalid: 'This file link is invalid or has expired.',
  failed: 'The export could not be written. Try again.',
  noPermission: 'You no longer have permission to export financial data.',
} as const;

/** How long a finished job's file is kept before the job and its file are removed. */
export const EXPORT_JOB_KEPT_HOURS = 24;

import { z } from 'zod';

/** One backup the server made (the diagnostics page): never a path, only the archive's name. */
export const backupRunSchema = z.object({
  id: z.number().int(),
  trigger: z.enum(['nightly', 'command']),
  started_at: z.string().describe('ISO 8601 instant'),
  finished_at: z.string().describe('ISO 8601 instant'),
  status: z.enum(['ok', 'failed']),
  name: z
    .string()
    .nullable()
    .describe('the archive, e.g. fleetdesk-backup-20261128T020000123Z.tar'),
  location: z.enum(['disk', 's3']).nullable(),
  size_bytes: z.number().int().nullable(),
  verified: z.boolean().describe('read back from where it is kept; every sum matched'),
  rows: z.number().int().nullable(),
  files: z.number().int().nullable(),
  error: z.string().nullable().describe('why it failed; shown to superusers only'),
});
export type BackupRun = z.infer<typeof backupRunSchema>;

/** The server's backups: when the nightly one runs, how many are kept, where, and the latest. */
export const backupStatusSchema = z.object({
  hour: z.number().int().nullable().describe('local hour of the nightly backup; null: off'),
  keep: z.number().int(),
  destination: z.enum(['disk', 's3']),
  runs: z.array(backupRunSchema).describe('the latest 10, newest first'),
});
export type BackupStatus = z.infer<typeof backupStatusSchema>;

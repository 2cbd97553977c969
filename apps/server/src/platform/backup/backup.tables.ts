import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';

/**
 * Every backup the server made (nightly, or asked for by the CLI), shown on the diagnostics page.
 * Not a tenant table: one backup holds every shop, and the process writing it acts for none.
 */
export const backupRuns = pgTable(
  'backup_runs',
  {
    id: serial('id').primaryKey(),
    /** nightly, command */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }).notNull().defaultNow(),
    /** ok, failed */
    status: text('status').notNull(),
    /** The archive's file name (never a path: the page shows it to shop members). */
    name: text('name'),
    /** disk, s3 */
    location: text('location'),
    sizeBytes: bigint('size_bytes', { mode: 'number' }),
    /** Its sums were read back from where it was kept and matched the manifest. */
    verified: boolean('verified').notNull().default(false),
    rows: integer('rows'),
    files: integer('files'),
    error: text('error'),
  },
  (t) => [
    index('backup_runs_started_idx').on(t.startedAt),
    check('backup_runs_status_ck', sql`${t.status} in ('ok', 'failed')`),
    check('backup_runs_trigger_ck', sql`${t.trigger} in ('nightly', 'command')`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { ownRowsOnly, shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';

/**
 * An export too large for one request, written in the background (docs/api.md "Export jobs").
 * A member's own, like a notification: row-level security keeps it to its shop, and a signed-in
 * member reads only the jobs they started. It survives a restart: a job whose claim ran out
 * (its process died) is claimed again and written from the start (the outbox's pattern,
 * docs/decisions/0012-mail-outbox-and-job-lease.md).
 */
export const exportJobs = pgTable(
  'export_jobs',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** financing or payments */
    exportType: text('export_type').notNull(),
    format: text('format').notNull(),
    /** The export's filters as the request gave them (contract: exportJobRequestSchema). */
    filters: jsonb('filters').notNull(),
    /** queued, running, done, failed */
    status: text('status').notNull().default('queued'),
    rowsDone: integer('rows_done').notNull().default(0),
    rowsTotal: integer('rows_total'),
    fileName: text('file_name').notNull(),
    storageKey: text('storage_key'),
    fileSize: bigint('file_size', { mode: 'number' }),
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    /** Until when the process writing it owns it; past it, another may claim it again. */
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    unique('export_jobs_shop_id_id_uq').on(t.shopId, t.id),
    index('export_jobs_pending_idx')
      .on(t.shopId, t.id)
      .where(sql`${t.status} in ('queued', 'running')`),
    index('export_jobs_finished_idx').on(t.shopId, t.finishedAt),
    check('export_jobs_status_ck', sql`${t.status} in ('queued', 'running', 'done', 'failed')`),
    check('export_jobs_type_ck', sql`${t.exportType} in ('financing', 'payments')`),
    shopIsolation('export_jobs'),
    ...ownRowsOnly('export_jobs'),
  ],
).enableRLS();

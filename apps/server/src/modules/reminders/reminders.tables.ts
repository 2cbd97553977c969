import { sql } from 'drizzle-orm';
import {
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';

/** One shop's part of a run of the daily reminders job (shown on the diagnostics page). */
export const reminderRuns = pgTable(
  'reminder_runs',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    runDate: date('run_date').notNull(),
    /** schedule, cli, manual */
    trigger: text('trigger').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    items: integer('items').notNull().default(0),
    notifications: integer('notifications').notNull().default(0),
    mailsQueued: integer('mails_queued').notNull().default(0),
    mailsSent: integer('mails_sent').notNull().default(0),
    failures: integer('failures').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    unique('reminder_runs_shop_id_id_uq').on(t.shopId, t.id),
    index('reminder_runs_shop_started_idx').on(t.shopId, t.startedAt),
    check('reminder_runs_trigger_ck', sql`${t.trigger} in ('schedule', 'cli', 'manual')`),
    shopIsolation('reminder_runs'),
  ],
).enableRLS();

/**
 * Every item and threshold reminded so far (`registration:12:2026-11-28:critical`): a key found
 * here is never reminded again, so a second run repeats nothing until an item crosses its next
 * threshold or is renewed (a new date is a new key).
 */
export const reminderLedger = pgTable(
  'reminder_ledger',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    dedupeKey: text('dedupe_key').notNull(),
    kind: text('kind').notNull(),
    runId: integer('run_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'reminder_ledger_pk', columns: [t.shopId, t.dedupeKey] }),
    foreignKey({
      name: 'reminder_ledger_shop_run_fk',
      columns: [t.shopId, t.runId],
      foreignColumns: [reminderRuns.shopId, reminderRuns.id],
    }).onDelete('cascade'),
    shopIsolation('reminder_ledger'),
  ],
).enableRLS();

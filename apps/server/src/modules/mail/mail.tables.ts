import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';

/** A file sent with a mail: its name, type and bytes (base64). */
export type MailAttachment = { filename: string; content_type: string; content_base64: string };

/**
 * Mail waiting to go out (docs/decisions/0012-mail-outbox-and-job-lease.md): written in the
 * transaction of the change that causes it, delivered after commit, retried with backoff.
 * `claimed_until` lets one sender at a time try a row; `sent_at` marks it delivered for good.
 */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** What queued it: a module key (`reminders`). */
    source: text('source').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull(),
    textBody: text('text_body').notNull(),
    htmlBody: text('html_body').notNull(),
    /** Files sent with it (an invoice's PDF), their bytes in base64: kept until it is sent. */
    attachments: jsonb('attachments').$type<MailAttachment[]>().notNull().default([]),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('mail_outbox_shop_id_id_uq').on(t.shopId, t.id),
    index('mail_outbox_pending_idx')
      .on(t.shopId, t.nextAttemptAt, t.id)
      .where(sql`sent_at is null`),
    shopIsolation('mail_outbox'),
  ],
).enableRLS();

import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { ownRowsOnly, shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';

/**
 * One notification of one user in one shop (spec 1 section 3). A notice sent to several people
 * is one row per recipient; each row names the others (`additional_recipient_ids`) and the
 * addresses outside the shop that were told too (`additional_emails`).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** critical, warning, info, other */
    severity: text('severity').notNull().default('info'),
    /** normal, action_required */
    priority: text('priority').notNull().default('normal'),
    actionUrl: text('action_url'),
    actionText: text('action_text'),
    additionalRecipientIds: integer('additional_recipient_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    additionalEmails: text('additional_emails')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** What raised it (a module key or `cli`), and a key that makes raising it twice a no-op. */
    source: text('source').notNull().default(''),
    dedupeKey: text('dedupe_key'),
    isRead: boolean('is_read').notNull().default(false),
    isDismissed: boolean('is_dismissed').notNull().default(false),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('notifications_inbox_idx').on(t.shopId, t.userId, t.isDismissed, t.createdAt),
    index('notifications_dedupe_idx')
      .on(t.shopId, t.userId, t.dedupeKey)
      .where(sql`${t.dedupeKey} is not null`),
    check(
      'notifications_severity_ck',
      sql`${t.severity} in ('critical', 'warning', 'info', 'other')`,
    ),
    check('notifications_priority_ck', sql`${t.priority} in ('normal', 'action_required')`),
    shopIsolation('notifications'),
    ...ownRowsOnly('notifications'),
  ],
).enableRLS();

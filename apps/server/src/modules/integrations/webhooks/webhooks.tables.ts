import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { WebhookDeliveryStatus, WebhookEventType } from '@fleetdesk/contract/webhooks';
import { shopIsolation } from '../../../platform/tenant-policy';
import { shops } from '../../shops';

/**
 * A shop's webhook endpoints (docs/api.md "Webhooks"). The secret is kept as it is: every
 * delivery signs with it (it is never sent back after creation).
 */
export const webhookEndpoints = pgTable(
  'webhook_endpoints',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    url: text('url').notNull(),
    secret: text('secret').notNull(),
    events: text('events').array().notNull().$type<WebhookEventType[]>(),
    isActive: boolean('is_active').notNull().default(true),
    /** Set when the delivery turned it off (a day of failures); cleared when enabled again. */
    disabledReason: text('disabled_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_endpoints_shop_id_id_uq').on(t.shopId, t.id),
    shopIsolation('webhook_endpoints'),
  ],
).enableRLS();

/**
 * The webhook outbox and its log in one: a row per event and endpoint, written in the
 * transaction of the change (fleetdesk_record_event, migration 0032), delivered after commit in
 * order per endpoint, kept as the delivery log.
 */
export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    endpointId: integer('endpoint_id').notNull(),
    eventId: text('event_id').notNull(),
    eventType: text('event_type').notNull(),
    /** The JSON body exactly as sent (the signature covers these bytes). */
    body: text('body').notNull(),
    status: text('status').$type<WebhookDeliveryStatus>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    responseCode: integer('response_code'),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    firstAttemptAt: timestamp('first_attempt_at', { withTimezone: true }),
    lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('webhook_deliveries_shop_id_id_uq').on(t.shopId, t.id),
    foreignKey({
      name: 'webhook_deliveries_endpoint_fk',
      columns: [t.shopId, t.endpointId],
      foreignColumns: [webhookEndpoints.shopId, webhookEndpoints.id],
    }).onDelete('cascade'),
    check('webhook_deliveries_status', sql`status in ('pending', 'delivered', 'failed')`),
    index('webhook_deliveries_log_idx').on(t.shopId, t.endpointId, t.id),
    index('webhook_deliveries_pending_idx')
      .on(t.shopId, t.endpointId, t.id)
      .where(sql`status = 'pending'`),
    shopIsolation('webhook_deliveries'),
  ],
).enableRLS();

import { sql } from 'drizzle-orm';
import {
  bigserial,
  index,
  integer,
  jsonb,
  pgPolicy,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { currentShopSql, inCurrentShopSql } from '../../platform/tenant-policy';

/**
 * Who changed what, when, from where: before and after images of a row (null on create /
 * delete), and security events (sign-in, shop switch, CLI administration), which belong to no
 * shop. Append-only: a trigger refuses UPDATE, DELETE and TRUNCATE (migration 0004).
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** Null for events of no shop. */
    shopId: integer('shop_id'),
    /** The actor; null when nobody is signed in (a failed sign-in, the command line). */
    userId: integer('user_id'),
    entity: text('entity').notNull(),
    entityId: text('entity_id').notNull(),
    action: text('action').notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
    /** The client's address: given, or the transaction's fleetdesk.client_address. */
    address: text('address').default(
      sql`nullif(current_setting('fleetdesk.client_address', true), '')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The API token whose request wrote the row (migration 0034); null for a person's session. */
    apiTokenId: integer('api_token_id').default(
      sql`nullif(current_setting('fleetdesk.api_token_id', true), '')::integer`,
    ),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.shopId, t.entity, t.entityId),
    index('audit_log_security_idx')
      .on(t.createdAt)
      .where(sql`${t.shopId} IS NULL`),
    // Migration 0003: read within the shop; events of no shop may be written.
    pgPolicy('audit_log_shop_read', {
      as: 'permissive',
      for: 'select',
      using: inCurrentShopSql,
    }),
    pgPolicy('audit_log_insert', {
      as: 'permissive',
      for: 'insert',
      withCheck: sql`"shop_id" IS NULL OR "shop_id" = ${currentShopSql}`,
    }),
    // Migration 0004: events of no shop, only for a transaction that asks (the command line).
    pgPolicy('audit_log_security_read', {
      as: 'permissive',
      for: 'select',
      using: sql`"shop_id" IS NULL AND current_setting('fleetdesk.read_security_events', true) = 'on'`,
    }),
  ],
).enableRLS();

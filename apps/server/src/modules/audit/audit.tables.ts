import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgPolicy,
  primaryKey,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { currentShopSql, inCurrentShopSql, shopIsolation } from '../../platform/tenant-policy';

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
    /** The API token that made the change, by its name then: the transaction's fleetdesk.token_name. */
    tokenName: text('token_name').default(
      sql`nullif(current_setting('fleetdesk.token_name', true), '')`,
    ),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The API token whose request wrote the row (migration 0036); null for a person's session. */
    apiTokenId: integer('api_token_id').default(
      sql`nullif(current_setting('fleetdesk.api_token_id', true), '')::integer`,
    ),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.shopId, t.entity, t.entityId),
    // Migration 0035: the shop's trail newest first, and a member's security events.
    index('audit_log_shop_time_idx').on(t.shopId, t.createdAt, t.id),
    index('audit_log_user_security_idx')
      .on(t.entityId, t.createdAt)
      .where(sql`${t.shopId} IS NULL AND ${t.entity} = 'user'`),
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
    // Migration 0035: a member's sign-ins and password changes, to the shops they belong to (a
    // sign-in that entered another shop stays that shop's).
    pgPolicy('audit_log_member_security_read', {
      as: 'permissive',
      for: 'select',
      using: sql`"shop_id" IS NULL AND "entity" = 'user' AND coalesce("after"->>'shop_id', current_setting('fleetdesk.shop_id', true)) = current_setting('fleetdesk.shop_id', true) AND exists (select 1 from "memberships" "m" where "m"."shop_id" = ${currentShopSql} and "m"."user_id"::text = "entity_id")`,
    }),
  ],
).enableRLS();

/**
 * The vehicles a change concerns (a financing or a schedule may cover several), written with its
 * audit row: a vehicle's history is read through this key, as row-level security allows. No
 * foreign key to audit_log: the log stays a table nothing references (its trigger refuses TRUNCATE).
 */
export const auditLogVehicles = pgTable(
  'audit_log_vehicles',
  {
    shopId: integer('shop_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    auditId: bigint('audit_id', { mode: 'number' }).notNull(),
  },
  (t) => [
    primaryKey({ name: 'audit_log_vehicles_pk', columns: [t.shopId, t.auditId, t.vehicleId] }),
    index('audit_log_vehicles_vehicle_idx').on(t.shopId, t.vehicleId, t.auditId),
    shopIsolation('audit_log_vehicles'),
  ],
).enableRLS();

import { sql } from 'drizzle-orm';
import {
  boolean,
  foreignKey,
  index,
  integer,
  pgPolicy,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { shopIsolation } from '../../platform/tenant-policy';

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** IANA name: the shop's dates (statuses, reminders, the web's today) are counted in it. */
  timeZone: text('time_zone').notNull().default('UTC'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A user in a shop, with a role preset; inactive memberships cannot be switched into. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    role: text('role').notNull(),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('memberships_shop_user_uq').on(t.shopId, t.userId),
    index('memberships_user_idx').on(t.userId),
    unique('memberships_shop_id_id_uq').on(t.shopId, t.id),
    shopIsolation('memberships'),
    // A signed-in user sees their own memberships in every shop (sign-in, the shop switcher).
    pgPolicy('memberships_own', {
      as: 'permissive',
      for: 'select',
      using: sql`"user_id" = nullif(current_setting('fleetdesk.user_id', true), '')::integer`,
    }),
  ],
).enableRLS();

/** Per-member grants (granted = true) and withdrawals (granted = false) on top of the role. */
export const membershipPermissions = pgTable(
  'membership_permissions',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').notNull(),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.membershipId, t.permission] }),
    foreignKey({
      name: 'membership_permissions_shop_membership_id_fk',
      columns: [t.shopId, t.membershipId],
      foreignColumns: [memberships.shopId, memberships.id],
    }).onDelete('cascade'),
    shopIsolation('membership_permissions'),
  ],
).enableRLS();

export const locations = pgTable(
  'locations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    address: text('address').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('locations_shop_name_uq').on(t.shopId, t.name),
    unique('locations_shop_id_id_uq').on(t.shopId, t.id),
    shopIsolation('locations'),
  ],
).enableRLS();

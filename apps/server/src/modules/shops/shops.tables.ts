import {
  boolean,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { users } from '../auth/auth.tables';

export const shops = pgTable('shops', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
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
  ],
);

/** Per-member grants (granted = true) and withdrawals (granted = false) on top of the role. */
export const membershipPermissions = pgTable(
  'membership_permissions',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id')
      .notNull()
      .references(() => memberships.id, { onDelete: 'cascade' }),
    permission: text('permission').notNull(),
    granted: boolean('granted').notNull(),
  },
  (t) => [primaryKey({ columns: [t.membershipId, t.permission] })],
);

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
  (t) => [unique('locations_shop_name_uq').on(t.shopId, t.name)],
);

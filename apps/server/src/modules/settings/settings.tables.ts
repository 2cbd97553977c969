import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { shops } from '../shops';
import { shopIsolation } from '../../platform/tenant-policy';

/**
 * Values of registered settings. Definitions live in code (module registry);
 * a row exists only where a value differs from the definition's default.
 * user_id null = the shop-wide (global) value; otherwise that user's own value.
 */
export const settingValues = pgTable(
  'setting_values',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    module: text('module').notNull(),
    key: text('key').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    value: jsonb('value').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
  },
  (t) => [
    uniqueIndex('setting_values_global_uq')
      .on(t.shopId, t.module, t.key)
      .where(sql`${t.userId} is null`),
    uniqueIndex('setting_values_user_uq')
      .on(t.shopId, t.module, t.key, t.userId)
      .where(sql`${t.userId} is not null`),
    index('setting_values_lookup_idx').on(t.shopId, t.module),
    shopIsolation('setting_values'),
  ],
).enableRLS();

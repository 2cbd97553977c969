import { sql } from 'drizzle-orm';
import {
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';

/** The sample module's categories: a worked example of a module's own data (spec 1 section 2). */
export const sampleCategories = pgTable(
  'sample_categories',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    color: text('color').notNull(),
    icon: text('icon').notNull(),
  },
  (t) => [
    unique('sample_categories_shop_id_id_uq').on(t.shopId, t.id),
    shopIsolation('sample_categories'),
  ],
).enableRLS();

export const sampleItems = pgTable(
  'sample_items',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** active, inactive, pending, completed, cancelled */
    status: text('status').notNull(),
    /** 1 Low … 5 Critical */
    priority: smallint('priority').notNull(),
    completionPercentage: smallint('completion_percentage').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    foreignKey({
      name: 'sample_items_category_fk',
      columns: [t.shopId, t.categoryId],
      foreignColumns: [sampleCategories.shopId, sampleCategories.id],
    }).onDelete('cascade'),
    index('sample_items_recent_idx').on(t.shopId, t.updatedAt),
    check(
      'sample_items_status_ck',
      sql`${t.status} in ('active', 'inactive', 'pending', 'completed', 'cancelled')`,
    ),
    check('sample_items_priority_ck', sql`${t.priority} between 1 and 5`),
    check('sample_items_completion_ck', sql`${t.completionPercentage} between 0 and 100`),
    shopIsolation('sample_items'),
  ],
).enableRLS();

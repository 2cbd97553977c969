import { integer, jsonb, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { ownRowsOnly, shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';

/** A user's dashboard in one shop: which widgets show, in which order (spec 1 section 5). */
export const dashboardPreferences = pgTable(
  'dashboard_preferences',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    enabledWidgets: jsonb('enabled_widgets').$type<string[]>().notNull(),
    widgetOrder: jsonb('widget_order').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'dashboard_preferences_pk', columns: [t.shopId, t.userId] }),
    shopIsolation('dashboard_preferences'),
    ...ownRowsOnly('dashboard_preferences'),
  ],
).enableRLS();

import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../auth';

/** The user's saved order of module navigation entries (module keys). */
export const navigationPreferences = pgTable('navigation_preferences', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  navigationOrder: jsonb('navigation_order').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

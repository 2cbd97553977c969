import { index, integer, pgTable, serial, text, timestamp, unique } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/**
 * A vehicle assigned to a driver over a period (issue 34 §4): a member of the shop (`driver_id`,
 * reached through the membership's (shop_id, user_id) key) or a named outside driver. The name is
 * kept either way, so the history still reads when a member leaves. The migration adds what
 * drizzle-kit cannot declare: the btree_gist exclusion that keeps one vehicle's periods apart
 * (`ends_at` null is open-ended), and the key to the member that clears only `driver_id`.
 */
export const vehicleAssignments = pgTable(
  'vehicle_assignments',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    driverId: integer('driver_id'),
    driverName: text('driver_name').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vehicle_assignments_shop_id_id_uq').on(t.shopId, t.id),
    index('vehicle_assignments_vehicle_idx').on(t.shopId, t.vehicleId, t.startsAt),
    index('vehicle_assignments_driver_idx').on(t.shopId, t.driverId),
    belongsToVehicle('vehicle_assignments_shop_vehicle_id_fk', t),
    shopIsolation('vehicle_assignments'),
  ],
).enableRLS();

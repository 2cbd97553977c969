import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

export const mileageLogs = pgTable(
  'mileage_logs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    mileage: integer('mileage').notNull(),
    /** manual, service, towing, rental, inspection */
    source: text('source').notNull().default('manual'),
    notes: text('notes').notNull().default(''),
    /** A reading lower than the previous one, accepted because the user confirmed it. */
    isCorrection: boolean('is_correction').notNull().default(false),
    dateRecorded: timestamp('date_recorded', { withTimezone: true }).notNull().defaultNow(),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('mileage_logs_vehicle_idx').on(t.shopId, t.vehicleId, t.dateRecorded),
    belongsToVehicle('mileage_logs_shop_vehicle_id_fk', t),
    shopIsolation('mileage_logs'),
  ],
).enableRLS();

import { date, index, integer, numeric, pgTable, serial, timestamp } from 'drizzle-orm/pg-core';
import { shops } from '../shops/shops.tables';
import { vehicles } from '../vehicles/vehicles.tables';

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id')
      .notNull()
      .references(() => vehicles.id, { onDelete: 'cascade' }),
    plateCost: numeric('plate_cost', { precision: 12, scale: 2 }),
    expirationDate: date('expiration_date').notNull(),
    lastRenewed: date('last_renewed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('registrations_vehicle_idx').on(t.shopId, t.vehicleId, t.expirationDate)],
);

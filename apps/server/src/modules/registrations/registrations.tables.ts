import {
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

export const registrations = pgTable(
  'registrations',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    plateCost: numeric('plate_cost', { precision: 12, scale: 2 }),
    expirationDate: date('expiration_date').notNull(),
    lastRenewed: date('last_renewed'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('registrations_vehicle_idx').on(t.shopId, t.vehicleId, t.expirationDate),
    unique('registrations_shop_id_id_uq').on(t.shopId, t.id),
    belongsToVehicle('registrations_shop_vehicle_id_fk', t),
    shopIsolation('registrations'),
  ],
).enableRLS();

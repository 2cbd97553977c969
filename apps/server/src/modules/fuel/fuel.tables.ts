import { sql } from 'drizzle-orm';
import {
  bigserial,
  boolean,
  check,
  date,
  index,
  integer,
  numeric,
  pgTable,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/**
 * A fill-up (issue 34 §2): typed in, or a line of a fuel-card file. Money and quantities are
 * decimals; `flags` (over_tank, same_day, mpg_outlier) are decided by the fuel service when the
 * entry or its neighbours change, so lists and reports read them without recomputing.
 */
export const fuelEntries = pgTable(
  'fuel_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    /** The shop's day of the fill. */
    date: date('date').notNull(),
    odometer: integer('odometer'),
    quantity: numeric('quantity', { precision: 10, scale: 3 }).notNull(),
    /** gallons | kwh */
    unit: text('unit').notNull().default('gallons'),
    pricePerUnit: numeric('price_per_unit', { precision: 10, scale: 3 }),
    totalCost: numeric('total_cost', { precision: 12, scale: 2 }).notNull(),
    vendor: text('vendor').notNull().default(''),
    /** regular | midgrade | premium | diesel | e85 | electric */
    fuelType: text('fuel_type').notNull().default('regular'),
    partialFill: boolean('partial_fill').notNull().default(false),
    /** The card provider's transaction number, or what the user typed. */
    reference: text('reference').notNull().default(''),
    flags: text('flags')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('fuel_entries_vehicle_idx').on(t.shopId, t.vehicleId, t.date, t.id),
    index('fuel_entries_shop_date_idx').on(t.shopId, t.date),
    belongsToVehicle('fuel_entries_shop_vehicle_id_fk', t),
    check('fuel_entries_quantity_positive', sql`${t.quantity} > 0`),
    check('fuel_entries_total_not_negative', sql`${t.totalCost} >= 0`),
    check('fuel_entries_unit', sql`${t.unit} in ('gallons', 'kwh')`),
    shopIsolation('fuel_entries'),
  ],
).enableRLS();

import { bigint, boolean, date, integer, numeric, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/**
 * The money columns both tables keep: sums of the month, numeric without a cap so no sum
 * overflows. `miles` is the month's distance by the mileage readings (decision 0021).
 */
const sums = () => ({
  service: numeric('service').notNull().default('0'),
  fuel: numeric('fuel').notNull().default('0'),
  financing: numeric('financing').notNull().default('0'),
  insurance: numeric('insurance').notNull().default('0'),
  registration: numeric('registration').notNull().default('0'),
  miles: bigint('miles', { mode: 'number' }).notNull().default(0),
});

/**
 * Each vehicle's costs per month of the shop's calendar, worked out again from the source rows
 * by `fleetdesk_vehicle_cost_months` whenever a statement writes fuel, services, financing
 * payments, policies, registrations or readings (migration 0052, docs/decisions/0021). The
 * vehicle's archived flag, location and type set are copied here (kept by a trigger on
 * vehicles) so the group sums below follow the vehicle's changes.
 */
export const vehicleCostMonths = pgTable(
  'vehicle_cost_months',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    /** The first day of the month. */
    month: date('month').notNull(),
    isArchived: boolean('is_archived').notNull(),
    /** 0 is "no location" (as vehicle_list_counts). */
    locationId: integer('location_id').notNull(),
    typeIds: integer('type_ids').array().notNull(),
    ...sums(),
  },
  (t) => [
    primaryKey({ name: 'vehicle_cost_months_pk', columns: [t.shopId, t.vehicleId, t.month] }),
    belongsToVehicle('vehicle_cost_months_shop_vehicle_id_fk', t),
    shopIsolation('vehicle_cost_months'),
  ],
).enableRLS();

/**
 * The same sums per (month, archived, location, type set): kept per statement from
 * vehicle_cost_months by triggers, so the totals and the month, location and type groups read a
 * few rows per month instead of every vehicle's (docs/benchmark-cost-reports.md).
 */
export const costGroupMonths = pgTable(
  'cost_group_months',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    month: date('month').notNull(),
    isArchived: boolean('is_archived').notNull(),
    locationId: integer('location_id').notNull(),
    typeIds: integer('type_ids').array().notNull(),
    ...sums(),
  },
  (t) => [
    primaryKey({
      name: 'cost_group_months_pk',
      columns: [t.shopId, t.month, t.isArchived, t.locationId, t.typeIds],
    }),
    shopIsolation('cost_group_months'),
  ],
).enableRLS();

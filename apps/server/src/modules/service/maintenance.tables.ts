import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';
import { belongsToVehicle, vehicleTypes } from '../vehicles';
import { vendors } from './service.tables';

/**
 * A maintenance schedule (issue 26): "Oil change every 5,000 miles or 182 days", for one vehicle
 * or for every vehicle of a type. `last_done_*` is where it started; each vehicle's own progress
 * is in maintenance_schedule_vehicles.
 */
export const maintenanceSchedules = pgTable(
  'maintenance_schedules',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id'),
    vehicleTypeId: integer('vehicle_type_id').references(() => vehicleTypes.id),
    name: text('name').notNull(),
    serviceType: text('service_type').notNull(),
    intervalMiles: integer('interval_miles'),
    intervalDays: integer('interval_days'),
    vendorId: integer('vendor_id'),
    lastDoneOn: date('last_done_on').notNull(),
    /** Null for a type's schedule that starts from each vehicle's mileage. */
    lastDoneMileage: integer('last_done_mileage'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('maintenance_schedules_shop_id_id_uq').on(t.shopId, t.id),
    index('maintenance_schedules_vehicle_idx').on(t.shopId, t.vehicleId),
    index('maintenance_schedules_type_idx').on(t.shopId, t.vehicleTypeId),
    belongsToVehicle('maintenance_schedules_shop_vehicle_id_fk', t),
    foreignKey({
      name: 'maintenance_schedules_shop_vendor_id_fk',
      columns: [t.shopId, t.vendorId],
      foreignColumns: [vendors.shopId, vendors.id],
    }),
    check(
      'maintenance_schedules_vehicle_or_type',
      sql`(vehicle_id is null) <> (vehicle_type_id is null)`,
    ),
    check(
      'maintenance_schedules_interval',
      sql`interval_miles is not null or interval_days is not null`,
    ),
    shopIsolation('maintenance_schedules'),
  ],
).enableRLS();

/**
 * One schedule on one vehicle: when it was last done (the schedule's start, then the service
 * records that closed it) and its next due, kept by `fleetdesk_maintenance_refresh` (migration
 * 0028) whenever the vehicle's readings, mileage or types change. `soon_on` is the first day it is
 * due (soon or overdue), `overdue_on` the first day it is overdue: the due list is an index range.
 */
export const maintenanceScheduleVehicles = pgTable(
  'maintenance_schedule_vehicles',
  {
    shopId: integer('shop_id').notNull(),
    scheduleId: integer('schedule_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    lastDoneOn: date('last_done_on').notNull(),
    lastDoneMileage: integer('last_done_mileage'),
    /** False where the vehicle's own schedule of the same name and type overrides this one. */
    applies: boolean('applies').notNull().default(true),
    dueDate: date('due_date'),
    dueMileage: integer('due_mileage'),
    forecastDate: date('forecast_date'),
    soonOn: date('soon_on'),
    overdueOn: date('overdue_on'),
    /** The due list's order: the earlier of due date and forecast; first of all once past the due mileage. */
    rankOn: date('rank_on'),
  },
  (t) => [
    primaryKey({
      name: 'maintenance_schedule_vehicles_pk',
      columns: [t.shopId, t.scheduleId, t.vehicleId],
    }),
    foreignKey({
      name: 'maintenance_schedule_vehicles_schedule_fk',
      columns: [t.shopId, t.scheduleId],
      foreignColumns: [maintenanceSchedules.shopId, maintenanceSchedules.id],
    }).onDelete('cascade'),
    belongsToVehicle('maintenance_schedule_vehicles_shop_vehicle_id_fk', t),
    index('maintenance_schedule_vehicles_vehicle_idx').on(t.shopId, t.vehicleId),
    index('maintenance_schedule_vehicles_due_idx')
      .on(t.shopId, t.soonOn, t.vehicleId)
      .where(sql`applies and soon_on is not null`),
    // The due list reads its first 1,000 in this order, with no sort of everything due.
    index('maintenance_schedule_vehicles_rank_idx')
      .on(t.shopId, t.rankOn, t.vehicleId, t.scheduleId)
      .where(sql`applies and soon_on is not null`),
    shopIsolation('maintenance_schedule_vehicles'),
  ],
).enableRLS();

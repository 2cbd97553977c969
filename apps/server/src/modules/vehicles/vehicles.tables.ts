import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../auth';
import { locations, shops } from '../shops';
import { shopIsolation } from '../../platform/tenant-policy';

/** Reference data shared by all shops (loaner, employee, service, general); seeded by migration. */
export const vehicleTypes = pgTable('vehicle_types', {
  id: serial('id').primaryKey(),
  name: text('name').notNull().unique(),
  description: text('description').notNull().default(''),
});

export const vehicles = pgTable(
  'vehicles',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vin: text('vin').notNull(),
    make: text('make').notNull(),
    model: text('model').notNull(),
    year: integer('year').notNull(),
    /** "year make model", kept by the database so list sorting can use an index. */
    description: text('description')
      .notNull()
      .generatedAlwaysAs(sql`(year::text || ' ' || make || ' ' || model)`),
    licensePlate: text('license_plate').notNull(),
    /** Its location (a composite key below; deleting the location clears only this column). */
    locationId: integer('location_id'),
    primaryDriverId: integer('primary_driver_id').references(() => users.id, {
      onDelete: 'set null',
    }),
    currentValue: numeric('current_value', { precision: 12, scale: 2 }),
    currentMileage: integer('current_mileage'),
    /** Gallons (issue 34 §2): a fill above it is flagged `over_tank`; null when not known. */
    tankCapacity: numeric('tank_capacity', { precision: 6, scale: 1 }),
    /** The number a fuel card's files name the vehicle by (issue 34 §2); '' when it has none. */
    fuelCardNumber: text('fuel_card_number').notNull().default(''),
    /** Expiration of the current (latest) registration; kept by the registrations service. */
    registrationExpiresOn: date('registration_expires_on'),
    /** Latest end date of the vehicle's insurance policies; kept by the insurance service. */
    insuranceEndsOn: date('insurance_ends_on'),
    isArchived: boolean('is_archived').notNull().default(false),
    /** Its type ids, sorted: kept by a trigger on vehicle_vehicle_types (migration 0013) for
     * the list's type filter and vehicle_list_counts. */
    typeIds: integer('type_ids')
      .array()
      .notNull()
      .default(sql`'{}'::integer[]`),
    archivedAt: timestamp('archived_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vehicles_shop_vin_uq').on(t.shopId, t.vin),
    unique('vehicles_shop_id_id_uq').on(t.shopId, t.id),
    // One vehicle per card number in a shop: a card line matches one vehicle or none.
    uniqueIndex('vehicles_shop_fuel_card_uq')
      .on(t.shopId, t.fuelCardNumber)
      .where(sql`fuel_card_number <> ''`),
    foreignKey({
      name: 'vehicles_shop_location_id_fk',
      columns: [t.shopId, t.locationId],
      foreignColumns: [locations.shopId, locations.id],
    }).onDelete('set null'),
    shopIsolation('vehicles'),
    index('vehicles_shop_description_idx').on(t.shopId, t.isArchived, t.description, t.id),
    index('vehicles_shop_plate_idx').on(t.shopId, t.isArchived, t.licensePlate, t.id),
    index('vehicles_shop_location_idx').on(t.shopId, t.locationId),
    // Narrow, so the list's count is an index-only scan (a third of a sequential scan at 100k).
    index('vehicles_shop_archived_idx').on(t.shopId, t.isArchived),
    // The dashboard: the fleet's value and latest valuations, and assigned vehicles (few).
    index('vehicles_shop_valued_idx')
      .on(t.shopId, t.updatedAt, t.id, t.currentValue)
      .where(sql`current_value is not null and not is_archived`),
    index('vehicles_shop_assigned_idx')
      .on(t.shopId, t.id)
      .where(sql`primary_driver_id is not null and not is_archived`),
  ],
).enableRLS();

/**
 * A record's vehicle, by the composite shop key: a row of one shop can never name another shop's
 * vehicle. Deleting the vehicle deletes its records.
 */
export const belongsToVehicle = (
  name: string,
  t: { shopId: AnyPgColumn; vehicleId: AnyPgColumn },
) =>
  foreignKey({
    name,
    columns: [t.shopId, t.vehicleId],
    foreignColumns: [vehicles.shopId, vehicles.id],
  }).onDelete('cascade');

export const vehicleVehicleTypes = pgTable(
  'vehicle_vehicle_types',
  {
    shopId: integer('shop_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.vehicleId, t.vehicleTypeId] }),
    index('vehicle_vehicle_types_type_idx').on(t.shopId, t.vehicleTypeId, t.vehicleId),
    belongsToVehicle('vehicle_vehicle_types_shop_vehicle_id_fk', t),
    shopIsolation('vehicle_vehicle_types'),
  ],
).enableRLS();

/**
 * Every suffix (at most 64 characters, lower case, collation "C": byte order) of a vehicle's
 * VIN, plate and description, kept by a trigger on vehicles: the index a search can use under
 * row-level security. drizzle-kit does not declare collations: migration 0003 does.
 */
export const vehicleSearchSuffixes = pgTable(
  'vehicle_search_suffixes',
  {
    shopId: integer('shop_id').notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    suffix: text('suffix').notNull(),
    /** The vehicle's, kept by its trigger: the list counts a search's matches from here alone. */
    isArchived: boolean('is_archived').notNull().default(false),
  },
  (t) => [
    primaryKey({ name: 'vehicle_search_suffixes_pk', columns: [t.shopId, t.suffix, t.vehicleId] }),
    // No foreign key (migration 0031): its check per row was a third of an import's suffix writes.
    // The vehicles' delete trigger removes a vehicle's rows instead; a search joins its vehicles.
    index('vehicle_search_suffixes_vehicle_idx').on(t.shopId, t.vehicleId),
    // Archived vehicles' rows only (migration 0029): an import's new vehicles add nothing to it.
    index('vehicle_search_suffixes_archived_idx')
      .on(t.shopId, t.suffix, t.vehicleId)
      .where(sql`${t.isArchived}`),
    shopIsolation('vehicle_search_suffixes'),
  ],
).enableRLS();

/** Registration-renewal settings of a shop's vehicle module (one row per shop). */
export const vehicleModuleSettings = pgTable(
  'vehicle_module_settings',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .unique()
      .references(() => shops.id, { onDelete: 'cascade' }),
    registrationAdmin: text('registration_admin').notNull().default(''),
    registrationAdminEmail: text('registration_admin_email').notNull().default(''),
    registrationAdminAdditionalEmail: text('registration_admin_additional_email')
      .notNull()
      .default(''),
    registrationManager: text('registration_manager').notNull().default(''),
    registrationManagerEmail: text('registration_manager_email').notNull().default(''),
    warningThresholdDays: integer('warning_threshold_days').notNull().default(30),
    criticalThresholdDays: integer('critical_threshold_days').notNull().default(14),
    escalationThresholdDays: integer('escalation_threshold_days').notNull().default(7),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [shopIsolation('vehicle_module_settings')],
).enableRLS();

/**
 * How many vehicles a shop has, archived and not: kept by a statement trigger on `vehicles`
 * (migration 0007), so the unfiltered list reads its count in one row instead of counting
 * every vehicle (docs/benchmark.md).
 */
export const vehicleCounts = pgTable(
  'vehicle_counts',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    isArchived: boolean('is_archived').notNull(),
    vehicles: integer('vehicles').notNull(),
  },
  (t) => [
    primaryKey({ name: 'vehicle_counts_pk', columns: [t.shopId, t.isArchived] }),
    shopIsolation('vehicle_counts'),
  ],
).enableRLS();

/**
 * How many of a shop's vehicles carry each type (archived ones included), kept per statement by
 * triggers on vehicle_vehicle_types (migration 0011): the dashboard's type breakdown and loaner
 * count read one row per type instead of counting every link (docs/benchmark.md).
 */
export const vehicleTypeCounts = pgTable(
  'vehicle_type_counts',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
    vehicles: integer('vehicles').notNull(),
  },
  (t) => [
    primaryKey({ name: 'vehicle_type_counts_pk', columns: [t.shopId, t.vehicleTypeId] }),
    shopIsolation('vehicle_type_counts'),
  ],
).enableRLS();

/**
 * How many vehicles share one (archived, location, type set): kept per statement by the
 * vehicles' triggers (migration 0013), so a location or type filter counts a few rows per shop
 * instead of every matching vehicle (docs/benchmark.md). `location_id` 0 is "no location".
 */
export const vehicleListCounts = pgTable(
  'vehicle_list_counts',
  {
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    isArchived: boolean('is_archived').notNull(),
    locationId: integer('location_id').notNull(),
    typeIds: integer('type_ids').array().notNull(),
    vehicles: integer('vehicles').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'vehicle_list_counts_pk',
      columns: [t.shopId, t.isArchived, t.locationId, t.typeIds],
    }),
    shopIsolation('vehicle_list_counts'),
  ],
).enableRLS();

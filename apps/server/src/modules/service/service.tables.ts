import {
  bigserial,
  date,
  foreignKey,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** e.g. vehicle_service */
    vendorType: text('vendor_type').notNull(),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    address: text('address').notNull().default(''),
    notes: text('notes').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendors_shop_type_idx').on(t.shopId, t.vendorType, t.name),
    unique('vendors_shop_id_id_uq').on(t.shopId, t.id),
    shopIsolation('vendors'),
  ],
).enableRLS();

export const serviceRecords = pgTable(
  'service_records',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    vendorId: integer('vendor_id').notNull(),
    serviceDate: date('service_date').notNull(),
    /** maintenance, repair, inspection, warranty, recall, modification, bodywork, tires, glass, other */
    serviceType: text('service_type').notNull(),
    amount: numeric('amount', { precision: 12, scale: 2 }).notNull(),
    description: text('description').notNull(),
    mileageAtService: integer('mileage_at_service'),
    partsCost: numeric('parts_cost', { precision: 12, scale: 2 }),
    laborCost: numeric('labor_cost', { precision: 12, scale: 2 }),
    invoiceNumber: text('invoice_number').notNull().default(''),
    nextServiceDate: date('next_service_date'),
    nextServiceMileage: integer('next_service_mileage'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('service_records_vehicle_idx').on(t.shopId, t.vehicleId, t.serviceDate),
    // The dashboard: newest services and sums over a date range, read from the index alone.
    index('service_records_shop_date_idx').on(t.shopId, t.serviceDate, t.id, t.amount),
    index('service_records_shop_next_idx')
      .on(t.shopId, t.nextServiceDate, t.id)
      .where(sql`next_service_date is not null`),
    belongsToVehicle('service_records_shop_vehicle_id_fk', t),
    // The issues a record resolves point at it by (shop_id, id).
    unique('service_records_shop_id_id_uq').on(t.shopId, t.id),
    foreignKey({
      name: 'service_records_shop_vendor_id_fk',
      columns: [t.shopId, t.vendorId],
      foreignColumns: [vendors.shopId, vendors.id],
    }),
    shopIsolation('service_records'),
  ],
).enableRLS();

import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { belongsToVehicle, vehicleTypes } from '../vehicles';

/** An inspection form (issue 34 §3). Deleting one retires it: its inspections keep their answers. */
export const inspectionForms = pgTable(
  'inspection_forms',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('inspection_forms_shop_id_id_uq').on(t.shopId, t.id),
    shopIsolation('inspection_forms'),
  ],
).enableRLS();

/** The vehicle types a form is for (none: every vehicle). Vehicle types are global rows. */
export const inspectionFormVehicleTypes = pgTable(
  'inspection_form_vehicle_types',
  {
    shopId: integer('shop_id').notNull(),
    formId: bigint('form_id', { mode: 'number' }).notNull(),
    vehicleTypeId: integer('vehicle_type_id')
      .notNull()
      .references(() => vehicleTypes.id),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.formId, t.vehicleTypeId] }),
    foreignKey({
      name: 'inspection_form_vehicle_types_form_fk',
      columns: [t.shopId, t.formId],
      foreignColumns: [inspectionForms.shopId, inspectionForms.id],
    }).onDelete('cascade'),
    shopIsolation('inspection_form_vehicle_types'),
  ],
).enableRLS();

/** A form's item; one taken off the form is retired, so the answers given to it still read. */
export const inspectionFormItems = pgTable(
  'inspection_form_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id').notNull(),
    formId: bigint('form_id', { mode: 'number' }).notNull(),
    position: integer('position').notNull(),
    label: text('label').notNull(),
    /** pass_fail | number | text | photo */
    kind: text('kind').notNull(),
    required: boolean('required').notNull().default(false),
    retired: boolean('retired').notNull().default(false),
  },
  (t) => [
    index('inspection_form_items_form_idx').on(t.shopId, t.formId, t.position),
    unique('inspection_form_items_shop_id_id_uq').on(t.shopId, t.id),
    foreignKey({
      name: 'inspection_form_items_form_fk',
      columns: [t.shopId, t.formId],
      foreignColumns: [inspectionForms.shopId, inspectionForms.id],
    }).onDelete('cascade'),
    check('inspection_form_items_kind', sql`${t.kind} in ('pass_fail', 'number', 'text', 'photo')`),
    shopIsolation('inspection_form_items'),
  ],
).enableRLS();

/** An inspection as signed on the phone: the signature's PNG is kept for the report's PDF. */
export const inspections = pgTable(
  'inspections',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    formId: bigint('form_id', { mode: 'number' }).notNull(),
    vehicleId: integer('vehicle_id').notNull(),
    odometer: integer('odometer'),
    performedAt: timestamp('performed_at', { withTimezone: true }).notNull().defaultNow(),
    performedBy: integer('performed_by').references(() => users.id, { onDelete: 'set null' }),
    signedName: text('signed_name').notNull(),
    /** The drawn signature, a PNG data URL (at most MAX_SIGNATURE_CHARS), or null. */
    signature: text('signature'),
  },
  (t) => [
    index('inspections_vehicle_idx').on(t.shopId, t.vehicleId, t.performedAt),
    unique('inspections_shop_id_id_uq').on(t.shopId, t.id),
    belongsToVehicle('inspections_shop_vehicle_id_fk', t),
    foreignKey({
      name: 'inspections_form_fk',
      columns: [t.shopId, t.formId],
      foreignColumns: [inspectionForms.shopId, inspectionForms.id],
    }),
    shopIsolation('inspections'),
  ],
).enableRLS();

/** One answer. Its photo's key to documents is in the migration's hand-written part. */
export const inspectionResults = pgTable(
  'inspection_results',
  {
    shopId: integer('shop_id').notNull(),
    inspectionId: bigint('inspection_id', { mode: 'number' }).notNull(),
    itemId: bigint('item_id', { mode: 'number' }).notNull(),
    passed: boolean('passed'),
    value: text('value').notNull().default(''),
    note: text('note').notNull().default(''),
    photoDocumentId: integer('photo_document_id'),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.inspectionId, t.itemId] }),
    foreignKey({
      name: 'inspection_results_inspection_fk',
      columns: [t.shopId, t.inspectionId],
      foreignColumns: [inspections.shopId, inspections.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inspection_results_item_fk',
      columns: [t.shopId, t.itemId],
      foreignColumns: [inspectionFormItems.shopId, inspectionFormItems.id],
    }),
    shopIsolation('inspection_results'),
  ],
).enableRLS();

import { sql } from 'drizzle-orm';
import {
  bigint,
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
import { users } from '../auth';
import { insurancePolicies } from '../insurance';
import { registrations } from '../registrations';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/**
 * A stored file and what it documents: always a vehicle, and optionally the
 * registration or insurance policy it was uploaded for.
 */
export const documents = pgTable(
  'documents',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    registrationId: integer('registration_id'),
    insurancePolicyId: integer('insurance_policy_id'),
    /** title, registration, insurance, lease, maintenance, inspection, other */
    documentType: text('document_type').notNull(),
    title: text('title').notNull(),
    notes: text('notes').notNull().default(''),
    /** Key in the storage backend (local directory or object store). */
    storageKey: text('storage_key').notNull(),
    originalFilename: text('original_filename').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The day it stops being valid (a DOT inspection, a permit); reminded like registrations. */
    expiresOn: date('expires_on', { mode: 'string' }),
  },
  (t) => [
    index('documents_vehicle_idx').on(t.shopId, t.vehicleId, t.documentType),
    index('documents_registration_idx').on(t.registrationId),
    index('documents_policy_idx').on(t.insurancePolicyId),
    index('documents_expires_idx')
      .on(t.shopId, t.expiresOn)
      .where(sql`expires_on is not null`),
    unique('documents_shop_id_id_uq').on(t.shopId, t.id),
    belongsToVehicle('documents_shop_vehicle_id_fk', t),
    foreignKey({
      name: 'documents_shop_registration_id_fk',
      columns: [t.shopId, t.registrationId],
      foreignColumns: [registrations.shopId, registrations.id],
    }).onDelete('cascade'),
    foreignKey({
      name: 'documents_shop_insurance_policy_id_fk',
      columns: [t.shopId, t.insurancePolicyId],
      foreignColumns: [insurancePolicies.shopId, insurancePolicies.id],
    }).onDelete('cascade'),
    shopIsolation('documents'),
  ],
).enableRLS();

/**
 * Every suffix (at most 64 characters, lower case, collation "C") of a document's title, kept by
 * a trigger on documents (migration 0010): global search takes a prefix range here, which an
 * index serves under row-level security, as vehicle_search_suffixes does for vehicles.
 */
export const documentSearchSuffixes = pgTable(
  'document_search_suffixes',
  {
    shopId: integer('shop_id').notNull(),
    documentId: integer('document_id').notNull(),
    suffix: text('suffix').notNull(),
  },
  (t) => [
    primaryKey({
      name: 'document_search_suffixes_pk',
      columns: [t.shopId, t.suffix, t.documentId],
    }),
    foreignKey({
      name: 'document_search_suffixes_document_fk',
      columns: [t.shopId, t.documentId],
      foreignColumns: [documents.shopId, documents.id],
    }).onDelete('cascade'),
    index('document_search_suffixes_document_idx').on(t.shopId, t.documentId),
    shopIsolation('document_search_suffixes'),
  ],
).enableRLS();

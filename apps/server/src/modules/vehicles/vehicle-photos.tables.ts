import {
  bigint,
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
import { shops } from '../shops';
import { belongsToVehicle } from './vehicles.tables';

/**
 * A vehicle's photo (issue 24 item 1): at most one, its bytes in the file storage as documents'
 * are. Kept beside the vehicle core, which shows it in the list and the detail; the glance
 * module uploads, replaces, removes and serves it.
 */
export const vehiclePhotos = pgTable(
  'vehicle_photos',
  {
    id: serial('id').notNull(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    fileSize: bigint('file_size', { mode: 'number' }).notNull(),
    uploadedBy: integer('uploaded_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ name: 'vehicle_photos_pk', columns: [t.shopId, t.vehicleId] }),
    unique('vehicle_photos_shop_id_id_uq').on(t.shopId, t.id),
    belongsToVehicle('vehicle_photos_shop_vehicle_id_fk', t),
    shopIsolation('vehicle_photos'),
  ],
).enableRLS();

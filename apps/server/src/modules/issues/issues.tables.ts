import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { users } from '../auth';
import { shops } from '../shops';
import { belongsToVehicle } from '../vehicles';

/**
 * A vehicle's issue (issue 34 §3): typed in, or opened by a failed inspection item (`source`,
 * with the item's photo). Resolved by hand or by a service record that names it. Its other keys
 * (inspection, service record, photo, assignee's membership) are composite too, written in the
 * migration's hand-written part: `on delete set null (column)` keeps the shop column, which
 * drizzle cannot declare, and the inspection and service modules depend on this one.
 */
export const issues = pgTable(
  'issues',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    vehicleId: integer('vehicle_id').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** low | medium | high */
    priority: text('priority').notNull().default('medium'),
    outOfService: boolean('out_of_service').notNull().default(false),
    /** open | resolved */
    status: text('status').notNull().default('open'),
    sourceInspectionId: bigint('source_inspection_id', { mode: 'number' }),
    photoDocumentId: integer('photo_document_id'),
    /** A member of the shop (the key is to the shop's memberships). */
    assignedTo: integer('assigned_to'),
    resolution: text('resolution').notNull().default(''),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    serviceRecordId: bigint('service_record_id', { mode: 'number' }),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('issues_vehicle_idx').on(t.shopId, t.vehicleId, t.status),
    index('issues_shop_status_idx').on(t.shopId, t.status, t.id),
    unique('issues_shop_id_id_uq').on(t.shopId, t.id),
    belongsToVehicle('issues_shop_vehicle_id_fk', t),
    check('issues_priority', sql`${t.priority} in ('low', 'medium', 'high')`),
    check('issues_status', sql`${t.status} in ('open', 'resolved')`),
    shopIsolation('issues'),
  ],
).enableRLS();

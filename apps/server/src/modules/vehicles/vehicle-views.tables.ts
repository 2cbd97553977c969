import {
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import type { VehicleListColumn, VehicleViewFilters } from '@fleetdesk/contract/vehicle-views';
import { ownRowsOnly, shopIsolation } from '../../platform/tenant-policy';
import { memberships } from '../shops';

/**
 * A member's saved view of the vehicle list: its filters, sort and columns. Its member by the
 * composite shop key (shop, user) of the membership, so a view cannot name another shop's member
 * and leaves with the membership; row-level security keeps it to its shop, and to its member
 * (`ownRowsOnly`) for a signed-in request.
 */
export const vehicleListViews = pgTable(
  'vehicle_list_views',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id').notNull(),
    userId: integer('user_id').notNull(),
    name: text('name').notNull(),
    filters: jsonb('filters').$type<VehicleViewFilters>().notNull(),
    ordering: text('ordering').notNull(),
    columns: jsonb('columns').$type<VehicleListColumn[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('vehicle_list_views_shop_id_id_uq').on(t.shopId, t.id),
    unique('vehicle_list_views_member_name_uq').on(t.shopId, t.userId, t.name),
    index('vehicle_list_views_member_idx').on(t.shopId, t.userId, t.id),
    foreignKey({
      name: 'vehicle_list_views_membership_fk',
      columns: [t.shopId, t.userId],
      foreignColumns: [memberships.shopId, memberships.userId],
    }).onDelete('cascade'),
    shopIsolation('vehicle_list_views'),
    ...ownRowsOnly('vehicle_list_views'),
  ],
).enableRLS();

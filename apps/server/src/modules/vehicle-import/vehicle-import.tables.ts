import { integer, jsonb, pgTable, timestamp } from 'drizzle-orm/pg-core';
import type { ImportMapping } from '@fleetdesk/contract/vehicle-import';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';

/**
 * The column mapping a shop's imports used, header → field, merged over the earlier ones: the
 * next file with those headers is read the same way (issue 26).
 */
export const vehicleImportMappings = pgTable(
  'vehicle_import_mappings',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    mapping: jsonb('mapping').$type<ImportMapping>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [shopIsolation('vehicle_import_mappings')],
).enableRLS();

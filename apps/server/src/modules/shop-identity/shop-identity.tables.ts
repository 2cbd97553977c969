import { integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../platform/tenant-policy';
import { shops } from '../shops';

/**
 * The shop's identity on the documents it hands over (issue 36 §4): a row once an administrator
 * first sets it; without one the documents carry the shop's name. The logo's bytes are in the
 * file storage under `logo_storage_key`.
 */
export const shopIdentities = pgTable(
  'shop_identities',
  {
    shopId: integer('shop_id')
      .primaryKey()
      .references(() => shops.id, { onDelete: 'cascade' }),
    legalName: text('legal_name').notNull().default(''),
    address: text('address').notNull().default(''),
    phone: text('phone').notNull().default(''),
    email: text('email').notNull().default(''),
    logoStorageKey: text('logo_storage_key'),
    /** image/png or image/jpeg */
    logoContentType: text('logo_content_type'),
    logoFileSize: integer('logo_file_size'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  () => [shopIsolation('shop_identities')],
).enableRLS();

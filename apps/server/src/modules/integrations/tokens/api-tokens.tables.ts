import { sql } from 'drizzle-orm';
import {
  date,
  foreignKey,
  index,
  integer,
  pgPolicy,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shopIsolation } from '../../../platform/tenant-policy';
import { memberships, shops } from '../../shops';

/**
 * API tokens of a shop (issue 25): only the key's SHA-256 digest is kept, as for sessions. A
 * token acts for the member who created it (`membership_id`), within both its own permissions and
 * theirs; revoking keeps the row, so the audit rows that name it still say which it was.
 */
export const apiTokens = pgTable(
  'api_tokens',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    membershipId: integer('membership_id').notNull(),
    name: text('name').notNull(),
    tokenHash: text('token_hash').notNull(),
    permissions: text('permissions').array().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** The last day it works, on the shop's calendar; null: until revoked. */
    expiresOn: date('expires_on', { mode: 'string' }),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('api_tokens_hash_uq').on(t.tokenHash),
    unique('api_tokens_shop_id_id_uq').on(t.shopId, t.id),
    index('api_tokens_shop_idx').on(t.shopId, t.createdAt),
    foreignKey({
      name: 'api_tokens_shop_membership_fk',
      columns: [t.shopId, t.membershipId],
      foreignColumns: [memberships.shopId, memberships.id],
    }).onDelete('cascade'),
    shopIsolation('api_tokens'),
    // The request's first statement finds its token by the key's digest before any shop is in
    // scope (migration 0036): only the row whose digest it names, nothing else.
    pgPolicy('api_tokens_lookup', {
      as: 'permissive',
      for: 'select',
      using: sql`"token_hash" = nullif(current_setting('fleetdesk.api_token_lookup', true), '')`,
    }),
  ],
).enableRLS();

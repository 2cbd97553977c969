import { sql } from 'drizzle-orm';
import { pgPolicy } from 'drizzle-orm/pg-core';

/** The shop a transaction works in (platform/tenancy.ts sets it); null when none is set. */
export const currentShopSql = sql`nullif(current_setting('fleetdesk.shop_id', true), '')::integer`;

/**
 * The row-level-security policy of a tenant table: its rows are seen and written only within
 * their shop. Declared beside each table so drizzle-kit knows it; migration 0003 also forces it
 * on the owner (docs/decisions/0005-row-level-security.md).
 */
export const shopIsolation = (table: string) =>
  pgPolicy(`${table}_shop_isolation`, {
    as: 'permissive',
    for: 'all',
    using: sql`"shop_id" = ${currentShopSql}`,
    withCheck: sql`"shop_id" = ${currentShopSql}`,
  });

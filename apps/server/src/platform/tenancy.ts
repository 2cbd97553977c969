import { sql } from 'drizzle-orm';
import { type Db, transaction } from './database/db';

/**
 * Whose rows a transaction may see. Row-level security compares each tenant row's `shop_id`
 * with `fleetdesk.shop_id`, and a user's own memberships with `fleetdesk.user_id`
 * (docs/decisions/0005-row-level-security.md). Unset, a connection sees no tenant row.
 */
export type TenantScope = { shopId: number | null; userId: number | null };

/**
 * A shop's scope also counts dates in the shop's time zone: `TimeZone` from the shop row, so
 * `current_date` is the shop's today (issue 22). Without a shop the zone is left as it is.
 */
const shopTimeZone = (shopId: string) =>
  `set_config('TimeZone', coalesce((select time_zone from shops where id = ${shopId}), current_setting('TimeZone')), true)`;

/** The statement that sets the scope for the rest of the current transaction. */
export function setScopeSql(scope: TenantScope) {
  return sql`select set_config('fleetdesk.shop_id', ${scope.shopId === null ? '' : String(scope.shopId)}, true), set_config('fleetdesk.user_id', ${scope.userId === null ? '' : String(scope.userId)}, true), set_config('TimeZone', coalesce((select time_zone from shops where id = ${scope.shopId}::integer), current_setting('TimeZone')), true)`;
}

/**
 * The same statement as plain text, for a connection that sends it with its `begin` in one round
 * trip (platform/database/pool-transactions.ts). Ids are checked to be integers: nothing else is inlined.
 */
export function scopeStatementText(scope: TenantScope): string {
  const value = (id: number | null) => {
    if (id !== null && !Number.isSafeInteger(id)) throw new Error(`Not an id: ${String(id)}`);
    return id === null ? "''" : `'${id}'`;
  };
  const shop = value(scope.shopId);
  const zone = scope.shopId === null ? '' : `, ${shopTimeZone(shop)}`;
  return `select set_config('fleetdesk.shop_id', ${shop}, true), set_config('fleetdesk.user_id', ${value(scope.userId)}, true)${zone}`;
}

/**
 * Runs `work` in one transaction scoped to a shop and/or a user. Everything outside an HTTP
 * request that touches tenant rows (the demo seed, the CLI, jobs) goes through here, one shop at
 * a time; inside a transaction it opens a savepoint and narrows the scope until the end of the
 * outer transaction.
 */
export function inScope<T>(db: Db, scope: TenantScope, work: (tx: Db) => Promise<T>): Promise<T> {
  return transaction(db, async (tx) => {
    await tx.execute(setScopeSql(scope));
    return work(tx);
  });
}

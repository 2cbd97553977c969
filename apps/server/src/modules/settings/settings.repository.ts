import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { settingValues } from './settings.tables';

/** A stored value: the shop's (userId null) or the current user's own. */
export type StoredValue = { module: string; key: string; userId: number | null; value: unknown };

/*
 * Values are read as jsonb text and parsed here: drizzle's jsonb mapping parses strings a
 * second time, which would turn a stored text "25" into the number 25.
 */
const valueText = sql<string>`${settingValues.value}::text`;

/** The shop's values and the current user's own values of the given modules (all when null). */
export async function valuesFor(
  ctx: ShopContext,
  modules: readonly string[] | null,
): Promise<StoredValue[]> {
  const rows = await ctx.db
    .select({
      module: settingValues.module,
      key: settingValues.key,
      userId: settingValues.userId,
      value: valueText,
    })
    .from(settingValues)
    .where(
      and(
        eq(settingValues.shopId, ctx.shopId),
        or(isNull(settingValues.userId), eq(settingValues.userId, ctx.userId)),
        modules === null ? undefined : inArray(settingValues.module, [...modules]),
      ),
    );
  return rows.map((r) => ({
    module: r.module,
    key: r.key,
    userId: r.userId,
    value: JSON.parse(r.value) as unknown,
  }));
}

/** The shop's own value of one setting, or undefined when it has none. */
export async function findShopValue(
  ctx: ShopContext,
  module: string,
  key: string,
): Promise<unknown> {
  const [row] = await ctx.db
    .select({ value: valueText })
    .from(settingValues)
    .where(
      and(
        eq(settingValues.shopId, ctx.shopId),
        eq(settingValues.module, module),
        eq(settingValues.key, key),
        isNull(settingValues.userId),
      ),
    );
  return row ? (JSON.parse(row.value) as unknown) : undefined;
}

/** ON CONFLICT names the predicate of the partial unique index it targets (shop-wide rows). */
export async function upsertShopValue(
  ctx: ShopContext,
  module: string,
  key: string,
  value: unknown,
): Promise<void> {
  await ctx.db
    .insert(settingValues)
    .values({ shopId: ctx.shopId, module, key, userId: null, value, updatedBy: ctx.userId })
    .onConflictDoUpdate({
      target: [settingValues.shopId, settingValues.module, settingValues.key],
      targetWhere: sql`${sql.identifier('user_id')} is null`,
      set: { value, updatedAt: new Date(), updatedBy: ctx.userId },
    });
}

/** Same, against the per-user partial unique index. */
export async function upsertUserValue(
  ctx: ShopContext,
  module: string,
  key: string,
  value: unknown,
): Promise<void> {
  await ctx.db
    .insert(settingValues)
    .values({ shopId: ctx.shopId, module, key, userId: ctx.userId, value, updatedBy: ctx.userId })
    .onConflictDoUpdate({
      target: [settingValues.shopId, settingValues.module, settingValues.key, settingValues.userId],
      targetWhere: sql`${sql.identifier('user_id')} is not null`,
      set: { value, updatedAt: new Date(), updatedBy: ctx.userId },
    });
}

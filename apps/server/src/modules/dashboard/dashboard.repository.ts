import { and, eq } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { dashboardPreferences } from './dashboard.tables';

const mine = (ctx: ShopContext) =>
  and(eq(dashboardPreferences.shopId, ctx.shopId), eq(dashboardPreferences.userId, ctx.userId));

/** The member's saved preferences in this shop, or null when never saved (or reset). */
export async function findPreferences(ctx: ShopContext) {
  const [row] = await ctx.db
    .select({
      enabledWidgets: dashboardPreferences.enabledWidgets,
      widgetOrder: dashboardPreferences.widgetOrder,
    })
    .from(dashboardPreferences)
    .where(mine(ctx));
  return row ?? null;
}

export async function savePreferences(
  ctx: ShopContext,
  values: { enabledWidgets: string[]; widgetOrder: string[] },
): Promise<void> {
  await ctx.db
    .insert(dashboardPreferences)
    .values({ shopId: ctx.shopId, userId: ctx.userId, ...values })
    .onConflictDoUpdate({
      target: [dashboardPreferences.shopId, dashboardPreferences.userId],
      set: { ...values, updatedAt: new Date() },
    });
}

export async function deletePreferences(ctx: ShopContext): Promise<void> {
  await ctx.db.delete(dashboardPreferences).where(mine(ctx));
}

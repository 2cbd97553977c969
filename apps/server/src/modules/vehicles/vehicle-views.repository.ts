import { and, asc, count, eq } from 'drizzle-orm';
import type { VehicleViewFilters, VehicleListColumn } from '@fleetdesk/contract/vehicle-views';
import type { ShopContext } from '../../platform/request-context';
import { vehicleListViews } from './vehicle-views.tables';

/** A member's saved views of the vehicle list: only ever their own (and row-level security). */

const mine = (ctx: ShopContext) =>
  and(eq(vehicleListViews.shopId, ctx.shopId), eq(vehicleListViews.userId, ctx.userId));

export type ViewRow = typeof vehicleListViews.$inferSelect;
export type ViewWrite = {
  name: string;
  filters: VehicleViewFilters;
  ordering: string;
  columns: VehicleListColumn[];
};

export async function listViews(ctx: ShopContext): Promise<ViewRow[]> {
  return ctx.db
    .select()
    .from(vehicleListViews)
    .where(mine(ctx))
    .orderBy(asc(vehicleListViews.name), asc(vehicleListViews.id));
}

export async function countViews(ctx: ShopContext): Promise<number> {
  const [row] = await ctx.db.select({ n: count() }).from(vehicleListViews).where(mine(ctx));
  return row?.n ?? 0;
}

export async function findView(ctx: ShopContext, id: number): Promise<ViewRow | null> {
  const [row] = await ctx.db
    .select()
    .from(vehicleListViews)
    .where(and(mine(ctx), eq(vehicleListViews.id, id)));
  return row ?? null;
}

/** Another of the member's views with this name (a view may keep its own name). */
export async function nameTaken(ctx: ShopContext, name: string, exceptId?: number) {
  const rows = await ctx.db
    .select({ id: vehicleListViews.id })
    .from(vehicleListViews)
    .where(and(mine(ctx), eq(vehicleListViews.name, name)));
  return rows.some((r) => r.id !== exceptId);
}

export async function insertView(ctx: ShopContext, values: ViewWrite): Promise<ViewRow> {
  const [row] = await ctx.db
    .insert(vehicleListViews)
    .values({ ...values, shopId: ctx.shopId, userId: ctx.userId })
    .returning();
  return row!;
}

export async function updateView(
  ctx: ShopContext,
  id: number,
  values: Partial<ViewWrite>,
): Promise<ViewRow | null> {
  const [row] = await ctx.db
    .update(vehicleListViews)
    .set({ ...values, updatedAt: new Date() })
    .where(and(mine(ctx), eq(vehicleListViews.id, id)))
    .returning();
  return row ?? null;
}

export async function deleteView(ctx: ShopContext, id: number): Promise<boolean> {
  const rows = await ctx.db
    .delete(vehicleListViews)
    .where(and(mine(ctx), eq(vehicleListViews.id, id)))
    .returning({ id: vehicleListViews.id });
  return rows.length > 0;
}

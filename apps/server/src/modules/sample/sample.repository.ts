import { asc, count, desc, eq, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { sampleCategories, sampleItems } from './sample.tables';

/** The shop's categories by name, each with how many items it holds (counted in SQL). */
export async function listCategories(ctx: ShopContext, page: { limit: number; offset: number }) {
  const where = eq(sampleCategories.shopId, ctx.shopId);
  const [total] = await ctx.db.select({ n: count() }).from(sampleCategories).where(where);
  const itemCount = ctx.db
    .select({ n: count() })
    .from(sampleItems)
    .where(
      sql`${sampleItems.shopId} = ${sampleCategories.shopId} and ${sampleItems.categoryId} = ${sampleCategories.id}`,
    );
  const results = await ctx.db
    .select({
      id: sampleCategories.id,
      name: sampleCategories.name,
      color: sampleCategories.color,
      icon: sampleCategories.icon,
      itemCount: sql<number>`(${itemCount})::int`,
    })
    .from(sampleCategories)
    .where(where)
    .orderBy(asc(sampleCategories.name), asc(sampleCategories.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, results };
}
export type SampleCategoryRow = Awaited<ReturnType<typeof listCategories>>['results'][number];

/** The shop's most recently updated items with their category's name. */
export async function recentItems(ctx: ShopContext, limit: number) {
  return ctx.db
    .select({
      id: sampleItems.id,
      name: sampleItems.name,
      description: sampleItems.description,
      category: sampleCategories.name,
      status: sampleItems.status,
      priority: sampleItems.priority,
      completionPercentage: sampleItems.completionPercentage,
      updatedAt: sampleItems.updatedAt,
    })
    .from(sampleItems)
    .innerJoin(
      sampleCategories,
      sql`${sampleCategories.shopId} = ${sampleItems.shopId} and ${sampleCategories.id} = ${sampleItems.categoryId}`,
    )
    .where(eq(sampleItems.shopId, ctx.shopId))
    .orderBy(desc(sampleItems.updatedAt), desc(sampleItems.id))
    .limit(limit);
}
export type SampleItemRow = Awaited<ReturnType<typeof recentItems>>[number];

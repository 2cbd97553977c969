import { eq } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { shops } from '../shops';
import { shopIdentities } from './shop-identity.tables';

/** The shop's identity row (none until an administrator first sets it). */
export type IdentityRow = typeof shopIdentities.$inferSelect;

export async function findIdentity(ctx: ShopContext): Promise<IdentityRow | null> {
  const [row] = await ctx.db
    .select()
    .from(shopIdentities)
    .where(eq(shopIdentities.shopId, ctx.shopId));
  return row ?? null;
}

/** The row, locked for the change, created empty when the shop has none yet. */
export async function ensureIdentity(ctx: ShopContext): Promise<IdentityRow> {
  await ctx.db.insert(shopIdentities).values({ shopId: ctx.shopId }).onConflictDoNothing();
  const [row] = await ctx.db
    .select()
    .from(shopIdentities)
    .where(eq(shopIdentities.shopId, ctx.shopId))
    .for('update');
  return row!;
}

export async function updateIdentity(
  ctx: ShopContext,
  values: Partial<Omit<IdentityRow, 'shopId' | 'updatedAt'>>,
): Promise<IdentityRow> {
  const [row] = await ctx.db
    .update(shopIdentities)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shopIdentities.shopId, ctx.shopId))
    .returning();
  return row!;
}

/** For a signed link: the identity within the link's shop (its scope is set by inScope). */
export async function identityOfShop(db: Db, shopId: number): Promise<IdentityRow | null> {
  const [row] = await db.select().from(shopIdentities).where(eq(shopIdentities.shopId, shopId));
  return row ?? null;
}

/** The shop's name and its identity (null fields without one), in one statement. */
export async function letterheadOf(ctx: ShopContext) {
  const [row] = await ctx.db
    .select({ name: shops.name, identity: shopIdentities })
    .from(shops)
    .leftJoin(shopIdentities, eq(shopIdentities.shopId, shops.id))
    .where(eq(shops.id, ctx.shopId));
  return { name: row?.name ?? '', identity: row?.identity ?? null };
}

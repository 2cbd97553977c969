import { and, asc, count, eq, ne, sql } from 'drizzle-orm';
import type { Location } from '@fleetdesk/contract/shops';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { locations } from './shops.tables';

const columns = { id: locations.id, name: locations.name, address: locations.address };

export async function listLocations(
  ctx: ShopContext,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: Location[] }> {
  const where = eq(locations.shopId, ctx.shopId);
  const [total] = await ctx.db.select({ n: count() }).from(locations).where(where);
  const results = await ctx.db
    .select(columns)
    .from(locations)
    .where(where)
    .orderBy(sql`lower(${locations.name})`, asc(locations.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, results };
}

export async function findLocation(ctx: ShopContext, id: number): Promise<Location | undefined> {
  const [row] = await ctx.db
    .select(columns)
    .from(locations)
    .where(and(eq(locations.shopId, ctx.shopId), eq(locations.id, id)));
  return row;
}

/** Is the name taken in this shop (ignoring case), other than by `exceptId`? */
export async function nameTaken(
  ctx: ShopContext,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(
      and(
        eq(locations.shopId, ctx.shopId),
        sql`lower(${locations.name}) = lower(${name})`,
        exceptId === undefined ? undefined : ne(locations.id, exceptId),
      ),
    );
  return Boolean(row);
}

export async function insertLocation(
  ctx: ShopContext,
  values: { name: string; address: string },
): Promise<Location> {
  const [row] = await ctx.db
    .insert(locations)
    .values({ shopId: ctx.shopId, ...values })
    .returning(columns);
  return row!;
}

export async function updateLocation(
  ctx: ShopContext,
  id: number,
  values: { name?: string; address?: string },
): Promise<Location | undefined> {
  const [row] = await ctx.db
    .update(locations)
    .set(values)
    .where(and(eq(locations.shopId, ctx.shopId), eq(locations.id, id)))
    .returning(columns);
  return row;
}

/** Demo seed: adds the named locations a shop does not have yet. */
export async function insertMissingLocations(
  db: Db,
  shopId: number,
  rows: { name: string; address: string }[],
): Promise<void> {
  await db
    .insert(locations)
    .values(rows.map((r) => ({ shopId, ...r })))
    .onConflictDoNothing({ target: [locations.shopId, locations.name] });
}

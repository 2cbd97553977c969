import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../../platform/database/client';
import type { ShopContext } from '../../../platform/request-context';
import { inScope } from '../../../platform/tenancy';
import { userProfiles, users } from '../../auth';
import { memberships } from '../../shops';
import { apiTokens } from './api-tokens.tables';

const live = (ctx: ShopContext) =>
  and(eq(apiTokens.shopId, ctx.shopId), isNull(apiTokens.revokedAt));

const columns = {
  id: apiTokens.id,
  name: apiTokens.name,
  permissions: apiTokens.permissions,
  createdAt: apiTokens.createdAt,
  expiresOn: apiTokens.expiresOn,
  lastUsedAt: apiTokens.lastUsedAt,
  /** Whether its last day has passed, on the shop's calendar (the scope's time zone). */
  isExpired: sql<boolean>`coalesce(${apiTokens.expiresOn} < current_date, false)`,
  createdBy: sql<string>`coalesce(nullif(trim(concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName})), ''), ${users.username})`,
};

/** The tokens with the name of the member who created each. */
const selectTokens = (db: Db) =>
  db
    .select(columns)
    .from(apiTokens)
    .innerJoin(
      memberships,
      and(eq(memberships.shopId, apiTokens.shopId), eq(memberships.id, apiTokens.membershipId)),
    )
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id));

export type ApiTokenRow = {
  id: number;
  name: string;
  permissions: string[];
  createdAt: Date;
  expiresOn: string | null;
  lastUsedAt: Date | null;
  isExpired: boolean;
  createdBy: string;
};

/** The shop's tokens not revoked, newest first, with who created each. */
export async function listApiTokens(
  ctx: ShopContext,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: ApiTokenRow[] }> {
  const [total] = await ctx.db.select({ n: count() }).from(apiTokens).where(live(ctx));
  const results = await selectTokens(ctx.db)
    .where(live(ctx))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, results };
}

export async function findApiToken(ctx: ShopContext, id: number): Promise<ApiTokenRow | undefined> {
  const [row] = await selectTokens(ctx.db).where(and(live(ctx), eq(apiTokens.id, id)));
  return row;
}

export async function insertApiToken(
  ctx: ShopContext,
  values: {
    membershipId: number;
    name: string;
    tokenHash: string;
    permissions: string[];
    expiresOn: string | null;
  },
): Promise<number> {
  const [row] = await ctx.db
    .insert(apiTokens)
    .values({ shopId: ctx.shopId, ...values })
    .returning({ id: apiTokens.id });
  return row!.id;
}

/** Revokes a live token of the shop; false when there is none by that id. */
export async function revokeApiToken(ctx: ShopContext, id: number): Promise<boolean> {
  const rows = await ctx.db
    .update(apiTokens)
    .set({ revokedAt: new Date() })
    .where(and(live(ctx), eq(apiTokens.id, id)))
    .returning({ id: apiTokens.id });
  return rows.length > 0;
}

/** Marks a token used now, on a connection of its own in the token's shop. */
export function touchApiToken(db: Db, shopId: number, id: number): Promise<void> {
  return inScope(db, { shopId, userId: null }, async (tx) => {
    await tx
      .update(apiTokens)
      .set({ lastUsedAt: new Date() })
      .where(and(eq(apiTokens.shopId, shopId), eq(apiTokens.id, id)));
  });
}

import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { prepared } from '../../db/prepared';
import { membershipPermissions, memberships, shops } from '../shops/shops.tables';
import { authTokens, userProfiles, users } from './auth.tables';

export type UserRow = typeof users.$inferSelect;

export async function findUserByUsername(db: Db, username: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row;
}

export async function findUserByEmail(db: Db, email: string): Promise<UserRow | undefined> {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = lower(${email})`);
  return row;
}

export async function hasProfile(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: userProfiles.userId })
    .from(userProfiles)
    .where(eq(userProfiles.userId, userId));
  return Boolean(row);
}

/** Active memberships in shops, oldest first. */
export async function activeShopIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db
    .select({ shopId: memberships.shopId })
    .from(memberships)
    .innerJoin(shops, eq(shops.id, memberships.shopId))
    .where(and(eq(memberships.userId, userId), eq(memberships.isActive, true)))
    .orderBy(memberships.id);
  return rows.map((r) => r.shopId);
}

export async function insertToken(
  db: Db,
  values: { tokenHash: string; userId: number; currentShopId: number | null; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/**
 * The token and its user. Reading it also sets the transaction's row-level-security scope to
 * that user and the token's shop (platform/tenancy.ts), so the membership read after it, and
 * everything the request does, sees that shop's rows only; and names the client address for the
 * audit rows the request writes. Run it inside the request's transaction: all ends with it.
 */
export async function findLiveToken(db: Db, tokenHash: string, clientAddress: string) {
  const statement = prepared(db, 'session_by_token', (d) =>
    d
      .select({
        id: authTokens.id,
        currentShopId: authTokens.currentShopId,
        lastUsedAt: authTokens.lastUsedAt,
        expiresAt: authTokens.expiresAt,
        userId: users.id,
        username: users.username,
        email: users.email,
        isSuperuser: users.isSuperuser,
        isActive: users.isActive,
        // The audit rows the request writes take the address from here (audit_log.address).
        scoped: sql<string>`set_config('fleetdesk.user_id', ${users.id}::text, true) || set_config('fleetdesk.shop_id', coalesce(${authTokens.currentShopId}::text, ''), true) || set_config('fleetdesk.client_address', ${sql.placeholder('clientAddress')}::text, true)`,
      })
      .from(authTokens)
      .innerJoin(users, eq(users.id, authTokens.userId))
      .where(
        and(eq(authTokens.tokenHash, sql.placeholder('tokenHash')), isNull(authTokens.revokedAt)),
      )
      .prepare('session_by_token'),
  );
  const [row] = await statement.execute({ tokenHash, clientAddress });
  return row;
}

/** The user's membership in the scoped shop, with its grants and withdrawals. */
export async function findScopedMembership(db: Db, shopId: number, userId: number) {
  const statement = prepared(db, 'session_membership', (d) =>
    d
      .select({
        membershipId: memberships.id,
        role: memberships.role,
        membershipActive: memberships.isActive,
        overrides: sql<{ permission: string; granted: boolean }[]>`coalesce((
        select json_agg(json_build_object('permission', ${membershipPermissions.permission}, 'granted', ${membershipPermissions.granted}))
        from ${membershipPermissions} where ${membershipPermissions.membershipId} = ${memberships.id}), '[]'::json)`,
      })
      .from(memberships)
      .where(
        and(
          eq(memberships.shopId, sql.placeholder('shopId')),
          eq(memberships.userId, sql.placeholder('userId')),
        ),
      )
      .prepare('session_membership'),
  );
  const [row] = await statement.execute({ shopId, userId });
  return row;
}

export async function touchToken(db: Db, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ lastUsedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

export async function revokeToken(db: Db, tokenId: number): Promise<void> {
  await db.update(authTokens).set({ revokedAt: new Date() }).where(eq(authTokens.id, tokenId));
}

export async function revokeOtherTokens(
  db: Db,
  userId: number,
  keepTokenId: number,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(
      and(
        eq(authTokens.userId, userId),
        isNull(authTokens.revokedAt),
        sql`${authTokens.id} <> ${keepTokenId}`,
      ),
    );
}

export async function setTokenShop(db: Db, tokenId: number, shopId: number): Promise<void> {
  await db.update(authTokens).set({ currentShopId: shopId }).where(eq(authTokens.id, tokenId));
}

export async function setLastShop(db: Db, userId: number, shopId: number): Promise<void> {
  await db.update(users).set({ lastShopId: shopId }).where(eq(users.id, userId));
}

export async function setPasswordHash(db: Db, userId: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
}

export async function findUserById(db: Db, id: number): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.id, id));
  return row;
}

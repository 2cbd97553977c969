import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import type { OpeningCall } from '../../platform/database/pool-transactions';
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

export async function insertToken(
  db: Db,
  values: { tokenHash: string; userId: number; currentShopId: number | null; expiresAt: Date },
): Promise<void> {
  await db.insert(authTokens).values(values);
}

/**
 * Who asks, in one statement (migration 0005): the token, its user, and the user's membership in
 * the token's shop with its grants and withdrawals. Reading it also sets the transaction's
 * row-level-security scope to that user and shop (platform/tenancy.ts) and names the client
 * address for the audit rows the request writes. It is the first statement of the request's
 * transaction (platform/request-transaction.ts): all of it ends with the transaction.
 */
export const openSessionCall = (tokenHash: string, clientAddress: string): OpeningCall => ({
  fn: 'fleetdesk_open_session',
  args: [tokenHash, clientAddress],
});

/** The token, user and membership from the opening call's rows; undefined for no live token. */
export function liveTokenOf(rows: readonly Record<string, unknown>[]) {
  const row = rows[0] as SessionRow | undefined;
  if (!row) return undefined;
  return {
    id: row.token_id,
    currentShopId: row.current_shop_id,
    timeZone: row.time_zone,
    lastUsedAt: new Date(row.last_used_at),
    expiresAt: new Date(row.expires_at),
    userId: row.user_id,
    username: row.username,
    email: row.email,
    isSuperuser: row.is_superuser,
    isActive: row.is_active,
    membership:
      row.membership_id === null
        ? null
        : {
            membershipId: row.membership_id,
            role: row.role,
            isActive: row.membership_active === true,
            overrides: (typeof row.overrides === 'string'
              ? JSON.parse(row.overrides)
              : row.overrides) as { permission: string; granted: boolean }[],
          },
  };
}

/** A row of fleetdesk_open_session, as either driver returns it. */
type SessionRow = {
  token_id: number;
  current_shop_id: number | null;
  last_used_at: string | Date;
  expires_at: string | Date;
  user_id: number;
  username: string;
  email: string;
  is_superuser: boolean;
  is_active: boolean;
  membership_id: number | null;
  role: string | null;
  membership_active: boolean | null;
  overrides: unknown;
  time_zone: string;
};

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

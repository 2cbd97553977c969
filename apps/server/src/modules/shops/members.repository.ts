import { and, asc, count, eq, ilike, inArray, isNull, or, sql } from 'drizzle-orm';
import type { UserOption } from '@fleetdesk/contract/shops';
import type { Db } from '../../platform/database/client';
import { containsPattern } from '../../platform/search-provider';
import type { ShopContext } from '../../platform/request-context';
import { authTokens, userProfiles, users } from '../auth';
import { membershipPermissions, memberships } from './shops.tables';

export type MemberRecord = {
  id: number;
  userId: number;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  isSuperuser: boolean;
  role: string;
  isActive: boolean;
  createdAt: Date;
  lastActiveAt: Date | null;
  overrides: { permission: string; granted: boolean }[];
};

const memberColumns = {
  id: memberships.id,
  userId: users.id,
  username: users.username,
  email: users.email,
  firstName: sql<string>`coalesce(${userProfiles.firstName}, '')`,
  lastName: sql<string>`coalesce(${userProfiles.lastName}, '')`,
  isSuperuser: users.isSuperuser,
  role: memberships.role,
  isActive: memberships.isActive,
  createdAt: memberships.createdAt,
  // The member's sessions in this shop (a session carries its current shop): when one was last used.
  lastActiveAt: sql<Date | null>`(
    select max(t.last_used_at) from auth_tokens t
    where t.user_id = ${users.id} and t.current_shop_id = ${memberships.shopId}
  )`.mapWith(authTokens.lastUsedAt),
};

/** People sort by name as shown, the username settling ties and nameless accounts. */
const byName = [
  sql`lower(coalesce(${userProfiles.lastName}, ''))`,
  sql`lower(coalesce(${userProfiles.firstName}, ''))`,
  sql`lower(${users.username})`,
];

async function withOverrides(
  ctx: Pick<ShopContext, 'db' | 'shopId'>,
  rows: Omit<MemberRecord, 'overrides'>[],
): Promise<MemberRecord[]> {
  if (rows.length === 0) return [];
  const overrides = await ctx.db
    .select({
      membershipId: membershipPermissions.membershipId,
      permission: membershipPermissions.permission,
      granted: membershipPermissions.granted,
    })
    .from(membershipPermissions)
    .where(
      and(
        eq(membershipPermissions.shopId, ctx.shopId),
        inArray(
          membershipPermissions.membershipId,
          rows.map((r) => r.id),
        ),
      ),
    )
    .orderBy(asc(membershipPermissions.permission));
  return rows.map((r) => ({
    ...r,
    overrides: overrides
      .filter((o) => o.membershipId === r.id)
      .map(({ permission, granted }) => ({ permission, granted })),
  }));
}

/** The shop's members, active or not, `search` in username, e-mail and name; without `page` all. */
export async function listMembers(
  ctx: Pick<ShopContext, 'db' | 'shopId'>,
  filter: { limit?: number; offset?: number; search?: string } = {},
): Promise<{ count: number; results: MemberRecord[] }> {
  const pattern = filter.search ? containsPattern(filter.search) : null;
  const where = and(
    eq(memberships.shopId, ctx.shopId),
    pattern
      ? or(
          ilike(users.username, pattern),
          ilike(users.email, pattern),
          ilike(
            sql`coalesce(${userProfiles.firstName}, '') || ' ' || coalesce(${userProfiles.lastName}, '')`,
            pattern,
          ),
        )
      : undefined,
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(where);
  const query = ctx.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(where)
    .orderBy(...byName);
  const rows =
    filter.limit === undefined
      ? await query
      : await query.limit(filter.limit).offset(filter.offset ?? 0);
  return { count: total?.n ?? 0, results: await withOverrides(ctx, rows) };
}

/** One user's membership of the shop, with its overrides. */
export async function findMemberByUser(
  ctx: Pick<ShopContext, 'db' | 'shopId'>,
  userId: number,
): Promise<MemberRecord | undefined> {
  const rows = await ctx.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(memberships.shopId, ctx.shopId), eq(memberships.userId, userId)));
  const [member] = await withOverrides(ctx, rows);
  return member;
}

export async function findMember(ctx: ShopContext, id: number): Promise<MemberRecord | undefined> {
  const rows = await ctx.db
    .select(memberColumns)
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(and(eq(memberships.shopId, ctx.shopId), eq(memberships.id, id)));
  const [member] = await withOverrides(ctx, rows);
  return member;
}

export async function updateMembership(
  ctx: ShopContext,
  id: number,
  values: { role?: string; isActive?: boolean },
): Promise<void> {
  if (values.role === undefined && values.isActive === undefined) return;
  await ctx.db
    .update(memberships)
    .set(values)
    .where(and(eq(memberships.shopId, ctx.shopId), eq(memberships.id, id)));
}

/** Replaces all of a member's grants and withdrawals. */
export async function replaceOverrides(
  ctx: ShopContext,
  membershipId: number,
  overrides: { permission: string; granted: boolean }[],
): Promise<void> {
  await ctx.db
    .delete(membershipPermissions)
    .where(
      and(
        eq(membershipPermissions.shopId, ctx.shopId),
        eq(membershipPermissions.membershipId, membershipId),
      ),
    );
  if (overrides.length === 0) return;
  await ctx.db
    .insert(membershipPermissions)
    .values(overrides.map((o) => ({ shopId: ctx.shopId, membershipId, ...o })));
}

/** Active members whose account is active: the people a vehicle can be assigned to. */
export async function listUserOptions(
  ctx: ShopContext,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: UserOption[] }> {
  const where = and(
    eq(memberships.shopId, ctx.shopId),
    eq(memberships.isActive, true),
    eq(users.isActive, true),
  );
  const [total] = await ctx.db
    .select({ n: count() })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(where);
  const results = await ctx.db
    .select({
      id: users.id,
      first_name: sql<string>`coalesce(${userProfiles.firstName}, '')`,
      last_name: sql<string>`coalesce(${userProfiles.lastName}, '')`,
      email: users.email,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(where)
    .orderBy(...byName)
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, results };
}

// Administration outside a request (command line, seed): the shop is named explicitly.

export async function findMembership(db: Db, shopId: number, userId: number) {
  const [row] = await db
    .select({ id: memberships.id, role: memberships.role, isActive: memberships.isActive })
    .from(memberships)
    .where(and(eq(memberships.shopId, shopId), eq(memberships.userId, userId)));
  return row;
}

export async function insertMembership(
  db: Db,
  values: { shopId: number; userId: number; role: string },
) {
  const [row] = await db.insert(memberships).values(values).returning({ id: memberships.id });
  return row!;
}

export async function setMembershipRole(
  db: Db,
  shopId: number,
  id: number,
  role: string,
): Promise<void> {
  await db
    .update(memberships)
    .set({ role, isActive: true })
    .where(and(eq(memberships.shopId, shopId), eq(memberships.id, id)));
}

export async function upsertOverride(
  db: Db,
  values: { shopId: number; membershipId: number; permission: string; granted: boolean },
): Promise<void> {
  await db
    .insert(membershipPermissions)
    .values(values)
    .onConflictDoUpdate({
      target: [membershipPermissions.membershipId, membershipPermissions.permission],
      set: { granted: values.granted },
    });
}

export async function insertUser(
  db: Db,
  values: { username: string; email: string; passwordHash: string; isSuperuser: boolean },
): Promise<{ id: number; username: string; email: string }> {
  const [row] = await db
    .insert(users)
    .values(values)
    .returning({ id: users.id, username: users.username, email: users.email });
  return row!;
}

export async function insertProfile(
  db: Db,
  values: { userId: number; firstName: string; lastName: string },
) {
  await db.insert(userProfiles).values(values).onConflictDoNothing();
}

/** Ends every session of the user (after an operator sets a new password). */
export async function revokeAllTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.revokedAt)));
}

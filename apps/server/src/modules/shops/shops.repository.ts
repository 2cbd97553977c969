import { and, asc, count, eq, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/database/client';
import type { ThemeChoice } from '@fleetdesk/contract/rules/theme';
import { userProfiles, users } from '../auth';
import { memberships, shops } from './shops.tables';

export type ShopRow = { id: number; name: string; timeZone: string };
const shopRow = { id: shops.id, name: shops.name, timeZone: shops.timeZone };

export async function insertShop(db: Db, name: string, timeZone: string): Promise<ShopRow> {
  const [row] = await db.insert(shops).values({ name, timeZone }).returning(shopRow);
  return row!;
}

/** The shop's today: the date in its time zone, as `current_date` is in its scope. */
const todayIn = (zone: typeof shops.timeZone) =>
  sql<string>`(now() at time zone ${zone})::date::text`;

export async function shopSettings(db: Db, id: number) {
  const [row] = await db
    .select({ name: shops.name, timeZone: shops.timeZone, today: todayIn(shops.timeZone) })
    .from(shops)
    .where(eq(shops.id, id));
  return row;
}

export async function setShopTimeZone(db: Db, id: number, timeZone: string): Promise<void> {
  await db.update(shops).set({ timeZone }).where(eq(shops.id, id));
}

/** True when the database knows the zone too (its tz data may differ from the runtime's). */
export async function databaseKnowsTimeZone(db: Db, name: string): Promise<boolean> {
  const rows = await db.execute(sql`select 1 from pg_timezone_names where name = ${name}`);
  return rowsOf(rows).length > 0;
}

export async function findShopById(db: Db, id: number): Promise<ShopRow | undefined> {
  const [row] = await db.select(shopRow).from(shops).where(eq(shops.id, id));
  return row;
}

/** Shops whose name matches, ignoring case and surrounding spaces (names are not unique). */
export async function findShopsByName(db: Db, name: string): Promise<ShopRow[]> {
  return db
    .select(shopRow)
    .from(shops)
    .where(sql`lower(${shops.name}) = lower(${name.trim()})`)
    .orderBy(asc(shops.id));
}

/** Every shop with its number of active members (command line `list-shops`). */
export async function listShopsWithMemberCounts(db: Db) {
  return db
    .select({
      id: shops.id,
      name: shops.name,
      activeMembers: sql<number>`count(${memberships.id}) filter (where ${memberships.isActive})::int`,
      members: count(memberships.id),
    })
    .from(shops)
    .leftJoin(memberships, eq(memberships.shopId, shops.id))
    .groupBy(shops.id)
    .orderBy(asc(shops.id));
}

export type UserMembership = {
  shopId: number;
  shopName: string;
  timeZone: string;
  today: string;
  role: string;
  isActive: boolean;
};

/** All of a user's memberships, active or not, by shop name. */
export async function membershipsOfUser(db: Db, userId: number): Promise<UserMembership[]> {
  return db
    .select({
      shopId: shops.id,
      shopName: shops.name,
      timeZone: shops.timeZone,
      today: todayIn(shops.timeZone),
      role: memberships.role,
      isActive: memberships.isActive,
    })
    .from(memberships)
    .innerJoin(shops, eq(shops.id, memberships.shopId))
    .where(eq(memberships.userId, userId))
    .orderBy(asc(shops.name), asc(shops.id));
}

/** The user with their profile's names ('' when there is no profile). */
export async function findUserWithProfile(db: Db, userId: number) {
  const [row] = await db
    .select({
      id: users.id,
      username: users.username,
      email: users.email,
      isSuperuser: users.isSuperuser,
      createdAt: users.createdAt,
      hasProfile: sql<boolean>`${userProfiles.userId} is not null`,
      firstName: sql<string>`coalesce(${userProfiles.firstName}, '')`,
      lastName: sql<string>`coalesce(${userProfiles.lastName}, '')`,
      shopName: sql<string>`coalesce(${userProfiles.shopName}, '')`,
      theme: sql<string>`coalesce(${userProfiles.theme}, 'light')`,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(eq(users.id, userId));
  return row;
}

/** Creates the profile row when missing; only the given fields change. */
export async function upsertProfile(
  db: Db,
  userId: number,
  values: { firstName?: string; lastName?: string; shopName?: string; theme?: ThemeChoice },
): Promise<void> {
  const changes = { ...values, updatedAt: new Date() };
  await db
    .insert(userProfiles)
    .values({ userId, ...changes })
    .onConflictDoUpdate({ target: userProfiles.userId, set: changes });
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

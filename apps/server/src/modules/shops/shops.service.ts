import { ROLE_NAMES, roleSchema } from '@fleetdesk/contract/permissions';
import { DEFAULT_THEME, isThemeChoice } from '@fleetdesk/contract/rules/theme';
import { DEFAULT_SHOP_TIME_ZONE } from '@fleetdesk/contract/rules/shop-day';
import {
  UNKNOWN_TIME_ZONE,
  shopNameSchema,
  timeZoneSchema,
  type ShopSettings,
  type ShopSettingsUpdate,
  type AvailableShops,
  type CurrentContext,
  type CurrentShop,
  type UserProfile,
  type UserProfileUpdate,
} from '@fleetdesk/contract/shops';
import { type Db, transaction } from '../../platform/database/client';
import { conflict, errorField, fieldErrors, notFound, unauthorized } from '../../platform/errors';
import type { Session, ShopContext } from '../../platform/request-context';
import { inScope } from '../../platform/tenancy';
import { rememberLastShop, setTokenShop } from '../auth';
import * as repo from './shops.repository';

/** A membership role as people read it ("Fleet Manager"); unknown stored values as they are. */
export function roleDisplayName(role: string): string {
  const parsed = roleSchema.safeParse(role);
  return parsed.success ? ROLE_NAMES[parsed.data] : role;
}

const asCurrentShop = (m: repo.UserMembership): CurrentShop => ({
  id: m.shopId,
  name: m.shopName,
  role: roleDisplayName(m.role),
  time_zone: m.timeZone,
  today: m.today,
});

/**
 * The session's shop, if it is still an active membership. A session without one whose user
 * has exactly one active shop gets that shop on its token, so nobody is asked to pick from one.
 */
async function resolveSessionShop(db: Db, session: Session) {
  const all = await repo.membershipsOfUser(db, session.user.id);
  const active = all.filter((m) => m.isActive);
  let current = active.find((m) => m.shopId === session.currentShopId) ?? null;
  if (!current && active.length === 1) {
    current = active[0]!;
    await setTokenShop(db, session.tokenId, current.shopId);
  }
  return { all, current, needsSelection: current === null && active.length > 1 };
}

export async function currentContext(db: Db, session: Session): Promise<CurrentContext> {
  const { current, needsSelection } = await resolveSessionShop(db, session);
  const user = await repo.findUserWithProfile(db, session.user.id);
  if (!user) throw unauthorized('Invalid or expired token.');
  return {
    current_shop: current ? asCurrentShop(current) : null,
    needs_shop_selection: needsSelection,
    user: {
      id: user.id,
      username: user.username,
      email: user.email,
      first_name: user.firstName,
      last_name: user.lastName,
      is_superuser: user.isSuperuser,
    },
  };
}

export async function availableShops(db: Db, session: Session): Promise<AvailableShops> {
  const { all, current } = await resolveSessionShop(db, session);
  return {
    shops: all.map((m) => ({
      id: m.shopId,
      name: m.shopName,
      role: roleDisplayName(m.role),
      is_active: m.isActive,
      is_current: m.shopId === current?.shopId,
    })),
    current_shop: current ? asCurrentShop(current) : null,
  };
}

/**
 * Makes `shopId` the session's shop and the one the next sign-in starts in. A shop the user is
 * not a member of is "not found" whether or not it exists, so ids reveal nothing.
 */
export async function switchShop(
  db: Db,
  session: Session,
  shopId: number,
): Promise<{ current_shop: CurrentShop }> {
  const membership = (await repo.membershipsOfUser(db, session.user.id)).find(
    (m) => m.shopId === shopId,
  );
  if (!membership) throw errorField(404, 'Shop not found');
  if (!membership.isActive) throw errorField(403, 'Your membership in this shop is inactive.');
  await transaction(db, async (tx) => {
    await setTokenShop(tx, session.tokenId, shopId);
    await rememberLastShop(tx, session.user.id, shopId);
  });
  return { current_shop: asCurrentShop(membership) };
}

export async function getProfile(db: Db, userId: number): Promise<UserProfile> {
  const user = await repo.findUserWithProfile(db, userId);
  if (!user) throw unauthorized('Invalid or expired token.');
  return {
    email: user.email,
    first_name: user.firstName,
    last_name: user.lastName,
    shop_name: user.shopName,
    theme: isThemeChoice(user.theme) ? user.theme : DEFAULT_THEME,
    date_joined: user.createdAt.toISOString(),
  };
}

/**
 * Saves the names and the theme (e-mail is read-only: it identifies the account, also for
 * Google sign-in).
 */
export async function updateProfile(
  db: Db,
  userId: number,
  update: UserProfileUpdate,
): Promise<UserProfile> {
  await repo.upsertProfile(db, userId, {
    firstName: update.first_name,
    lastName: update.last_name,
    shopName: update.shop_name,
    theme: update.theme,
  });
  return getProfile(db, userId);
}

/** A shop; its dates are counted in `timeZone` (default UTC, as existing shops were given). */
export async function createShop(
  db: Db,
  name: string,
  timeZone: string = DEFAULT_SHOP_TIME_ZONE,
): Promise<repo.ShopRow> {
  const parsed = shopNameSchema.safeParse(name);
  if (!parsed.success) throw fieldErrors({ name: parsed.error.issues.map((i) => i.message) });
  return repo.insertShop(db, parsed.data, await checkedTimeZone(db, timeZone));
}

/** A zone both the contract (Intl) and the database accept, else a 400 on `time_zone`. */
async function checkedTimeZone(db: Db, timeZone: string): Promise<string> {
  const parsed = timeZoneSchema.safeParse(timeZone);
  const known = parsed.success && (await repo.databaseKnowsTimeZone(db, timeZone));
  if (!known) throw fieldErrors({ time_zone: [UNKNOWN_TIME_ZONE] });
  return timeZone;
}

/** The current shop's settings (GET /api/shops/settings/). */
export async function shopSettings(ctx: ShopContext): Promise<ShopSettings> {
  const row = await repo.shopSettings(ctx.db, ctx.shopId);
  if (!row) throw notFound();
  return { name: row.name, time_zone: row.timeZone, today: row.today };
}

/**
 * An administrator sets the shop's time zone; its dates count in it from the next request.
 * Nothing sent answers the settings as they are.
 */
export async function updateShopSettings(
  ctx: ShopContext,
  update: ShopSettingsUpdate,
): Promise<ShopSettings> {
  if (update.time_zone !== undefined) {
    const zone = await checkedTimeZone(ctx.db, update.time_zone);
    await repo.setShopTimeZone(ctx.db, ctx.shopId, zone);
  }
  return shopSettings(ctx);
}

export const listShops = (db: Db) => repo.listShopsWithMemberCounts(db);

/** A shop named by id or by name (the command line accepts either). */
export type ShopRef = { id: number } | { name: string };

export async function resolveShop(db: Db, ref: ShopRef): Promise<repo.ShopRow> {
  if ('id' in ref) {
    const shop = await repo.findShopById(db, ref.id);
    if (!shop) throw notFound(`No shop has the id ${ref.id}.`);
    return shop;
  }
  const found = await repo.findShopsByName(db, ref.name);
  if (found.length === 0) throw notFound(`No shop is named "${ref.name}".`);
  if (found.length > 1) {
    throw conflict(
      `${found.length} shops are named "${ref.name}" (ids ${found.map((s) => s.id).join(', ')}); give the shop id instead.`,
    );
  }
  return found[0]!;
}

/**
 * The shops a user is an active member of, oldest membership first (sign-in picks one). The
 * user's own memberships are visible only in a scope naming the user (row-level security).
 */
export const activeShopIdsOf = (db: Db, userId: number) =>
  inScope(db, { shopId: null, userId }, (tx) => repo.activeShopIds(tx, userId));

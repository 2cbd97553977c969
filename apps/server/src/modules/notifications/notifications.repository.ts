import { and, count, desc, eq, inArray, isNotNull, sql, type SQL } from 'drizzle-orm';
import type { NotificationSeverity } from '@fleetdesk/contract/notifications';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { userProfiles, users } from '../auth';
import { memberships } from '../shops';
import { notifications } from './notifications.tables';

/** The signed-in user's own, not dismissed, notifications of the current shop. */
const inbox = (ctx: ShopContext) =>
  and(
    eq(notifications.shopId, ctx.shopId),
    eq(notifications.userId, ctx.userId),
    eq(notifications.isDismissed, false),
  )!;

export type NotificationRow = typeof notifications.$inferSelect;

export async function listOwn(
  ctx: ShopContext,
  filter: { isRead?: boolean; severity?: NotificationSeverity; limit: number; offset: number },
): Promise<{ count: number; rows: NotificationRow[] }> {
  const conditions: SQL[] = [inbox(ctx)];
  if (filter.isRead !== undefined) conditions.push(eq(notifications.isRead, filter.isRead));
  if (filter.severity) conditions.push(eq(notifications.severity, filter.severity));
  const where = and(...conditions);
  const [total] = await ctx.db.select({ n: count() }).from(notifications).where(where);
  const rows = await ctx.db
    .select()
    .from(notifications)
    .where(where)
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, rows };
}

export async function countUnread(ctx: ShopContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(notifications)
    .where(and(inbox(ctx), eq(notifications.isRead, false)));
  return row?.n ?? 0;
}

/** One of the user's own notifications (dismissed ones included), or null. */
export async function findOwn(ctx: ShopContext, id: number): Promise<NotificationRow | null> {
  const [row] = await ctx.db
    .select()
    .from(notifications)
    .where(
      and(
        eq(notifications.shopId, ctx.shopId),
        eq(notifications.userId, ctx.userId),
        eq(notifications.id, id),
      ),
    );
  return row ?? null;
}

/** Sets read and/or dismissed; the first reading's time is kept. */
export async function markOwn(
  ctx: ShopContext,
  id: number,
  change: { read: boolean; dismissed: boolean },
): Promise<void> {
  await ctx.db
    .update(notifications)
    .set({
      ...(change.read && {
        isRead: true,
        readAt: sql`coalesce(${notifications.readAt}, now())`,
      }),
      ...(change.dismissed && { isDismissed: true }),
    })
    .where(
      and(
        eq(notifications.shopId, ctx.shopId),
        eq(notifications.userId, ctx.userId),
        eq(notifications.id, id),
      ),
    );
}

/** Marks every unread notification of the user's inbox read; returns how many. */
export async function markAllOwnRead(ctx: ShopContext): Promise<number> {
  const marked = await ctx.db
    .update(notifications)
    .set({ isRead: true, readAt: sql`now()` })
    .where(and(inbox(ctx), eq(notifications.isRead, false)))
    .returning({ id: notifications.id });
  return marked.length;
}

/** Who the ids are, for `additional_recipients_data` (users carry no shop: no tenant wall). */
export async function recipientNames(
  db: Db,
  ids: number[],
): Promise<{ id: number; username: string; firstName: string | null; lastName: string | null }[]> {
  if (ids.length === 0) return [];
  return db
    .select({
      id: users.id,
      username: users.username,
      firstName: userProfiles.firstName,
      lastName: userProfiles.lastName,
    })
    .from(users)
    .leftJoin(userProfiles, eq(userProfiles.userId, users.id))
    .where(inArray(users.id, ids));
}

/** Of `userIds`, those who are active members of the shop (call in the shop's scope). */
export async function activeMemberIds(db: Db, shopId: number, userIds: number[]) {
  if (userIds.length === 0) return [];
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.shopId, shopId),
        eq(memberships.isActive, true),
        eq(users.isActive, true),
        inArray(memberships.userId, userIds),
      ),
    );
  return rows.map((r) => r.userId);
}

/** Every active member of the shop (the command line's --all-members). */
export async function allActiveMemberIds(db: Db, shopId: number): Promise<number[]> {
  const rows = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(eq(memberships.shopId, shopId), eq(memberships.isActive, true), eq(users.isActive, true)),
    )
    .orderBy(memberships.userId);
  return rows.map((r) => r.userId);
}

/**
 * Serialises producers of one dedupe key in one shop until the transaction ends, so two runs at
 * once cannot both find the key missing (the index on it is not unique).
 */
export async function lockDedupeKey(db: Db, shopId: number, key: string): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtext(${`notifications:${shopId}:${key}`}))`,
  );
}

/** Of `userIds`, those who already have a notification with this dedupe key in the shop. */
export async function usersHavingKey(db: Db, shopId: number, userIds: number[], key: string) {
  const rows = await db
    .selectDistinct({ userId: notifications.userId })
    .from(notifications)
    .where(
      and(
        eq(notifications.shopId, shopId),
        isNotNull(notifications.dedupeKey),
        eq(notifications.dedupeKey, key),
        inArray(notifications.userId, userIds),
      ),
    );
  return rows.map((r) => r.userId);
}

/**
 * Inserts the rows without RETURNING: a signed-in producer may write other members' rows but,
 * by row-level security, cannot read them back.
 */
export async function insertNotifications(
  db: Db,
  rows: (typeof notifications.$inferInsert)[],
): Promise<void> {
  if (rows.length === 0) return;
  await db.insert(notifications).values(rows);
}

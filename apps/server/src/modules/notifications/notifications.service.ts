import {
  NOTIFICATION_MESSAGES,
  type MarkAllReadResponse,
  type Notification,
  type NotificationPatch,
  type notificationListQuerySchema,
} from '@fleetdesk/contract/notifications';
import type { z } from 'zod';
import { notFound } from '../../platform/errors';
import { pageWindow } from '../../platform/pagination';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { presentNotification, type RecipientName } from './notifications.presenter';
import * as repo from './notifications.repository';

/** Rows -> replies, with the names of every other recipient on them read in one query. */
async function present(ctx: ShopContext, rows: repo.NotificationRow[]): Promise<Notification[]> {
  const ids = [...new Set(rows.flatMap((r) => r.additionalRecipientIds))];
  const names = new Map<number, RecipientName>(
    (await repo.recipientNames(ctx.db, ids)).map((n) => [n.id, n]),
  );
  return rows.map((row) => presentNotification(row, names));
}

/** The signed-in user's inbox, newest first, with their unread count for the badge. */
export async function listNotifications(
  ctx: ShopContext,
  query: z.output<typeof notificationListQuerySchema>,
) {
  const { count, rows } = await repo.listOwn(ctx, {
    isRead: query.is_read,
    severity: query.severity,
    ...pageWindow(query),
  });
  return {
    count,
    results: await present(ctx, rows),
    unread_count: await repo.countUnread(ctx),
  };
}

/**
 * Marks one of the user's own notifications read and/or dismissed (spec 1 section 4: one way
 * only). Another user's or another shop's is not found.
 */
export async function patchNotification(
  ctx: ShopContext,
  id: number,
  body: NotificationPatch,
): Promise<Notification> {
  return inTransaction(ctx, async (tx) => {
    const found = await repo.findOwn(tx, id);
    if (!found) throw notFound(NOTIFICATION_MESSAGES.notFound);
    const read = body.is_read === true;
    const dismissed = body.is_dismissed === true;
    // Nothing to change (`{}`): the notification as it is (an empty SET is an SQL error).
    if (read || dismissed) await repo.markOwn(tx, id, { read, dismissed });
    const row = read || dismissed ? (await repo.findOwn(tx, id))! : found;
    const [presented] = await present(tx, [row]);
    return presented!;
  });
}

export async function markAllRead(ctx: ShopContext): Promise<MarkAllReadResponse> {
  return inTransaction(ctx, async (tx) => ({
    marked_read: await repo.markAllOwnRead(tx),
    unread_count: await repo.countUnread(tx),
  }));
}

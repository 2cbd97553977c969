import { desc, eq } from 'drizzle-orm';
import type { Db } from '../../src/platform/database/client';
import type { TestApp } from '../helpers';
import { notifications, notifyUsers } from '../../src/modules/notifications';
import { memberships } from '../../src/modules/shops';
import type { Case, Holdings } from './matrix.cases';

/**
 * The user id of the shop's newest member: the one the matrix has just created to make a call
 * (or the administrator, when no one else is newer). For routes that reach a member's own rows.
 */
export async function newestMemberUserId(db: Db, shopId: number): Promise<number> {
  const [newest] = await db
    .select({ userId: memberships.userId })
    .from(memberships)
    .where(eq(memberships.shopId, shopId))
    .orderBy(desc(memberships.id))
    .limit(1);
  return newest!.userId;
}

const URL = '/api/notifications/notifications/';

/**
 * The notifications routes in the authorization matrix. Each member reaches only their own
 * notifications, so PATCH notifies the shop's newest member: the one the matrix has just
 * created to make the call (or the administrator, when no one else is newer).
 */
export function notificationsCases(app: () => TestApp): Record<string, Case> {
  async function notifyNewestMember(h: Holdings): Promise<number> {
    return app().inShop(h.shop, async (db) => {
      const userId = await newestMemberUserId(db, h.shop.id);
      await notifyUsers(
        { db, shopId: h.shop.id },
        { userIds: [userId], title: 'Matrix', message: 'A notice to read' },
      );
      const [row] = await db
        .select({ id: notifications.id })
        .from(notifications)
        .where(eq(notifications.userId, userId))
        .orderBy(desc(notifications.id))
        .limit(1);
      return row!.id;
    });
  }

  return {
    'GET /api/notifications/notifications/': { call: () => ({ url: URL }) },
    'PATCH /api/notifications/notifications/:id/': {
      call: async (h) => ({
        url: `${URL}${await notifyNewestMember(h)}/`,
        body: { is_read: true },
      }),
      foreign: async (_h, f) => ({
        url: `${URL}${await notifyNewestMember(f)}/`,
        body: { is_read: true },
      }),
    },
    'POST /api/notifications/notifications/mark_all_read/': {
      call: () => ({ url: `${URL}mark_all_read/` }),
    },
  };
}

import {
  notificationDraftSchema,
  NOTIFICATION_MESSAGES,
  type NotificationDraft,
} from '@fleetdesk/contract/notifications';
import type { Db } from '../../platform/database/client';
import { fieldError, fieldErrors, issuesToFieldErrors } from '../../platform/errors';
import { setScopeSql } from '../../platform/tenancy';
import * as repo from './notifications.repository';

/**
 * Where a notice is raised: a request's `ShopContext` (its user, if any, is the sender), or a
 * transaction scoped to the shop with no user (the command line, jobs: platform/tenancy.ts).
 */
export type NotifyScope = { db: Db; shopId: number; userId?: number | null };

export type NotifyInput = {
  userIds: readonly number[];
  title: string;
  message: string;
  severity?: NotificationDraft['severity'];
  priority?: NotificationDraft['priority'];
  actionUrl?: string | null;
  actionText?: string | null;
  additionalEmails?: string[];
  /** What raises it: a module key or `cli`. */
  source?: string;
  /** Raising the same key again for the same user is a no-op (a daily reminder). */
  dedupeKey?: string | null;
  /** Only for bringing in history (the demo seed): when it was raised, and already read. */
  history?: { createdAt: Date; read: boolean };
};

/** Who received it now, and who was skipped because they already had it (same dedupe key). */
export type NotifyResult = { notified: number[]; alreadyNotified: number[] };

/**
 * Which of `userIds` already hold the key. Their rows are other users' rows, which row-level
 * security hides from a signed-in sender: the check reads with the user scope lifted (the shop's
 * wall stays), then puts it back.
 */
async function holdersOfKey(scope: NotifyScope, userIds: number[], key: string) {
  const signedIn = scope.userId ?? null;
  if (signedIn === null) return repo.usersHavingKey(scope.db, scope.shopId, userIds, key);
  // No try/finally: a failure aborts the whole transaction, scope and all.
  await scope.db.execute(setScopeSql({ shopId: scope.shopId, userId: null }));
  const holders = await repo.usersHavingKey(scope.db, scope.shopId, userIds, key);
  await scope.db.execute(setScopeSql({ shopId: scope.shopId, userId: signedIn }));
  return holders;
}

/**
 * Notifies members of the shop: one row per recipient, each naming the other recipients. Only
 * active members can receive one (others are left out of `notified`). Bad input is a 400 with
 * field errors. Call it inside the transaction of the change that causes it.
 */
export async function notifyUsers(scope: NotifyScope, input: NotifyInput): Promise<NotifyResult> {
  const parsed = notificationDraftSchema.safeParse({
    title: input.title,
    message: input.message,
    severity: input.severity,
    priority: input.priority,
    action_url: input.actionUrl,
    action_text: input.actionText,
    additional_emails: input.additionalEmails,
    source: input.source,
    dedupe_key: input.dedupeKey,
  });
  if (!parsed.success) throw fieldErrors(issuesToFieldErrors(parsed.error.issues));
  const draft = parsed.data;
  const wanted = [...new Set(input.userIds)].filter((id) => Number.isSafeInteger(id));
  if (wanted.length === 0) throw fieldError('user_ids', NOTIFICATION_MESSAGES.noRecipients);

  const recipients = await repo.activeMemberIds(scope.db, scope.shopId, wanted);
  let already: number[] = [];
  if (draft.dedupe_key !== null && recipients.length > 0) {
    await repo.lockDedupeKey(scope.db, scope.shopId, draft.dedupe_key);
    already = await holdersOfKey(scope, recipients, draft.dedupe_key);
  }
  const notified = recipients.filter((id) => !already.includes(id));
  await repo.insertNotifications(
    scope.db,
    notified.map((userId) => ({
      shopId: scope.shopId,
      userId,
      title: draft.title,
      message: draft.message,
      severity: draft.severity,
      priority: draft.priority,
      actionUrl: draft.action_url,
      actionText: draft.action_text,
      additionalRecipientIds: recipients.filter((id) => id !== userId),
      additionalEmails: draft.additional_emails,
      source: draft.source,
      dedupeKey: draft.dedupe_key,
      ...(input.history && {
        createdAt: input.history.createdAt,
        isRead: input.history.read,
        readAt: input.history.read ? input.history.createdAt : null,
      }),
    })),
  );
  return { notified, alreadyNotified: already };
}

/** Every active member of the shop, for a notice to all of them (call in the shop's scope). */
export const activeMembersOf = (db: Db, shopId: number) => repo.allActiveMemberIds(db, shopId);

import { and, eq, isNull, sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../../platform/database/client';
import { mailOutbox, type MailAttachment } from './mail.tables';

export type NewMail = typeof mailOutbox.$inferInsert;

export async function insertMails(db: Db, rows: NewMail[]): Promise<void> {
  if (rows.length > 0) await db.insert(mailOutbox).values(rows);
}

export type ClaimedMail = {
  id: number;
  recipient: string;
  subject: string;
  text_body: string;
  html_body: string;
  attachments: MailAttachment[] | null;
  attempts: number;
};

/**
 * Takes the next mail due by `now` for one attempt: nobody else may try it until `until`
 * (SKIP LOCKED: a concurrent sender takes the next one instead of waiting).
 */
export async function claimNextMail(
  db: Db,
  shopId: number,
  now: Date,
  until: Date,
): Promise<ClaimedMail | null> {
  const rows = rowsOf<ClaimedMail>(
    await db.execute(sql`
      update ${mailOutbox}
      set claimed_until = ${until.toISOString()}::timestamptz, attempts = attempts + 1
      where shop_id = ${shopId} and id = (
        select id from ${mailOutbox}
        where shop_id = ${shopId} and sent_at is null
          and next_attempt_at <= ${now.toISOString()}::timestamptz
          and (claimed_until is null or claimed_until < ${now.toISOString()}::timestamptz)
        order by next_attempt_at, id
        limit 1
        for update skip locked)
      returning id, recipient, subject, text_body, html_body, attachments, attempts`),
  );
  return rows[0] ?? null;
}

/** Delivered: marked once (a row already marked stays as it was). */
export async function markSent(db: Db, shopId: number, id: number, at: Date): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ sentAt: at, claimedUntil: null, lastError: null })
    .where(and(eq(mailOutbox.shopId, shopId), eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

export async function markFailed(
  db: Db,
  shopId: number,
  id: number,
  error: string,
  retryAt: Date,
): Promise<void> {
  await db
    .update(mailOutbox)
    .set({ lastError: error.slice(0, 500), nextAttemptAt: retryAt, claimedUntil: null })
    .where(and(eq(mailOutbox.shopId, shopId), eq(mailOutbox.id, id), isNull(mailOutbox.sentAt)));
}

export async function countOutbox(db: Db, shopId: number) {
  const [row] = await db
    .select({
      pending: sql<number>`(count(*) filter (where ${mailOutbox.sentAt} is null))::int`,
      failed: sql<number>`(count(*) filter (where ${mailOutbox.sentAt} is null and ${mailOutbox.attempts} > 0))::int`,
      sent: sql<number>`(count(*) filter (where ${mailOutbox.sentAt} is not null))::int`,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.shopId, shopId));
  return { pending: row?.pending ?? 0, failed: row?.failed ?? 0, sent: row?.sent ?? 0 };
}

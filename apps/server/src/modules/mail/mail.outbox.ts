import type { Db } from '../../platform/database/client';
import type { Mailer } from '../../platform/mail/mailer';
import { inScope } from '../../platform/tenancy';
import * as repo from './mail.repository';
import type { MailAttachment } from './mail.tables';

export type OutgoingMail = {
  source: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with it (an invoice's PDF): kept in the outbox row until it is sent. */
  attachments?: { filename: string; contentType: string; content: Buffer }[];
};

const stored = (files: OutgoingMail['attachments'] = []): MailAttachment[] =>
  files.map((f) => ({
    filename: f.filename,
    content_type: f.contentType,
    content_base64: f.content.toString('base64'),
  }));

/** How long one attempt owns a mail: a sender that dies mid-attempt frees it after this. */
const CLAIM_MS = 10 * 60_000;
/** Backoff after a failed attempt: 5 minutes, doubling, at most 6 hours. */
const retryDelayMs = (attempts: number) =>
  Math.min(5 * 60_000 * 2 ** Math.max(attempts - 1, 0), 6 * 3_600_000);

/** Queues mail in the caller's transaction (the change that causes it): sent after commit. */
export async function enqueueMail(db: Db, shopId: number, mails: OutgoingMail[]): Promise<void> {
  await repo.insertMails(
    db,
    mails.map((m) => ({
      shopId,
      source: m.source,
      recipient: m.to,
      subject: m.subject,
      textBody: m.text,
      htmlBody: m.html,
      attachments: stored(m.attachments),
    })),
  );
}

export type DeliveryResult = { sent: number; failed: number };

/**
 * Sends the shop's mail that is due by `now`, one attempt each. Every step is its own short
 * transaction in the shop's scope: claim, then SMTP, then mark sent (or schedule the retry), so
 * a mail is sent at most once unless the process dies between the server's accept and the mark
 * (the only duplicate window: docs/decisions/0012-mail-outbox-and-job-lease.md).
 */
export async function deliverPendingMail(
  db: Db,
  shopId: number,
  mailer: Mailer,
  now: () => Date = () => new Date(),
  limit = 200,
): Promise<DeliveryResult> {
  const result: DeliveryResult = { sent: 0, failed: 0 };
  if (!mailer.configured) return result;
  const scoped = <T>(work: (tx: Db) => Promise<T>) => inScope(db, { shopId, userId: null }, work);
  const tried = new Set<number>();
  while (tried.size < limit) {
    const at = now();
    const mail = await scoped((tx) =>
      repo.claimNextMail(tx, shopId, at, new Date(at.getTime() + CLAIM_MS)),
    );
    if (!mail || tried.has(mail.id)) break;
    tried.add(mail.id);
    try {
      await mailer.send({
        to: mail.recipient,
        subject: mail.subject,
        text: mail.text_body,
        html: mail.html_body,
        attachments: (mail.attachments ?? []).map((a) => ({
          filename: a.filename,
          contentType: a.content_type,
          content: Buffer.from(a.content_base64, 'base64'),
        })),
      });
    } catch (err) {
      const retryAt = new Date(now().getTime() + retryDelayMs(mail.attempts));
      await scoped((tx) => repo.markFailed(tx, shopId, mail.id, String(err), retryAt));
      result.failed++;
      continue;
    }
    await scoped((tx) => repo.markSent(tx, shopId, mail.id, now()));
    result.sent++;
  }
  return result;
}

/** The shop's outbox at a glance (the diagnostics page). */
export const outboxCounts = (db: Db, shopId: number) => repo.countOutbox(db, shopId);

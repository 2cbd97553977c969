import { randomUUID } from 'node:crypto';
import { reminderPriority, reminderSeverity } from '@fleetdesk/contract/rules/reminder-levels';
import { isoDateInZone } from '@fleetdesk/contract/rules/shop-day';
import type { ReminderKind } from '@fleetdesk/contract/reminders';
import type { WebhookEventType } from '@fleetdesk/contract/webhooks';
import type { Config } from '../../config';
import type { Db } from '../../platform/database/client';
import { recordEvent } from '../../platform/events';
import { releaseLease, takeLease } from '../../platform/jobs/lease';
import type { Mailer } from '../../platform/mail/mailer';
import type { ReminderSource } from '../../platform/reminder-source';
import { inScope } from '../../platform/tenancy';
import { deliverPendingMail, enqueueMail } from '../mail';
import { notifyUsers } from '../notifications';
import { digestMail, type DigestLine } from './reminders.digest';
import { planReminders } from './reminders.plan';
import * as repo from './reminders.repository';

/** The reminders integrators hear of as webhooks, once each, with the run that first sends them. */
const EXPIRING_EVENTS: Partial<Record<ReminderKind, WebhookEventType>> = {
  registration: 'registration.expiring',
  insurance: 'policy.expiring',
};

export type ReminderJobDeps = {
  db: Db;
  config: Pick<Config, 'APP_NAME' | 'PUBLIC_URL'>;
  mailer: Mailer;
  sources: readonly ReminderSource[];
  now?: () => Date;
};

export type ShopRunOutcome = {
  shopId: number;
  /** The day the shop's reminders were worked out for: its today, in its time zone. */
  date: string;
  runId: number;
  items: number;
  notifications: number;
  mailsQueued: number;
  mailsSent: number;
  failures: number;
  error: string | null;
};

export type RunOutcome = { ran: false } | { ran: true; shops: ShopRunOutcome[] };

/**
 * Every shop's run takes `reminders`; a run limited to some shops (the diagnostics page's
 * button: its own shop) takes a lease of its own. The ledger's key keeps two overlapping runs
 * from reminding anything twice (the second waits on the first's row, then finds it).
 */
const leaseName = (shopIds?: readonly number[]) =>
  shopIds ? `reminders:shops:${[...shopIds].sort((a, b) => a - b).join(',')}` : 'reminders';
/** Longer than any run; a lease left by a crashed runner frees itself after this. */
export const REMINDER_LEASE_MS = 30 * 60_000;

export { leaseName as reminderLeaseName };

export type RunOptions = {
  trigger: repo.RunTrigger;
  /** One day for every shop (the CLI's `--date`); else each shop's today in its time zone. */
  date?: string;
  shopIds?: readonly number[];
  /** The schedule's day (server time): the lease records it, so the day runs once. */
  scheduledDay?: string;
  /** The lease already taken by the caller (Run reminders now takes it with its reply). */
  heldBy?: string;
};

/**
 * The daily reminders job, for every shop, one shop per transaction (issue 9), each on its own
 * today (issue 22). Exactly one runner at a time across instances (a lease row); a scheduled run
 * also runs once per day. Returns `ran: false` when another runner holds the lease (or today's
 * scheduled run is done).
 */
export async function runReminders(deps: ReminderJobDeps, opts: RunOptions): Promise<RunOutcome> {
  const now = deps.now ?? (() => new Date());
  const holder = opts.heldBy ?? randomUUID();
  const scheduled = opts.trigger === 'schedule' && !opts.shopIds ? opts.scheduledDay : undefined;
  const lease = leaseName(opts.shopIds);
  const taken =
    opts.heldBy !== undefined ||
    (await takeLease(deps.db, lease, holder, {
      ttlMs: REMINDER_LEASE_MS,
      scheduledDay: scheduled,
    }));
  if (!taken) return { ran: false };
  let finished = false;
  try {
    const shops: ShopRunOutcome[] = [];
    for (const shop of await repo.shopsToRemind(deps.db, opts.shopIds)) {
      const date = opts.date ?? isoDateInZone(now(), shop.timeZone);
      shops.push({ ...(await remindShop(deps, shop.id, date, opts.trigger)), date });
    }
    finished = true;
    return { ran: true, shops };
  } finally {
    await releaseLease(deps.db, lease, holder, finished ? scheduled : undefined);
  }
}

/**
 * The earliest of the shops' todays (each in its time zone), or null without shops: the last day
 * a run for every shop may be asked for (a later one would use up keys before their day came).
 */
export async function earliestShopToday(db: Db, now = new Date()): Promise<string | null> {
  const days = (await repo.shopsToRemind(db)).map((s) => isoDateInZone(now, s.timeZone));
  return days.length === 0 ? null : days.reduce((a, b) => (b < a ? b : a));
}

/** One shop: its reminders, notices and queued mail commit together; then the mail goes out. */
async function remindShop(
  deps: ReminderJobDeps,
  shopId: number,
  date: string,
  trigger: repo.RunTrigger,
): Promise<Omit<ShopRunOutcome, 'date'>> {
  const scoped = <T>(work: (tx: Db) => Promise<T>) =>
    inScope(deps.db, { shopId, userId: null }, work);
  let outcome: Omit<ShopRunOutcome, 'date'>;
  try {
    outcome = await scoped((tx) => collect(deps, tx, shopId, date, trigger));
  } catch (err) {
    // Nothing of the shop's run was kept: record that it failed, and go on with the next shop.
    const error = String(err).slice(0, 500);
    const runId = await scoped(async (tx) => {
      const id = await repo.insertRun(tx, shopId, date, trigger);
      await repo.updateRun(tx, shopId, id, { error, finishedAt: new Date() });
      return id;
    });
    const base = { shopId, runId, items: 0, notifications: 0, mailsQueued: 0 };
    return { ...base, mailsSent: 0, failures: 1, error };
  }
  const delivered = await deliverPendingMail(deps.db, shopId, deps.mailer, deps.now);
  await scoped(async (tx) => {
    await repo.addDeliveries(tx, shopId, outcome.runId, delivered.sent, delivered.failed);
    await repo.updateRun(tx, shopId, outcome.runId, { finishedAt: new Date() });
  });
  return { ...outcome, mailsSent: delivered.sent, failures: delivered.failed };
}

async function collect(
  deps: ReminderJobDeps,
  tx: Db,
  shopId: number,
  date: string,
  trigger: repo.RunTrigger,
): Promise<Omit<ShopRunOutcome, 'date'>> {
  const runId = await repo.insertRun(tx, shopId, date, trigger);
  const digests = new Map<string, { to: string; lines: DigestLine[] }>();
  let items = 0;
  let notifications = 0;
  for (const { source, item, vin, path, message, audience } of await planReminders(
    deps.sources,
    tx,
    shopId,
    date,
  )) {
    // A key reminded before is never reminded again.
    if (!(await repo.claimKey(tx, shopId, item.key, source.kind, runId))) continue;
    items++;
    const event = EXPIRING_EVENTS[source.kind];
    if (event)
      await recordEvent({ db: tx, shopId }, event, {
        vin,
        level: item.level,
        title: item.title,
        detail: item.detail,
        reminder: item.key,
      });
    if (audience.memberIds.length > 0) {
      const sent = await notifyUsers(
        { db: tx, shopId },
        {
          userIds: audience.memberIds,
          title: item.title,
          message,
          severity: reminderSeverity(item.level),
          priority: reminderPriority(item.level),
          actionUrl: path,
          actionText: item.actionText ?? 'Open vehicle',
          additionalEmails: audience.contactEmails,
          source: 'reminders',
          dedupeKey: item.key,
        },
      );
      notifications += sent.notified.length;
    }
    for (const to of audience.mailTo) {
      const digest = digests.get(to.toLowerCase()) ?? { to, lines: [] };
      digest.lines.push({ title: item.title, message, path });
      digests.set(to.toLowerCase(), digest);
    }
  }
  const shopName = (await repo.shopName(tx, shopId)) ?? `Shop ${shopId}`;
  const context = {
    appName: deps.config.APP_NAME,
    publicUrl: deps.config.PUBLIC_URL,
    shopName,
    day: date,
  };
  await enqueueMail(
    tx,
    shopId,
    [...digests.values()].map((d) => digestMail(d.to, d.lines, context)),
  );
  await repo.updateRun(tx, shopId, runId, { items, notifications, mailsQueued: digests.size });
  const counts = { items, notifications, mailsQueued: digests.size };
  return { shopId, runId, ...counts, mailsSent: 0, failures: 0, error: null };
}

/** Between runs: retries the mail that failed, once its backoff has passed (the schedule's tick). */
export async function retryOutbox(
  deps: ReminderJobDeps,
  shopIds?: readonly number[],
): Promise<void> {
  if (!deps.mailer.configured) return;
  for (const { id: shopId } of await repo.shopsToRemind(deps.db, shopIds)) {
    const delivered = await deliverPendingMail(deps.db, shopId, deps.mailer, deps.now);
    if (delivered.sent + delivered.failed === 0) continue;
    await inScope(deps.db, { shopId, userId: null }, async (tx) => {
      const [latest] = await repo.latestRuns(tx, shopId, 1);
      if (latest) await repo.addDeliveries(tx, shopId, latest.id, delivered.sent, delivered.failed);
    });
  }
}

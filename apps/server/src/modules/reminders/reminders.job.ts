import { randomUUID } from 'node:crypto';
import { localIsoDate } from '@fleetdesk/contract/rules/registration-expiry';
import { reminderPriority, reminderSeverity } from '@fleetdesk/contract/rules/reminder-levels';
import type { Config } from '../../config';
import type { Db } from '../../platform/database/client';
import { releaseLease, takeLease } from '../../platform/jobs/lease';
import type { Mailer } from '../../platform/mail/mailer';
import type { ReminderItem, ReminderSource } from '../../platform/reminder-source';
import { inScope } from '../../platform/tenancy';
import { deliverPendingMail, enqueueMail } from '../mail';
import { notifyUsers } from '../notifications';
import { activeMembersWithPermissions } from '../shops';
import { liveVehiclesOf, vehicleModuleSettingsOfShop, type LiveVehicle } from '../vehicles';
import { digestMail, type DigestLine } from './reminders.digest';
import { audienceOf, emailKindsByUser } from './reminders.recipients';
import * as repo from './reminders.repository';

export type ReminderJobDeps = {
  db: Db;
  config: Pick<Config, 'APP_NAME' | 'PUBLIC_URL'>;
  mailer: Mailer;
  sources: readonly ReminderSource[];
  now?: () => Date;
};

export type ShopRunOutcome = {
  shopId: number;
  runId: number;
  items: number;
  notifications: number;
  mailsQueued: number;
  mailsSent: number;
  failures: number;
  error: string | null;
};

export type RunOutcome =
  { ran: false; date: string } | { ran: true; date: string; shops: ShopRunOutcome[] };

/**
 * Every shop's run takes `reminders`; a run limited to some shops (the diagnostics page's
 * button: its own shop) takes a lease of its own. The ledger's key keeps two overlapping runs
 * from reminding anything twice (the second waits on the first's row, then finds it).
 */
const leaseName = (shopIds?: readonly number[]) =>
  shopIds ? `reminders:shops:${[...shopIds].sort((a, b) => a - b).join(',')}` : 'reminders';
/** Longer than any run; a lease left by a crashed runner frees itself after this. */
const LEASE_MS = 30 * 60_000;

const vehicleLabel = (v: LiveVehicle) =>
  `${v.description}${v.licensePlate ? `, plate ${v.licensePlate}` : ''}, VIN ${v.vin}`;

/**
 * The daily reminders job, for every shop, one shop per transaction (issue 9). Exactly one runner
 * at a time across instances (a lease row); a scheduled run also runs once per day. Returns
 * `ran: false` when another runner holds the lease (or today's scheduled run is done).
 */
export { leaseName as reminderLeaseName };

export async function runReminders(
  deps: ReminderJobDeps,
  opts: { date?: string; trigger: repo.RunTrigger; shopIds?: readonly number[] },
): Promise<RunOutcome> {
  const now = deps.now ?? (() => new Date());
  const date = opts.date ?? localIsoDate(now());
  const holder = randomUUID();
  const scheduled = opts.trigger === 'schedule' && !opts.shopIds ? date : undefined;
  const lease = leaseName(opts.shopIds);
  if (!(await takeLease(deps.db, lease, holder, { ttlMs: LEASE_MS, scheduledDay: scheduled })))
    return { ran: false, date };
  let finished = false;
  try {
    const shops: ShopRunOutcome[] = [];
    for (const shopId of opts.shopIds ?? (await repo.allShopIds(deps.db)))
      shops.push(await remindShop(deps, shopId, date, opts.trigger));
    finished = true;
    return { ran: true, date, shops };
  } finally {
    await releaseLease(deps.db, lease, holder, finished ? scheduled : undefined);
  }
}

/** One shop: its reminders, notices and queued mail commit together; then the mail goes out. */
async function remindShop(
  deps: ReminderJobDeps,
  shopId: number,
  date: string,
  trigger: repo.RunTrigger,
): Promise<ShopRunOutcome> {
  const scoped = <T>(work: (tx: Db) => Promise<T>) =>
    inScope(deps.db, { shopId, userId: null }, work);
  let outcome: ShopRunOutcome;
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
): Promise<ShopRunOutcome> {
  const runId = await repo.insertRun(tx, shopId, date, trigger);
  const settings = await vehicleModuleSettingsOfShop(tx, shopId);
  const scope = {
    db: tx,
    shopId,
    today: date,
    warningDays: settings.warning_threshold_days,
    criticalDays: settings.critical_threshold_days,
    escalationDays: settings.escalation_threshold_days,
  };
  const found: { source: ReminderSource; item: ReminderItem }[] = [];
  for (const source of deps.sources)
    for (const item of await source.find(scope)) found.push({ source, item });
  const vehicles = await liveVehiclesOf(
    tx,
    shopId,
    found.map((f) => f.item.vehicleId),
  );
  const members = await activeMembersWithPermissions(tx, shopId);
  const kindsOf = emailKindsByUser(await repo.emailChoiceValues(tx, shopId));
  const digests = new Map<string, { to: string; lines: DigestLine[] }>();
  let items = 0;
  let notifications = 0;
  for (const { source, item } of found) {
    const vehicle = vehicles.get(item.vehicleId);
    // Archived vehicles are silent; a key reminded before is never reminded again.
    if (!vehicle || !(await repo.claimKey(tx, shopId, item.key, source.kind, runId))) continue;
    items++;
    const path = item.actionUrl ?? `/vehicles/${encodeURIComponent(vehicle.vin)}`;
    const message = `${vehicleLabel(vehicle)}: ${item.detail}`;
    const audience = audienceOf(source, item, members, settings, kindsOf);
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
  for (const shopId of shopIds ?? (await repo.allShopIds(deps.db))) {
    const delivered = await deliverPendingMail(deps.db, shopId, deps.mailer, deps.now);
    if (delivered.sent + delivered.failed === 0) continue;
    await inScope(deps.db, { shopId, userId: null }, async (tx) => {
      const [latest] = await repo.latestRuns(tx, shopId, 1);
      if (latest) await repo.addDeliveries(tx, shopId, latest.id, delivered.sent, delivered.failed);
    });
  }
}

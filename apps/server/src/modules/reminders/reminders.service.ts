import { randomUUID } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import {
  REMINDER_MESSAGES,
  type ReminderPreview,
  type ReminderStatus,
} from '@fleetdesk/contract/reminders';
import type { Config } from '../../config';
import { rolledBack } from '../../platform/database/client';
import { conflict, fieldErrors } from '../../platform/errors';
import { takeLease } from '../../platform/jobs/lease';
import type { ShopContext } from '../../platform/request-context';
import { outboxCounts } from '../mail';
import { shopToday } from '../../platform/shop-day';
import {
  REMINDER_LEASE_MS,
  reminderLeaseName,
  runReminders,
  type ReminderJobDeps,
} from './reminders.job';
import { planReminders } from './reminders.plan';
import { toPreviewItem, toRun } from './reminders.presenter';
import * as repo from './reminders.repository';

/** How many runs the diagnostics page lists. */
export const RUNS_SHOWN = 20;

/** The job as the current shop sees it: e-mail set up or not, its outbox, its latest runs. */
export async function reminderStatus(
  ctx: ShopContext,
  config: Pick<Config, 'SMTP_URL' | 'REMINDER_HOUR'>,
): Promise<ReminderStatus> {
  const counts = await outboxCounts(ctx.db, ctx.shopId);
  const runs = await repo.latestRuns(ctx.db, ctx.shopId, RUNS_SHOWN);
  return {
    email_configured: Boolean(config.SMTP_URL),
    reminder_hour: config.REMINDER_HOUR,
    outbox: { pending: counts.pending, failed_attempts: counts.failed, sent: counts.sent },
    runs: runs.map(toRun),
  };
}

/**
 * "Run reminders now" for the current shop (an administrator acts for their own shop only), on
 * the shop's today: any other `date` is refused. The lease is taken here, in the request's
 * transaction (one statement: of two calls at once, one gets it and the other a 409), and the
 * returned run, started once that transaction has committed, works under it and gives it back.
 */
export async function startRunNow(
  ctx: ShopContext,
  deps: ReminderJobDeps,
  log: FastifyBaseLogger,
  date?: string,
): Promise<() => Promise<void>> {
  const today = await shopToday(ctx.db);
  if (date !== undefined && date !== today)
    throw fieldErrors({ date: [REMINDER_MESSAGES.onlyToday(today)] });
  const shopIds = [ctx.shopId];
  const holder = randomUUID();
  const lease = { ttlMs: REMINDER_LEASE_MS };
  if (!(await takeLease(ctx.db, reminderLeaseName(shopIds), holder, lease)))
    throw conflict(REMINDER_MESSAGES.alreadyRunning);
  return async () => {
    try {
      await runReminders(deps, { trigger: 'manual', date: today, shopIds, heldBy: holder });
    } catch (err) {
      log.error({ err }, 'reminders run failed');
    }
  };
}

/**
 * What a run on `date` (today by default, or any other day) would send in the current shop:
 * nothing is sent, no key claimed, no run recorded. The sources may bring stored figures to the
 * day they are asked for (the financing statuses): a savepoint rolled back undoes that, so a
 * preview of a later day leaves today's figures as they were.
 */
export async function previewReminders(
  ctx: ShopContext,
  sources: ReminderJobDeps['sources'],
  date?: string,
): Promise<ReminderPreview> {
  const day = date ?? (await shopToday(ctx.db));
  return rolledBack(ctx.db, async (tx) => {
    const planned = await planReminders(sources, tx, ctx.shopId, day);
    const reminded = await repo.remindedKeys(
      tx,
      ctx.shopId,
      planned.map((p) => p.item.key),
    );
    return {
      date: day,
      items: planned.filter((p) => !reminded.has(p.item.key)).map(toPreviewItem),
    };
  });
}

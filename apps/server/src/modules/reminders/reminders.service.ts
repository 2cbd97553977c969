import type { FastifyBaseLogger } from 'fastify';
import { REMINDER_MESSAGES, type ReminderStatus } from '@fleetdesk/contract/reminders';
import type { Config } from '../../config';
import { conflict } from '../../platform/errors';
import { leaseHeld } from '../../platform/jobs/lease';
import type { ShopContext } from '../../platform/request-context';
import { outboxCounts } from '../mail';
import { reminderLeaseName, runReminders, type ReminderJobDeps } from './reminders.job';
import { toRun } from './reminders.presenter';
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
 * "Run reminders now" for the current shop (an administrator acts for their own shop only):
 * refused while such a run is in progress; otherwise the returned run is started once the
 * request's transaction has ended (it works in its own transactions, and on the embedded
 * database waits its turn for the one connection).
 */
export async function startRunNow(
  ctx: ShopContext,
  deps: ReminderJobDeps,
  log: FastifyBaseLogger,
  date?: string,
): Promise<() => Promise<void>> {
  const shopIds = [ctx.shopId];
  if (await leaseHeld(ctx.db, reminderLeaseName(shopIds)))
    throw conflict(REMINDER_MESSAGES.alreadyRunning);
  return async () => {
    try {
      const outcome = await runReminders(deps, { trigger: 'manual', date, shopIds });
      if (!outcome.ran) log.info('reminders: another runner holds the lease');
    } catch (err) {
      log.error({ err }, 'reminders run failed');
    }
  };
}

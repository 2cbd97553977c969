import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../platform/database/client';
import { scheduleDaily } from '../../platform/jobs/scheduler';
import { createMailer } from '../../platform/mail/mailer';
import type { ReminderSource } from '../../platform/reminder-source';
import { retryOutbox, runReminders } from './reminders.job';

/**
 * The server's daily reminders (main.ts): from REMINDER_HOUR on, in the server's time zone, each
 * tick asks for the day's run; the lease lets exactly one instance run it, once that day. Each
 * shop's reminders are worked out for its own today (its time zone). Every tick also retries
 * mail whose backoff has passed.
 */
export function startReminderSchedule(opts: {
  db: Db;
  config: Config;
  sources: readonly ReminderSource[];
  log: FastifyBaseLogger;
}): () => void {
  const mailer = createMailer(opts.config);
  const deps = { db: opts.db, config: opts.config, mailer, sources: opts.sources };
  const stop = scheduleDaily({
    hour: opts.config.REMINDER_HOUR,
    async runDay(day) {
      const outcome = await runReminders(deps, { trigger: 'schedule', scheduledDay: day });
      if (outcome.ran) opts.log.info({ shops: outcome.shops.length, day }, 'reminders sent');
    },
    everyTick: () => retryOutbox(deps),
    onError: (err) => opts.log.error({ err }, 'reminders job failed'),
  });
  return () => {
    stop();
    mailer.close();
  };
}

import { isoDateSchema } from '@fleetdesk/contract/common';
import { loadConfig, type Config } from './config';
import type { Db } from './platform/database/client';
import { createMailer } from './platform/mail/mailer';
import { REMINDER_SOURCES } from './modules/index';
import { earliestShopToday, runReminders } from './modules/reminders';

export const REMINDERS_USAGE = `  send-reminders [--date YYYY-MM-DD]   run the daily reminders now, for every shop
               (in-app notices and e-mail; each item and threshold only once; with
               DATABASE_URL it may run while the server runs: one runner at a time;
               each shop's today in its time zone, or --date for every shop: an operator's
               catch-up of a missed day, never after a shop's today)`;

/** Why `--date` cannot be run (not a date, or a day still to come in some shop), or null. */
export async function refusedReminderDate(
  db: Db,
  date: string | undefined,
): Promise<string | null> {
  if (date === undefined) return null;
  if (!isoDateSchema.safeParse(date).success)
    return `--date must be a date as YYYY-MM-DD, not "${date}".`;
  const earliest = await earliestShopToday(db);
  // Each key is reminded once: a run for a day to come would use up that day's reminders.
  if (earliest !== null && date > earliest)
    return `--date ${date} has not come yet in every shop (the earliest shop's today is ${earliest}); reminders cannot run for a day to come.`;
  return null;
}

/**
 * `send-reminders`: the daily job, now (`date` checked by the caller). Returns the lines to
 * print. The e-mail settings come from the environment, as the server's do.
 */
export async function sendReminders(
  db: Db,
  date: string | undefined,
  config: Config = loadConfig(),
): Promise<string[]> {
  const mailer = createMailer(config);
  try {
    const outcome = await runReminders(
      { db, config, mailer, sources: REMINDER_SOURCES },
      { trigger: 'cli', date },
    );
    if (!outcome.ran) return ['Another reminder run is in progress; nothing was done.'];
    const lines = [date ? `Reminders for ${date}:` : "Reminders for each shop's today:"];
    for (const s of outcome.shops)
      lines.push(
        `  shop ${s.shopId} (${s.date}): ${s.items} new, ${s.notifications} notices, ${s.mailsQueued} e-mails queued, ${s.mailsSent} sent, ${s.failures} failed${s.error ? ` (error: ${s.error})` : ''}`,
      );
    if (!mailer.configured)
      lines.push('SMTP_URL is not set: the e-mails wait in the outbox until it is.');
    return lines;
  } finally {
    mailer.close();
  }
}

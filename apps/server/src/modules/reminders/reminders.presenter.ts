import type { ReminderRun } from '@fleetdesk/contract/reminders';
import type { reminderRuns } from './reminders.tables';

type RunRow = typeof reminderRuns.$inferSelect;

export function toRun(row: RunRow): ReminderRun {
  return {
    id: row.id,
    run_date: row.runDate,
    trigger: row.trigger as ReminderRun['trigger'],
    started_at: row.startedAt.toISOString(),
    finished_at: row.finishedAt?.toISOString() ?? null,
    items: row.items,
    notifications: row.notifications,
    mails_queued: row.mailsQueued,
    mails_sent: row.mailsSent,
    failures: row.failures,
    error: row.error,
  };
}

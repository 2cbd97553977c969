import type { ReminderPreview, ReminderRun } from '@fleetdesk/contract/reminders';
import type { PlannedReminder } from './reminders.plan';
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

export function toPreviewItem(p: PlannedReminder): ReminderPreview['items'][number] {
  return {
    kind: p.source.kind,
    level: p.item.level,
    title: p.item.title,
    message: p.message,
    action_url: p.path,
    members_notified: p.audience.memberIds.length,
    emails: p.audience.mailTo,
  };
}

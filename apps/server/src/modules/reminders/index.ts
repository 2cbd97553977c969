// Reminders: the daily job, its routes and schedule (docs/architecture.md).
export { reminderLedger, reminderRuns } from './reminders.tables';
export { remindersRoutes } from './reminders.routes';
export { earliestShopToday, runReminders } from './reminders.job';
export type { ReminderJobDeps, RunOutcome } from './reminders.job';
export { startReminderSchedule } from './reminders.schedule';
export { REMINDER_EMAIL_DEFINITION } from './reminders.module';

import type { NotificationPriority, NotificationSeverity } from '../notifications';
import type { ReminderLevel } from '../reminders';
import { daysBetween } from './vehicle-status';

export type RegistrationThresholds = {
  warningDays: number;
  criticalDays: number;
  escalationDays: number;
};

/**
 * The furthest threshold a registration expiring on `expirationDate` has reached by `today`
 * (issue 9), or null when it is further out than the warning. Thresholds are checked from the
 * nearest, so settings out of the guided order (escalation < critical < warning) still work.
 */
export function registrationLevel(
  expirationDate: string,
  today: string,
  t: RegistrationThresholds,
): ReminderLevel | null {
  const days = daysBetween(today, expirationDate);
  if (days < 0) return 'expired';
  if (days <= t.escalationDays) return 'escalation';
  if (days <= t.criticalDays) return 'critical';
  if (days <= t.warningDays) return 'warning';
  return null;
}

/** Issue 9: warning is a warning; critical, escalation and expired are critical. */
export function reminderSeverity(level: ReminderLevel): NotificationSeverity {
  return level === 'warning' ? 'warning' : 'critical';
}

/** Critical and beyond need someone to act. */
export function reminderPriority(level: ReminderLevel): NotificationPriority {
  return level === 'warning' ? 'normal' : 'action_required';
}

/** "in 5 days", "today", "3 days ago": how a reminder names a date relative to the run's day. */
export function daysPhrase(date: string, today: string): string {
  const days = daysBetween(today, date);
  if (days === 0) return 'today';
  if (days === 1) return 'tomorrow';
  if (days === -1) return 'yesterday';
  return days > 0 ? `in ${days} days` : `${-days} days ago`;
}

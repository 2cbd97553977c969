import type { Permission } from '@fleetdesk/contract/permissions';
import type { ReminderKind, ReminderLevel } from '@fleetdesk/contract/reminders';
import type { Db } from './database/client';

/**
 * What a reminder source is asked with: the job's transaction scoped to one shop, the day the
 * reminders are worked out for, and the shop's thresholds (vehicle module settings).
 */
export type ReminderScope = {
  db: Db;
  shopId: number;
  /** YYYY-MM-DD */
  today: string;
  warningDays: number;
  criticalDays: number;
  escalationDays: number;
};

/** One item that has reached a threshold. The job leaves out archived vehicles' items itself. */
export type ReminderItem = {
  /** Once per key, ever (`registration:12:2026-11-28:critical`): a new date is a new key. */
  key: string;
  /** The vehicle it concerns; null for a shop's record of no one vehicle (an invoice). */
  vehicleId: number | null;
  level: ReminderLevel;
  /** "Registration expires in 5 days" */
  title: string;
  /** "Registration expires on 2026-11-28." (the job puts the vehicle in front) */
  detail: string;
  /** A path inside the app; the vehicle's page when absent. */
  actionUrl?: string;
  actionText?: string;
};

/**
 * A module's reminders (modules/index.ts hands them to the reminders job, as it hands search
 * providers to search): who may hear of them, and what has reached a threshold today.
 */
export type ReminderSource = {
  kind: ReminderKind;
  permission: Permission;
  find(scope: ReminderScope): Promise<ReminderItem[]>;
};

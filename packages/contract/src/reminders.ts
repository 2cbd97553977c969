import { z } from 'zod';
import { isoDateSchema } from './common';

/** What a reminder is about (issue 9): each kind has its owning module's source. */
export const REMINDER_KINDS = [
  'registration',
  'insurance',
  'financing',
  'service',
  'loaner',
  'loaner_invoice',
  'document',
] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const REMINDER_KIND_LABELS: Record<ReminderKind, string> = {
  registration: 'Registrations',
  insurance: 'Insurance policies',
  financing: 'Financing payments',
  service: 'Services due',
  loaner: 'Loaners overdue or short of insurer days',
  loaner_invoice: 'Overdue loaner invoices',
  document: 'Expiring documents',
};

/**
 * How far an item has gone: registrations pass warning, critical and escalation before they
 * expire; the other kinds use warning (coming up) and expired (passed or missed).
 */
export const REMINDER_LEVELS = ['warning', 'critical', 'escalation', 'expired'] as const;
export type ReminderLevel = (typeof REMINDER_LEVELS)[number];

/** The per-user setting (General Settings): which kinds also come by e-mail (in-app always). */
export const REMINDER_EMAIL_SETTING = { module: 'reminders', key: 'email_kinds' } as const;

/** A run of the daily job, for one shop (the diagnostics page). */
export const reminderRunSchema = z.object({
  id: z.number().int(),
  run_date: z.string().describe('YYYY-MM-DD: the day the reminders were worked out for'),
  trigger: z.enum(['schedule', 'cli', 'manual']),
  started_at: z.string().describe('ISO 8601 instant'),
  finished_at: z.string().nullable(),
  items: z.number().int().describe('new reminders (item and threshold) this run'),
  notifications: z.number().int(),
  mails_queued: z.number().int(),
  mails_sent: z.number().int(),
  failures: z.number().int().describe('deliveries that failed (retried later)'),
  error: z.string().nullable(),
});
export type ReminderRun = z.infer<typeof reminderRunSchema>;

/** GET /api/reminders/runs/: the job's state in the current shop. */
export const reminderStatusSchema = z.object({
  email_configured: z.boolean(),
  reminder_hour: z.number().int().nullable().describe('null: this server does not schedule it'),
  outbox: z.object({
    pending: z.number().int(),
    failed_attempts: z.number().int().describe('pending mails that failed at least once'),
    sent: z.number().int(),
  }),
  runs: z.array(reminderRunSchema),
});
export type ReminderStatus = z.infer<typeof reminderStatusSchema>;

/**
 * POST /api/reminders/run/ `{date?, preview?}`: runs the job now for the current shop, on its
 * today (`date`, if sent, must be that day); a preview answers what a run on `date` (any day)
 * would send, and sends nothing.
 */
export const reminderRunRequestSchema = z.object({
  date: isoDateSchema
    .optional()
    .describe("YYYY-MM-DD; default and only value of a run: the shop's today"),
  preview: z.boolean().default(false),
});

/** A preview's reply: what a run on `date` would send now (keys reminded before left out). */
export const reminderPreviewSchema = z.object({
  date: z.string(),
  items: z.array(
    z.object({
      kind: z.enum(REMINDER_KINDS),
      level: z.enum(REMINDER_LEVELS),
      title: z.string(),
      message: z.string(),
      action_url: z.string(),
      members_notified: z.number().int().describe('members who would get the notice in the app'),
      emails: z.array(z.string()).describe('addresses the day’s digest would go to'),
    }),
  ),
});
export type ReminderPreview = z.infer<typeof reminderPreviewSchema>;

export const reminderRunStartedSchema = z.object({ started: z.literal(true), detail: z.string() });
export type ReminderRunStarted = z.infer<typeof reminderRunStartedSchema>;

export const REMINDER_MESSAGES = {
  alreadyRunning: 'A reminder run is already in progress; try again when it has finished.',
  onlyToday: (today: string) =>
    `Reminders run for today (${today}) only; ask for a preview to see another day.`,
  started: 'Reminders are running; the run is listed here when it has finished.',
  emailNotConfigured:
    'E-mail is not configured (SMTP_URL is not set): reminder e-mails wait in the outbox.',
} as const;

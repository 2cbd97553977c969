import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';

/** Spec 1 section 3, Notification.severity. */
export const NOTIFICATION_SEVERITIES = ['critical', 'warning', 'info', 'other'] as const;
export type NotificationSeverity = (typeof NOTIFICATION_SEVERITIES)[number];

/** Spec 1 section 3, Notification.priority (action_required is shown specially). */
export const NOTIFICATION_PRIORITIES = ['normal', 'action_required'] as const;
export type NotificationPriority = (typeof NOTIFICATION_PRIORITIES)[number];

/** Spec 1 section 9. */
export const NOTIFICATION_POLL_INTERVAL_MS = 30_000;
export const UNREAD_BADGE_CAP = 99;
export const MESSAGE_PREVIEW_LENGTH = 100;
/** The action button's label when a notification names none (spec 1, bell). */
export const DEFAULT_ACTION_TEXT = 'View';

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification not found.',
  noWayBack: 'A notification cannot be made unread or undismissed.',
  titleRequired: 'Title is required.',
  messageRequired: 'Message is required.',
  severityInvalid: `Severity must be one of: ${NOTIFICATION_SEVERITIES.join(', ')}.`,
  priorityInvalid: `Priority must be one of: ${NOTIFICATION_PRIORITIES.join(', ')}.`,
  actionUrlInvalid: 'The action URL must be a path inside the app, starting with a single "/".',
  emailInvalid: 'Enter a valid email address.',
  noRecipients: 'Name at least one recipient.',
} as const;

/** One notification as the signed-in user receives it (spec 1 section 3). */
export const notificationSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  message: z.string(),
  severity: z.enum(NOTIFICATION_SEVERITIES),
  priority: z.enum(NOTIFICATION_PRIORITIES),
  is_read: z.boolean(),
  is_dismissed: z.boolean(),
  created_at: z.string().describe('ISO 8601 instant'),
  action_url: z.string().nullable(),
  action_text: z.string().nullable(),
  /** The other members who received the same notice. */
  additional_recipients_data: z.array(
    z.object({ id: z.number().int(), username: z.string(), full_name: z.string() }),
  ),
  additional_emails: z.array(z.string()),
});
export type Notification = z.infer<typeof notificationSchema>;

/** GET /api/notifications/notifications/?is_read=false&severity=critical (the page's filters). */
export const notificationListQuerySchema = paginationQuerySchema.extend({
  is_read: z
    .enum(['true', 'false'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true')),
  severity: z
    .enum(NOTIFICATION_SEVERITIES, { error: NOTIFICATION_MESSAGES.severityInvalid })
    .optional(),
});
export type NotificationListQuery = z.input<typeof notificationListQuerySchema>;

/** The paginated list, plus the user's unread count (whatever the filters) for the bell's badge. */
export const notificationListResponseSchema = paginatedSchema(notificationSchema).extend({
  unread_count: z.number().int(),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

/** Spec 1 section 4: read and dismissed are one-way, so only `true` is accepted. */
const oneWay = z.literal(true, { error: NOTIFICATION_MESSAGES.noWayBack }).optional();

/**
 * PATCH /api/notifications/notifications/{id}/ with {is_read: true} and/or {is_dismissed: true};
 * `{}` changes nothing and answers the notification as it is.
 */
export const notificationPatchSchema = z.object({ is_read: oneWay, is_dismissed: oneWay });
export type NotificationPatch = z.infer<typeof notificationPatchSchema>;

/** POST /api/notifications/notifications/mark_all_read/ (empty body). */
export const markAllReadResponseSchema = z.object({
  marked_read: z.number().int().describe('How many notifications this call marked read'),
  unread_count: z.number().int(),
});
export type MarkAllReadResponse = z.infer<typeof markAllReadResponseSchema>;

/** A path inside the app ("/vehicles/X"), never another site ("//evil", "https:", "javascript:"). */
const appPath = z
  .string()
  .trim()
  .max(500)
  .refine((v) => /^\/(?![/\\])[^\s]*$/.test(v), NOTIFICATION_MESSAGES.actionUrlInvalid);

/**
 * What a producer (another module, a job, the command line) sends: checked here so every way in
 * gets the same rules. Recipients are handed in apart (user ids of the shop's members).
 */
export const notificationDraftSchema = z.object({
  title: z.string().trim().min(1, NOTIFICATION_MESSAGES.titleRequired).max(200),
  message: z.string().trim().min(1, NOTIFICATION_MESSAGES.messageRequired).max(5000),
  severity: z
    .enum(NOTIFICATION_SEVERITIES, { error: NOTIFICATION_MESSAGES.severityInvalid })
    .default('info'),
  priority: z
    .enum(NOTIFICATION_PRIORITIES, { error: NOTIFICATION_MESSAGES.priorityInvalid })
    .default('normal'),
  action_url: appPath.nullish().transform((v) => v || null),
  action_text: z
    .string()
    .trim()
    .max(50)
    .nullish()
    .transform((v) => v || null),
  additional_emails: z
    .array(z.string().trim().pipe(z.email(NOTIFICATION_MESSAGES.emailInvalid)))
    .max(50)
    .default([]),
  source: z.string().trim().max(50).default(''),
  dedupe_key: z
    .string()
    .trim()
    .max(200)
    .nullish()
    .transform((v) => v || null),
});
export type NotificationDraft = z.input<typeof notificationDraftSchema>;

import { z } from 'zod';
import { paginatedSchema, paginationQuerySchema } from './common';

/**
 * Webhooks (issue 25, docs/api.md "Webhooks"): the events a shop's endpoints may subscribe to,
 * named `area.event`. Modules record them in the transaction of the change (platform/events.ts).
 */
export const WEBHOOK_EVENT_TYPES = [
  'vehicle.created',
  'vehicle.updated',
  'vehicle.archived',
  'vehicle.unarchived',
  'registration.saved',
  'registration.expiring',
  'policy.saved',
  'policy.expiring',
  'financing.saved',
  'payment.saved',
  'service.saved',
  'mileage.recorded',
  'loaner.checked_out',
  'loaner.checked_in',
  'inspection.saved',
  'issue.saved',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** What Send test delivers: not subscribable, sent to the one endpoint tested. */
export const WEBHOOK_TEST_EVENT = 'webhook.test';

/** The events grouped by area, as the form shows them (checkboxes per group). */
export const WEBHOOK_EVENT_GROUPS: readonly {
  area: string;
  events: readonly WebhookEventType[];
}[] = [
  {
    area: 'Vehicles',
    events: ['vehicle.created', 'vehicle.updated', 'vehicle.archived', 'vehicle.unarchived'],
  },
  { area: 'Service and mileage', events: ['service.saved', 'mileage.recorded'] },
  { area: 'Registrations', events: ['registration.saved', 'registration.expiring'] },
  { area: 'Insurance', events: ['policy.saved', 'policy.expiring'] },
  { area: 'Financing', events: ['financing.saved', 'payment.saved'] },
  { area: 'Loaners', events: ['loaner.checked_out', 'loaner.checked_in'] },
  { area: 'Inspections and issues', events: ['inspection.saved', 'issue.saved'] },
];

export const WEBHOOK_EVENT_LABELS: Record<WebhookEventType, string> = {
  'vehicle.created': 'A vehicle was added',
  'vehicle.updated': 'A vehicle was changed',
  'vehicle.archived': 'A vehicle was archived',
  'vehicle.unarchived': 'A vehicle was restored from the archive',
  'service.saved': 'A service record was added',
  'mileage.recorded': 'A mileage reading was recorded (by hand, with a service or a loaner)',
  'registration.saved': 'A registration was added or changed',
  'registration.expiring': 'A registration is about to expire (daily reminders)',
  'policy.saved': 'An insurance policy was added or changed',
  'policy.expiring': 'An insurance policy is about to expire (daily reminders)',
  'financing.saved': 'A loan or lease was added or changed',
  'payment.saved': 'A payment was recorded or changed',
  'loaner.checked_out': 'A loaner was checked out',
  'loaner.checked_in': 'A loaner was checked in',
  'inspection.saved': 'An inspection was signed',
  'issue.saved': 'An issue was opened, changed or resolved',
};

/** The signature header of every delivery: `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`. */
export const WEBHOOK_SIGNATURE_HEADER = 'X-Fleetdesk-Signature';

export const WEBHOOK_MESSAGES = {
  urlScheme: 'Enter a URL that starts with http:// or https://.',
  urlPrivate:
    'This address is on a private or local network: webhooks are sent to public addresses only.',
  urlUnresolved: 'This host name could not be found.',
  couldNotConnect: 'Could not connect to the receiver.',
  eventsRequired: 'Choose at least one event.',
  testDisabled: 'Enable this endpoint before sending a test.',
  disabledAfterFailures:
    'Deliveries failed for a day: the endpoint was disabled. Fix the receiver, then enable it again.',
} as const;

const urlSchema = z
  .string()
  .trim()
  .min(1, 'This field is required.')
  .max(2000, 'Ensure this field has no more than 2000 characters.');

const eventsSchema = z
  .array(z.enum(WEBHOOK_EVENT_TYPES))
  .min(1, WEBHOOK_MESSAGES.eventsRequired)
  .transform((events) => [...new Set(events)]);

export const webhookCreateSchema = z.object({ url: urlSchema, events: eventsSchema });
export type WebhookCreate = z.input<typeof webhookCreateSchema>;

export const webhookUpdateSchema = z.object({
  url: urlSchema.optional(),
  events: eventsSchema.optional(),
  is_active: z.boolean().optional(),
});
export type WebhookUpdate = z.input<typeof webhookUpdateSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'delivered', 'failed'] as const;
export type WebhookDeliveryStatus = (typeof WEBHOOK_DELIVERY_STATUSES)[number];

export const webhookLastDeliverySchema = z.object({
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  response_code: z.number().int().nullable(),
  at: z.string(),
});

export const webhookSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  events: z.array(z.enum(WEBHOOK_EVENT_TYPES)),
  is_active: z.boolean(),
  /** Why it is off when the system turned it off (a day of failures); null otherwise. */
  disabled_reason: z.string().nullable(),
  created_at: z.string(),
  last_delivery: webhookLastDeliverySchema.nullable(),
});
export type Webhook = z.infer<typeof webhookSchema>;

/** The creation reply: the signing secret, shown this once. */
export const webhookCreatedSchema = webhookSchema.extend({ secret: z.string() });
export type WebhookCreated = z.infer<typeof webhookCreatedSchema>;

export const webhookListSchema = z.array(webhookSchema);

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  event_id: z.string(),
  event_type: z.string(),
  status: z.enum(WEBHOOK_DELIVERY_STATUSES),
  response_code: z.number().int().nullable(),
  attempts: z.number().int(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  next_attempt_at: z.string().nullable(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

export const webhookDeliveriesQuerySchema = paginationQuerySchema;
export const webhookDeliveriesSchema = paginatedSchema(webhookDeliverySchema);
export type WebhookDeliveries = z.infer<typeof webhookDeliveriesSchema>;

import type { Webhook, WebhookDelivery } from '@fleetdesk/contract/webhooks';
import type { DeliveryRow, EndpointRow } from './webhooks.repository';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function presentWebhook(row: EndpointRow, last: DeliveryRow | undefined): Webhook {
  return {
    id: row.id,
    url: row.url,
    events: row.events,
    is_active: row.isActive,
    disabled_reason: row.disabledReason,
    created_at: row.createdAt.toISOString(),
    last_delivery: last
      ? {
          event_type: last.eventType,
          status: last.status,
          response_code: last.responseCode,
          at: (last.deliveredAt ?? last.lastAttemptAt ?? last.createdAt).toISOString(),
        }
      : null,
  };
}

export function presentDelivery(row: DeliveryRow): WebhookDelivery {
  return {
    id: row.id,
    event_id: row.eventId,
    event_type: row.eventType,
    status: row.status,
    response_code: row.responseCode,
    attempts: row.attempts,
    last_error: row.lastError,
    created_at: row.createdAt.toISOString(),
    last_attempt_at: iso(row.lastAttemptAt),
    next_attempt_at: row.status === 'pending' ? row.nextAttemptAt.toISOString() : null,
    delivered_at: iso(row.deliveredAt),
  };
}

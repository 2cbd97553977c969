import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { WebhookEventType } from '@fleetdesk/contract/webhooks';
import type { Db } from './database/db';

/** Where an event happens: the change's transaction, scoped to its shop. */
export type EventScope = { db: Db; shopId: number };

/** The JSON every receiver gets (docs/api.md "Webhooks"). */
export function eventBody(
  event: { id: string; type: string; createdAt: Date },
  data: Record<string, unknown>,
): string {
  return JSON.stringify({
    id: event.id,
    type: event.type,
    created_at: event.createdAt.toISOString(),
    data,
  });
}

/**
 * Records that something happened (`vehicle.created`, …) in the transaction of the change: each
 * of the shop's active webhook endpoints that subscribes to it gets an outbox row
 * (`fleetdesk_record_event`, migration 0032), delivered once the change has committed. A change
 * that rolls back takes its events with it. Modules call this without knowing who listens.
 */
export async function recordEvent(
  scope: EventScope,
  type: WebhookEventType,
  data: Record<string, unknown>,
): Promise<void> {
  const id = randomUUID();
  const body = eventBody({ id, type, createdAt: new Date() }, data);
  await scope.db.execute(
    sql`select fleetdesk_record_event(${scope.shopId}, ${id}, ${type}, ${body})`,
  );
}

/** Several events of one change in one statement (a bulk renewal's policies, say). */
export async function recordEvents(
  scope: EventScope,
  events: readonly { type: WebhookEventType; data: Record<string, unknown> }[],
): Promise<void> {
  if (events.length === 0) return;
  const createdAt = new Date();
  const rows = events.map(({ type, data }) => {
    const id = randomUUID();
    return { id, type, body: eventBody({ id, type, createdAt }, data) };
  });
  await scope.db.execute(
    sql`select fleetdesk_record_event(${scope.shopId}, e.id, e.type, e.body)
        from jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) as e(id text, type text, body text)`,
  );
}

import { and, asc, count, desc, eq, sql } from 'drizzle-orm';
import { WEBHOOK_TEST_EVENT } from '@fleetdesk/contract/webhooks';
import { type Db, rowsOf } from '../../../platform/database/client';
import { shops } from '../../shops';
import { webhookDeliveries, webhookEndpoints } from './webhooks.tables';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;
type Shop = { db: Db; shopId: number };

const ofShop = (shopId: number, id: number) =>
  and(eq(webhookEndpoints.shopId, shopId), eq(webhookEndpoints.id, id));

export async function listEndpoints({ db, shopId }: Shop): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.shopId, shopId))
    .orderBy(asc(webhookEndpoints.id));
}

export async function findEndpoint({ db, shopId }: Shop, id: number): Promise<EndpointRow | null> {
  const [row] = await db.select().from(webhookEndpoints).where(ofShop(shopId, id));
  return row ?? null;
}

export async function insertEndpoint(
  { db, shopId }: Shop,
  values: Pick<EndpointRow, 'url' | 'events' | 'secret'>,
): Promise<EndpointRow> {
  const [row] = await db
    .insert(webhookEndpoints)
    .values({ shopId, ...values })
    .returning();
  return row!;
}

export async function updateEndpoint(
  { db, shopId }: Shop,
  id: number,
  values: Partial<Pick<EndpointRow, 'url' | 'events' | 'isActive' | 'disabledReason'>>,
): Promise<EndpointRow | null> {
  const [row] = await db
    .update(webhookEndpoints)
    .set({ ...values, updatedAt: sql`now()` })
    .where(ofShop(shopId, id))
    .returning();
  return row ?? null;
}

export async function deleteEndpoint({ db, shopId }: Shop, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(ofShop(shopId, id))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** Send test: a delivery of `webhook.test` to this one endpoint, behind what it already has. */
export async function insertTestDelivery(
  { db, shopId }: Shop,
  endpointId: number,
  event: { id: string; body: string },
): Promise<void> {
  await db.insert(webhookDeliveries).values({
    shopId,
    endpointId,
    eventId: event.id,
    eventType: WEBHOOK_TEST_EVENT,
    body: event.body,
  });
}

/** The newest delivery of each of the shop's endpoints (the list's status). */
export async function lastDeliveries({ db, shopId }: Shop): Promise<Map<number, DeliveryRow>> {
  const rows = await db
    .selectDistinctOn([webhookDeliveries.endpointId])
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.shopId, shopId))
    .orderBy(webhookDeliveries.endpointId, desc(webhookDeliveries.id));
  return new Map(rows.map((d) => [d.endpointId, d]));
}

/** One endpoint's delivery log, newest first. */
export async function listDeliveries(
  { db, shopId }: Shop,
  endpointId: number,
  page: { limit: number; offset: number },
): Promise<{ count: number; results: DeliveryRow[] }> {
  const where = and(
    eq(webhookDeliveries.shopId, shopId),
    eq(webhookDeliveries.endpointId, endpointId),
  );
  const [total] = await db.select({ n: count() }).from(webhookDeliveries).where(where);
  const results = await db
    .select()
    .from(webhookDeliveries)
    .where(where)
    .orderBy(desc(webhookDeliveries.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, results };
}

/** The shop's active endpoints that have something waiting, with what delivery needs. */
export async function endpointsWithPending({ db, shopId }: Shop): Promise<EndpointRow[]> {
  return db
    .select()
    .from(webhookEndpoints)
    .where(
      and(
        eq(webhookEndpoints.shopId, shopId),
        eq(webhookEndpoints.isActive, true),
        sql`exists (select 1 from ${webhookDeliveries} d where d.shop_id = ${shopId}
          and d.endpoint_id = ${webhookEndpoints.id} and d.status = 'pending')`,
      ),
    )
    .orderBy(asc(webhookEndpoints.id));
}

export type ClaimedDelivery = Pick<
  DeliveryRow,
  'id' | 'eventId' | 'eventType' | 'body' | 'attempts'
> & {
  /** When its first attempt was made: a day of failures after it, the event is given up. */
  firstAttemptAt: Date;
};

/**
 * Claims the endpoint's oldest undelivered event for one attempt, if it is due and nobody holds
 * it: only the head of the queue is ever tried, so an endpoint gets its events one at a time and
 * in order. Two senders racing meet at the row: the second finds it claimed and takes nothing.
 */
export async function claimHead(
  { db, shopId }: Shop,
  endpointId: number,
  now: Date,
  until: Date,
): Promise<ClaimedDelivery | null> {
  const at = now.toISOString();
  const rows = rowsOf<{
    id: number;
    event_id: string;
    event_type: string;
    body: string;
    attempts: number;
    first_attempt_at: string | Date;
  }>(
    await db.execute(sql`
      update ${webhookDeliveries}
      set attempts = attempts + 1, claimed_until = ${until.toISOString()}::timestamptz,
        last_attempt_at = ${at}::timestamptz,
        first_attempt_at = coalesce(first_attempt_at, ${at}::timestamptz)
      where shop_id = ${shopId} and status = 'pending'
        and next_attempt_at <= ${at}::timestamptz
        and (claimed_until is null or claimed_until < ${at}::timestamptz)
        and id = (select id from ${webhookDeliveries} where shop_id = ${shopId}
          and endpoint_id = ${endpointId} and status = 'pending' order by id limit 1)
      returning id, event_id, event_type, body, attempts, first_attempt_at`),
  );
  const row = rows[0];
  if (!row) return null;
  return {
    id: row.id,
    eventId: row.event_id,
    eventType: row.event_type,
    body: row.body,
    attempts: row.attempts,
    firstAttemptAt: new Date(row.first_attempt_at),
  };
}

const stillPending = (shopId: number, id: number) =>
  and(
    eq(webhookDeliveries.shopId, shopId),
    eq(webhookDeliveries.id, id),
    eq(webhookDeliveries.status, 'pending'),
  );

/** Delivered: marked once (a row already marked stays as it was). */
export async function markDelivered(
  { db, shopId }: Shop,
  id: number,
  responseCode: number,
  at: Date,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      status: 'delivered',
      responseCode,
      deliveredAt: at,
      claimedUntil: null,
      lastError: null,
    })
    .where(stillPending(shopId, id));
}

/** A failed attempt: tried again at `retryAt`, or given up (`failed`) when `retryAt` is null. */
export async function markAttemptFailed(
  { db, shopId }: Shop,
  id: number,
  failure: { responseCode: number | null; error: string },
  retryAt: Date | null,
): Promise<void> {
  await db
    .update(webhookDeliveries)
    .set({
      responseCode: failure.responseCode,
      lastError: failure.error.slice(0, 500),
      claimedUntil: null,
      ...(retryAt ? { nextAttemptAt: retryAt } : { status: 'failed' }),
    })
    .where(stillPending(shopId, id));
}

/** Every shop's id (shops is not a tenant table): the runner visits each in its own scope. */
export async function allShopIds(db: Db): Promise<number[]> {
  const rows = await db.select({ id: shops.id }).from(shops).orderBy(asc(shops.id));
  return rows.map((r) => r.id);
}

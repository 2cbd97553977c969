import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  WEBHOOK_MESSAGES,
  type WebhookCreated,
  type WebhookDeliveries,
} from '@fleetdesk/contract/webhooks';
import { setupTestApp, type TestApp, type TestUser } from '../../../../test/helpers';
import { recordEvent } from '../../../platform/events';
import { newVin, vehicleBody } from '../../vehicles/vehicles.test-fixtures';
import { deliverShopWebhooks } from './webhooks.delivery';
import {
  startApp,
  startReceiver,
  until,
  verifySignature,
  type Receiver,
} from './webhooks.test-fixtures';

// The test's own app never sends in the background (WEBHOOK_TICK_SECONDS off): each test starts
// the app processes that deliver, as a server would run them.
let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({ WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_TICK_SECONDS: null });
});
afterAll(() => t.close());

const opened: { close(): Promise<unknown> }[] = [];
afterEach(async () => {
  for (const item of opened.splice(0).reverse()) await item.close();
});
const running = async (app: Promise<FastifyInstance>) => {
  const started = await app;
  opened.push(started);
  return started;
};

async function shopWithEndpoint(events = ['vehicle.created', 'vehicle.updated']) {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const rx = await startReceiver();
  opened.push(rx);
  const res = await t.request(admin, 'POST', '/api/integrations/webhooks/', {
    url: rx.url,
    events,
  });
  expect(res.statusCode, res.body).toBe(201);
  const endpoint = res.json<WebhookCreated>();
  rx.useSecret(endpoint.secret);
  return { shop, admin, rx, endpoint };
}

async function addVehicle(admin: TestUser, vin = newVin()) {
  const res = await t.request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin }));
  expect(res.statusCode, res.body).toBe(201);
  return vin;
}

async function deliveryLog(admin: TestUser, endpointId: number) {
  const res = await t.request(
    admin,
    'GET',
    `/api/integrations/webhooks/${endpointId}/deliveries/?page_size=50`,
  );
  expect(res.statusCode, res.body).toBe(200);
  return res.json<WebhookDeliveries>();
}

const delivered = (rx: Receiver) => rx.received.filter((r) => r.status === 200);

/** Polls the delivery log until it shows `expected` (the log's mark follows the receiver's answer). */
async function logShows(admin: TestUser, endpointId: number, expected: object[]) {
  await vi.waitFor(
    async () => expect((await deliveryLog(admin, endpointId)).results).toMatchObject(expected),
    { timeout: 10_000, interval: 50 },
  );
}

/** One more delivery run for the shop, as the next tick would make it. */
const deliverOnce = (shopId: number) =>
  deliverShopWebhooks({ db: t.db, allowPrivate: true, retryBaseMs: 30_000 }, shopId);

describe('webhook delivery', () => {
  it('delivers a change as signed JSON that the receiver verifies with the secret', async () => {
    const { admin, rx, endpoint } = await shopWithEndpoint();
    const vin = await addVehicle(admin);
    await running(startApp(t));
    await until(() => rx.received.length === 1);
    const [got] = rx.received;
    expect(got!.type).toBe('vehicle.created');
    expect(got!.verified).toBe(true);
    expect(verifySignature(got!.signature, got!.body, 'whsec_not-the-secret')).toBe(false);
    expect(got!.signature).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/);
    expect(JSON.parse(got!.body)).toMatchObject({ type: 'vehicle.created', data: { vin } });
    // The log is marked once the receiver's answer is read: poll it, as the other tests do.
    await logShows(admin, endpoint.id, [
      { event_type: 'vehicle.created', status: 'delivered', response_code: 200, attempts: 1 },
    ]);
  });

  it('retries after a 500 and delivers once', async () => {
    const { shop, admin, rx, endpoint } = await shopWithEndpoint();
    rx.answers.push(500);
    await addVehicle(admin);
    await running(startApp(t));
    await until(() => rx.received.length === 2);
    await logShows(admin, endpoint.id, [{ status: 'delivered', response_code: 200, attempts: 2 }]);
    // Ticks go on: a delivered event is never sent again.
    expect(await deliverOnce(shop.id)).toMatchObject({ delivered: 0, failed: 0 });
    expect(rx.received.map((r) => r.status)).toEqual([500, 200]);
    expect(rx.received[0]!.eventId).toBe(rx.received[1]!.eventId);
  });

  it('delivers in order, one at a time, and goes on after a restart', async () => {
    const { admin, rx, endpoint } = await shopWithEndpoint();
    rx.answers.push(500, 500);
    const vin = await addVehicle(admin);
    for (const model of ['Corolla', 'Prius']) {
      const res = await t.request(
        admin,
        'PUT',
        `/api/vehicles/vehicles/${vin}/`,
        vehicleBody({ vin, model }),
      );
      expect(res.statusCode, res.body).toBe(200);
    }
    const first = await startApp(t);
    await until(() => rx.received.length >= 1);
    await first.close();
    const seenBeforeRestart = rx.received.length;
    await running(startApp(t));
    await until(() => delivered(rx).length === 3);
    expect(seenBeforeRestart).toBeLessThan(rx.received.length);
    // The log lists newest first: reversed, the order the changes were made in.
    const order = (await deliveryLog(admin, endpoint.id)).results.map((d) => d.event_id).reverse();
    expect(delivered(rx).map((r) => r.eventId)).toEqual(order);
    // No event was tried before the one ahead of it had gone through.
    const positions = rx.received.map((r) => order.indexOf(r.eventId));
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
    expect(rx.received.slice(0, 2).map((r) => r.status)).toEqual([500, 500]);
    expect(delivered(rx).map((r) => r.type)).toEqual([
      'vehicle.created',
      'vehicle.updated',
      'vehicle.updated',
    ]);
  });

  it('sends nothing for a change that rolled back', async () => {
    const { shop, admin, rx, endpoint } = await shopWithEndpoint();
    await expect(
      t.inShop(shop, async (db) => {
        await recordEvent({ db, shopId: shop.id }, 'vehicle.created', { vin: newVin() });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    // The same event recorded in a transaction that commits is queued (the check can fail).
    await t.inShop(shop, (db) =>
      recordEvent({ db, shopId: shop.id }, 'vehicle.updated', { vin: 'COMMITTED' }),
    );
    await running(startApp(t));
    await until(() => rx.received.length === 1);
    await logShows(admin, endpoint.id, [{ event_type: 'vehicle.updated', status: 'delivered' }]);
    // Nothing else is queued: another run sends nothing.
    expect(await deliverOnce(shop.id)).toMatchObject({ delivered: 0, failed: 0 });
    expect(rx.received.map((r) => r.type)).toEqual(['vehicle.updated']);
    expect((await deliveryLog(admin, endpoint.id)).count).toBe(1);
  });

  it('sends a test at once, without waiting for a tick', async () => {
    const { admin, rx, endpoint } = await shopWithEndpoint();
    const res = await t.request(admin, 'POST', `/api/integrations/webhooks/${endpoint.id}/test/`);
    expect(res.statusCode, res.body).toBe(202);
    await until(() => rx.received.length === 1);
    expect(rx.received[0]).toMatchObject({ type: 'webhook.test', verified: true });
    await logShows(admin, endpoint.id, [{ event_type: 'webhook.test', response_code: 200 }]);
  });

  it('does not send to a private address unless allowed', async () => {
    const { shop, admin, rx, endpoint } = await shopWithEndpoint();
    await addVehicle(admin);
    const deps = { db: t.db, allowPrivate: false, retryBaseMs: 30_000 };
    expect(await deliverShopWebhooks(deps, shop.id)).toMatchObject({ delivered: 0, failed: 1 });
    expect(rx.received).toEqual([]);
    const [attempt] = (await deliveryLog(admin, endpoint.id)).results;
    expect(attempt).toMatchObject({ status: 'pending', response_code: null, attempts: 1 });
    expect(attempt!.last_error).toBe(WEBHOOK_MESSAGES.urlPrivate);
  });

  it('logs a receiver that refuses the connection as "could not connect", not the socket error', async () => {
    const { shop, admin, rx, endpoint } = await shopWithEndpoint();
    await rx.close();
    await addVehicle(admin);
    const deps = { db: t.db, allowPrivate: true, retryBaseMs: 30_000 };
    expect(await deliverShopWebhooks(deps, shop.id)).toMatchObject({ delivered: 0, failed: 1 });
    const [attempt] = (await deliveryLog(admin, endpoint.id)).results;
    expect(attempt!.last_error).toBe(WEBHOOK_MESSAGES.couldNotConnect);
  });

  it('does not queue events the endpoint did not choose', async () => {
    const { admin, endpoint } = await shopWithEndpoint(['vehicle.archived']);
    await addVehicle(admin);
    expect((await deliveryLog(admin, endpoint.id)).count).toBe(0);
  });

  it('retries within a minute, and after a day of failures disables the endpoint and tells the administrators', async () => {
    const { shop, admin, rx, endpoint } = await shopWithEndpoint();
    rx.answers.push(500, 503);
    await addVehicle(admin);
    const start = new Date();
    const deps = { db: t.db, allowPrivate: true, retryBaseMs: 30_000 };
    expect(await deliverShopWebhooks({ ...deps, now: () => start }, shop.id)).toMatchObject({
      failed: 1,
      disabled: 0,
    });
    const [retrying] = (await deliveryLog(admin, endpoint.id)).results;
    expect(retrying).toMatchObject({ status: 'pending', response_code: 500, attempts: 1 });
    const wait = Date.parse(retrying!.next_attempt_at!) - Date.parse(retrying!.last_attempt_at!);
    expect(wait).toBeGreaterThan(0);
    expect(wait).toBeLessThanOrEqual(60_000);

    const dayLater = new Date(start.getTime() + 24 * 3_600_000 + 1000);
    expect(await deliverShopWebhooks({ ...deps, now: () => dayLater }, shop.id)).toMatchObject({
      failed: 1,
      disabled: 1,
    });
    const list = await t.request(admin, 'GET', '/api/integrations/webhooks/');
    expect(list.json()).toMatchObject([
      {
        id: endpoint.id,
        is_active: false,
        disabled_reason: expect.stringContaining('failed for a day'),
        last_delivery: { status: 'failed', response_code: 503 },
      },
    ]);
    const notices = await t.request(admin, 'GET', '/api/notifications/notifications/');
    expect(notices.body).toContain('Webhook disabled');
    expect(notices.body).toContain(rx.url);

    const enabled = await t.request(admin, 'PATCH', `/api/integrations/webhooks/${endpoint.id}/`, {
      is_active: true,
    });
    expect(enabled.json()).toMatchObject({ is_active: true, disabled_reason: null });
  });
});

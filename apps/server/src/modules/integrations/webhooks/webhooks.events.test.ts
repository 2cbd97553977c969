import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { WebhookCreated } from '@fleetdesk/contract/webhooks';
import { setupTestApp, type TestApp } from '../../../../test/helpers';
import { DAY, plusDays, reminderFixtures } from '../../reminders/reminders.test-fixtures';
import { deliverShopWebhooks } from './webhooks.delivery';
import { startReceiver, type Receiver } from './webhooks.test-fixtures';

// The events other modules record with their changes, as a receiver gets them.
let t: TestApp;
let r: ReturnType<typeof reminderFixtures>;
beforeAll(async () => {
  t = await setupTestApp({ WEBHOOK_ALLOW_PRIVATE: true, WEBHOOK_TICK_SECONDS: null });
  r = reminderFixtures(t);
});
afterAll(() => t.close());
let rx: Receiver;
afterEach(() => rx.close());

async function subscribed(events: string[]) {
  const { shop, staff } = await r.shopWithStaff('webhooks');
  rx = await startReceiver();
  const res = await t.request(staff.admin, 'POST', '/api/integrations/webhooks/', {
    url: rx.url,
    events,
  });
  expect(res.statusCode, res.body).toBe(201);
  rx.useSecret(res.json<WebhookCreated>().secret);
  return { shop, admin: staff.admin };
}

const deliver = (shopId: number) =>
  deliverShopWebhooks({ db: t.db, allowPrivate: true, retryBaseMs: 30_000 }, shopId);
const payloads = () =>
  rx.received.map((got) => {
    expect(got.verified).toBe(true);
    return JSON.parse(got.body) as { type: string; data: Record<string, unknown> };
  });

describe('events of the other modules', () => {
  it("sends a registration's save, and its expiry once when the daily reminders find it", async () => {
    const { shop, admin } = await subscribed(['registration.saved', 'registration.expiring']);
    const vehicle = await r.vehicleExpiring(admin, plusDays(DAY, 5));
    await r.run([shop]);
    await r.run([shop]);
    await deliver(shop.id);
    expect(payloads()).toMatchObject([
      { type: 'registration.saved', data: { vin: vehicle.vin } },
      {
        type: 'registration.expiring',
        data: { vin: vehicle.vin, title: 'Registration expires in 5 days' },
      },
    ]);
  });

  it("sends a vehicle's archiving", async () => {
    const { shop, admin } = await subscribed(['vehicle.archived']);
    const vehicle = await r.createVehicle(admin);
    const res = await t.request(admin, 'POST', `/api/vehicles/vehicles/${vehicle.vin}/archive/`);
    expect(res.statusCode, res.body).toBe(200);
    await deliver(shop.id);
    expect(payloads()).toMatchObject([{ type: 'vehicle.archived', data: { vin: vehicle.vin } }]);
  });
});

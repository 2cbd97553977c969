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

  it('carries the changed vehicle as a record, names not ids, and its return from the archive', async () => {
    const { shop, admin } = await subscribed(['vehicle.updated', 'vehicle.unarchived']);
    const vehicle = await r.createVehicle(admin);
    const location = await t.request(admin, 'POST', '/api/shops/locations/', {
      name: 'Paint Annex',
    });
    expect(location.statusCode, location.body).toBe(201);
    const edited = await t.request(admin, 'PUT', `/api/vehicles/vehicles/${vehicle.vin}/`, {
      make: 'Ford',
      model: 'Transit',
      year: 2022,
      license_plate: 'WH 1001',
      location: location.json<{ id: number }>().id,
    });
    expect(edited.statusCode, edited.body).toBe(200);
    for (const step of ['archive', 'unarchive']) {
      const res = await t.request(admin, 'POST', `/api/vehicles/vehicles/${vehicle.vin}/${step}/`);
      expect(res.statusCode, res.body).toBe(200);
    }
    await deliver(shop.id);
    expect(payloads()).toMatchObject([
      {
        type: 'vehicle.updated',
        data: {
          vin: vehicle.vin,
          record: { vin: vehicle.vin, license_plate: 'WH 1001', location: 'Paint Annex' },
        },
      },
      {
        type: 'vehicle.unarchived',
        data: { vin: vehicle.vin, record: { vin: vehicle.vin, is_archived: false } },
      },
    ]);
  });

  it('sends a service record and the mileage readings, by hand and with the (earlier) service', async () => {
    const { shop, admin } = await subscribed(['service.saved', 'mileage.recorded']);
    const vehicle = await r.createVehicle(admin);
    const vendor = await t.request(admin, 'POST', '/api/vendors/vendors/', { name: 'Hook Garage' });
    const reading = await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
      vehicle: vehicle.vin,
      mileage: 12_000,
    });
    expect(reading.statusCode, reading.body).toBe(201);
    const service = await t.request(admin, 'POST', '/api/vehicles/service-records/', {
      vehicle: vehicle.vin,
      service_date: '2025-04-02',
      vendor_id: vendor.json<{ id: number }>().id,
      service_type: 'tires',
      amount: '420.10',
      description: 'Four new tires',
      mileage_at_service: 11_000,
    });
    expect(service.statusCode, service.body).toBe(201);
    await deliver(shop.id);
    expect(payloads()).toMatchObject([
      { type: 'mileage.recorded', data: { vin: vehicle.vin, record: { mileage: 12_000 } } },
      {
        type: 'mileage.recorded',
        data: { vin: vehicle.vin, record: { mileage: 11_000, source: 'service' } },
      },
      {
        type: 'service.saved',
        data: { vin: vehicle.vin, record: { amount: '420.10', description: 'Four new tires' } },
      },
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CurrentContext, ShopSettings } from '@fleetdesk/contract/shops';
import type { VehicleListItem } from '@fleetdesk/contract/vehicles';
import { isoDateInZone } from '@fleetdesk/contract/rules/shop-day';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { plusDays } from '../reminders/reminders.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

/**
 * A zone whose date is not UTC's right now (the database's clock cannot be fixed): Kiritimati
 * (UTC+14) is a day ahead from 10:00 UTC, Pago Pago (UTC-11) a day behind until 11:00 UTC.
 */
function zoneOffUtc(): { zone: string; today: string } {
  const now = new Date();
  const utc = isoDateInZone(now, 'UTC');
  for (const zone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago']) {
    const today = isoDateInZone(now, zone);
    if (today !== utc) return { zone, today };
  }
  throw new Error('no zone off UTC');
}

describe("one today per shop: the shop's time zone", () => {
  it('counts statuses and the reported today in the shop time zone, not in UTC', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const { zone, today } = zoneOffUtc();
    const set = await t.request(admin, 'PATCH', '/api/shops/settings/', { time_zone: zone });
    expect(set.statusCode, set.body).toBe(200);
    expect(set.json()).toEqual({ name: shop.name, time_zone: zone, today });

    const context = (await t.request(admin, 'GET', '/api/employees/current-context/')).json();
    expect((context as CurrentContext).current_shop).toMatchObject({ time_zone: zone, today });

    const [dueToday, expiredYesterday] = await f.insertVehicles(shop, [
      { model: 'Due today', registrationExpiresOn: today },
      { model: 'Expired yesterday', registrationExpiresOn: plusDays(today, -1) },
    ]);
    const list = await t.request(admin, 'GET', '/api/vehicles/vehicles/');
    expect(list.statusCode, list.body).toBe(200);
    const statusOf = (vin: string) =>
      (list.json() as { results: VehicleListItem[] }).results.find((v) => v.vin === vin)?.status;
    expect(statusOf(dueToday!.vin)).toBe('Registration due soon');
    expect(statusOf(expiredYesterday!.vin)).toBe('Registration expired');
  });

  it('lets an administrator set a known time zone only', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const before = await t.request(viewer, 'GET', '/api/shops/settings/');
    expect(before.json()).toMatchObject({ time_zone: 'UTC' });

    for (const time_zone of ['Mars/Olympus_Mons', '', 42]) {
      const res = await t.request(admin, 'PATCH', '/api/shops/settings/', { time_zone });
      expect(res.statusCode, res.body).toBe(400);
      expect(Object.keys(res.json())).toEqual(['time_zone']);
    }
    const refused = await t.request(viewer, 'PATCH', '/api/shops/settings/', {
      time_zone: 'America/Chicago',
    });
    expect(refused.statusCode).toBe(403);
    const after = (await t.request(viewer, 'GET', '/api/shops/settings/')).json() as ShopSettings;
    expect(after.time_zone).toBe('UTC');
  });
});

import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { MILEAGE_MESSAGES } from '@fleetdesk/contract/mileage';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { shopDayOf } from '../../platform/shop-day';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

// Issue 34 §1 and docs/api.md "Fleet records", dated readings: a reading has the day it was
// taken, not the day it was typed, and the trend and the current mileage follow that day.

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

type Reading = { mileage: number; date_recorded: string; is_correction: boolean };

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const vehicle = await f.createVehicle(admin);
  const zone = (await t.request(admin, 'GET', '/api/employees/current-context/')).json()
    .current_shop.time_zone as string;
  const today = shopDayOf(zone, new Date());
  return { admin, vehicle, zone, day: (n: number) => addDays(today, n), today };
}
const add = (user: TestUser, body: Record<string, unknown>) =>
  t.request(user, 'POST', '/api/vehicles/mileage-logs/', body);
const readings = async (user: TestUser, vin: string) =>
  (await t.request(user, 'GET', `/api/vehicles/mileage-logs/?vehicle=${vin}`)).json()
    .results as Reading[];
const currentMileage = async (user: TestUser, vin: string) =>
  (await t.request(user, 'GET', `/api/vehicles/vehicles/${vin}/`)).json().current_mileage as
    number | null;

describe('dated readings', () => {
  it('dates a reading on the day given; one earlier than the newest leaves the current mileage', async () => {
    const { admin, vehicle, zone, day } = await setup();
    expect(
      (await add(admin, { vehicle: vehicle.vin, mileage: 10_000, date_recorded: day(-60) }))
        .statusCode,
    ).toBe(201);
    expect((await add(admin, { vehicle: vehicle.vin, mileage: 16_000 })).statusCode).toBe(201);
    const between = await add(admin, {
      vehicle: vehicle.vin,
      mileage: 13_000,
      date_recorded: day(-30),
    });
    expect(between.statusCode, between.body).toBe(201);
    expect(shopDayOf(zone, (between.json() as Reading).date_recorded)).toBe(day(-30));
    // The newest reading is still the current mileage, and the log lists by the day taken.
    expect(await currentMileage(admin, vehicle.vin)).toBe(16_000);
    expect(
      (await readings(admin, vehicle.vin)).map((r) => [
        r.mileage,
        shopDayOf(zone, r.date_recorded),
      ]),
    ).toEqual([
      [16_000, day(0)],
      [13_000, day(-30)],
      [10_000, day(-60)],
    ]);
    // Today's day is now: the reading becomes the current mileage.
    expect(
      (await add(admin, { vehicle: vehicle.vin, mileage: 16_100, date_recorded: day(0) }))
        .statusCode,
    ).toBe(201);
    expect(await currentMileage(admin, vehicle.vin)).toBe(16_100);
  });

  it('refuses a dated reading that does not fit its neighbours, unless confirmed as a correction', async () => {
    const { admin, vehicle, day } = await setup();
    await add(admin, { vehicle: vehicle.vin, mileage: 10_000, date_recorded: day(-60) });
    await add(admin, { vehicle: vehicle.vin, mileage: 16_000, date_recorded: day(-10) });
    const below = await add(admin, {
      vehicle: vehicle.vin,
      mileage: 9_000,
      date_recorded: day(-30),
    });
    expect(below.statusCode).toBe(400);
    expect(below.json()).toEqual({
      mileage: [MILEAGE_MESSAGES.lowerThanEarlier(9_000, 10_000, day(-60))],
    });
    const above = await add(admin, {
      vehicle: vehicle.vin,
      mileage: 17_000,
      date_recorded: day(-30),
    });
    expect(above.json()).toEqual({
      mileage: [MILEAGE_MESSAGES.higherThanLater(17_000, 16_000, day(-10))],
    });
    expect((await readings(admin, vehicle.vin)).length).toBe(2);
    const confirmed = await add(admin, {
      vehicle: vehicle.vin,
      mileage: 17_000,
      date_recorded: day(-30),
      is_correction: true,
    });
    expect(confirmed.statusCode, confirmed.body).toBe(201);
    expect((confirmed.json() as Reading).is_correction).toBe(true);
    expect(await currentMileage(admin, vehicle.vin)).toBe(16_000);
  });

  it('refuses a date in the future or not a date, and changes nothing', async () => {
    const { admin, vehicle, day } = await setup();
    for (const date_recorded of [day(1), new Date(Date.now() + 3_600_000).toISOString()]) {
      const res = await add(admin, { vehicle: vehicle.vin, mileage: 100, date_recorded });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ date_recorded: [MILEAGE_MESSAGES.dateInFuture] });
    }
    const bad = await add(admin, {
      vehicle: vehicle.vin,
      mileage: 100,
      date_recorded: '12/01/2026',
    });
    expect(bad.json()).toEqual({ date_recorded: [MILEAGE_MESSAGES.dateInvalid] });
    expect(await readings(admin, vehicle.vin)).toEqual([]);
  });

  it("dates a service's odometer reading on the service's day", async () => {
    const { admin, vehicle, zone, day } = await setup();
    await add(admin, { vehicle: vehicle.vin, mileage: 20_000, date_recorded: day(-40) });
    await add(admin, { vehicle: vehicle.vin, mileage: 24_000 });
    const vendor = (
      await t.request(admin, 'POST', '/api/vendors/vendors/', { name: 'Dated Garage' })
    ).json() as { id: number };
    const service = await t.request(admin, 'POST', '/api/vehicles/service-records/', {
      vehicle: vehicle.vin,
      service_date: day(-20),
      vendor_id: vendor.id,
      service_type: 'maintenance',
      amount: '80.00',
      description: 'Oil change, typed in three weeks late',
      mileage_at_service: 22_000,
    });
    expect(service.statusCode, service.body).toBe(201);
    const logged = (await readings(admin, vehicle.vin)).map((r) => [
      r.mileage,
      shopDayOf(zone, r.date_recorded),
    ]);
    expect(logged).toEqual([
      [24_000, day(0)],
      [22_000, day(-20)],
      [20_000, day(-40)],
    ]);
    expect(await currentMileage(admin, vehicle.vin)).toBe(24_000);
  });
});

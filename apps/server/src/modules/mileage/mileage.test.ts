import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const vehicle = await f.createVehicle(admin);
  return { shop, admin, vehicle };
}
const add = (user: { token: string } | null, body: unknown) =>
  t.request(user, 'POST', '/api/vehicles/mileage-logs/', body);
const currentMileage = async (user: { token: string }, vin: string) =>
  (await t.request(user, 'GET', `/api/vehicles/vehicles/${vin}/`)).json().current_mileage;

describe('POST /api/vehicles/mileage-logs/', () => {
  it('records a reading that becomes the current mileage', async () => {
    const { shop, admin, vehicle } = await setup();
    const res = await add(admin, { vehicle: vehicle.vin, mileage: '15000', notes: 'Weekly check' });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      vehicle: vehicle.vin,
      mileage: 15000,
      source: 'manual',
      source_display: 'Manual',
      notes: 'Weekly check',
      is_correction: false,
      date_recorded: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      recorded_by: expect.stringMatching(/^Test /),
    });
    expect(await currentMileage(admin, vehicle.vin)).toBe(15000);
    const towing = await add(admin, { vehicle: vehicle.vin, mileage: 15000, source: 'towing' });
    expect(towing.json().source_display).toBe('Towing');
    const audit = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'mileage_log'))),
    );
    expect(audit).toHaveLength(2);
  });

  it('refuses a lower reading unless confirmed as a correction', async () => {
    const { admin, vehicle } = await setup();
    await add(admin, { vehicle: vehicle.vin, mileage: 45200 });
    const lower = await add(admin, { vehicle: vehicle.vin, mileage: 4520 });
    expect(lower.statusCode).toBe(400);
    expect(lower.json()).toEqual({
      mileage: [
        'This reading (4,520 mi) is lower than the current mileage (45,200 mi). If the odometer was replaced or an earlier entry was wrong, confirm it as a correction.',
      ],
    });
    expect(await currentMileage(admin, vehicle.vin)).toBe(45200);
    const confirmed = await add(admin, {
      vehicle: vehicle.vin,
      mileage: 4520,
      is_correction: true,
    });
    expect(confirmed.statusCode).toBe(201);
    expect(confirmed.json().is_correction).toBe(true);
    expect(await currentMileage(admin, vehicle.vin)).toBe(4520);
  });

  it("says 'Please enter a valid mileage number' for anything but a whole number of 0 or more", async () => {
    const { admin, vehicle } = await setup();
    for (const mileage of [undefined, '', 'abc', -5, 12.5, '1e3']) {
      const res = await add(admin, { vehicle: vehicle.vin, mileage });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ mileage: ['Please enter a valid mileage number'] });
    }
    const bad = await add(admin, { mileage: 1, source: 'teleport' });
    expect(bad.json()).toEqual({
      vehicle: ['Vehicle is required'],
      source: ['Select a valid source.'],
    });
  });

  it("refuses another shop's vehicle, no token and no manage-mileage permission", async () => {
    const mine = await setup();
    const other = await setup();
    const foreign = await add(mine.admin, { vehicle: other.vehicle.vin, mileage: 10 });
    expect(foreign.statusCode).toBe(404);
    expect((await add(null, { vehicle: mine.vehicle.vin, mileage: 10 })).statusCode).toBe(401);
    const viewer = await t.createUser({ shops: [mine.shop], role: 'vehicle_viewer' });
    expect((await add(viewer, { vehicle: mine.vehicle.vin, mileage: 10 })).statusCode).toBe(403);
  });
});

describe('GET /api/vehicles/mileage-logs/', () => {
  it("lists a vehicle's readings newest first, and only the shop's", async () => {
    const { shop, admin, vehicle } = await setup();
    const second = await f.createVehicle(admin);
    for (const mileage of [100, 200, 300]) await add(admin, { vehicle: vehicle.vin, mileage });
    await add(admin, { vehicle: second.vin, mileage: 999 });
    const other = await setup();
    await add(other.admin, { vehicle: other.vehicle.vin, mileage: 5 });

    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const res = await t.request(
      viewer,
      'GET',
      `/api/vehicles/mileage-logs/?vehicle=${vehicle.vin}&page_size=2`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ count: 3, total_pages: 2 });
    expect(res.json().results.map((r: { mileage: number }) => r.mileage)).toEqual([300, 200]);
    const all = (await t.request(viewer, 'GET', '/api/vehicles/mileage-logs/')).json();
    expect(all.count).toBe(4);
  });

  it("answers 404 for another shop's VIN, 401 without token, 403 without view", async () => {
    const mine = await setup();
    const other = await setup();
    expect(
      (
        await t.request(
          mine.admin,
          'GET',
          `/api/vehicles/mileage-logs/?vehicle=${other.vehicle.vin}`,
        )
      ).statusCode,
    ).toBe(404);
    expect((await t.request(null, 'GET', '/api/vehicles/mileage-logs/')).statusCode).toBe(401);
    const blind = await t.createUser({
      shops: [mine.shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewMileage'],
    });
    expect((await t.request(blind, 'GET', '/api/vehicles/mileage-logs/')).statusCode).toBe(403);
  });
});

describe('archived vehicles', () => {
  it('hide their mileage and service histories from members who may not view archived vehicles', async () => {
    const { shop, admin, vehicle } = await setup();
    expect((await add(admin, { vehicle: vehicle.vin, mileage: 100 })).statusCode).toBe(201);
    const archived = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${vehicle.vin}/archive/`,
    );
    expect(archived.statusCode).toBe(200);
    const technician = await t.createUser({ shops: [shop], role: 'service_technician' });
    for (const path of ['mileage-logs', 'service-records']) {
      const url = `/api/vehicles/${path}/?vehicle=${vehicle.vin}`;
      expect((await t.request(technician, 'GET', url)).statusCode).toBe(404);
      expect((await t.request(admin, 'GET', url)).statusCode).toBe(200);
    }
  });
});

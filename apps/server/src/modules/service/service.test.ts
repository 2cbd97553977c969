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
  const vendor = (
    await t.request(admin, 'POST', '/api/vendors/vendors/', { name: 'Main Street Garage' })
  ).json();
  return { shop, admin, vehicle, vendor };
}
const add = (user: { token: string } | null, body: unknown) =>
  t.request(user, 'POST', '/api/vehicles/service-records/', body);
const detail = async (user: { token: string }, vin: string) =>
  (await t.request(user, 'GET', `/api/vehicles/vehicles/${vin}/`)).json();

describe('POST /api/vehicles/service-records/', () => {
  it('records a service and logs a higher mileage as a service reading', async () => {
    const { shop, admin, vehicle, vendor } = await setup();
    const res = await add(admin, {
      vehicle: vehicle.vin,
      service_date: '2025-04-02',
      vendor_id: vendor.id,
      service_type: 'tires',
      amount: '420.10',
      description: 'Four new tires',
      mileage_at_service: 30500,
      parts_cost: 300,
      labor_cost: '120.1',
      invoice_number: 'INV-77',
      next_service_date: '2025-10-02',
      next_service_mileage: 36000,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      vehicle: vehicle.vin,
      vehicle_description: vehicle.description,
      service_date: '2025-04-02',
      vendor_id: vendor.id,
      vendor_name: 'Main Street Garage',
      service_type: 'tires',
      service_type_display: 'Tires',
      amount: '420.10',
      description: 'Four new tires',
      mileage_at_service: 30500,
      parts_cost: '300.00',
      labor_cost: '120.10',
      invoice_number: 'INV-77',
      next_service_date: '2025-10-02',
      next_service_mileage: 36000,
      created_at: expect.any(String),
    });
    const after = await detail(admin, vehicle.vin);
    expect(after).toMatchObject({
      current_mileage: 30500,
      service_record_count: 1,
      mileage_log_count: 1,
    });
    expect(after.recent_mileage_logs[0]).toMatchObject({
      mileage: 30500,
      source: 'service',
      source_display: 'Service',
    });
    const audit = await t.inShop(shop, (db) =>
      db
        .select({ entity: auditLog.entity })
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.action, 'create'))),
    );
    expect(audit.map((a) => a.entity)).toEqual(
      expect.arrayContaining(['service_record', 'mileage_log']),
    );
  });

  it('logs an earlier service as a reading of its day; one at odds with the log stays on the record only', async () => {
    const { admin, vehicle, vendor } = await setup();
    await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
      vehicle: vehicle.vin,
      mileage: 50000,
    });
    const service = (service_date: string, mileage_at_service: number) =>
      add(admin, {
        vehicle: vehicle.vin,
        service_date,
        vendor_id: vendor.id,
        amount: 10,
        description: 'Wipers',
        mileage_at_service,
      });
    // Before today's 50,000: history, logged on its day; the current mileage stays.
    const res = await service('2025-01-01', 40000);
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      mileage_at_service: 40000,
      service_type: 'maintenance',
      parts_cost: null,
    });
    expect(await detail(admin, vehicle.vin)).toMatchObject({
      current_mileage: 50000,
      mileage_log_count: 2,
    });
    // Lower than the reading before its day: kept on the record, not logged.
    expect((await service('2025-02-01', 30000)).statusCode).toBe(201);
    expect(await detail(admin, vehicle.vin)).toMatchObject({
      current_mileage: 50000,
      mileage_log_count: 2,
    });
  });

  it('names each missing required field, and malformed optional ones', async () => {
    const { admin } = await setup();
    const res = await add(admin, {
      service_type: 'spa',
      mileage_at_service: -1,
      next_service_date: 'soon',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      vehicle: ['Vehicle is required'],
      service_date: ['Service date is required'],
      vendor_id: ['Vendor is required'],
      service_type: ['Select a valid service type.'],
      amount: ['Amount is required'],
      description: ['Description is required'],
      mileage_at_service: ['Please enter a valid mileage number'],
      next_service_date: ['Enter a valid date (YYYY-MM-DD).'],
    });
  });

  it("refuses another shop's vendor and vehicle", async () => {
    const mine = await setup();
    const other = await setup();
    const base = { service_date: '2025-01-01', amount: '1.00', description: 'x' };
    const foreignVendor = await add(mine.admin, {
      ...base,
      vehicle: mine.vehicle.vin,
      vendor_id: other.vendor.id,
    });
    expect(foreignVendor.json()).toEqual({ vendor_id: ['Select a valid vendor.'] });
    const foreignVehicle = await add(mine.admin, {
      ...base,
      vehicle: other.vehicle.vin,
      vendor_id: mine.vendor.id,
    });
    expect(foreignVehicle.statusCode).toBe(404);
    expect(
      (await add(null, { ...base, vehicle: mine.vehicle.vin, vendor_id: mine.vendor.id }))
        .statusCode,
    ).toBe(401);
    const viewer = await t.createUser({ shops: [mine.shop], role: 'vehicle_viewer' });
    expect(
      (await add(viewer, { ...base, vehicle: mine.vehicle.vin, vendor_id: mine.vendor.id }))
        .statusCode,
    ).toBe(403);
  });
});

describe('GET /api/vehicles/service-records/', () => {
  it("lists a vehicle's records newest first, only the shop's, and needs view service", async () => {
    const { shop, admin, vehicle, vendor } = await setup();
    for (const date of ['2024-01-10', '2025-02-01', '2024-06-15']) {
      await add(admin, {
        vehicle: vehicle.vin,
        service_date: date,
        vendor_id: vendor.id,
        amount: 5,
        description: date,
      });
    }
    const other = await setup();
    await add(other.admin, {
      vehicle: other.vehicle.vin,
      service_date: '2025-01-01',
      vendor_id: other.vendor.id,
      amount: 5,
      description: 'theirs',
    });
    const res = await t.request(
      admin,
      'GET',
      `/api/vehicles/service-records/?vehicle=${vehicle.vin}`,
    );
    expect(res.json().results.map((r: { service_date: string }) => r.service_date)).toEqual([
      '2025-02-01',
      '2024-06-15',
      '2024-01-10',
    ]);
    expect((await t.request(admin, 'GET', '/api/vehicles/service-records/')).json().count).toBe(3);
    expect(
      (await t.request(admin, 'GET', `/api/vehicles/service-records/?vehicle=${other.vehicle.vin}`))
        .statusCode,
    ).toBe(404);
    expect((await t.request(null, 'GET', '/api/vehicles/service-records/')).statusCode).toBe(401);
    const blind = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewService'],
    });
    expect((await t.request(blind, 'GET', '/api/vehicles/service-records/')).statusCode).toBe(403);
  });
});

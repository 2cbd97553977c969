import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { vehicles } from '../vehicles/vehicles.tables';

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

const expiryOf = async (shop: TestShop, vin: string) =>
  (
    await t.inShop(shop, (db) =>
      db.select({ d: vehicles.registrationExpiresOn }).from(vehicles).where(eq(vehicles.vin, vin)),
    )
  )[0]!.d;

describe('POST /api/vehicles/registrations/', () => {
  it('adds a registration and keeps the vehicle expiry at the latest one', async () => {
    const { shop, admin, vehicle } = await setup();
    const res = await t.request(admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: vehicle.vin.toLowerCase(),
      plate_cost: '125.5',
      expiration_date: '2031-03-31',
      last_renewed: '2030-03-30',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      vehicle: vehicle.vin,
      vehicle_description: vehicle.description,
      plate_cost: '125.50',
      expiration_date: '2031-03-31',
      last_renewed: '2030-03-30',
      documents: [],
    });
    expect(await expiryOf(shop, vehicle.vin)).toBe('2031-03-31');
    await t.request(admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: vehicle.vin,
      expiration_date: '2029-01-01',
    });
    expect(await expiryOf(shop, vehicle.vin)).toBe('2031-03-31');
    const detail = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/`)).json();
    expect(detail.registrations.map((r: { expiration_date: string }) => r.expiration_date)).toEqual(
      ['2031-03-31', '2029-01-01'],
    );
    const audit = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'registration'))),
    );
    expect(audit).toHaveLength(2);
  });

  it('reports missing and malformed fields', async () => {
    const { admin } = await setup();
    const res = await t.request(admin, 'POST', '/api/vehicles/registrations/', {
      plate_cost: 'ten',
      last_renewed: '2024-13-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      vehicle: ['Vehicle is required'],
      plate_cost: ['Enter a valid amount'],
      expiration_date: ['Expiration date is required'],
      last_renewed: ['Enter a valid date (YYYY-MM-DD).'],
    });
  });

  it("refuses another shop's vehicle, no token, and a user without edit", async () => {
    const mine = await setup();
    const other = await setup();
    const foreign = await t.request(mine.admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: other.vehicle.vin,
      expiration_date: '2030-01-01',
    });
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual({ detail: 'Vehicle not found' });
    expect(
      (
        await t.request(null, 'POST', '/api/vehicles/registrations/', {
          vehicle: mine.vehicle.vin,
          expiration_date: '2030-01-01',
        })
      ).statusCode,
    ).toBe(401);
    const tech = await t.createUser({ shops: [mine.shop], role: 'service_technician' });
    const res = await t.request(tech, 'POST', '/api/vehicles/registrations/', {
      vehicle: mine.vehicle.vin,
      expiration_date: '2030-01-01',
    });
    expect(res.statusCode).toBe(403);
  });
});

describe('GET and PATCH /api/vehicles/registrations/{id}/', () => {
  async function withRegistration() {
    const s = await setup();
    const reg = (
      await t.request(s.admin, 'POST', '/api/vehicles/registrations/', {
        vehicle: s.vehicle.vin,
        expiration_date: '2030-06-30',
        plate_cost: 80,
      })
    ).json();
    return { ...s, reg };
  }

  it('reads and patches a registration, moving the vehicle expiry with it', async () => {
    const { shop, admin, vehicle, reg } = await withRegistration();
    const got = await t.request(admin, 'GET', `/api/vehicles/registrations/${reg.id}/`);
    expect(got.json()).toEqual(reg);
    const patched = await t.request(admin, 'PATCH', `/api/vehicles/registrations/${reg.id}/`, {
      expiration_date: '2032-01-15',
      vehicle: 'IGNORED',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json()).toMatchObject({
      expiration_date: '2032-01-15',
      plate_cost: '80.00',
      vehicle: vehicle.vin,
    });
    expect(await expiryOf(shop, vehicle.vin)).toBe('2032-01-15');
    const cleared = await t.request(admin, 'PATCH', `/api/vehicles/registrations/${reg.id}/`, {
      plate_cost: null,
    });
    expect(cleared.json().plate_cost).toBeNull();
    const audit = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.action, 'update')))
        .orderBy(auditLog.id),
    );
    expect(audit[0]).toMatchObject({
      before: expect.objectContaining({ expiration_date: '2030-06-30' }),
      after: expect.objectContaining({ expiration_date: '2032-01-15' }),
    });
  });

  it('validates the patch', async () => {
    const { admin, reg } = await withRegistration();
    const res = await t.request(admin, 'PATCH', `/api/vehicles/registrations/${reg.id}/`, {
      expiration_date: null,
      plate_cost: '-1',
    });
    expect(res.json()).toEqual({
      expiration_date: ['Expiration date is required'],
      plate_cost: ['Enter a valid amount'],
    });
  });

  it("answers 'Registration not found' for another shop's registration", async () => {
    const mine = await setup();
    const other = await withRegistration();
    for (const method of ['GET', 'PATCH'] as const) {
      const res = await t.request(
        mine.admin,
        method,
        `/api/vehicles/registrations/${other.reg.id}/`,
        method === 'PATCH' ? { plate_cost: 1 } : undefined,
      );
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ detail: 'Registration not found' });
    }
  });

  it('needs a token, details view to read and edit to patch', async () => {
    const { shop, reg } = await withRegistration();
    expect(
      (await t.request(null, 'GET', `/api/vehicles/registrations/${reg.id}/`)).statusCode,
    ).toBe(401);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect(
      (await t.request(viewer, 'GET', `/api/vehicles/registrations/${reg.id}/`)).statusCode,
    ).toBe(200);
    expect(
      (
        await t.request(viewer, 'PATCH', `/api/vehicles/registrations/${reg.id}/`, {
          plate_cost: 1,
        })
      ).statusCode,
    ).toBe(403);
  });
});

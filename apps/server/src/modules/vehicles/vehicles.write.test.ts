import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { memberships } from '../shops/shops.tables';
import { vehicleBody, vehicleFixtures } from './vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

async function shopWithAdmin() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  return { shop, admin };
}

describe('PUT /api/vehicles/vehicles/{vin}/', () => {
  it('changes the vehicle and its types, and audits before and after', async () => {
    const { shop, admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin, { vehicle_types: ['loaner'] });
    const res = await t.request(
      admin,
      'PUT',
      `/api/vehicles/vehicles/${created.vin}/`,
      vehicleBody({
        vin: created.vin,
        make: 'Ford',
        model: 'Transit',
        year: 2019,
        license_plate: 'NEW 1',
        vehicle_types: ['service'],
        current_value: null,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      description: '2019 Ford Transit',
      license_plate: 'NEW 1',
      current_value: null,
    });
    expect(res.json().vehicle_types.map((v: { name: string }) => v.name)).toEqual(['service']);
    const audit = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.action, 'update'))),
    );
    expect(audit[0]).toMatchObject({
      before: expect.objectContaining({ make: 'Toyota' }),
      after: expect.objectContaining({ make: 'Ford' }),
    });
  });

  it('accepts the body without a VIN but refuses a different one', async () => {
    const { admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    const { vin: _vin, ...withoutVin } = vehicleBody();
    expect(
      (await t.request(admin, 'PUT', `/api/vehicles/vehicles/${created.vin}/`, withoutVin))
        .statusCode,
    ).toBe(200);
    const changed = await t.request(
      admin,
      'PUT',
      `/api/vehicles/vehicles/${created.vin}/`,
      vehicleBody(),
    );
    expect(changed.statusCode).toBe(400);
    expect(changed.json()).toEqual({ vin: ['The VIN of a vehicle cannot be changed.'] });
  });

  it('keeps location, driver, types and value when the body leaves them out, and a driver who left the shop', async () => {
    const { shop, admin } = await shopWithAdmin();
    const location = await t.createLocation(shop);
    const driver = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const created = await f.createVehicle(admin, {
      location: location.id,
      primary_driver: driver.id,
      vehicle_types: ['employee'],
      current_value: 9000,
    });
    const body = { make: 'Kia', model: 'Soul', year: 2018, license_plate: 'KEEP1' };
    const kept = await t.request(admin, 'PUT', `/api/vehicles/vehicles/${created.vin}/`, body);
    expect(kept.statusCode, kept.body).toBe(200);
    expect(kept.json()).toMatchObject({
      location: location.id,
      primary_driver: driver.id,
      current_value: '9000.00',
      description: '2018 Kia Soul',
    });
    expect(kept.json().vehicle_types.map((v: { name: string }) => v.name)).toEqual(['employee']);
    await t.inShop(shop, (db) =>
      db
        .update(memberships)
        .set({ isActive: false })
        .where(and(eq(memberships.shopId, shop.id), eq(memberships.userId, driver.id))),
    );
    const again = await t.request(admin, 'PUT', `/api/vehicles/vehicles/${created.vin}/`, {
      ...body,
      primary_driver: driver.id,
      license_plate: 'KEEP2',
    });
    expect(again.statusCode).toBe(200);
    const cleared = await t.request(admin, 'PUT', `/api/vehicles/vehicles/${created.vin}/`, {
      ...body,
      location: null,
      primary_driver: '',
      vehicle_types: [],
      current_value: null,
    });
    expect(cleared.json()).toMatchObject({
      location: null,
      primary_driver: null,
      vehicle_types: [],
      current_value: null,
    });
  });

  it('validates like create', async () => {
    const { admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    const res = await t.request(admin, 'PUT', `/api/vehicles/vehicles/${created.vin}/`, {
      vin: created.vin,
      year: 'x',
    });
    expect(res.json()).toEqual({
      make: ['Make is required'],
      model: ['Model is required'],
      year: ['Please enter a valid year'],
      license_plate: ['License plate is required'],
    });
  });

  it("answers 404 for another shop's vehicle, 401 without token, 403 without edit", async () => {
    const mine = await shopWithAdmin();
    const other = await shopWithAdmin();
    const theirs = await f.createVehicle(other.admin);
    expect(
      (
        await t.request(
          mine.admin,
          'PUT',
          `/api/vehicles/vehicles/${theirs.vin}/`,
          vehicleBody({ vin: theirs.vin }),
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.request(null, 'PUT', `/api/vehicles/vehicles/${theirs.vin}/`, vehicleBody()))
        .statusCode,
    ).toBe(401);
    const viewer = await t.createUser({ shops: [other.shop], role: 'vehicle_viewer' });
    expect(
      (
        await t.request(
          viewer,
          'PUT',
          `/api/vehicles/vehicles/${theirs.vin}/`,
          vehicleBody({ vin: theirs.vin }),
        )
      ).statusCode,
    ).toBe(403);
  });
});

describe('archive and unarchive', () => {
  it('archives, refuses a second archive with the reason, and unarchives', async () => {
    const { shop, admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    const archived = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${created.vin}/archive/`,
    );
    expect(archived.statusCode).toBe(200);
    expect(archived.json()).toMatchObject({ is_archived: true, can_be_archived: false });
    const again = await t.request(admin, 'POST', `/api/vehicles/vehicles/${created.vin}/archive/`);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ detail: 'This vehicle is already archived.' });
    const back = await t.request(admin, 'POST', `/api/vehicles/vehicles/${created.vin}/unarchive/`);
    expect(back.json()).toMatchObject({ is_archived: false, can_be_archived: true });
    const notArchived = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${created.vin}/unarchive/`,
    );
    expect(notArchived.statusCode).toBe(409);
    const actions = await t.inShop(shop, (db) =>
      db
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'vehicle')))
        // Without an order PostgreSQL may hand the rows back in any order.
        .orderBy(asc(auditLog.id)),
    );
    expect(actions.map((a) => a.action)).toEqual(['create', 'archive', 'unarchive']);
  });

  it('hides an archived vehicle from users who may not view archived ones', async () => {
    const { shop, admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    await t.request(admin, 'POST', `/api/vehicles/vehicles/${created.vin}/archive/`);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect(
      (await t.request(viewer, 'GET', `/api/vehicles/vehicles/${created.vin}/`)).statusCode,
    ).toBe(404);
    expect(
      (await t.request(admin, 'GET', `/api/vehicles/vehicles/${created.vin}/`)).statusCode,
    ).toBe(200);
  });

  it("needs the archive permission, a token, and the shop's own vehicle", async () => {
    const mine = await shopWithAdmin();
    const other = await shopWithAdmin();
    const theirs = await f.createVehicle(other.admin);
    expect(
      (await t.request(mine.admin, 'POST', `/api/vehicles/vehicles/${theirs.vin}/archive/`))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.request(null, 'POST', `/api/vehicles/vehicles/${theirs.vin}/archive/`)).statusCode,
    ).toBe(401);
    const tech = await t.createUser({ shops: [other.shop], role: 'service_technician' });
    expect(
      (await t.request(tech, 'POST', `/api/vehicles/vehicles/${theirs.vin}/archive/`)).statusCode,
    ).toBe(403);
    expect(
      (await t.request(tech, 'POST', `/api/vehicles/vehicles/${theirs.vin}/unarchive/`)).statusCode,
    ).toBe(403);
  });
});

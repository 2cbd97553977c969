import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { insurancePolicies, masterPolicies } from '../insurance/insurance.tables';
import { memberships } from '../shops/shops.tables';
import { vehicles } from './vehicles.tables';
import { dbDate, newVin, vehicleBody, vehicleFixtures } from './vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const post = (user: { token: string } | null, body: unknown) =>
  t.request(user, 'POST', '/api/vehicles/vehicles/', body);

async function shopWithAdmin() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  return { shop, admin };
}

describe('GET /api/vehicles/vehicle-types/', () => {
  it('lists the seeded types with descriptions', async () => {
    const { admin } = await shopWithAdmin();
    const res = await t.request(admin, 'GET', '/api/vehicles/vehicle-types/');
    expect(res.statusCode).toBe(200);
    const names = res.json().results.map((r: { name: string }) => r.name);
    expect(names).toEqual(expect.arrayContaining(['loaner', 'employee', 'service', 'general']));
    expect(res.json().results[0]).toEqual({
      id: expect.any(Number),
      name: expect.any(String),
      description: expect.any(String),
    });
  });

  it('needs a token', async () => {
    expect((await t.request(null, 'GET', '/api/vehicles/vehicle-types/')).statusCode).toBe(401);
  });
});

describe('POST /api/vehicles/vehicles/', () => {
  it('creates a vehicle and replies with its detail', async () => {
    const { shop, admin } = await shopWithAdmin();
    const location = await t.createLocation(shop);
    const driver = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const vin = newVin().toLowerCase();
    const res = await post(
      admin,
      vehicleBody({
        vin: ` ${vin} `,
        make: 'Honda',
        model: 'Accord',
        year: 2020,
        location: location.id,
        primary_driver: driver.id,
        vehicle_types: ['loaner', 'SERVICE'],
        current_value: '18500.50',
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const body = res.json();
    expect(body).toMatchObject({
      vin: vin.toUpperCase(),
      description: '2020 Honda Accord',
      location: location.id,
      location_name: location.name,
      primary_driver: driver.id,
      primary_driver_name: expect.stringMatching(/^Test /),
      current_value: '18500.50',
      current_mileage: null,
      status: 'Up to date',
      is_archived: false,
      can_be_archived: true,
      has_active_loan: false,
      has_active_lease: false,
      registrations: [],
      insurance_policies: [],
      recent_mileage_logs: [],
      recent_service_records: [],
    });
    expect(body.vehicle_types.map((v: { name: string }) => v.name).sort()).toEqual([
      'loaner',
      'service',
    ]);
  });

  it('accepts vehicle type ids as well as names', async () => {
    const { admin } = await shopWithAdmin();
    const types = (await t.request(admin, 'GET', '/api/vehicles/vehicle-types/')).json().results;
    const employee = types.find((x: { name: string }) => x.name === 'employee');
    const body = await f.createVehicle(admin, { vehicle_types: [employee.id] });
    expect(body.vehicle_types).toEqual([employee]);
  });

  it('reports each missing field with the spec message', async () => {
    const { admin } = await shopWithAdmin();
    const res = await post(admin, {});
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      vin: ['VIN is required'],
      make: ['Make is required'],
      model: ['Model is required'],
      year: ['Year is required'],
      license_plate: ['License plate is required'],
    });
  });

  it('checks VIN length and the year range', async () => {
    const { admin } = await shopWithAdmin();
    const short = await post(admin, vehicleBody({ vin: 'ABC123' }));
    expect(short.json()).toEqual({ vin: ['VIN must be exactly 17 characters'] });
    const old = await post(admin, vehicleBody({ year: 1899 }));
    expect(old.json()).toEqual({ year: ['Please enter a valid year'] });
    const future = await post(admin, vehicleBody({ year: new Date().getFullYear() + 2 }));
    expect(future.json()).toEqual({ year: ['Please enter a valid year'] });
    const next = await post(admin, vehicleBody({ year: new Date().getFullYear() + 1 }));
    expect(next.statusCode).toBe(201);
  });

  it('refuses a VIN already used in the shop, but not one used by another shop', async () => {
    const { admin } = await shopWithAdmin();
    const other = await shopWithAdmin();
    const existing = await f.createVehicle(admin);
    const again = await post(admin, vehicleBody({ vin: existing.vin.toLowerCase() }));
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ vin: ['A vehicle with this VIN already exists.'] });
    expect((await post(other.admin, vehicleBody({ vin: existing.vin }))).statusCode).toBe(201);
  });

  it("refuses another shop's location, a non-member driver and unknown types, all at once", async () => {
    const { shop, admin } = await shopWithAdmin();
    const other = await shopWithAdmin();
    const foreignLocation = await t.createLocation(other.shop);
    const outsider = await t.createUser({ shops: [other.shop] });
    const res = await post(
      admin,
      vehicleBody({
        location: foreignLocation.id,
        primary_driver: outsider.id,
        vehicle_types: ['boat'],
      }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      location: ['Select a valid location.'],
      primary_driver: ['Select a member of this shop.'],
      vehicle_types: ['Select a valid vehicle type.'],
    });
    const former = await t.createUser({ shops: [shop] });
    await t.inShop(shop, (db) =>
      db
        .update(memberships)
        .set({ isActive: false })
        .where(and(eq(memberships.shopId, shop.id), eq(memberships.userId, former.id))),
    );
    const inactive = await post(admin, vehicleBody({ primary_driver: former.id }));
    expect(inactive.json()).toEqual({ primary_driver: ['Select a member of this shop.'] });
  });

  it('needs a token and the add permission', async () => {
    const { shop } = await shopWithAdmin();
    expect((await post(null, vehicleBody())).statusCode).toBe(401);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect((await post(viewer, vehicleBody())).statusCode).toBe(403);
  });

  it('writes an audit row with the created values', async () => {
    const { shop, admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    const rows = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'vehicle'))),
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      action: 'create',
      before: null,
      after: expect.objectContaining({ vin: created.vin }),
    });
  });
});

describe('GET /api/vehicles/vehicles/{vin}/', () => {
  it('returns the detail, with lists limited by permission', async () => {
    const { shop, admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
      vehicle: created.vin,
      mileage: 1200,
    });
    const full = await t.request(
      admin,
      'GET',
      `/api/vehicles/vehicles/${created.vin.toLowerCase()}/`,
    );
    expect(full.statusCode).toBe(200);
    expect(full.json()).toMatchObject({
      vin: created.vin,
      current_mileage: 1200,
      mileage_log_count: 1,
    });
    expect(full.json().recent_mileage_logs).toHaveLength(1);

    const limited = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewMileage'],
    });
    const res = await t.request(limited, 'GET', `/api/vehicles/vehicles/${created.vin}/`);
    expect(res.json()).toMatchObject({
      recent_mileage_logs: [],
      mileage_log_count: 0,
      current_mileage: 1200,
    });
  });

  it('maps insurance policies with their master policy, for users who may see insurance', async () => {
    const { shop, admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    await t.inShop(shop, async (db) => {
      const [vehicle] = await db
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.shopId, shop.id), eq(vehicles.vin, created.vin)));
      const [master] = await db
        .insert(masterPolicies)
        .values({
          shopId: shop.id,
          policyName: 'Fleet 2025',
          policyNumber: 'FP-1',
          insuranceCompany: 'Acme Mutual',
          startDate: '2025-01-01',
          endDate: '2025-12-31',
        })
        .returning();
      await db.insert(insurancePolicies).values([
        {
          shopId: shop.id,
          vehicleId: vehicle!.id,
          masterPolicyId: master!.id,
          policyCosts: '1200',
          vehiclePremium: '1100.5',
          startDate: '2025-01-01',
          endDate: '2025-12-31',
        },
        {
          shopId: shop.id,
          vehicleId: vehicle!.id,
          policyCosts: '90',
          startDate: '2024-01-01',
          endDate: '2024-12-31',
          notes: 'Old',
        },
      ]);
    });
    const body = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${created.vin}/`)).json();
    expect(body.insurance_policies).toEqual([
      {
        id: expect.any(Number),
        master_policy_id: expect.any(Number),
        master_policy: {
          policy_name: 'Fleet 2025',
          policy_number: 'FP-1',
          insurance_company: 'Acme Mutual',
        },
        insurance_company: 'Acme Mutual',
        policy_number: 'FP-1',
        coverage_type_id: null,
        policy_costs: '1200.00',
        vehicle_premium: '1100.50',
        start_date: '2025-01-01',
        end_date: '2025-12-31',
        collision_deductible: null,
        comprehensive_deductible: null,
        notes: '',
        vehicle: created.vin,
        vehicle_description: created.description,
        documents: [],
      },
      expect.objectContaining({ master_policy: null, end_date: '2024-12-31', notes: 'Old' }),
    ]);
    const tech = await t.createUser({ shops: [shop], role: 'service_technician' });
    expect(
      (await t.request(tech, 'GET', `/api/vehicles/vehicles/${created.vin}/`)).json()
        .insurance_policies,
    ).toEqual([]);
  });

  it("answers 404 for another shop's VIN", async () => {
    const mine = await shopWithAdmin();
    const other = await shopWithAdmin();
    const theirs = await f.createVehicle(other.admin);
    const res = await t.request(mine.admin, 'GET', `/api/vehicles/vehicles/${theirs.vin}/`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Vehicle not found' });
  });

  it('needs a token and the details permission', async () => {
    const { shop, admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    expect(
      (await t.request(null, 'GET', `/api/vehicles/vehicles/${created.vin}/`)).statusCode,
    ).toBe(401);
    const user = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewDetails'],
    });
    expect(
      (await t.request(user, 'GET', `/api/vehicles/vehicles/${created.vin}/`)).statusCode,
    ).toBe(403);
  });

  it('computes the status from the registration and insurance dates', async () => {
    const { shop, admin } = await shopWithAdmin();
    const [expired] = await f.insertVehicles(shop, [
      { registrationExpiresOn: await dbDate(t, -1) },
    ]);
    const res = await t.request(admin, 'GET', `/api/vehicles/vehicles/${expired!.vin}/`);
    expect(res.json().status).toBe('Registration expired');
  });
});

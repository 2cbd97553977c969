import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { vehicles as vehiclesTable } from '../vehicles/vehicles.tables';
import { insuranceFixtures } from './insurance.test-fixtures';
import { insurancePolicies, masterPolicies } from './insurance.tables';

let t: TestApp;
let f: ReturnType<typeof insuranceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = insuranceFixtures(t);
});
afterAll(() => t.close());

/** What the shop holds: master policies, policies and insurance audit rows. */
async function holdings(shop: TestShop) {
  return t.inShop(shop, async (db) => {
    const [m] = await db.select({ n: count() }).from(masterPolicies);
    const [p] = await db.select({ n: count() }).from(insurancePolicies);
    const audits = await db.select({ entity: auditLog.entity }).from(auditLog);
    return {
      masters: m!.n,
      policies: p!.n,
      audits: audits.filter((a) => a.entity.includes('polic')).length,
    };
  });
}

describe('POST /api/vehicles/master-policies/bulk_renewal/', () => {
  it('totals the largest premiums without overflowing (issue 22, money that fits)', async () => {
    const { admin, vehicles } = await f.fleet(3);
    const max = '9999999999.99';
    const body = f.renewalBody(
      vehicles.map((v) => v.vin),
      { additional_costs: max },
    );
    for (const a of body.vehicle_allocations) a.vehicle_premium = max;
    const res = await f.renew(admin, body);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().total_premium).toBe('39999999999.96');
  });

  it('creates the master policy and a policy per included vehicle, with the total computed by the server', async () => {
    const { shop, admin, vehicles } = await f.fleet(3);
    const body = f.renewalBody(
      vehicles.map((v) => v.vin),
      { total_premium: '1.00', additional_costs: '99.95', additional_costs_notes: 'Broker fee' },
    );
    body.vehicle_allocations[0]!.vehicle_premium = '0.10';
    body.vehicle_allocations[1]!.vehicle_premium = '0.20';
    body.vehicle_allocations[2]!.include_in_renewal = false;
    const res = await f.renew(admin, body);
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    // 0.10 + 0.20 + 99.95, the excluded vehicle's 1000.10 left out; the client's 1.00 ignored.
    expect(created).toMatchObject({
      policy_name: 'Fleet Auto 2026',
      insurance_company: 'Acme Mutual',
      policy_number: 'FA-2026',
      start_date: '2026-01-01',
      end_date: '2099-12-31',
      total_premium: '100.25',
      vehicle_count: 2,
      deductible: '500.00',
      coverage_type: 'Full Coverage',
      additional_costs: '99.95',
      additional_costs_notes: 'Broker fee',
      renewed_from: null,
    });
    const [stored] = await t.inShop(shop, (db) =>
      db.select().from(masterPolicies).where(eq(masterPolicies.id, created.id)),
    );
    expect(stored!.totalPremium).toBe('100.25');

    const list = (
      await t.request(admin, 'GET', `/api/vehicles/policies/?vehicle=${vehicles[2]!.vin}`)
    ).json();
    expect(list.count).toBe(0);
    const detail = (
      await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicles[0]!.vin}/`)
    ).json();
    expect(detail.insurance_policies[0]).toMatchObject({
      vehicle_premium: '0.10',
      end_date: '2099-12-31',
      master_policy: { policy_name: 'Fleet Auto 2026', policy_number: 'FA-2026' },
    });
    const [row] = await t.inShop(shop, (db) =>
      db
        .select({ ends: vehiclesTable.insuranceEndsOn })
        .from(vehiclesTable)
        .where(eq(vehiclesTable.vin, vehicles[0]!.vin)),
    );
    expect(row!.ends).toBe('2099-12-31');
    expect(await holdings(shop)).toEqual({ masters: 1, policies: 2, audits: 3 });
  });

  it('keeps the previous policies as history and names what the renewal renews', async () => {
    const { shop, admin, vehicles } = await f.fleet(2);
    const vins = vehicles.map((v) => v.vin);
    const first = await f.renewOk(admin, vins, {
      end_date: '2024-12-31',
      start_date: '2024-01-01',
    });
    const second = await f.renewOk(admin, vins, { policy_number: 'FA-2027' });
    const masters = (await t.request(admin, 'GET', '/api/vehicles/master-policies/')).json();
    expect(masters.results.map((m: { id: number }) => m.id)).toEqual([second.id, first.id]);
    expect(masters.results[0]).toMatchObject({ renewed_from: first.id, vehicle_count: 2 });

    const active = (await t.request(admin, 'GET', '/api/vehicles/policies/?active=true')).json();
    const previous = (await t.request(admin, 'GET', '/api/vehicles/policies/?active=false')).json();
    expect(active.results.map((p: { policy_number: string }) => p.policy_number)).toEqual([
      'FA-2027',
      'FA-2027',
    ]);
    expect(previous.count).toBe(2);
    const renewed = await t.inShop(shop, (db) =>
      db.select({ from: insurancePolicies.renewedFromId }).from(insurancePolicies),
    );
    expect(renewed.filter((r) => r.from !== null)).toHaveLength(2);
  });

  it('refuses the whole renewal when the second vehicle is archived: no new rows at all', async () => {
    const { shop, admin, vehicles } = await f.fleet(3);
    await t.request(admin, 'POST', `/api/vehicles/vehicles/${vehicles[1]!.vin}/archive/`, {});
    const res = await f.renew(admin, f.renewalBody(vehicles.map((v) => v.vin)));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'vehicle_allocations.1.vehicle_vin': [
        `Vehicle ${vehicles[1]!.vin} is archived and cannot be renewed`,
      ],
    });
    expect(await holdings(shop)).toEqual({ masters: 0, policies: 0, audits: 0 });
    const [row] = await t.inShop(shop, (db) =>
      db
        .select({ ends: vehiclesTable.insuranceEndsOn })
        .from(vehiclesTable)
        .where(eq(vehiclesTable.vin, vehicles[0]!.vin)),
    );
    expect(row!.ends).toBeNull();
  });

  it("refuses another shop's vehicle and an unknown VIN, naming them, and creates nothing", async () => {
    const { shop, admin, vehicles } = await f.fleet(1);
    const other = await f.fleet(1);
    const theirs = other.vehicles[0]!.vin;
    const res = await f.renew(
      admin,
      f.renewalBody([vehicles[0]!.vin, theirs, 'ZZZZZZZZZZZZZZZZZ']),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      'vehicle_allocations.1.vehicle_vin': [`Vehicle ${theirs} not found in this shop`],
      'vehicle_allocations.2.vehicle_vin': ['Vehicle ZZZZZZZZZZZZZZZZZ not found in this shop'],
    });
    expect(await holdings(shop)).toEqual({ masters: 0, policies: 0, audits: 0 });
    expect(await holdings(other.shop)).toEqual({ masters: 0, policies: 0, audits: 0 });
  });

  it('refuses an excluded vehicle of another shop too (anywhere in the allocation)', async () => {
    const { shop, admin, vehicles } = await f.fleet(1);
    const other = await f.fleet(1);
    const body = f.renewalBody([vehicles[0]!.vin, other.vehicles[0]!.vin]);
    body.vehicle_allocations[1]!.include_in_renewal = false;
    const res = await f.renew(admin, body);
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['vehicle_allocations.1.vehicle_vin']);
    expect(await holdings(shop)).toEqual({ masters: 0, policies: 0, audits: 0 });
  });

  it('leaves excluded vehicles untouched: their current policy stays, no new one', async () => {
    const { shop, admin } = await f.fleet(0);
    const [a, b] = await f.insertVehicles(shop, [{}, {}]);
    const old = await f.individualPolicy(shop, b!.id, { endDate: '2099-01-31' });
    const body = f.renewalBody([a!.vin, b!.vin]);
    body.vehicle_allocations[1]!.include_in_renewal = false;
    await f.renewOk(admin, [], body);
    const policies = (
      await t.request(admin, 'GET', `/api/vehicles/policies/?vehicle=${b!.vin}`)
    ).json();
    expect(policies.results.map((p: { id: number }) => p.id)).toEqual([old]);
    expect(policies.results[0]).toMatchObject({
      master_policy: null,
      insurance_company: 'Solo Insurance',
      end_date: '2099-01-31',
    });
  });

  it('answers field errors for missing required fields, every one at once', async () => {
    const { shop, admin } = await f.fleet(0);
    const res = await f.renew(admin, { vehicle_allocations: [] });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      policy_name: ['Policy name is required'],
      insurance_company: ['Insurance company is required'],
      policy_number: ['Policy number is required'],
      start_date: ['Start date is required'],
      end_date: ['End date is required'],
    });
    const noVehicle = await f.renew(admin, f.renewalBody([]));
    expect(noVehicle.json()).toEqual({
      vehicle_allocations: ['Include at least one vehicle in the renewal'],
    });
    const bad = await f.renew(admin, {
      ...f.renewalBody(['X']),
      vehicle_allocations: [{ vehicle_vin: '', vehicle_premium: '1.234' }],
    });
    expect(bad.json()).toMatchObject({
      'vehicle_allocations.0.vehicle_vin': ['Vehicle is required'],
      'vehicle_allocations.0.vehicle_premium': ['Enter a valid amount'],
    });
    expect(await holdings(shop)).toEqual({ masters: 0, policies: 0, audits: 0 });
  });

  it('needs manage insurance or manage financial; viewing insurance is not enough', async () => {
    const { shop, vehicles } = await f.fleet(1);
    const body = f.renewalBody([vehicles[0]!.vin]);
    const viewer = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canViewInsurance'],
    });
    expect((await f.renew(viewer, body)).statusCode).toBe(403);
    const financial = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canManageFinancial'],
    });
    expect((await f.renew(financial, body)).statusCode).toBe(201);
    const insurer = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canManageInsurance'],
    });
    expect((await f.renew(insurer, body)).statusCode).toBe(201);
    expect((await f.renew(null, body)).statusCode).toBe(401);
  });
});

describe('renewal form data', () => {
  it('lists the non-archived vehicles with their current premium', async () => {
    const { shop, admin } = await f.fleet(0);
    const [a, b, c] = await f.insertVehicles(shop, [
      { make: 'Audi' },
      { make: 'BMW' },
      { make: 'Chevrolet', isArchived: true },
    ]);
    await f.individualPolicy(shop, a!.id, { endDate: '2020-01-01', premium: '100.00' });
    await f.individualPolicy(shop, a!.id, { endDate: '2030-01-01', premium: '250.50' });
    await f.individualPolicy(shop, c!.id, { endDate: '2030-01-01' });
    const res = await t.request(
      admin,
      'GET',
      '/api/vehicles/master-policies/vehicles_for_renewal/',
    );
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([
      {
        vin: a!.vin,
        description: a!.description,
        license_plate: expect.any(String),
        current_insurance_cost: '250.50',
      },
      {
        vin: b!.vin,
        description: b!.description,
        license_plate: expect.any(String),
        current_insurance_cost: null,
      },
    ]);
  });

  it('gives a shop without coverage types the defaults, once', async () => {
    const { admin } = await f.fleet(0);
    const first = await t.request(admin, 'GET', '/api/vehicles/master-policies/coverage_types/');
    expect(first.statusCode).toBe(200);
    expect(first.json().map((c: { name: string }) => c.name)).toEqual([
      'Liability',
      'Collision',
      'Comprehensive',
      'Full Coverage',
    ]);
    const again = await t.request(admin, 'GET', '/api/vehicles/master-policies/coverage_types/');
    expect(again.json()).toEqual(first.json());
  });
});

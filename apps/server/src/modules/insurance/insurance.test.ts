import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { PNG, postMultipart } from '../documents/documents.test-fixtures';
import { vehicles as vehiclesTable } from '../vehicles/vehicles.tables';
import { insuranceFixtures } from './insurance.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof insuranceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = insuranceFixtures(t);
});
afterAll(() => t.close());

async function setup() {
  const { shop, admin } = await f.fleet(0);
  const [car, van] = await f.insertVehicles(shop, [{ make: 'Audi' }, { make: 'Volvo' }]);
  const expired = await f.individualPolicy(shop, car!.id, { endDate: '2020-06-30' });
  const open = await f.individualPolicy(shop, van!.id, { endDate: null });
  const placeholder = await f.individualPolicy(shop, van!.id, { endDate: '1970-01-01' });
  const current = await f.individualPolicy(shop, car!.id, { endDate: '2099-06-30' });
  return { shop, admin, car: car!, van: van!, expired, open, placeholder, current };
}
const ids = (body: { results: { id: number }[] }) => body.results.map((p) => p.id).sort();
const insuranceEnd = (shop: { id: number }, vin: string) =>
  t
    .inShop(shop, (db) =>
      db
        .select({ ends: vehiclesTable.insuranceEndsOn })
        .from(vehiclesTable)
        .where(eq(vehiclesTable.vin, vin)),
    )
    .then(([row]) => row!.ends);

describe('GET /api/vehicles/policies/', () => {
  it('splits active from previous: no end date and the 1970 placeholder are previous', async () => {
    const s = await setup();
    const active = (await t.request(s.admin, 'GET', '/api/vehicles/policies/?active=true')).json();
    expect(ids(active)).toEqual([s.current]);
    expect(active.results[0]).toMatchObject({
      vehicle: s.car.vin,
      vehicle_description: s.car.description,
      master_policy: null,
      insurance_company: 'Solo Insurance',
      policy_number: 'IND-1',
      vehicle_premium: '640.00',
      end_date: '2099-06-30',
      documents: [],
    });
    const previous = await t.request(s.admin, 'GET', '/api/vehicles/policies/?active=false');
    expect(ids(previous.json())).toEqual([s.expired, s.open, s.placeholder].sort());
    const all = (await t.request(s.admin, 'GET', '/api/vehicles/policies/')).json();
    expect(all.count).toBe(4);
    const ofVan = await t.request(s.admin, 'GET', `/api/vehicles/policies/?vehicle=${s.van.vin}`);
    expect(ids(ofVan.json())).toEqual([s.open, s.placeholder].sort());
  });

  it('orders by end date, latest first and none last, then newest first (the index order)', async () => {
    const { shop, admin } = await f.fleet(0);
    const [zed, abe] = await f.insertVehicles(shop, [{ make: 'Zonda' }, { make: 'Abarth' }]);
    const older = await f.individualPolicy(shop, abe!.id, { endDate: '2099-06-30' });
    const newer = await f.individualPolicy(shop, zed!.id, { endDate: '2099-06-30' });
    const open = await f.individualPolicy(shop, abe!.id, { endDate: null });
    const later = await f.individualPolicy(shop, abe!.id, { endDate: '2100-01-31' });
    const list = (await t.request(admin, 'GET', '/api/vehicles/policies/')).json();
    expect(list.results.map((p: { id: number }) => p.id)).toEqual([later, newer, older, open]);
  });

  it("hides an archived vehicle's policies from a member without canViewArchived", async () => {
    const s = await setup();
    await t.request(s.admin, 'POST', `/api/vehicles/vehicles/${s.car.vin}/archive/`, {});
    const member = await t.createUser({
      shops: [s.shop],
      role: 'vehicle_viewer',
      grants: ['canViewInsurance'],
    });
    const list = (await t.request(member, 'GET', '/api/vehicles/policies/')).json();
    expect(ids(list)).toEqual([s.open, s.placeholder].sort());
    expect((await t.request(member, 'GET', `/api/vehicles/policies/${s.current}/`)).json()).toEqual(
      { detail: 'Insurance policy not found' },
    );
    const byVin = await t.request(member, 'GET', `/api/vehicles/policies/?vehicle=${s.car.vin}`);
    expect(byVin.statusCode).toBe(404);
    // The administrator may view archived vehicles and still sees them.
    expect((await t.request(s.admin, 'GET', '/api/vehicles/policies/')).json().count).toBe(4);
  });

  it('needs canViewInsurance', async () => {
    const s = await setup();
    const member = await t.createUser({ shops: [s.shop], role: 'vehicle_viewer' });
    expect((await t.request(member, 'GET', '/api/vehicles/policies/')).statusCode).toBe(403);
    expect(
      (await t.request(member, 'GET', `/api/vehicles/policies/${s.current}/`)).statusCode,
    ).toBe(403);
    expect((await t.request(member, 'GET', '/api/vehicles/master-policies/')).statusCode).toBe(403);
  });
});

describe('PATCH /api/vehicles/policies/{id}/', () => {
  it("changes cost and term, keeps the vehicle's insurance end current and audits", async () => {
    const s = await setup();
    expect(await insuranceEnd(s.shop, s.car.vin)).toBeNull(); // inserted directly, never refreshed
    const res = await t.request(s.admin, 'PATCH', `/api/vehicles/policies/${s.current}/`, {
      policy_costs: '712.5',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      id: s.current,
      policy_costs: '712.50',
      vehicle_premium: '640.00',
      start_date: '2026-01-01',
      end_date: '2026-12-31',
    });
    expect(await insuranceEnd(s.shop, s.car.vin)).toBe('2026-12-31');
    const again = await t.request(s.admin, 'GET', `/api/vehicles/policies/${s.current}/`);
    expect(again.json().policy_costs).toBe('712.50');
    const audit = await t.inShop(s.shop, (db) =>
      db.select().from(auditLog).where(eq(auditLog.entity, 'insurance_policy')),
    );
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ action: 'update', entityId: String(s.current) });
  });

  it('answers field errors and changes nothing on bad input', async () => {
    const s = await setup();
    const bad = await t.request(s.admin, 'PATCH', `/api/vehicles/policies/${s.current}/`, {
      policy_costs: 'lots',
      start_date: '2026-13-45',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toEqual({
      policy_costs: ['Enter a valid amount'],
      start_date: ['Enter a valid date (YYYY-MM-DD).'],
    });
    const backwards = await t.request(s.admin, 'PATCH', `/api/vehicles/policies/${s.current}/`, {
      start_date: '2100-01-01',
    });
    expect(backwards.json()).toEqual({ end_date: ['End date must be on or after the start date'] });
    const after = (await t.request(s.admin, 'GET', `/api/vehicles/policies/${s.current}/`)).json();
    expect(after).toMatchObject({ policy_costs: null, start_date: '2025-01-01' });
  });

  it('needs manage insurance or manage financial', async () => {
    const s = await setup();
    const body = { policy_costs: '1.00' };
    const url = `/api/vehicles/policies/${s.current}/`;
    const viewer = await t.createUser({
      shops: [s.shop],
      role: 'vehicle_viewer',
      grants: ['canViewInsurance'],
    });
    expect((await t.request(viewer, 'PATCH', url, body)).statusCode).toBe(403);
    for (const grant of ['canManageInsurance', 'canManageFinancial']) {
      const writer = await t.createUser({
        shops: [s.shop],
        role: 'vehicle_viewer',
        grants: [grant],
      });
      expect((await t.request(writer, 'PATCH', url, body)).statusCode).toBe(200);
    }
  });

  it("answers 404 for another shop's policy", async () => {
    const s = await setup();
    const other = await f.fleet(0);
    const res = await t.request(other.admin, 'PATCH', `/api/vehicles/policies/${s.current}/`, {
      policy_costs: '1.00',
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('POST /api/vehicles/policies/{id}/upload_document/', () => {
  it("stores the card on the policy and lists it in the policy's documents", async () => {
    const s = await setup();
    const res = await postMultipart(
      t,
      s.admin,
      `/api/vehicles/policies/${s.current}/upload_document/`,
      { title: 'Insurance card', notes: 'Glovebox copy' },
      { filename: 'card.png', data: PNG },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      title: 'Insurance card',
      document_type: 'insurance',
      is_image: true,
    });
    const policy = (await t.request(s.admin, 'GET', `/api/vehicles/policies/${s.current}/`)).json();
    expect(policy.documents.map((d: { title: string }) => d.title)).toEqual(['Insurance card']);
  });
});

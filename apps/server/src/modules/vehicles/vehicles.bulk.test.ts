import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BULK_MAX_VINS } from '@fleetdesk/contract/vehicle-bulk';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { financingFixtures } from '../financing/financing.export.test-fixtures';
import { newVin, vehicleFixtures } from './vehicles.test-fixtures';
import { vehicles } from './vehicles.tables';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const BULK = '/api/vehicles/vehicles/bulk/';

async function shopWithAdmin() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  return { shop, admin };
}

/** The shop's vehicles by VIN: archived, location and type names, as stored. */
async function stored(shop: TestShop, vins: string[]) {
  const rows = await t.inShop(shop, (db) =>
    db
      .select({ vin: vehicles.vin, archived: vehicles.isArchived, location: vehicles.locationId })
      .from(vehicles)
      .where(and(eq(vehicles.shopId, shop.id), inArray(vehicles.vin, vins))),
  );
  return new Map(rows.map((r) => [r.vin, r]));
}

const bulk = (user: TestUser, body: Record<string, unknown>) => t.request(user, 'POST', BULK, body);

describe('POST /api/vehicles/vehicles/bulk/', () => {
  it('archives the selected vehicles at once, counts the already archived, and audits each change', async () => {
    const { shop, admin } = await shopWithAdmin();
    const rows = await f.insertVehicles(shop, [{}, {}, {}, { isArchived: true }]);
    const vins = rows.map((r) => r.vin);
    const res = await bulk(admin, { action: 'archive', vins: vins.map((v) => v.toLowerCase()) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      action: 'archive',
      changed: 3,
      unchanged: 1,
      message: '3 vehicles archived, 1 was already archived',
    });
    expect(res.json().changed_vins.sort()).toEqual(vins.slice(0, 3).sort());
    expect([...(await stored(shop, vins)).values()].every((v) => v.archived)).toBe(true);
    const audit = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.action, 'archive'))),
    );
    expect(audit).toHaveLength(3);
    expect(audit[0]).toMatchObject({
      before: expect.objectContaining({ is_archived: false }),
      after: expect.objectContaining({ is_archived: true }),
    });
  });

  it('changes nothing when one VIN is unknown, and names it', async () => {
    const { shop, admin } = await shopWithAdmin();
    const rows = await f.insertVehicles(shop, [{}, {}]);
    const unknown = newVin();
    const res = await bulk(admin, {
      action: 'archive',
      vins: [...rows.map((r) => r.vin), unknown],
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().detail).toBe(`This vehicle was not found: ${unknown}. Nothing was changed.`);
    const after = await stored(
      shop,
      rows.map((r) => r.vin),
    );
    expect([...after.values()].some((v) => v.archived)).toBe(false);
  });

  it("treats another shop's vehicle as not found, and changes neither shop", async () => {
    const { shop, admin } = await shopWithAdmin();
    const other = await shopWithAdmin();
    const [mine] = await f.insertVehicles(shop, [{}]);
    const [theirs] = await f.insertVehicles(other.shop, [{}]);
    const res = await bulk(admin, { action: 'archive', vins: [mine!.vin, theirs!.vin] });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().detail).toContain(theirs!.vin);
    expect((await stored(shop, [mine!.vin])).get(mine!.vin)!.archived).toBe(false);
    expect((await stored(other.shop, [theirs!.vin])).get(theirs!.vin)!.archived).toBe(false);
  });

  it('treats an archived vehicle as not found for a member who may not view archived ones', async () => {
    const { shop } = await shopWithAdmin();
    const member = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewArchived'],
    });
    const [live, hidden] = await f.insertVehicles(shop, [{}, { isArchived: true }]);
    const res = await bulk(member, {
      action: 'set_location',
      location: null,
      vins: [live!.vin, hidden!.vin],
    });
    expect(res.statusCode, res.body).toBe(404);
    expect(res.json().detail).toContain(hidden!.vin);
    expect(res.json().detail).not.toContain(live!.vin);
  });

  it('refuses the whole archive when one vehicle has an active loan, naming it', async () => {
    const { shop, admin } = await shopWithAdmin();
    const [free, financed] = await f.insertVehicles(shop, [{}, {}]);
    await financingFixtures(t).insertFinancing(shop, [financed!.id], {
      startDate: '2024-01-01',
      endDate: '2099-12-31',
      isActive: true,
    });
    const res = await bulk(admin, { action: 'archive', vins: [free!.vin, financed!.vin] });
    expect(res.statusCode, res.body).toBe(409);
    expect(res.json().detail).toMatch(new RegExp(`^Nothing was archived\\. ${financed!.vin}: `));
    const after = await stored(shop, [free!.vin, financed!.vin]);
    expect([...after.values()].some((v) => v.archived)).toBe(false);
  });

  it('unarchives only the archived ones', async () => {
    const { shop, admin } = await shopWithAdmin();
    const rows = await f.insertVehicles(shop, [{ isArchived: true }, { isArchived: true }, {}]);
    const res = await bulk(admin, { action: 'unarchive', vins: rows.map((r) => r.vin) });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('2 vehicles unarchived, 1 was not archived');
  });

  it("sets the location, counting those already there, and refuses another shop's location", async () => {
    const { shop, admin } = await shopWithAdmin();
    const other = await shopWithAdmin();
    const bay = (
      await t.request(admin, 'POST', '/api/shops/locations/', { name: 'North Bay' })
    ).json().id as number;
    const foreignBay = (
      await t.request(other.admin, 'POST', '/api/shops/locations/', { name: 'Elsewhere' })
    ).json().id as number;
    const rows = await f.insertVehicles(shop, [{}, {}, { locationId: bay }]);
    const vins = rows.map((r) => r.vin);
    const refused = await bulk(admin, { action: 'set_location', location: foreignBay, vins });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ location: ['Select a valid location.'] });
    const res = await bulk(admin, { action: 'set_location', location: bay, vins });
    expect(res.json()).toMatchObject({
      changed: 2,
      unchanged: 1,
      message: '2 vehicles moved to North Bay, 1 was already at North Bay',
    });
    expect([...(await stored(shop, vins)).values()].every((v) => v.location === bay)).toBe(true);
    const cleared = await bulk(admin, { action: 'set_location', location: null, vins });
    expect(cleared.json().message).toBe('3 vehicles moved to Unassigned');
  });

  it('adds and removes a type', async () => {
    const { shop, admin } = await shopWithAdmin();
    const rows = await f.insertVehicles(shop, [{ types: ['loaner'] }, { types: ['service'] }]);
    const vins = rows.map((r) => r.vin);
    const added = await bulk(admin, { action: 'add_type', type: 'loaner', vins });
    expect(added.json().message).toBe('1 vehicle marked loaner, 1 was already loaner');
    const list = await t.request(admin, 'GET', '/api/vehicles/vehicles/?types=loaner');
    expect(list.json().count).toBe(2);
    const removed = await bulk(admin, { action: 'remove_type', type: 'service', vins });
    expect(removed.json().message).toBe('1 vehicle no longer service, 1 was not service');
    const service = await t.request(admin, 'GET', '/api/vehicles/vehicles/?types=service');
    expect(service.json().count).toBe(0);
  });

  it("asks for the action's own permission, as the single-vehicle action does", async () => {
    const { shop } = await shopWithAdmin();
    const [row] = await f.insertVehicles(shop, [{}]);
    const editor = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canEdit'],
    });
    const archiver = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canArchive'],
    });
    expect((await bulk(editor, { action: 'archive', vins: [row!.vin] })).statusCode).toBe(403);
    expect(
      (await bulk(archiver, { action: 'add_type', type: 'loaner', vins: [row!.vin] })).statusCode,
    ).toBe(403);
    expect(
      (await bulk(editor, { action: 'add_type', type: 'loaner', vins: [row!.vin] })).statusCode,
    ).toBe(200);
    expect((await bulk(archiver, { action: 'archive', vins: [row!.vin] })).statusCode).toBe(200);
  });

  it('refuses more than the cap, no VINs, a missing location or type, with a clear 400', async () => {
    const { admin } = await shopWithAdmin();
    const many = Array.from({ length: BULK_MAX_VINS + 1 }, () => newVin());
    const tooMany = await bulk(admin, { action: 'archive', vins: many });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json()).toEqual({ vins: ['Select at most 1,000 vehicles at a time.'] });
    expect((await bulk(admin, { action: 'archive', vins: [] })).json()).toEqual({
      vins: ['Select at least one vehicle.'],
    });
    expect((await bulk(admin, { action: 'set_location', vins: [newVin()] })).json()).toEqual({
      location: ['Choose a location, or none for Unassigned.'],
    });
    expect((await bulk(admin, { action: 'add_type', vins: [newVin()] })).json()).toEqual({
      type: ['Choose a vehicle type.'],
    });
    expect((await bulk(admin, { action: 'paint', vins: [newVin()] })).statusCode).toBe(400);
  });
});

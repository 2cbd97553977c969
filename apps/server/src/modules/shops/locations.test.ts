import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const URL = '/api/shops/locations/';
const TAKEN = { name: ['A location with this name already exists.'] };

describe('GET /api/shops/locations/', () => {
  it("lists the current shop's locations by name, never another shop's", async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    await t.createLocation(shop, 'south lot');
    await t.createLocation(shop, 'Main Bay');
    await t.createLocation(other, 'Elsewhere');
    const res = await t.request(viewer, 'GET', URL);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      count: 2,
      total_pages: 1,
      next: null,
      previous: null,
      results: [
        { id: expect.any(Number), name: 'Main Bay', address: '' },
        { id: expect.any(Number), name: 'south lot', address: '' },
      ],
    });
  });

  it('pages on request', async () => {
    const shop = await t.createShop();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    for (const name of ['A', 'B', 'C']) await t.createLocation(shop, name);
    const res = await t.request(viewer, 'GET', `${URL}?page_size=2`);
    expect(res.json()).toMatchObject({
      count: 3,
      total_pages: 2,
      next: `${URL}?page_size=2&page=2`,
      previous: null,
    });
    expect((await t.request(viewer, 'GET', `${URL}?page=0`)).statusCode).toBe(400);
  });

  it('needs a token and canViewBasic', async () => {
    const shop = await t.createShop();
    const blind = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewBasic'],
    });
    expect((await t.request(null, 'GET', URL)).statusCode).toBe(401);
    expect((await t.request(blind, 'GET', URL)).statusCode).toBe(403);
  });
});

describe('POST /api/shops/locations/', () => {
  it('creates a location, trimmed, with an audit row', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const res = await t.request(admin, 'POST', URL, {
      name: '  Body Shop  ',
      address: '1 Main St',
    });
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created).toEqual({ id: expect.any(Number), name: 'Body Shop', address: '1 Main St' });
    const audit = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'location'))),
    );
    expect(audit).toMatchObject([
      { action: 'create', entityId: String(created.id), userId: admin.id },
    ]);
  });

  it('refuses a name already used in the shop (any case), but not one used by another shop', async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const admin = await t.createUser({ shops: [shop] });
    await t.createLocation(shop, 'Front Lot');
    await t.createLocation(other, 'Back Lot');
    const dup = await t.request(admin, 'POST', URL, { name: 'front lot' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual(TAKEN);
    expect((await t.request(admin, 'POST', URL, { name: 'Back Lot' })).statusCode).toBe(201);
  });

  it('reports each invalid field', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const blank = await t.request(admin, 'POST', URL, { name: '   ', address: 'x'.repeat(501) });
    expect(blank.statusCode).toBe(400);
    expect(blank.json()).toEqual({
      name: ['Name is required'],
      address: ['Ensure this field has no more than 500 characters.'],
    });
    expect((await t.request(admin, 'POST', URL, {})).json()).toEqual({
      name: ['Name is required'],
    });
    expect((await t.request(admin, 'POST', URL, { name: 'n'.repeat(201) })).json()).toEqual({
      name: ['Ensure this field has no more than 200 characters.'],
    });
  });

  it('needs a token and canManageShopSettings', async () => {
    const shop = await t.createShop();
    const manager = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    expect((await t.request(null, 'POST', URL, { name: 'X' })).statusCode).toBe(401);
    expect((await t.request(manager, 'POST', URL, { name: 'X' })).statusCode).toBe(403);
    const granted = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      grants: ['canManageShopSettings'],
    });
    expect((await t.request(granted, 'POST', URL, { name: 'X' })).statusCode).toBe(201);
  });
});

describe('PATCH /api/shops/locations/{id}/', () => {
  it('renames a location and changes its address, with before and after audited', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const loc = await t.createLocation(shop, 'Old Name');
    const res = await t.request(admin, 'PATCH', `${URL}${loc.id}/`, { name: 'New Name' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: loc.id, name: 'New Name', address: '' });
    const addr = await t.request(admin, 'PATCH', `${URL}${loc.id}/`, { address: '9 Dock Rd' });
    expect(addr.json()).toEqual({ id: loc.id, name: 'New Name', address: '9 Dock Rd' });
    expect((await t.request(admin, 'PATCH', `${URL}${loc.id}/`, {})).json()).toEqual(addr.json());
    const [audit] = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.shopId, shop.id),
            eq(auditLog.entity, 'location'),
            eq(auditLog.entityId, String(loc.id)),
          ),
        )
        // The rename first: the table's physical order is not the writes' order.
        .orderBy(auditLog.id),
    );
    expect(audit).toMatchObject({
      action: 'update',
      before: { name: 'Old Name' },
      after: { name: 'New Name' },
    });
  });

  it('keeps names unique but lets a location keep (or re-case) its own', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const a = await t.createLocation(shop, 'Alpha');
    await t.createLocation(shop, 'Beta');
    const dup = await t.request(admin, 'PATCH', `${URL}${a.id}/`, { name: 'BETA' });
    expect(dup.statusCode).toBe(400);
    expect(dup.json()).toEqual(TAKEN);
    expect((await t.request(admin, 'PATCH', `${URL}${a.id}/`, { name: 'ALPHA' })).json().name).toBe(
      'ALPHA',
    );
  });

  it('validates the fields and the id', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const loc = await t.createLocation(shop);
    expect((await t.request(admin, 'PATCH', `${URL}${loc.id}/`, { name: '' })).json()).toEqual({
      name: ['Name is required'],
    });
    expect((await t.request(admin, 'PATCH', `${URL}abc/`, { name: 'X' })).statusCode).toBe(400);
  });

  it("answers 404 for another shop's location and leaves it alone", async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const admin = await t.createUser({ shops: [shop] });
    const theirs = await t.createLocation(other, 'Theirs');
    const res = await t.request(admin, 'PATCH', `${URL}${theirs.id}/`, { name: 'Mine now' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Location not found.' });
    const otherAdmin = await t.createUser({ shops: [other] });
    expect((await t.request(otherAdmin, 'GET', URL)).json().results[0].name).toBe('Theirs');
  });

  it('needs a token and canManageShopSettings', async () => {
    const shop = await t.createShop();
    const loc = await t.createLocation(shop);
    const coordinator = await t.createUser({ shops: [shop], role: 'fleet_coordinator' });
    expect((await t.request(null, 'PATCH', `${URL}${loc.id}/`, { name: 'X' })).statusCode).toBe(
      401,
    );
    expect(
      (await t.request(coordinator, 'PATCH', `${URL}${loc.id}/`, { name: 'X' })).statusCode,
    ).toBe(403);
  });
});

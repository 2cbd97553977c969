import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, VEHICLE_PERMISSIONS } from '@fleetdesk/contract/permissions';
import { setupTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('GET /api/vehicles/permissions/', () => {
  it("answers the member's 17 vehicle permissions, role and username", async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], role: 'fleet_coordinator' });
    const res = await t.request(user, 'GET', '/api/vehicles/permissions/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body.permissions).sort()).toEqual([...VEHICLE_PERMISSIONS].sort());
    expect(body.permissions).toMatchObject({
      canEdit: true,
      canAdd: true,
      canViewFinancial: false,
      canDelete: false,
    });
    expect(body).toMatchObject({
      is_superuser: false,
      groups: ['Fleet Coordinator'],
      username: user.username,
    });
  });

  it("applies the member's own grants and withdrawals over the role", async () => {
    const shop = await t.createShop();
    const user = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canViewFinancial'],
      withdrawals: ['canViewDocuments'],
    });
    const body = (await t.request(user, 'GET', '/api/vehicles/permissions/')).json();
    expect(body.permissions).toMatchObject({
      canViewFinancial: true,
      canViewDocuments: false,
      canViewBasic: true,
    });
    expect(body.groups).toEqual(['Vehicle Viewer']);
  });

  it('grants a superuser every permission', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      superuser: true,
      withdrawals: ['canViewBasic'],
    });
    const body = (await t.request(user, 'GET', '/api/vehicles/permissions/')).json();
    expect(body.is_superuser).toBe(true);
    expect(Object.values(body.permissions).every(Boolean)).toBe(true);
  });

  it("answers for the current shop only, never another membership's grants", async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    // Grants apply to the first membership (shop a); the token works in shop b.
    const user = await t.createUser({
      shops: [a, b],
      role: 'vehicle_viewer',
      grants: ['canViewFinancial'],
      currentShop: b,
    });
    const body = (await t.request(user, 'GET', '/api/vehicles/permissions/')).json();
    expect(body.permissions.canViewFinancial).toBe(false);
  });

  it('refuses a request without a token (401)', async () => {
    const res = await t.request(null, 'GET', '/api/vehicles/permissions/');
    expect(res.statusCode).toBe(401);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('refuses a user without a current shop or with an inactive membership (403)', async () => {
    const shop = await t.createShop();
    const noShop = await t.createUser({ shops: [shop], currentShop: null });
    expect((await t.request(noShop, 'GET', '/api/vehicles/permissions/')).statusCode).toBe(403);
    const inactive = await t.createUser({ shops: [shop], inactiveMembership: true });
    expect((await t.request(inactive, 'GET', '/api/vehicles/permissions/')).statusCode).toBe(403);
  });
});

describe('GET /api/base/permissions/', () => {
  it('answers the platform permissions beside the vehicle ones', async () => {
    const shop = await t.createShop();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const body = (await t.request(viewer, 'GET', '/api/base/permissions/')).json();
    expect(Object.keys(body.permissions).sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(body.permissions).toMatchObject({
      canViewModuleSettings: false,
      canManageShopSettings: false,
    });
    expect(body).toMatchObject({ is_superuser: false, groups: ['Vehicle Viewer'] });
    expect(body.username).toBeUndefined();

    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const adminBody = (await t.request(admin, 'GET', '/api/base/permissions/')).json();
    expect(adminBody.permissions).toMatchObject({
      canViewModuleSettings: true,
      canManageShopSettings: true,
    });
    expect(adminBody.groups).toEqual(['Administrator']);
  });

  it('grants canViewModuleSettings per member', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      grants: ['canViewModuleSettings'],
    });
    const body = (await t.request(user, 'GET', '/api/base/permissions/')).json();
    expect(body.permissions.canViewModuleSettings).toBe(true);
    expect(body.groups).toEqual(['Fleet Manager']);
  });

  it('refuses a request without a token (401) or without a shop (403)', async () => {
    expect((await t.request(null, 'GET', '/api/base/permissions/')).statusCode).toBe(401);
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], currentShop: null });
    expect((await t.request(user, 'GET', '/api/base/permissions/')).statusCode).toBe(403);
  });
});

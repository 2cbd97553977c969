import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Permission } from '@fleetdesk/contract/permissions';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../test/helpers';
import { PDF, postMultipart } from '../modules/documents/documents.fixtures';
import { newVin, vehicleBody } from '../modules/vehicles/vehicles.test-fixtures';

/**
 * The authorization matrix, generated from the routes the app registers: every shop route ×
 * {no token, another shop's record, a member without the route's permission, allowed}, every
 * user route × {no token, signed in}. A route without a case below fails the first test, so a
 * new route is covered the day it is added.
 */

/** What one shop holds, created through the API as its administrator. */
type Holdings = {
  shop: TestShop;
  admin: TestUser;
  vin: string;
  registrationId: number;
  vendorId: number;
  documentId: number;
  locationId: number;
  memberId: number;
  moduleSettingsId: number;
};

type Call = { url: string; body?: unknown; multipart?: Record<string, string> };
type Case = {
  /** The call as an allowed member of `own` makes it; `foreign` is the other shop's holdings. */
  call(own: Holdings): Call | Promise<Call>;
  /** The same call aimed at the other shop's record (404); omitted when the call names none. */
  foreign?(own: Holdings, foreign: Holdings): Call | Promise<Call>;
  ok?: number;
  /** What the record itself asks beyond the route's permission (an archived vehicle). */
  alsoNeeds?: Permission[];
};

let t: TestApp;
let a: Holdings;
let b: Holdings;

async function ok(res: LightMyRequestResponse, status = 200) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

async function hold(): Promise<Holdings> {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const vin = newVin();
  await ok(await t.request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin })), 201);
  return {
    shop,
    admin,
    vin,
    registrationId: (await newRegistration(admin, vin)).id,
    vendorId: (
      await ok(
        await t.request(admin, 'POST', '/api/vendors/vendors/', {
          name: `Vendor ${newVin().slice(0, 6)}`,
          vendor_type: 'vehicle_service',
        }),
        201,
      )
    ).id,
    documentId: (await newDocument(admin, vin)).id,
    locationId: (
      await ok(
        await t.request(admin, 'POST', '/api/shops/locations/', { name: `Bay ${newVin()}` }),
        201,
      )
    ).id,
    memberId: (await ok(await t.request(admin, 'GET', '/api/shops/members/'))).results[0].id,
    moduleSettingsId: (
      await ok(await t.request(admin, 'GET', '/api/vehicles/module-settings/current/'))
    ).id,
  };
}

const newRegistration = async (admin: TestUser, vin: string) =>
  ok(
    await t.request(admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: vin,
      expiration_date: '2030-01-31',
    }),
    201,
  );

const newDocument = async (admin: TestUser, vin: string) =>
  ok(
    await postMultipart(
      t,
      admin,
      '/api/vehicles/documents/',
      { vehicle: vin, document_type: 'other', title: 'Scan' },
      { filename: 'scan.pdf', data: PDF },
    ),
    201,
  );

const vehicleCall = (h: Holdings, suffix = ''): Call => ({
  url: `/api/vehicles/vehicles/${h.vin}/${suffix}`,
});

const CASES: Record<string, Case> = {
  'GET /api/vehicles/documents/': {
    call: (h) => ({ url: `/api/vehicles/documents/?vehicle=${h.vin}` }),
    foreign: (_h, f) => ({ url: `/api/vehicles/documents/?vehicle=${f.vin}` }),
  },
  'POST /api/vehicles/documents/': {
    call: (h) => ({ url: '/api/vehicles/documents/', multipart: { vehicle: h.vin } }),
    foreign: (_h, f) => ({ url: '/api/vehicles/documents/', multipart: { vehicle: f.vin } }),
    ok: 201,
  },
  'DELETE /api/vehicles/documents/:id/': {
    call: async (h) => ({
      url: `/api/vehicles/documents/${(await newDocument(h.admin, h.vin)).id}/`,
    }),
    foreign: (_h, f) => ({ url: `/api/vehicles/documents/${f.documentId}/` }),
    ok: 204,
  },
  'POST /api/vehicles/registrations/:id/upload_document/': {
    call: (h) => ({
      url: `/api/vehicles/registrations/${h.registrationId}/upload_document/`,
      multipart: {},
    }),
    foreign: (_h, f) => ({
      url: `/api/vehicles/registrations/${f.registrationId}/upload_document/`,
      multipart: {},
    }),
    ok: 201,
  },
  'GET /api/vehicles/mileage-logs/': {
    call: (h) => ({ url: `/api/vehicles/mileage-logs/?vehicle=${h.vin}` }),
    foreign: (_h, f) => ({ url: `/api/vehicles/mileage-logs/?vehicle=${f.vin}` }),
  },
  'POST /api/vehicles/mileage-logs/': {
    call: (h) => ({
      url: '/api/vehicles/mileage-logs/',
      body: { vehicle: h.vin, mileage: 900_000 },
    }),
    foreign: (_h, f) => ({
      url: '/api/vehicles/mileage-logs/',
      body: { vehicle: f.vin, mileage: 900_000 },
    }),
    ok: 201,
  },
  'POST /api/vehicles/registrations/': {
    call: (h) => ({
      url: '/api/vehicles/registrations/',
      body: { vehicle: h.vin, expiration_date: '2031-01-31' },
    }),
    foreign: (_h, f) => ({
      url: '/api/vehicles/registrations/',
      body: { vehicle: f.vin, expiration_date: '2031-01-31' },
    }),
    ok: 201,
  },
  'GET /api/vehicles/registrations/:id/': {
    call: (h) => ({ url: `/api/vehicles/registrations/${h.registrationId}/` }),
    foreign: (_h, f) => ({ url: `/api/vehicles/registrations/${f.registrationId}/` }),
  },
  'PATCH /api/vehicles/registrations/:id/': {
    call: (h) => ({
      url: `/api/vehicles/registrations/${h.registrationId}/`,
      body: { plate_cost: '12.50' },
    }),
    foreign: (_h, f) => ({
      url: `/api/vehicles/registrations/${f.registrationId}/`,
      body: { plate_cost: '12.50' },
    }),
  },
  'GET /api/vehicles/permissions/': { call: () => ({ url: '/api/vehicles/permissions/' }) },
  'GET /api/base/permissions/': { call: () => ({ url: '/api/base/permissions/' }) },
  'GET /api/base/modules/': { call: () => ({ url: '/api/base/modules/' }) },
  'GET /api/base/navigation/': { call: () => ({ url: '/api/base/navigation/' }) },
  'GET /api/navigation/items/': { call: () => ({ url: '/api/navigation/items/' }) },
  'GET /api/base/search-config/': { call: () => ({ url: '/api/base/search-config/' }) },
  'GET /api/navigation/preferences/': { call: () => ({ url: '/api/navigation/preferences/' }) },
  'POST /api/navigation/preferences/': {
    call: () => ({ url: '/api/navigation/preferences/', body: { navigation_order: ['vehicles'] } }),
  },
  'GET /api/vehicles/service-records/': {
    call: (h) => ({ url: `/api/vehicles/service-records/?vehicle=${h.vin}` }),
    foreign: (_h, f) => ({ url: `/api/vehicles/service-records/?vehicle=${f.vin}` }),
  },
  'POST /api/vehicles/service-records/': {
    call: (h) => ({ url: '/api/vehicles/service-records/', body: serviceBody(h.vin, h.vendorId) }),
    foreign: (h, f) => ({
      url: '/api/vehicles/service-records/',
      body: serviceBody(f.vin, h.vendorId),
    }),
    ok: 201,
  },
  'GET /api/vendors/vendors/': { call: () => ({ url: '/api/vendors/vendors/' }) },
  'POST /api/vendors/vendors/': {
    call: () => ({
      url: '/api/vendors/vendors/',
      body: { name: `Vendor ${newVin()}`, vendor_type: 'vehicle_service' },
    }),
    ok: 201,
  },
  'GET /api/vendors/vendors/:id/': {
    call: (h) => ({ url: `/api/vendors/vendors/${h.vendorId}/` }),
    foreign: (_h, f) => ({ url: `/api/vendors/vendors/${f.vendorId}/` }),
  },
  'PATCH /api/vendors/vendors/:id/': {
    call: (h) => ({ url: `/api/vendors/vendors/${h.vendorId}/`, body: { notes: 'Open late' } }),
    foreign: (_h, f) => ({ url: `/api/vendors/vendors/${f.vendorId}/`, body: { notes: 'x' } }),
  },
  'GET /api/base/settings/for_module/': {
    call: () => ({ url: '/api/base/settings/for_module/?module=vehicles' }),
  },
  'GET /api/base/settings/': { call: () => ({ url: '/api/base/settings/' }) },
  'POST /api/base/settings/update_user_setting/': {
    call: () => ({
      url: '/api/base/settings/update_user_setting/',
      body: { module: 'vehicles', key: 'page_size', value: 50 },
    }),
  },
  'POST /api/base/settings/': {
    call: () => ({
      url: '/api/base/settings/',
      body: { module: 'vehicles', key: 'registration_warning_days', value_text: '45' },
    }),
  },
  'GET /api/shops/locations/': { call: () => ({ url: '/api/shops/locations/' }) },
  'POST /api/shops/locations/': {
    call: () => ({ url: '/api/shops/locations/', body: { name: `Bay ${newVin()}` } }),
    ok: 201,
  },
  'PATCH /api/shops/locations/:id/': {
    call: (h) => ({ url: `/api/shops/locations/${h.locationId}/`, body: { address: '1 Main St' } }),
    foreign: (_h, f) => ({ url: `/api/shops/locations/${f.locationId}/`, body: { address: 'x' } }),
  },
  'GET /api/shops/members/': { call: () => ({ url: '/api/shops/members/' }) },
  'PATCH /api/shops/members/:id/': {
    call: async (h) => {
      const member = await t.createUser({ shops: [h.shop], role: 'vehicle_viewer' });
      const list = await ok(await t.request(h.admin, 'GET', '/api/shops/members/?page_size=1000'));
      const id = list.results.find((m: { user: { id: number } }) => m.user.id === member.id).id;
      return { url: `/api/shops/members/${id}/`, body: { role: 'fleet_coordinator' } };
    },
    foreign: (_h, f) => ({
      url: `/api/shops/members/${f.memberId}/`,
      body: { role: 'fleet_coordinator' },
    }),
  },
  'GET /api/employees/current-context/': {
    call: () => ({ url: '/api/employees/current-context/' }),
  },
  'GET /api/employees/available-shops/': {
    call: () => ({ url: '/api/employees/available-shops/' }),
  },
  'POST /api/employees/switch-shop/': {
    call: (h) => ({ url: '/api/employees/switch-shop/', body: { shop_id: h.shop.id } }),
  },
  'GET /api/employees/users/': { call: () => ({ url: '/api/employees/users/' }) },
  'GET /api/employees/user-profile/': { call: () => ({ url: '/api/employees/user-profile/' }) },
  'PATCH /api/employees/user-profile/': {
    call: () => ({ url: '/api/employees/user-profile/', body: { first_name: 'Dana' } }),
  },
  'GET /api/vehicles/module-settings/current/': {
    call: () => ({ url: '/api/vehicles/module-settings/current/' }),
  },
  'PATCH /api/vehicles/module-settings/:id/': {
    call: (h) => ({
      url: `/api/vehicles/module-settings/${h.moduleSettingsId}/`,
      body: { registration_admin: 'Dana' },
    }),
    foreign: (_h, f) => ({
      url: `/api/vehicles/module-settings/${f.moduleSettingsId}/`,
      body: { registration_admin: 'Dana' },
    }),
  },
  'GET /api/vehicles/vehicle-types/': { call: () => ({ url: '/api/vehicles/vehicle-types/' }) },
  'GET /api/vehicles/vehicles/': { call: () => ({ url: '/api/vehicles/vehicles/' }) },
  'POST /api/vehicles/vehicles/': {
    call: () => ({ url: '/api/vehicles/vehicles/', body: vehicleBody({ vin: newVin() }) }),
    ok: 201,
  },
  'GET /api/vehicles/vehicles/:vin/': {
    call: (h) => vehicleCall(h),
    foreign: (_h, f) => vehicleCall(f),
  },
  'PUT /api/vehicles/vehicles/:vin/': {
    call: (h) => ({ ...vehicleCall(h), body: vehicleBody({ vin: h.vin, make: 'Honda' }) }),
    foreign: (_h, f) => ({ ...vehicleCall(f), body: vehicleBody({ vin: f.vin }) }),
  },
  'POST /api/vehicles/vehicles/:vin/archive/': {
    call: async (h) => {
      const vin = newVin();
      await ok(
        await t.request(h.admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin })),
        201,
      );
      return { url: `/api/vehicles/vehicles/${vin}/archive/` };
    },
    foreign: (_h, f) => vehicleCall(f, 'archive/'),
  },
  'POST /api/vehicles/vehicles/:vin/unarchive/': {
    call: async (h) => {
      const vin = newVin();
      await ok(
        await t.request(h.admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin })),
        201,
      );
      await ok(await t.request(h.admin, 'POST', `/api/vehicles/vehicles/${vin}/archive/`));
      return { url: `/api/vehicles/vehicles/${vin}/unarchive/` };
    },
    foreign: (_h, f) => vehicleCall(f, 'unarchive/'),
    alsoNeeds: ['canViewArchived'],
  },
  // Sign-in and sign-out: their own tests (auth.test.ts) cover them; here only their gate.
  'POST /api/base/logout/': { call: () => ({ url: '/api/base/logout/' }) },
  'POST /api/base/change-password/': {
    call: () => ({
      url: '/api/base/change-password/',
      body: { current_password: 'wrong-password', new_password: 'a-new-long-password' },
    }),
    ok: 400,
  },
};

/** Public routes: reachable without a token by design. */
const PUBLIC = new Set([
  'POST /api/base/login/',
  'POST /api/base/login/google/',
  'GET /api/base/auth-config/',
  'GET /api/files/:id/',
  'GET /api/health/',
]);

function serviceBody(vin: string, vendorId: number) {
  return {
    vehicle: vin,
    vendor_id: vendorId,
    service_date: '2026-01-15',
    service_type: 'maintenance',
    amount: '49.95',
    description: 'Oil and filter',
  };
}

async function send(user: TestUser | null, method: string, call: Call) {
  if (call.multipart) {
    return postMultipart(
      t,
      user,
      call.url,
      { document_type: 'other', title: 'Scan', ...call.multipart },
      { filename: 'scan.pdf', data: PDF },
    );
  }
  return t.request(user, method as 'GET', call.url, call.body);
}

beforeAll(async () => {
  t = await setupTestApp();
  [a, b] = [await hold(), await hold()];
});
afterAll(() => t.close());

const key = (r: { method: string; url: string }) => `${r.method} ${r.url}`;
const permissionsOf = (p: string | readonly string[] | undefined) =>
  (p === undefined ? [] : [p].flat()) as Permission[];

describe('the authorization matrix', () => {
  it('has a case for every registered route', () => {
    const missing = t.app.routeTable
      .filter((r) => r.url.startsWith('/api/') && !r.url.startsWith('/api/docs'))
      .map(key)
      .filter((k) => !CASES[k] && !PUBLIC.has(k));
    expect(missing).toEqual([]);
  });

  it('answers 401 without a token, on every route that is not public', async () => {
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const res = await send(null, route.method, await CASES[key(route)]!.call(a));
      expect(res.statusCode, key(route)).toBe(401);
    }
  });

  it("answers 404 for another shop's record, and never shows another shop's rows", async () => {
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const c = CASES[key(route)]!;
      if (c.foreign) {
        const res = await send(a.admin, route.method, await c.foreign(a, b));
        expect(res.statusCode, `${key(route)} ${res.body}`).toBe(404);
      }
      if (route.method === 'GET') {
        const res = await send(a.admin, route.method, await c.call(a));
        expect(res.body, key(route)).not.toContain(b.vin);
        expect(res.body, key(route)).not.toContain(b.shop.name);
      }
    }
  });

  it("answers 403 to a member without the route's permission", async () => {
    const checked: string[] = [];
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const needed = permissionsOf(route.config.permission);
      if (needed.length === 0) continue;
      const member = await t.createUser({ shops: [a.shop], withdrawals: needed });
      const res = await send(member, route.method, await CASES[key(route)]!.call(a));
      expect(res.statusCode, `${key(route)} ${res.body}`).toBe(403);
      checked.push(key(route));
    }
    expect(checked.length).toBeGreaterThan(25);
  });

  it('lets an allowed member through', async () => {
    for (const route of t.app.routeTable.filter((r) => CASES[key(r)])) {
      const c = CASES[key(route)]!;
      const needed = permissionsOf(route.config.permission);
      // A member holding only what the route needs (a viewer granted it), not an administrator.
      const member = await t.createUser({
        shops: [a.shop],
        role: 'vehicle_viewer',
        grants: [...needed, ...(c.alsoNeeds ?? [])],
      });
      const res = await send(member, route.method, await c.call(a));
      expect(res.statusCode, `${key(route)} ${res.body}`).toBe(c.ok ?? 200);
    }
  });
});

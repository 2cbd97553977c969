import type { LightMyRequestResponse } from 'fastify';
import { expect } from 'vitest';
import type { Permission } from '@fleetdesk/contract/permissions';
import type { TestApp, TestShop, TestUser } from '../helpers';
import {
  PDF,
  postMultipart,
  type FilePart,
} from '../../src/modules/documents/documents.test-fixtures';
import { newVin, vehicleBody } from '../../src/modules/vehicles/vehicles.test-fixtures';

/** The cases of the authorization matrix (src/platform/authorization-matrix.test.ts): one per route. */

/** What one shop holds, created through the API as its administrator. */
export type Holdings = {
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

export type Call = {
  url: string;
  body?: unknown;
  multipart?: Record<string, string>;
  /** The multipart call's file (a PDF scan when absent). */
  file?: FilePart;
};
export type Case = {
  /** The call as an allowed member of `own` makes it; `foreign` is the other shop's holdings. */
  call(own: Holdings): Call | Promise<Call>;
  /** The same call aimed at the other shop's record (404); omitted when the call names none. */
  foreign?(own: Holdings, foreign: Holdings): Call | Promise<Call>;
  ok?: number;
  /** What the record itself asks beyond the route's permission (an archived vehicle). */
  alsoNeeds?: Permission[];
  /** The status through the OpenAPI run's proxy when it is not `ok` (a binary upload it spoils). */
  proxied?: number;
};

/** Everything the matrix sends, against the test app `app()` (set up in the test's beforeAll). */
export function matrixCalls(app: () => TestApp) {
  async function ok(res: LightMyRequestResponse, status = 200) {
    expect(res.statusCode, res.body).toBe(status);
    return res.json();
  }

  async function hold(): Promise<Holdings> {
    const shop = await app().createShop();
    const admin = await app().createUser({ shops: [shop] });
    const vin = newVin();
    await ok(
      await app().request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin })),
      201,
    );
    return {
      shop,
      admin,
      vin,
      registrationId: (await newRegistration(admin, vin)).id,
      vendorId: (
        await ok(
          await app().request(admin, 'POST', '/api/vendors/vendors/', {
            name: `Vendor ${newVin().slice(0, 6)}`,
            vendor_type: 'vehicle_service',
          }),
          201,
        )
      ).id,
      documentId: (await newDocument(admin, vin)).id,
      locationId: (
        await ok(
          await app().request(admin, 'POST', '/api/shops/locations/', { name: `Bay ${newVin()}` }),
          201,
        )
      ).id,
      memberId: (await ok(await app().request(admin, 'GET', '/api/shops/members/'))).results[0].id,
      moduleSettingsId: (
        await ok(await app().request(admin, 'GET', '/api/vehicles/module-settings/current/'))
      ).id,
    };
  }

  const newRegistration = async (admin: TestUser, vin: string) =>
    ok(
      await app().request(admin, 'POST', '/api/vehicles/registrations/', {
        vehicle: vin,
        expiration_date: '2030-01-31',
      }),
      201,
    );

  const newDocument = async (admin: TestUser, vin: string) =>
    ok(
      await postMultipart(
        app(),
        admin,
        '/api/vehicles/documents/',
        { vehicle: vin, document_type: 'other', title: 'Scan' },
        { filename: 'scan.pdf', data: PDF },
      ),
      201,
    );

  const readingAbove = async (h: Holdings): Promise<number> => {
    const res = await app().request(h.admin, 'GET', `/api/vehicles/vehicles/${h.vin}/`);
    return Math.max(900_000, ((await ok(res)).current_mileage ?? 0) + 10);
  };

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
      // Above the vehicle's current reading: the matrix passes more than once (API tokens), and
      // the loaners' check-outs and check-ins read the odometer on too.
      call: async (h) => ({
        url: '/api/vehicles/mileage-logs/',
        body: { vehicle: h.vin, mileage: await readingAbove(h) },
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
      call: () => ({
        url: '/api/navigation/preferences/',
        body: { navigation_order: ['vehicles'] },
      }),
    },
    'GET /api/vehicles/service-records/': {
      call: (h) => ({ url: `/api/vehicles/service-records/?vehicle=${h.vin}` }),
      foreign: (_h, f) => ({ url: `/api/vehicles/service-records/?vehicle=${f.vin}` }),
    },
    'POST /api/vehicles/service-records/': {
      call: (h) => ({
        url: '/api/vehicles/service-records/',
        body: serviceBody(h.vin, h.vendorId),
      }),
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
    'GET /api/shops/settings/': { call: () => ({ url: '/api/shops/settings/' }) },
    'PATCH /api/shops/settings/': {
      call: () => ({ url: '/api/shops/settings/', body: { time_zone: 'America/Chicago' } }),
    },
    'GET /api/shops/locations/': { call: () => ({ url: '/api/shops/locations/' }) },
    'POST /api/shops/locations/': {
      call: () => ({ url: '/api/shops/locations/', body: { name: `Bay ${newVin()}` } }),
      ok: 201,
    },
    'PATCH /api/shops/locations/:id/': {
      call: (h) => ({
        url: `/api/shops/locations/${h.locationId}/`,
        body: { address: '1 Main St' },
      }),
      foreign: (_h, f) => ({
        url: `/api/shops/locations/${f.locationId}/`,
        body: { address: 'x' },
      }),
    },
    'GET /api/shops/members/': { call: () => ({ url: '/api/shops/members/' }) },
    'PATCH /api/shops/members/:id/': {
      call: async (h) => {
        const member = await app().createUser({ shops: [h.shop], role: 'vehicle_viewer' });
        const list = await ok(
          await app().request(h.admin, 'GET', '/api/shops/members/?page_size=1000'),
        );
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
          await app().request(h.admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin })),
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
          await app().request(h.admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin })),
          201,
        );
        await ok(await app().request(h.admin, 'POST', `/api/vehicles/vehicles/${vin}/archive/`));
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
    'GET /api/vehicles/financing/export-jobs/:id/file/',
    'GET /api/health/',
    'GET /api/loaners/agreements/:id/copy/',
    'GET /api/loaners/signing/:token/',
    'POST /api/loaners/signing/:token/',
    'GET /api/loaners/customer-documents/:id/',
    'GET /api/vehicles/photos/:id/',
    'GET /api/shops/logos/:id/',
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
        app(),
        user,
        call.url,
        { document_type: 'other', title: 'Scan', ...call.multipart },
        call.file ?? { filename: 'scan.pdf', data: PDF },
      );
    }
    return app().request(user, method as 'GET', call.url, call.body);
  }

  return { hold, CASES, PUBLIC, send };
}

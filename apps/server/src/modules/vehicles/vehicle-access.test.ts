import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PDF, postMultipart } from '../documents/documents.test-fixtures';
import { newVin, vehicleBody } from './vehicles.test-fixtures';

/**
 * The archived rule through the one vehicle lookup: a member without canViewArchived never
 * reads, lists, counts or adds to an archived vehicle's records, on any path.
 */

let t: TestApp;
let admin: TestUser;
/** Every permission but canViewArchived. */
let blind: TestUser;
let archivedVin: string;
let activeVin: string;
let registrationId: number;
let documentId: number;
let vendorId: number;

const json = (res: LightMyRequestResponse, status: number) => {
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

async function withHistory(vin: string, mileage: number) {
  json(await t.request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin })), 201);
  json(
    await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', { vehicle: vin, mileage }),
    201,
  );
  json(
    await t.request(admin, 'POST', '/api/vehicles/service-records/', {
      vehicle: vin,
      vendor_id: vendorId,
      service_date: '2026-02-01',
      service_type: 'repair',
      amount: '120.00',
      description: `Repair of ${vin}`,
    }),
    201,
  );
}

beforeAll(async () => {
  t = await setupTestApp();
  const shop = await t.createShop();
  admin = await t.createUser({ shops: [shop] });
  blind = await t.createUser({ shops: [shop], withdrawals: ['canViewArchived'] });
  vendorId = json(
    await t.request(admin, 'POST', '/api/vendors/vendors/', {
      name: 'Body Works',
      vendor_type: 'vehicle_service',
    }),
    201,
  ).id;
  [archivedVin, activeVin] = [newVin(), newVin()];
  await withHistory(archivedVin, 1111);
  await withHistory(activeVin, 2222);
  registrationId = json(
    await t.request(admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: archivedVin,
      expiration_date: '2030-06-30',
    }),
    201,
  ).id;
  documentId = json(
    await postMultipart(
      t,
      admin,
      '/api/vehicles/documents/',
      { vehicle: archivedVin, document_type: 'other', title: 'Title' },
      { filename: 'title.pdf', data: PDF },
    ),
    201,
  ).id;
  json(await t.request(admin, 'POST', `/api/vehicles/vehicles/${archivedVin}/archive/`), 200);
});
afterAll(() => t.close());

describe('lists across vehicles (no ?vehicle=)', () => {
  it("leave out an archived vehicle's mileage readings, in the rows and the count", async () => {
    const list = json(await t.request(blind, 'GET', '/api/vehicles/mileage-logs/'), 200);
    expect(list.results.map((r: { vehicle: string }) => r.vehicle)).toEqual([activeVin]);
    expect(list.count).toBe(1);
    const all = json(await t.request(admin, 'GET', '/api/vehicles/mileage-logs/'), 200);
    expect(all.results.map((r: { vehicle: string }) => r.vehicle).sort()).toEqual(
      [archivedVin, activeVin].sort(),
    );
  });

  it("leave out an archived vehicle's service records, in the rows and the count", async () => {
    const list = json(await t.request(blind, 'GET', '/api/vehicles/service-records/'), 200);
    expect(list.results.map((r: { vehicle: string }) => r.vehicle)).toEqual([activeVin]);
    expect(list.count).toBe(1);
    const all = json(await t.request(admin, 'GET', '/api/vehicles/service-records/'), 200);
    expect(all.count).toBe(2);
  });

  it('leave out archived vehicles in the vehicle list and its search', async () => {
    const list = json(
      await t.request(blind, 'GET', `/api/vehicles/vehicles/?search=${archivedVin}`),
      200,
    );
    expect(list.count).toBe(0);
  });
});

describe("an archived vehicle's records, for a member who may not view archived vehicles", () => {
  const reads: [string, () => string][] = [
    ['the vehicle', () => `/api/vehicles/vehicles/${archivedVin}/`],
    ['its mileage', () => `/api/vehicles/mileage-logs/?vehicle=${archivedVin}`],
    ['its service history', () => `/api/vehicles/service-records/?vehicle=${archivedVin}`],
    ['its documents', () => `/api/vehicles/documents/?vehicle=${archivedVin}`],
    ['its registration by id', () => `/api/vehicles/registrations/${registrationId}/`],
  ];
  it.each(reads)('cannot read %s (404), while an allowed member can', async (_what, url) => {
    expect((await t.request(blind, 'GET', url())).statusCode).toBe(404);
    expect((await t.request(admin, 'GET', url())).statusCode).toBe(200);
  });

  it('cannot add a mileage reading, a service record or a registration', async () => {
    const writes = [
      ['/api/vehicles/mileage-logs/', { vehicle: archivedVin, mileage: 5000 }],
      [
        '/api/vehicles/service-records/',
        {
          vehicle: archivedVin,
          vendor_id: vendorId,
          service_date: '2026-03-01',
          service_type: 'repair',
          amount: '1.00',
          description: 'x',
        },
      ],
      ['/api/vehicles/registrations/', { vehicle: archivedVin, expiration_date: '2031-01-01' }],
    ] as const;
    for (const [url, body] of writes) {
      const res = await t.request(blind, 'POST', url, body);
      expect(res.statusCode, url).toBe(404);
    }
    // Nothing was written: the allowed member still sees the one reading.
    const readings = json(
      await t.request(admin, 'GET', `/api/vehicles/mileage-logs/?vehicle=${archivedVin}`),
      200,
    );
    expect(readings.results.map((r: { mileage: number }) => r.mileage)).toEqual([1111]);
  });

  it('cannot change its registration, upload to it, or delete its documents', async () => {
    expect(
      (
        await t.request(blind, 'PATCH', `/api/vehicles/registrations/${registrationId}/`, {
          plate_cost: '9.00',
        })
      ).statusCode,
    ).toBe(404);
    const file = { filename: 'scan.pdf', data: PDF };
    const upload = await postMultipart(
      t,
      blind,
      '/api/vehicles/documents/',
      { vehicle: archivedVin, document_type: 'other', title: 'Sneaky' },
      file,
    );
    expect(upload.statusCode).toBe(404);
    const attach = await postMultipart(
      t,
      blind,
      `/api/vehicles/registrations/${registrationId}/upload_document/`,
      { title: 'Sneaky' },
      file,
    );
    expect(attach.statusCode).toBe(404);
    expect(
      (await t.request(blind, 'DELETE', `/api/vehicles/documents/${documentId}/`)).statusCode,
    ).toBe(404);
    const docs = json(
      await t.request(admin, 'GET', `/api/vehicles/documents/?vehicle=${archivedVin}`),
      200,
    );
    expect(docs.results.map((d: { id: number }) => d.id)).toEqual([documentId]);
  });
});

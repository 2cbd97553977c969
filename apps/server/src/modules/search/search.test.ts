import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SearchResult } from '@fleetdesk/contract/search';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PDF, postMultipart } from '../documents/documents.test-fixtures';
import { insurancePolicies, masterPolicies } from '../insurance/insurance.tables';
import { newVin, vehicleBody } from '../vehicles/vehicles.test-fixtures';
import { vehicles } from '../vehicles/vehicles.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** A token no other test's data contains, so each test sees only its own hits. */
const marker = () => `Z${randomUUID().replace(/-/g, '').slice(0, 6).toUpperCase()}`;

async function created(res: { statusCode: number; body: string; json(): unknown }, status = 201) {
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as Record<string, unknown> & { id: number; vin: string };
}

async function shopWithAdmin() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  return { shop, admin };
}

const vehicle = (admin: TestUser, overrides: Record<string, unknown> = {}) =>
  t
    .request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody(overrides))
    .then((r) => created(r));

const document = (admin: TestUser, vin: string, title: string) =>
  postMultipart(
    t,
    admin,
    '/api/vehicles/documents/',
    { vehicle: vin, document_type: 'other', title },
    { filename: 'scan.pdf', data: PDF },
  ).then((r) => created(r));

async function search(user: TestUser | null, q: string, status = 200) {
  const res = await t.request(user, 'GET', `/api/base/search/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(status);
  return res.json() as { results: SearchResult[]; total_count: number; searched_models: string[] };
}

const titles = (reply: { results: SearchResult[] }) => reply.results.map((r) => r.title);

describe('GET /api/base/search/', () => {
  it('finds a vehicle by part of its VIN and part of its plate, with its url', async () => {
    const { admin } = await shopWithAdmin();
    const vin = newVin();
    const plate = `${marker()}9`;
    await vehicle(admin, { vin, license_plate: plate, make: 'Mazda', model: 'CX-5', year: 2020 });

    const byVin = await search(admin, vin.slice(4, 12).toLowerCase());
    expect(byVin.results).toEqual([
      {
        module: 'vehicles',
        type: 'vehicle',
        id: expect.any(Number),
        title: '2020 Mazda CX-5',
        subtitle: `VIN ${vin}`,
        details: `Plate ${plate}`,
        icon: 'car',
        url: `/vehicles/${vin}`,
        weight: expect.any(Number),
        has_detail_page: true,
      },
    ]);
    expect(byVin.total_count).toBe(1);
    expect(byVin.searched_models).toEqual([
      'vehicle',
      'insurance_policy',
      'vendor',
      'document',
      'loan_agreement',
    ]);

    const byPlate = await search(admin, plate.slice(1, 6));
    expect(byPlate.results.map((r) => r.url)).toEqual([`/vehicles/${vin}`]);
  });

  it('finds vehicles by make, model and description', async () => {
    const { admin } = await shopWithAdmin();
    const make = `Mk${marker()}`;
    await vehicle(admin, { make, model: 'Roadster', year: 2019 });
    await vehicle(admin, { make, model: 'Hauler', year: 2022 });
    await vehicle(admin, { make: 'Other', model: 'Hauler', year: 2022 });

    expect(titles(await search(admin, make)).sort()).toEqual([
      `2019 ${make} Roadster`,
      `2022 ${make} Hauler`,
    ]);
    expect(titles(await search(admin, `2022 ${make} haul`))).toEqual([`2022 ${make} Hauler`]);
    expect(titles(await search(admin, 'roadster'))).toContain(`2019 ${make} Roadster`);
  });

  it('finds vendors by name, phone and e-mail', async () => {
    const { admin } = await shopWithAdmin();
    const name = `${marker()} Body Works`;
    await t.request(admin, 'POST', '/api/vendors/vendors/', {
      name,
      phone: '555-0199',
      email: `desk@${name.slice(0, 7).toLowerCase()}.example`,
    });
    const byName = await search(admin, name.slice(0, 7));
    expect(byName.results).toEqual([
      expect.objectContaining({
        type: 'vendor',
        title: name,
        details: expect.stringContaining('555-0199'),
        has_detail_page: false,
      }),
    ]);
    const byMail = await search(admin, `desk@${name.slice(0, 7).toLowerCase()}`);
    expect(titles(byMail)).toEqual([name]);
  });

  it('finds documents by title, opening their vehicle', async () => {
    const { admin } = await shopWithAdmin();
    const v = await vehicle(admin);
    const title = `Title deed ${marker()}`;
    await document(admin, v.vin, title);
    const reply = await search(admin, title.slice(-7));
    expect(reply.results).toEqual([
      expect.objectContaining({
        type: 'document',
        title,
        url: `/vehicles/${v.vin}`,
        has_detail_page: true,
        icon: 'file-text',
      }),
    ]);
  });

  it('finds insurance policies by number, company or master policy name', async () => {
    const { shop, admin } = await shopWithAdmin();
    const v = await vehicle(admin);
    const word = marker();
    const [policy] = await t.inShop(shop, async (db) => {
      const [car] = await db.select().from(vehicles).where(eq(vehicles.vin, v.vin));
      const [master] = await db
        .insert(masterPolicies)
        .values({
          shopId: shop.id,
          policyName: `Fleet ${word}`,
          policyNumber: 'MP-1',
          insuranceCompany: 'Acme Mutual',
          startDate: '2025-01-01',
          endDate: '2026-01-01',
        })
        .returning();
      return db
        .insert(insurancePolicies)
        .values({ shopId: shop.id, vehicleId: car!.id, masterPolicyId: master!.id })
        .returning();
    });
    const reply = await search(admin, word.toLowerCase());
    expect(reply.results).toEqual([
      expect.objectContaining({
        type: 'insurance_policy',
        title: 'Policy MP-1',
        subtitle: `Acme Mutual · Fleet ${word}`,
        url: `/vehicles/insurance/policy/${policy!.id}`,
        has_detail_page: true,
      }),
    ]);
    const noInsurance = await t.createUser({
      shops: [shop],
      role: 'administrator',
      withdrawals: ['canViewInsurance'],
    });
    expect((await search(noInsurance, word)).results).toEqual([]);
  });

  it('ranks a VIN hit above a document hit by the models’ weights', async () => {
    const { admin } = await shopWithAdmin();
    const word = marker();
    // The word stays whole: it ends before position 9, the check digit.
    const vin = withVinCheckDigit(`${word}ABCDEFGHJK`.slice(0, 17));
    const v = await vehicle(admin, { vin });
    await document(admin, v.vin, `Notes ${word}`);
    const reply = await search(admin, word);
    expect(reply.results.map((r) => r.type)).toEqual(['vehicle', 'document']);
    expect(reply.results[0]!.weight).toBeGreaterThan(reply.results[1]!.weight);
  });

  it('hides an archived vehicle and its documents without canViewArchived', async () => {
    const { shop, admin } = await shopWithAdmin();
    const word = marker();
    const v = await vehicle(admin, { make: `Arc${word}` });
    await document(admin, v.vin, `Archived ${word}`);
    await created(await t.request(admin, 'POST', `/api/vehicles/vehicles/${v.vin}/archive/`), 200);
    const limited = await t.createUser({
      shops: [shop],
      role: 'administrator',
      withdrawals: ['canViewArchived'],
    });
    expect((await search(limited, word)).results).toEqual([]);
    const full = await search(admin, word);
    expect(full.results.map((r) => r.type).sort()).toEqual(['document', 'vehicle']);
    expect(full.results.find((r) => r.type === 'vehicle')!.details).toContain('Archived');
  });

  it('never returns another shop’s rows', async () => {
    const a = await shopWithAdmin();
    const b = await shopWithAdmin();
    const word = marker();
    const v = await vehicle(b.admin, { make: `Mk${word}` });
    await document(b.admin, v.vin, `Doc ${word}`);
    await t.request(b.admin, 'POST', '/api/vendors/vendors/', { name: `Vendor ${word}` });
    expect((await search(a.admin, word)).results).toEqual([]);
    expect((await search(b.admin, word)).results).toHaveLength(3);
  });

  it('searches only the models the member may see', async () => {
    const { shop, admin } = await shopWithAdmin();
    const word = marker();
    const v = await vehicle(admin, { make: `Mk${word}` });
    await document(admin, v.vin, `Doc ${word}`);
    await t.request(admin, 'POST', '/api/vendors/vendors/', { name: `Vendor ${word}` });

    const noDocs = await t.createUser({
      shops: [shop],
      role: 'administrator',
      withdrawals: ['canViewDocuments', 'canViewService', 'canViewInsurance', 'canViewLoaners'],
    });
    const reply = await search(noDocs, word);
    expect(reply.searched_models).toEqual(['vehicle']);
    expect(reply.results.map((r) => r.type)).toEqual(['vehicle']);

    const noVehicles = await t.createUser({
      shops: [shop],
      role: 'administrator',
      withdrawals: ['canViewBasic', 'canViewLoaners'],
    });
    expect(await search(noVehicles, word)).toEqual({
      results: [],
      total_count: 0,
      searched_models: [],
    });
  });

  it('caps the results by limit', async () => {
    const { admin } = await shopWithAdmin();
    const make = `Mk${marker()}`;
    for (let i = 0; i < 3; i++) await vehicle(admin, { make });
    const res = await t.request(admin, 'GET', `/api/base/search/?q=${make}&limit=2`);
    expect(res.json().results).toHaveLength(2);
  });

  it('refuses a blank or too long text (400 with the field) and a missing token (401)', async () => {
    const { admin } = await shopWithAdmin();
    for (const url of ['/api/base/search/?q=%20%20', '/api/base/search/']) {
      const res = await t.request(admin, 'GET', url);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ q: ['Enter something to search for.'] });
    }
    const long = await t.request(admin, 'GET', `/api/base/search/?q=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({ q: ['Search text is too long.'] });
    expect((await t.request(admin, 'GET', '/api/base/search/?q=a&limit=0')).statusCode).toBe(400);
    expect((await t.request(null, 'GET', '/api/base/search/?q=abc')).statusCode).toBe(401);
  });

  it('takes wildcard characters literally', async () => {
    const { admin } = await shopWithAdmin();
    await vehicle(admin, { make: `Mk${marker()}` });
    expect((await search(admin, '%')).results).toEqual([]);
    expect((await search(admin, '_')).results).toEqual([]);
  });
});

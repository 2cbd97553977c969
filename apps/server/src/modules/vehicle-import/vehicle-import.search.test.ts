import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../platform/database/client';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { vehicleBody, vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { csvOf, freshVin, importFixtures } from './vehicle-import.test-fixtures';

/**
 * An import writes its vehicles a thousand a statement; the list's search reads their suffix rows
 * (migrations 0003, 0020, 0029). They must be the rows one-by-one creates write, and stay right
 * through an edit, archiving and a delete.
 */

let t: TestApp;
let imports: ReturnType<typeof importFixtures>;
let vehicles: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  imports = importFixtures(t);
  vehicles = vehicleFixtures(t);
});
afterAll(() => t.close());

const FLEET = [
  { vin: freshVin(), make: 'Ford', model: 'Transit Connect', year: 2022, plate: 'QX7 421' },
  { vin: freshVin(), make: 'Toyota', model: 'Camry', year: 2019, plate: 'KL-9080' },
  { vin: freshVin(), make: 'Ram', model: 'ProMaster', year: 2024, plate: 'ZZ1' },
];

/** Each vehicle's suffix rows by VIN, as the search reads them. */
async function suffixesOf(shop: TestShop) {
  return rowsOf<{ vin: string; suffix: string; is_archived: boolean }>(
    await t.inShop(shop, (db) =>
      db.execute(sql`select v.vin, s.suffix, s.is_archived from vehicle_search_suffixes s
        join vehicles v on v.shop_id = s.shop_id and v.id = s.vehicle_id
        where s.shop_id = ${shop.id} order by v.vin, s.suffix`),
    ),
  );
}

async function search(admin: TestUser, text: string, archived = false) {
  const res = await t.request(
    admin,
    'GET',
    `/api/vehicles/vehicles/?page_size=100&search=${encodeURIComponent(text)}${archived ? '&archived=true' : ''}`,
  );
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as { count: number; results: { vin: string }[] };
  expect(body.count).toBe(body.results.length);
  return body.results.map((r) => r.vin).sort();
}

describe('an imported fleet in the list search', () => {
  it('has the suffix rows of vehicles created one by one, and is found by part of a VIN or plate', async () => {
    const imported = await t.createShop();
    const typed = await t.createShop();
    const importer = await t.createUser({ shops: [imported], role: 'administrator' });
    const typist = await t.createUser({ shops: [typed], role: 'administrator' });
    const file = csvOf([
      ['VIN', 'Make', 'Model', 'Year', 'License Plate'],
      ...FLEET.map((v) => [v.vin, v.make, v.model, String(v.year), v.plate]),
    ]);
    const res = await imports.post(importer, file);
    expect(res.statusCode, res.body).toBe(200);
    for (const v of FLEET) {
      await vehicles.createVehicle(typist, {
        vin: v.vin,
        make: v.make,
        model: v.model,
        year: v.year,
        license_plate: v.plate,
        vehicle_types: [],
      });
    }
    const written = await suffixesOf(imported);
    expect(written.length).toBeGreaterThan(FLEET.length * 20);
    expect(written).toEqual(await suffixesOf(typed));

    const [transit, camry] = FLEET;
    expect(await search(importer, transit!.vin.slice(5, 12).toLowerCase())).toEqual([transit!.vin]);
    expect(await search(importer, 'x7 4')).toEqual([transit!.vin]);
    expect(await search(importer, '-908')).toEqual([camry!.vin]);
    expect(await search(importer, 'promast')).toEqual([FLEET[2]!.vin]);
    expect(await search(importer, 'r')).toEqual(FLEET.map((v) => v.vin).sort());
  });

  it('follows an edit, archiving and a delete of an imported vehicle', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const file = csvOf([
      ['VIN', 'Make', 'Model', 'Year', 'License Plate'],
      ...FLEET.map((v) => [v.vin, v.make, v.model, String(v.year), v.plate]),
    ]);
    expect((await imports.post(admin, file)).statusCode).toBe(200);
    const [transit, camry, ram] = FLEET;

    const put = await t.request(
      admin,
      'PUT',
      `/api/vehicles/vehicles/${transit!.vin}/`,
      vehicleBody({
        vin: transit!.vin,
        make: 'Ford',
        model: 'E-Series',
        year: 2022,
        license_plate: 'NEW 55',
        vehicle_types: [],
      }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(await search(admin, 'x7 4')).toEqual([]);
    expect(await search(admin, 'transit')).toEqual([]);
    expect(await search(admin, 'w 5')).toEqual([transit!.vin]);
    expect(await search(admin, 'e-ser')).toEqual([transit!.vin]);

    const archive = await t.request(admin, 'POST', `/api/vehicles/vehicles/${camry!.vin}/archive/`);
    expect(archive.statusCode, archive.body).toBe(200);
    expect(await search(admin, '-908')).toEqual([]);
    expect(await search(admin, '-908', true)).toEqual([camry!.vin]);
    expect(await search(admin, 'r', true)).toEqual([camry!.vin]);
    expect(await search(admin, 'r')).toEqual([transit!.vin, ram!.vin].sort());
    expect(
      (await suffixesOf(shop)).filter((s) => s.is_archived).every((s) => s.vin === camry!.vin),
    ).toBe(true);

    await t.inShop(shop, (db) =>
      db.execute(sql`delete from vehicles where shop_id = ${shop.id} and vin = ${ram!.vin}`),
    );
    expect(await search(admin, 'promast')).toEqual([]);
    expect((await suffixesOf(shop)).some((s) => s.vin === ram!.vin)).toBe(false);
    const orphans = rowsOf<{ n: number }>(
      await t.inShop(shop, (db) =>
        db.execute(sql`select count(*)::int as n from vehicle_search_suffixes s
          where s.shop_id = ${shop.id}
            and not exists (select 1 from vehicles v where v.shop_id = s.shop_id and v.id = s.vehicle_id)`),
      ),
    );
    expect(orphans[0]!.n).toBe(0);
  });
});

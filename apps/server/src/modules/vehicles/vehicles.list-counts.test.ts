import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { vehicleBody, vehicleFixtures } from './vehicles.test-fixtures';

/**
 * The filtered list's count is read from vehicle_list_counts (migration 0013): it must agree with
 * the vehicles the list actually returns after every kind of change.
 */

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

describe('filtered vehicle list counts', () => {
  it('match the listed vehicles after creates, type changes, moves and archiving', async () => {
    const shop = await t.createShop();
    const other = await t.createShop();
    const north = await t.createLocation(shop);
    const south = await t.createLocation(shop);
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const otherAdmin = await t.createUser({ shops: [other], role: 'administrator' });
    const a = await f.createVehicle(admin, { location: north.id, vehicle_types: ['loaner'] });
    await f.createVehicle(admin, { location: north.id, vehicle_types: ['loaner', 'service'] });
    await f.createVehicle(admin, { location: south.id, vehicle_types: ['employee'] });
    await f.createVehicle(admin, { location: null, vehicle_types: [] });
    await f.createVehicle(otherAdmin, { vehicle_types: ['loaner'] });

    const list = async (query: string) => {
      const res = await t.request(admin, 'GET', `/api/vehicles/vehicles/?page_size=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { count: number; results: { vin: string }[] };
      expect(body.count, query).toBe(body.results.length);
      return body.count;
    };
    expect(await list('types=loaner')).toBe(2);
    expect(await list('types=loaner,employee')).toBe(3);
    expect(await list(`location=${north.id}`)).toBe(2);
    expect(await list(`location=${north.id}&types=service`)).toBe(1);
    expect(await list('types=general')).toBe(0);

    // Vehicle a: moved south, re-typed to employee, then archived.
    const put = await t.request(
      admin,
      'PUT',
      `/api/vehicles/vehicles/${a.vin}/`,
      vehicleBody({ vin: a.vin, location: south.id, vehicle_types: ['employee'] }),
    );
    expect(put.statusCode, put.body).toBe(200);
    expect(await list('types=loaner')).toBe(1);
    expect(await list('types=employee')).toBe(2);
    expect(await list(`location=${south.id}`)).toBe(2);
    expect(await list(`location=${north.id}`)).toBe(1);

    const archive = await t.request(admin, 'POST', `/api/vehicles/vehicles/${a.vin}/archive/`);
    expect(archive.statusCode, archive.body).toBe(200);
    expect(await list('types=employee')).toBe(1);
    expect(await list('types=employee&archived=true')).toBe(1);
    expect(await list(`location=${south.id}&archived=true`)).toBe(1);
  });

  it('follow set-based link changes that touch many vehicles in one statement (an import)', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const vins: string[] = [];
    for (let i = 0; i < 6; i += 1) {
      vins.push((await f.createVehicle(admin, { vehicle_types: i < 2 ? ['general'] : [] })).vin);
    }
    const list = async (query: string) => {
      const res = await t.request(admin, 'GET', `/api/vehicles/vehicles/?page_size=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { count: number; results: { vin: string }[] };
      expect(body.count, query).toBe(body.results.length);
      return body.results.map((v) => v.vin).sort();
    };
    // One statement links every vehicle to loaner and service, another unlinks service from half.
    await t.inShop(shop, (db) =>
      db.execute(sql`insert into vehicle_vehicle_types (shop_id, vehicle_id, vehicle_type_id)
        select v.shop_id, v.id, vt.id from vehicles v cross join vehicle_types vt
         where v.shop_id = ${shop.id} and vt.name in ('loaner', 'service')`),
    );
    expect(await list('types=service')).toEqual([...vins].sort());
    await t.inShop(shop, (db) =>
      db.execute(sql`delete from vehicle_vehicle_types l using vehicle_types vt, vehicles v
        where vt.id = l.vehicle_type_id and vt.name = 'service' and v.id = l.vehicle_id
          and v.vin in (${sql.join(
            vins.slice(0, 3).map((vin) => sql`${vin}`),
            sql`, `,
          )})`),
    );
    expect(await list('types=service')).toEqual(vins.slice(3).sort());
    expect(await list('types=loaner')).toEqual([...vins].sort());
    expect(await list('types=general')).toEqual(vins.slice(0, 2).sort());
    expect(await list('types=employee')).toEqual([]);
    // The detail reads the links themselves: it agrees with the list's stored type ids.
    const detail = await t.request(admin, 'GET', `/api/vehicles/vehicles/${vins[0]}/`);
    const types = (detail.json() as { vehicle_types: { name: string }[] }).vehicle_types;
    expect(types.map((type) => type.name).sort()).toEqual(['general', 'loaner']);
  });

  it("a search's count follows archiving, a word met twice counts once, and every page is the list's", async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    // More Fords than a search fetches before it walks the list's order instead (500).
    const fords = await f.insertVehicles(
      shop,
      Array.from({ length: 600 }, (_, i) => ({ model: i === 0 ? 'Ford Special' : `F-${i}` })),
    );
    await f.insertVehicles(shop, [
      { make: 'Kia', model: 'Soul' },
      { make: 'Kia', isArchived: true },
    ]);
    const page = async (query: string) => {
      const res = await t.request(admin, 'GET', `/api/vehicles/vehicles/?page_size=100&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { count: number; results: { description: string }[] };
    };
    const archived = fords[1]!;
    expect(
      (await t.request(admin, 'POST', `/api/vehicles/vehicles/${archived.vin}/archive/`))
        .statusCode,
    ).toBe(200);

    const first = await page('search=FORD');
    expect(first.count).toBe(599);
    const descriptions = first.results.map((r) => r.description);
    expect(descriptions).toEqual([...descriptions].sort());
    expect(descriptions.every((d) => d.includes('Ford'))).toBe(true);
    expect((await page('search=FORD&page=6')).results).toHaveLength(99);
    expect((await page('search=ford&archived=true')).count).toBe(1);
    expect((await page('search=kia')).count).toBe(1);
    expect((await page('search=kia&archived=true')).count).toBe(1);
    expect((await page(`search=${encodeURIComponent('ford special')}`)).count).toBe(1);

    expect(
      (await t.request(admin, 'POST', `/api/vehicles/vehicles/${archived.vin}/unarchive/`))
        .statusCode,
    ).toBe(200);
    expect((await page('search=ford')).count).toBe(600);
    expect((await page('search=ford&archived=true')).count).toBe(0);
  });

  it('travel with each page, and a page past the end or an empty list still says how many', async () => {
    const shop = await t.createShop();
    const north = await t.createLocation(shop);
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    for (let i = 0; i < 5; i += 1)
      await f.createVehicle(admin, {
        location: i < 3 ? north.id : null,
        vehicle_types: i < 4 ? ['loaner'] : [],
      });
    const page = async (query: string) => {
      const res = await t.request(admin, 'GET', `/api/vehicles/vehicles/?page_size=2&${query}`);
      expect(res.statusCode, res.body).toBe(200);
      const body = res.json() as { count: number; total_pages: number; results: unknown[] };
      return [body.count, body.results.length, body.total_pages];
    };
    // [count, rows on the page, pages]
    expect(await page('page=1')).toEqual([5, 2, 3]);
    expect(await page('page=3')).toEqual([5, 1, 3]);
    expect(await page('page=4')).toEqual([5, 0, 3]);
    expect(await page('page=2&types=loaner&ordering=-license_plate')).toEqual([4, 2, 2]);
    expect(await page('page=9&types=loaner')).toEqual([4, 0, 2]);
    expect(await page(`page=2&location=${north.id}`)).toEqual([3, 1, 2]);
    expect(await page(`page=5&location=${north.id}`)).toEqual([3, 0, 2]);
    expect(await page('page=1&search=BENCHNOTHING')).toEqual([0, 0, 1]);
    expect(await page('page=1&archived=true')).toEqual([0, 0, 1]);
    expect(await page('page=2&ordering=status')).toEqual([5, 2, 3]);
  });
});

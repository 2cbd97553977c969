import { eq } from 'drizzle-orm';
import { shops } from '../shops/shops.tables';
import { vehicleCounts, vehicles } from './vehicles.tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { vehicleStatus } from '@fleetdesk/contract/rules/vehicle-status';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { SEARCH_COUNT_ROWS } from './vehicles.search';
import { dbDate, vehicleFixtures } from './vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

type Item = {
  vin: string;
  description: string;
  license_plate: string;
  is_archived: boolean;
  status: string;
  location_name: string | null;
  vehicle_types: { name: string }[];
};

const list = async (user: TestUser, query = '') => {
  const res = await t.request(user, 'GET', `/api/vehicles/vehicles/${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    count: number;
    total_pages: number;
    next: string | null;
    previous: string | null;
    results: Item[];
  };
};

async function shopWith(
  role: 'administrator' | 'vehicle_viewer' = 'administrator',
): Promise<{ shop: TestShop; user: TestUser }> {
  const shop = await t.createShop();
  return { shop, user: await t.createUser({ shops: [shop], role }) };
}

describe('GET /api/vehicles/vehicles/', () => {
  it('pages with counts and links, sorted by description by default', async () => {
    const { shop, user } = await shopWith();
    await f.insertVehicles(
      shop,
      Array.from({ length: 23 }, (_, i) => ({
        make: 'Ford',
        model: `M${String(i).padStart(2, '0')}`,
      })),
    );
    const first = await list(user, '?page_size=10');
    expect(first).toMatchObject({
      count: 23,
      total_pages: 3,
      previous: null,
      next: '/api/vehicles/vehicles/?page_size=10&page=2',
    });
    expect(first.results.map((r) => r.description)).toEqual(
      Array.from({ length: 10 }, (_, i) => `2020 Ford M${String(i).padStart(2, '0')}`),
    );
    const last = await list(user, '?page_size=10&page=3');
    expect(last.results).toHaveLength(3);
    expect(last.next).toBeNull();
    expect(last.previous).toBe('/api/vehicles/vehicles/?page_size=10&page=2');
    expect((await list(user, '?page_size=10&page=9')).results).toEqual([]);
    const desc = await list(user, '?page_size=1&ordering=-description');
    expect(desc.results[0]!.description).toBe('2020 Ford M22');
  });

  it('returns the list item fields', async () => {
    const { shop, user } = await shopWith();
    const location = await t.createLocation(shop);
    await f.insertVehicles(shop, [{ locationId: location.id, types: ['loaner', 'employee'] }]);
    const [item] = (await list(user)).results;
    expect(Object.keys(item!).sort()).toEqual(
      [
        'vin',
        'description',
        'make',
        'model',
        'year',
        'license_plate',
        'location',
        'location_name',
        'primary_driver',
        'primary_driver_name',
        'status',
        'is_archived',
        'vehicle_types',
        'photo_url',
      ].sort(),
    );
    expect(item).toMatchObject({
      location: location.id,
      location_name: location.name,
      primary_driver: null,
      primary_driver_name: null,
      photo_url: null,
    });
    expect(item!.vehicle_types.map((v) => v.name)).toEqual(['loaner', 'employee']);
  });

  it('filters by location, by any of the types, and by archived', async () => {
    const { shop, user } = await shopWith();
    const [a, b] = [await t.createLocation(shop), await t.createLocation(shop)];
    await f.insertVehicles(shop, [
      { model: 'A', locationId: a.id, types: ['loaner'] },
      { model: 'B', locationId: a.id, types: ['service', 'employee'] },
      { model: 'C', locationId: b.id, types: ['employee'] },
      { model: 'D', locationId: b.id },
      { model: 'E', locationId: a.id, types: ['loaner'], isArchived: true },
    ]);
    const models = async (q: string) =>
      (await list(user, q)).results.map((r) => r.description.split(' ').pop());
    expect(await models(`?location=${a.id}`)).toEqual(['A', 'B']);
    expect(await models('?types=loaner,service')).toEqual(['A', 'B']);
    expect(await models('?types=employee')).toEqual(['B', 'C']);
    expect(await models(`?types=employee&location=${b.id}`)).toEqual(['C']);
    expect(await models('?archived=true')).toEqual(['E']);
    expect(await models('?archived=false&location=&types=')).toEqual(['A', 'B', 'C', 'D']);
    // All of them, the archived one marked as such, and counted with the rest.
    const all = await list(user, '?archived=all');
    expect(all.results.map((r) => [r.description.split(' ').pop(), r.is_archived])).toEqual([
      ['A', false],
      ['B', false],
      ['C', false],
      ['D', false],
      ['E', true],
    ]);
    expect(all.count).toBe(5);
    expect(await models(`?archived=all&location=${a.id}`)).toEqual(['A', 'B', 'E']);
    expect((await list(user, `?archived=all&types=loaner`)).count).toBe(2);
    const found = await list(user, `?archived=all&search=${all.results[4]!.license_plate}`);
    expect(found.results.map((r) => r.is_archived)).toEqual([true]);
  });

  it('searches VIN, plate, make, model and description, case-insensitively and partially', async () => {
    const { shop, user } = await shopWith();
    const [v] = await f.insertVehicles(shop, [
      { make: 'Subaru', model: 'Outback', licensePlate: 'ZED-900' },
      { make: 'Ford', model: 'F-150', licensePlate: 'ABC-111' },
    ]);
    const found = async (q: string) =>
      (await list(user, `?search=${encodeURIComponent(q)}`)).results.map((r) => r.license_plate);
    expect(await found('subar')).toEqual(['ZED-900']);
    expect(await found('OUTBACK')).toEqual(['ZED-900']);
    expect(await found('zed-9')).toEqual(['ZED-900']);
    expect(await found(v!.vin.slice(3, 12).toLowerCase())).toEqual(['ZED-900']);
    expect(await found('2020 ford')).toEqual(['ABC-111']);
    expect(await found('100%')).toEqual([]);
  });

  it('finds a vehicle by its new plate after an edit, and a search longer than 64 characters', async () => {
    const { shop, user } = await shopWith();
    const [v] = await f.insertVehicles(shop, [
      { make: 'Mazda', model: 'CX-5 Grand Touring Reserve Signature', licensePlate: 'OLD-1' },
    ]);
    await t.inShop(shop, (db) =>
      db.update(vehicles).set({ licensePlate: 'NEW-2' }).where(eq(vehicles.id, v!.id)),
    );
    const found = async (q: string) =>
      (await list(user, `?search=${encodeURIComponent(q)}`)).results.map((r) => r.license_plate);
    expect(await found('new-2')).toEqual(['NEW-2']);
    expect(await found('old-1')).toEqual([]);
    const whole = `${v!.vin} NEW-2 2020 Mazda CX-5 Grand Touring Reserve Signature`.toLowerCase();
    expect(whole.length).toBeGreaterThan(64);
    expect(await found(`${whole}`)).toEqual(['NEW-2']);
    expect(await found(`${whole} plus`)).toEqual([]);
  });

  it('counts a search too common to count as "at least" (rounded down to a thousand), with a next page while pages are full', async () => {
    const { shop, user } = await shopWith();
    // 1,200 vehicles with "zed" five times each: 6,000 suffix rows, more than SEARCH_COUNT_ROWS.
    await f.insertVehicles(
      shop,
      Array.from({ length: 1200 }, () => ({ make: 'Zedmobile', model: 'Zed Zed Zed Zed' })),
    );
    expect(SEARCH_COUNT_ROWS).toBe(5000);
    const common = await t.request(user, 'GET', '/api/vehicles/vehicles/?search=zed&page_size=10');
    expect(common.json()).toMatchObject({ count: 1000, count_is_lower_bound: true });
    expect(common.json().results).toHaveLength(10);
    // The count's last page is full: there is a next one.
    const last = await t.request(
      user,
      'GET',
      '/api/vehicles/vehicles/?search=zed&page_size=10&page=100',
    );
    expect(last.json().results.length, last.body.slice(0, 300)).toBe(10);
    expect(last.json()).toMatchObject({ total_pages: 101, count_is_lower_bound: true });
    expect(last.json().next).toContain('page=101');
    // 1,200 rows: counted exactly.
    const exact = await t.request(
      user,
      'GET',
      '/api/vehicles/vehicles/?search=zedmobile&page_size=10',
    );
    expect(exact.json()).toMatchObject({
      count: 1200,
      count_is_lower_bound: false,
      total_pages: 120,
    });
  });

  it('orders by status across pages, urgent first, and by plate', async () => {
    const { shop, user } = await shopWith();
    const [past, soon, later, insPast] = [
      await dbDate(t, -3),
      await dbDate(t, 10),
      await dbDate(t, 200),
      await dbDate(t, -1),
    ];
    const rows = [
      { model: 'Up1', registrationExpiresOn: later, licensePlate: 'P5' },
      { model: 'Soon', registrationExpiresOn: soon, licensePlate: 'P4' },
      {
        model: 'Up2',
        registrationExpiresOn: null,
        insuranceEndsOn: '1970-01-01',
        licensePlate: 'P3',
      },
      { model: 'Ins', registrationExpiresOn: later, insuranceEndsOn: insPast, licensePlate: 'P2' },
      { model: 'Exp', registrationExpiresOn: past, licensePlate: 'P1' },
    ];
    await f.insertVehicles(shop, rows);
    const pages = async (q: string) => {
      const out: string[] = [];
      for (let page = 1; page <= 3; page++)
        out.push(
          ...(await list(user, `?page_size=2&page=${page}&${q}`)).results.map((r) => r.status),
        );
      return out;
    };
    expect(await pages('ordering=status')).toEqual([
      'Registration expired',
      'Insurance expired',
      'Registration due soon',
      'Up to date',
      'Up to date',
    ]);
    expect(await pages('ordering=-status')).toEqual([
      'Up to date',
      'Up to date',
      'Registration due soon',
      'Insurance expired',
      'Registration expired',
    ]);
    const today = await dbDate(t, 0);
    const all = (await list(user, '?ordering=license_plate')).results;
    expect(all.map((r) => r.license_plate)).toEqual(['P1', 'P2', 'P3', 'P4', 'P5']);
    // The SQL status agrees with the contract's rule.
    for (const [i, item] of [...all].reverse().entries()) {
      const r = rows[i]!;
      expect(item.status).toBe(
        vehicleStatus(
          {
            registrationExpiresOn: r.registrationExpiresOn,
            insuranceEndsOn: r.insuranceEndsOn ?? null,
          },
          today,
        ),
      );
    }
    expect(
      (await list(user, '?ordering=-license_plate&page_size=1')).results[0]!.license_plate,
    ).toBe('P5');
  });

  it("never lists another shop's vehicles", async () => {
    const mine = await shopWith();
    const other = await shopWith();
    await f.insertVehicles(other.shop, [{ model: 'Theirs' }]);
    await f.insertVehicles(mine.shop, [{ model: 'Mine' }]);
    const body = await list(mine.user, '?search=theirs');
    expect(body.count).toBe(0);
    expect((await list(mine.user)).results.map((r) => r.description)).toEqual(['2020 Ford Mine']);
  });

  it('refuses invalid query values per field', async () => {
    const { user } = await shopWith();
    const bad = async (q: string) => {
      const res = await t.request(user, 'GET', `/api/vehicles/vehicles/${q}`);
      expect(res.statusCode).toBe(400);
      return res.json();
    };
    expect(await bad('?ordering=vin')).toEqual({
      ordering: ['Order by description, license_plate or status, with - for descending.'],
    });
    expect(await bad('?types=boat')).toEqual({
      types: [expect.stringContaining('loaner, employee, service, general')],
    });
    expect(await bad('?archived=maybe')).toEqual({ archived: ['Must be true, false or all.'] });
    expect(await bad('?location=abc')).toEqual({ location: ['Select a valid location.'] });
    expect(Object.keys(await bad('?page_size=1001'))).toEqual(['page_size']);
    expect(Object.keys(await bad('?page=0'))).toEqual(['page']);
    expect((await list(user, '?page_size=1000')).count).toBe(0);
  });

  it('needs a token, basic view, and view-archived for archived=true', async () => {
    const { shop } = await shopWith();
    expect((await t.request(null, 'GET', '/api/vehicles/vehicles/')).statusCode).toBe(401);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect((await t.request(viewer, 'GET', '/api/vehicles/vehicles/')).statusCode).toBe(200);
    for (const which of ['true', 'all']) {
      const archived = await t.request(viewer, 'GET', `/api/vehicles/vehicles/?archived=${which}`);
      expect(archived.statusCode).toBe(403);
    }
    const none = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewBasic'],
    });
    expect((await t.request(none, 'GET', '/api/vehicles/vehicles/')).statusCode).toBe(403);
  });
});

describe('the count of the whole list (kept by the vehicles trigger)', () => {
  const counts = async (user: TestUser) => ({
    active: (await list(user)).count,
    archived: (await list(user, '?archived=true')).count,
  });

  it('follows bulk inserts, archiving, unarchiving, moves and deletes', async () => {
    const { shop, user } = await shopWith();
    expect(await counts(user)).toEqual({ active: 0, archived: 0 });
    const rows = await f.insertVehicles(shop, [
      {},
      {},
      {},
      { isArchived: true },
      { isArchived: true },
    ]);
    expect(await counts(user)).toEqual({ active: 3, archived: 2 });

    const vinOf = async (id: number) =>
      (await t.inShop(shop, (db) => db.select().from(vehicles).where(eq(vehicles.id, id))))[0]!.vin;
    const archived = await t.request(
      user,
      'POST',
      `/api/vehicles/vehicles/${await vinOf(rows[0]!.id)}/archive/`,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    expect(await counts(user)).toEqual({ active: 2, archived: 3 });
    const back = await t.request(
      user,
      'POST',
      `/api/vehicles/vehicles/${await vinOf(rows[3]!.id)}/unarchive/`,
    );
    expect(back.statusCode, back.body).toBe(200);
    expect(await counts(user)).toEqual({ active: 3, archived: 2 });

    // An edit that does not archive leaves the count; a delete lowers it.
    await t.inShop(shop, (db) => db.update(vehicles).set({ make: 'Edited' }));
    await t.inShop(shop, (db) => db.delete(vehicles).where(eq(vehicles.id, rows[1]!.id)));
    expect(await counts(user)).toEqual({ active: 2, archived: 2 });

    // The kept count agrees with counting the rows.
    const filtered = await list(user, `?location=999999`);
    expect(filtered.count).toBe(0);
    const counted = await t.inShop(shop, (db) =>
      db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.isArchived, false)),
    );
    expect(counted).toHaveLength(2);
  });

  it('lets a shop with vehicles be deleted (its counts go with it)', async () => {
    const { shop } = await shopWith();
    await f.insertVehicles(shop, [{}, { isArchived: true }]);
    await t.db.delete(shops).where(eq(shops.id, shop.id));
    const left = await t.inShop(shop, (db) => db.select().from(vehicleCounts));
    expect(left).toEqual([]);
  });
});

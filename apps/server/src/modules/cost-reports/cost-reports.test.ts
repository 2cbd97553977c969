import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { costFixtures } from './cost-reports.test-fixtures';

/** The cost report (docs/api.md "Cost reports") through the API, on costs written at the source. */

let t: TestApp;
let f: ReturnType<typeof costFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = costFixtures(t);
});
afterAll(() => t.close());

const URL = '/api/vehicles/reports/costs/';
/** 2025-03-05..2025-04-15 counts March and April whole. */
const PERIOD = 'from=2025-03-05&to=2025-04-15';

async function report(user: TestUser, query: string, status = 200) {
  const res = await t.request(user, 'GET', `${URL}?${query}`);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
}

const figures = (o: Record<string, unknown>) => ({
  service: '0.00',
  fuel: '0.00',
  financing: '0.00',
  insurance: '0.00',
  registration: '0.00',
  miles: 0,
  cost_per_mile: null,
  ...o,
});

/**
 * A: at the location, a loaner, with fuel on both sides of the period, a policy, the first vehicle
 * of a financing, and readings from before the period. B: no location or type, a service, a
 * registration and its first readings in March. C: archived, at the location, one fill.
 */
async function fleet() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const location = await t.createLocation(shop, '=Bay North');
  const [a, b, c] = await f.insertVehicles(shop, [
    { locationId: location.id, types: ['loaner'] },
    {},
    { locationId: location.id, isArchived: true },
  ]);
  await f.fuel(shop, a!.id, '2025-02-28', '40.00');
  await f.fuel(shop, a!.id, '2025-03-01', '50.00');
  await f.fuel(shop, a!.id, '2025-04-30', '30.00');
  await f.fuel(shop, a!.id, '2025-05-01', '99.00');
  await f.policy(shop, a!.id, '2025-01-01', '2025-12-31', '365.00');
  await f.financingPayment(shop, [a!.id, b!.id], '2025-03-20', '300.00', '10.00');
  await f.reading(shop, a!.id, '2025-02-20T12:00:00Z', 10_000);
  await f.reading(shop, a!.id, '2025-03-10T12:00:00Z', 10_500);
  await f.reading(shop, a!.id, '2025-04-20T12:00:00Z', 11_000);
  await f.service(shop, b!.id, '2025-03-15', '200.00');
  await f.registration(shop, b!.id, '2025-04-02', '75.00');
  await f.reading(shop, b!.id, '2025-03-01T12:00:00Z', 5_000);
  await f.reading(shop, b!.id, '2025-03-31T12:00:00Z', 5_400);
  await f.fuel(shop, c!.id, '2025-03-05', '20.00');
  return { shop, admin, a: a!, b: b!, c: c! };
}

const TOTALS = figures({
  service: '200.00',
  fuel: '100.00',
  financing: '310.00',
  insurance: '61.00',
  registration: '75.00',
  total: '746.00',
  miles: 1400,
  cost_per_mile: '0.53',
});

describe('GET /api/vehicles/reports/costs/', () => {
  it('sums each kind of cost by month over the whole months of the period, with miles and cost per mile', async () => {
    const { admin } = await fleet();
    const r = await report(admin, `${PERIOD}&group=month`);
    expect(r).toEqual({
      from: '2025-03-01',
      to: '2025-04-30',
      group: 'month',
      financial_included: true,
      count: 2,
      page: 1,
      total_pages: 1,
      rows: [
        {
          key: '2025-03',
          label: 'Mar 2025',
          ...figures({
            service: '200.00',
            fuel: '70.00',
            financing: '310.00',
            insurance: '31.00',
            total: '611.00',
            miles: 900,
            cost_per_mile: '0.68',
          }),
        },
        {
          key: '2025-04',
          label: 'Apr 2025',
          ...figures({
            fuel: '30.00',
            insurance: '30.00',
            registration: '75.00',
            total: '135.00',
            miles: 500,
            cost_per_mile: '0.27',
          }),
        },
      ],
      totals: TOTALS,
    });
  });

  it('groups by vehicle (paged by VIN, totals over all), by location and by type', async () => {
    const { admin, a, b, c } = await fleet();
    const A = figures({
      fuel: '80.00',
      financing: '310.00',
      insurance: '61.00',
      total: '451.00',
      miles: 1000,
      cost_per_mile: '0.45',
    });
    const B = figures({
      service: '200.00',
      registration: '75.00',
      total: '275.00',
      miles: 400,
      cost_per_mile: '0.69',
    });
    const C = figures({ fuel: '20.00', total: '20.00' });
    const byVin = [
      { key: a.vin, label: a.description, ...A },
      { key: b.vin, label: b.description, ...B },
      { key: c.vin, label: c.description, ...C },
    ].sort((x, y) => x.key.localeCompare(y.key));

    const page1 = await report(admin, `${PERIOD}&group=vehicle&page_size=2`);
    expect(page1).toMatchObject({ count: 3, page: 1, total_pages: 2, totals: TOTALS });
    expect(page1.rows).toEqual(byVin.slice(0, 2));
    const page2 = await report(admin, `${PERIOD}&group=vehicle&page_size=2&page=2`);
    expect(page2.rows).toEqual(byVin.slice(2));

    const byLocation = await report(admin, `${PERIOD}&group=location`);
    expect(byLocation.rows).toEqual([
      {
        key: expect.any(String),
        label: '=Bay North',
        ...figures({
          fuel: '100.00',
          financing: '310.00',
          insurance: '61.00',
          total: '471.00',
          miles: 1000,
          cost_per_mile: '0.47',
        }),
      },
      { key: '0', label: 'No location', ...B },
    ]);

    const byType = await report(admin, `${PERIOD}&group=type`);
    expect(byType.rows).toEqual([
      { key: expect.any(String), label: 'loaner', ...A },
      {
        key: '0',
        label: 'No type',
        ...figures({
          service: '200.00',
          fuel: '20.00',
          registration: '75.00',
          total: '295.00',
          miles: 400,
          cost_per_mile: '0.74',
        }),
      },
    ]);
  });

  it('leaves financing and insurance out (null, not in the total) without canViewFinancial, and archived vehicles without canViewArchived', async () => {
    const { shop, a } = await fleet();
    const viewer = await t.createUser({
      shops: [shop],
      withdrawals: ['canViewFinancial', 'canViewArchived'],
    });
    const r = await report(viewer, `${PERIOD}&group=vehicle`);
    expect(r.financial_included).toBe(false);
    expect(r.count).toBe(2);
    expect(r.totals).toEqual(
      figures({
        service: '200.00',
        fuel: '80.00',
        financing: null,
        insurance: null,
        registration: '75.00',
        total: '355.00',
        miles: 1400,
        cost_per_mile: '0.25',
      }),
    );
    expect(r.rows.find((row: { key: string }) => row.key === a.vin)).toMatchObject({
      financing: null,
      insurance: null,
      total: '80.00',
    });

    // Archiving A carries its months out of this member's report.
    await f.exec(shop, sql`update vehicles set is_archived = true where id = ${a.id}`);
    const after = await report(viewer, `${PERIOD}&group=location`);
    expect(after.totals).toMatchObject({ fuel: '0.00', total: '275.00', miles: 400 });
  });

  it("shows nothing of another shop's costs, and follows a deleted fill", async () => {
    const { shop, admin, a } = await fleet();
    const other = await t.createShop();
    const stranger = await t.createUser({ shops: [other] });
    const r = await report(stranger, `${PERIOD}&group=vehicle`);
    expect(r.count).toBe(0);
    expect(r.totals).toEqual(figures({ total: '0.00' }));

    await f.exec(
      shop,
      sql`delete from fuel_entries where vehicle_id = ${a.id} and date = '2025-03-01'`,
    );
    expect((await report(admin, PERIOD)).totals).toMatchObject({ fuel: '50.00', total: '696.00' });
  });

  it('writes the report as CSV (formulas neutralised, a totals row) and XLSX', async () => {
    const { admin } = await fleet();
    const csv = await t.request(admin, 'GET', `${URL}?${PERIOD}&group=location&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toBe(
      'attachment; filename="costs-2025-03-01-2025-04-30.csv"',
    );
    const lines = csv.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe(
      '"Location","Name","Service","Fuel","Financing","Insurance","Registration","Total","Miles","Cost per mile"',
    );
    expect(lines[1]).toMatch(
      /^"\d+","'=Bay North","0.00","100.00","310.00","61.00","0.00","471.00","1000","0.47"$/,
    );
    expect(lines[2]).toBe(
      '"0","No location","200.00","0.00","0.00","0.00","75.00","275.00","400","0.69"',
    );
    expect(lines[3]).toBe(
      '"Total","","200.00","100.00","310.00","61.00","75.00","746.00","1400","0.53"',
    );

    const xlsx = await t.request(admin, 'GET', `${URL}?${PERIOD}&group=vehicle&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('refuses a reversed, too wide or unknown request with a message', async () => {
    const { admin } = await fleet();
    expect(await report(admin, 'from=2025-04-01&to=2025-03-01', 400)).toEqual({
      to: ['The end of the period must not be before its start.'],
    });
    expect(await report(admin, 'from=2020-01-01&to=2025-01-31', 400)).toEqual({
      to: ['Ask for at most 60 months at a time.'],
    });
    expect(await report(admin, `${PERIOD}&group=driver`, 400)).toEqual({
      group: ['Group by vehicle, type, location or month.'],
    });
    expect((await report(admin, 'to=2025-01-31', 400)).from).toBeDefined();
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fromCents, roundDiv, toCents } from '@fleetdesk/contract/money';
import type { VehicleSummary } from '@fleetdesk/contract/vehicle-glance';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { vehicles } from '../vehicles';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { glanceFixtures } from './glance.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
let g: ReturnType<typeof glanceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
  g = glanceFixtures(t);
});
afterAll(() => t.close());

const summaryOf = (user: TestUser, vin: string) =>
  t.request(user, 'GET', `/api/vehicles/vehicles/${vin}/summary/`);

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const vehicle = await f.createVehicle(admin);
  return { shop, admin, vehicle };
}

/** The twelve `YYYY-MM` months up to the shop's current one. */
async function lastTwelveMonths(shop: TestShop) {
  const today = await g.shopDay(shop, 0);
  const [year, month] = today.split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(year, month - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const sum = (amounts: string[]) => fromCents(amounts.reduce((a, b) => a + toCents(b), 0n));

describe('GET /api/vehicles/vehicles/{vin}/summary/', () => {
  it('answers a new vehicle with no records with nulls, zero costs and empty lists', async () => {
    const { shop, admin, vehicle } = await setup();
    const res = await summaryOf(admin, vehicle.vin);
    expect(res.statusCode, res.body).toBe(200);
    const months = await lastTwelveMonths(shop);
    expect(res.json()).toEqual({
      hidden_areas: [],
      current_mileage: null,
      miles_per_month: null,
      cost_to_date: '0.00',
      cost_per_mile: null,
      mpg: null,
      fuel_cost_per_mile: null,
      registration_due_in_days: null,
      insurance_due_in_days: null,
      next_service: null,
      monthly_costs: months.map((month) => ({
        month,
        service: '0.00',
        financing: '0.00',
        insurance: '0.00',
        registration: '0.00',
      })),
      mileage_trend: [],
      upcoming: [],
    });
  });

  it('works its figures out of the records: mileage, costs by month, due dates, what comes next', async () => {
    const { shop, admin, vehicle } = await setup();
    const other = await f.createVehicle(admin);
    const day = (n: number) => g.shopDay(shop, n);
    const [d60, d40, d20, d10, d5, today, in5, in12, in30, in45] = await Promise.all(
      [-60, -40, -20, -10, -5, 0, 5, 12, 30, 45].map(day),
    );
    const readings: [string, number][] = [
      [d60!, 10_000],
      [d40!, 10_700],
      [d40!, 10_750],
      [today!, 12_000],
    ];
    await g.addReadings(shop, vehicle.vin, readings);
    const services: [string, string][] = [
      [d40!, '99.75'],
      [d10!, '150.25'],
      [in5!, '500.00'], // booked ahead: not a cost yet
    ];
    await g.addServices(shop, vehicle.vin, services);
    // A loan over two vehicles: each carries half of every payment (late fee included), to the cent.
    const payments: [string, string, string][] = [
      [d20!, '100.00', '0.01'],
      [in5!, '100.00', '0.00'],
    ];
    const loan = await g.addLoan(shop, [vehicle.vin, other.vin], payments, in12!);
    await g.addPolicy(shop, vehicle.vin, d5!, in45!, '640.00');
    await g.addRegistration(shop, vehicle.vin, d10!, in30!, '75.50');
    await g.addSchedule(shop, vehicle.vin, 'Oil change', d60!, 70);
    const agreement = await g.lendOut(shop, vehicle.vin, in5!);

    const res = await summaryOf(admin, vehicle.vin);
    expect(res.statusCode, res.body).toBe(200);
    const summary = res.json() as VehicleSummary;

    const first = readings[0]!;
    const last = readings.at(-1)!;
    const driven = last[1] - first[1];
    const days = (Date.parse(last[0]) - Date.parse(first[0])) / 86_400_000;
    expect(summary.current_mileage).toBe(last[1]);
    expect(summary.miles_per_month).toBe(Math.round((driven * 30.4375) / days));

    const pastServices = services.filter(([d]) => d <= today!).map(([, a]) => a);
    const shares = payments
      .filter(([d]) => d <= today!)
      .map(([, amount, fee]) => fromCents(roundDiv(toCents(amount) + toCents(fee), 2n)));
    const costToDate = sum([...pastServices, ...shares]);
    expect(summary.cost_to_date).toBe(costToDate);
    expect(summary.cost_per_mile).toBe(fromCents(roundDiv(toCents(costToDate), BigInt(driven))));
    expect(summary.registration_due_in_days).toBe(30);
    expect(summary.insurance_due_in_days).toBe(45);
    expect(summary.next_service).toEqual({
      title: 'Oil change',
      due_date: await day(10),
      due_mileage: null,
      forecast_date: null,
      state: 'due_soon',
    });

    // Each month's costs, by kind, from the records written above.
    const byMonth = (rows: [string, string][], month: string) =>
      sum(rows.filter(([d]) => d.startsWith(month) && d <= today!).map(([, a]) => a));
    const months = await lastTwelveMonths(shop);
    const paid = payments.map(([d], i): [string, string] => [d, shares[i] ?? '0.00']);
    expect(summary.monthly_costs).toEqual(
      months.map((month) => ({
        month,
        service: byMonth(services, month),
        financing: byMonth(paid, month),
        insurance: byMonth([[d5!, '640.00']], month),
        registration: byMonth([[d10!, '75.50']], month),
      })),
    );

    // One point a day: that day's latest reading.
    expect(summary.mileage_trend).toEqual([
      { date: d60, mileage: 10_000 },
      { date: d40, mileage: 10_750 },
      { date: today, mileage: 12_000 },
    ]);

    expect(summary.upcoming).toEqual([
      {
        date: in5,
        kind: 'loaner',
        title: 'Loaner return: LA-00042',
        url: `/loaners/agreements/${agreement}`,
        forecast: false,
      },
      {
        date: await day(10),
        kind: 'service',
        title: 'Oil change due',
        url: `/vehicles/${vehicle.vin}?tab=service`,
        forecast: false,
      },
      {
        date: in12,
        kind: 'financing',
        title: 'Payment due: First Bank',
        url: `/vehicles/financing/${loan}`,
        forecast: false,
      },
      {
        date: in30,
        kind: 'registration',
        title: 'Registration expires',
        url: `/vehicles/${vehicle.vin}`,
        forecast: false,
      },
      {
        date: in45,
        kind: 'insurance',
        title: 'Insurance ends',
        url: `/vehicles/${vehicle.vin}?tab=finance`,
        forecast: false,
      },
    ]);
  });

  it("gives the next service its due date, its forecast apart and the due list's state", async () => {
    // 100 miles a day until 40 days ago, no reading since: the trend reached the due mileage
    // (14,000) 20 days ago, but nothing says the miles were driven, and the date is 305 days off.
    const { shop, admin, vehicle } = await setup();
    const [d60, d40, d20, in305] = await Promise.all(
      [-60, -40, -20, 305].map(g.shopDay.bind(null, shop)),
    );
    await g.addReadings(shop, vehicle.vin, [
      [d60!, 10_000],
      [d40!, 12_000],
    ]);
    await g.addSchedule(shop, vehicle.vin, 'Oil change', d60!, 365, {
      every: 4_000,
      lastDoneMileage: 10_000,
    });

    const summary = (await summaryOf(admin, vehicle.vin)).json() as VehicleSummary;
    expect(summary.next_service).toEqual({
      title: 'Oil change',
      due_date: in305,
      due_mileage: 14_000,
      forecast_date: d20,
      state: 'due_soon',
    });
    // The due list says the same of the same schedule.
    const due = await t.request(
      admin,
      'GET',
      `/api/vehicles/maintenance-due/?vehicle=${vehicle.vin}`,
    );
    expect(due.statusCode, due.body).toBe(200);
    expect(
      (due.json() as { due_date: string; forecast_date: string; state: string }[]).map(
        ({ due_date, forecast_date, state }) => ({ due_date, forecast_date, state }),
      ),
    ).toEqual([{ due_date: in305, forecast_date: d20, state: 'due_soon' }]);
    // Upcoming shows the due date; a schedule due by miles only shows its forecast, marked so.
    expect(summary.upcoming.filter((u) => u.kind === 'service')).toEqual([
      {
        date: in305,
        kind: 'service',
        title: 'Oil change due',
        url: `/vehicles/${vehicle.vin}?tab=service`,
        forecast: false,
      },
    ]);
  });

  it('leaves out each area the member may not view: a viewer sees no financing or insurance', async () => {
    const { shop, admin, vehicle } = await setup();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const [d10, in12, in45] = await Promise.all([-10, 12, 45].map((n) => g.shopDay(shop, n)));
    await g.addServices(shop, vehicle.vin, [[d10!, '80.00']]);
    await g.addLoan(shop, [vehicle.vin], [[d10!, '300.00', '0.00']], in12!);
    await g.addPolicy(shop, vehicle.vin, d10!, in45!, '500.00');

    const full = (await summaryOf(admin, vehicle.vin)).json() as VehicleSummary;
    expect(full.cost_to_date).toBe('380.00');
    const res = await summaryOf(viewer, vehicle.vin);
    expect(res.statusCode, res.body).toBe(200);
    const seen = res.json() as VehicleSummary;
    // The reply names what it left out, so the Overview leaves those figures out, not empty.
    expect(full.hidden_areas).toEqual([]);
    expect(seen.hidden_areas).toEqual(['financing', 'insurance']);
    expect(seen.cost_to_date).toBeNull();
    expect(seen.cost_per_mile).toBeNull();
    expect(seen.insurance_due_in_days).toBeNull();
    expect(seen.monthly_costs.every((m) => m.financing === null && m.insurance === null)).toBe(
      true,
    );
    expect(seen.monthly_costs.map((m) => m.service)).toEqual(
      full.monthly_costs.map((m) => m.service),
    );
    expect(seen.upcoming.map((u) => u.kind)).toEqual([]);
    expect(full.upcoming.map((u) => u.kind)).toEqual(['financing', 'insurance']);
  });

  it('hides an archived vehicle from a member without canViewArchived (404), as the detail does', async () => {
    const { shop, admin, vehicle } = await setup();
    const coordinator = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewArchived'],
    });
    await t.inShop(shop, (db) =>
      db.execute(sql`update ${vehicles} set is_archived = true where vin = ${vehicle.vin}`),
    );
    expect((await summaryOf(coordinator, vehicle.vin)).statusCode).toBe(404);
    expect((await summaryOf(admin, vehicle.vin)).statusCode).toBe(200);
    const unknown = await summaryOf(admin, 'N0SUCHV1700000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Vehicle not found' });
  });
});

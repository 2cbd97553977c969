import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { dbDate, vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

async function setup(vehicle: Record<string, unknown> = {}) {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const created = await f.createVehicle(admin, vehicle);
  return { shop, admin, vehicle: created };
}
type User = { token: string };
const add = (user: User | null, body: unknown) =>
  t.request(user, 'POST', '/api/vehicles/fuel-entries/', body);
const list = async (user: User, vin: string) =>
  (await t.request(user, 'GET', `/api/vehicles/fuel-entries/?vehicle=${vin}&page_size=50`)).json()
    .results as { id: number; date: string; flags: string[]; total_cost: string }[];

describe('POST /api/vehicles/fuel-entries/', () => {
  it('records a fill, completes its total, and reads the odometer into the mileage history', async () => {
    const { shop, admin, vehicle } = await setup();
    const day = await dbDate(t, -3);
    const res = await add(admin, {
      vehicle: vehicle.vin,
      date: day,
      odometer: '12,500',
      quantity: '12.5',
      price_per_unit: '3.499',
      vendor: 'Shell Main St',
      fuel_type: 'premium',
      reference: 'TX-1',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toEqual({
      id: expect.any(Number),
      vehicle: vehicle.vin,
      date: day,
      odometer: 12500,
      quantity: '12.500',
      unit: 'gallons',
      price_per_unit: '3.499',
      // 12.5 × 3.499 = 43.7375, to the cent.
      total_cost: '43.74',
      vendor: 'Shell Main St',
      fuel_type: 'premium',
      partial_fill: false,
      reference: 'TX-1',
      flags: [],
    });
    const logs = (
      await t.request(admin, 'GET', `/api/vehicles/mileage-logs/?vehicle=${vehicle.vin}`)
    ).json().results;
    expect(logs).toEqual([
      expect.objectContaining({
        mileage: 12500,
        notes: 'Fuel fill',
        date_recorded: expect.any(String),
      }),
    ]);
    const detail = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/`)).json();
    expect(detail.current_mileage).toBe(12500);
    const audits = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'fuel_entry'))),
    );
    expect(audits).toHaveLength(1);
  });

  it('takes a total alone and works out the price', async () => {
    const { admin, vehicle } = await setup();
    const res = await add(admin, {
      vehicle: vehicle.vin,
      date: await dbDate(t, 0),
      quantity: 3,
      total_cost: '10.00',
      unit: 'kwh',
      fuel_type: 'electric',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      price_per_unit: '3.333',
      total_cost: '10.00',
      odometer: null,
    });
  });

  it('refuses what cannot be a fill, in the form’s words, and writes nothing', async () => {
    const { admin, vehicle } = await setup();
    const res = await add(admin, {
      vehicle: vehicle.vin,
      date: 'soon',
      quantity: '0',
      unit: 'kwh',
      fuel_type: 'diesel',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      date: ['Enter a valid date (YYYY-MM-DD).'],
      quantity: ['Enter a quantity above 0 with up to 3 decimals.'],
    });
    const mixed = await add(admin, {
      vehicle: vehicle.vin,
      date: await dbDate(t, -1),
      quantity: '4',
      unit: 'kwh',
      fuel_type: 'diesel',
    });
    expect(mixed.json()).toEqual({
      fuel_type: ['kWh is for an electric charge: choose the fuel type Electric.'],
      total_cost: ['Enter the price per unit or the total.'],
    });
    const future = await add(admin, {
      vehicle: vehicle.vin,
      date: await dbDate(t, 3),
      quantity: '5',
      total_cost: '20',
    });
    expect(future.statusCode).toBe(400);
    expect(future.json()).toEqual({ date: ['A reading cannot be dated in the future.'] });
    expect(await list(admin, vehicle.vin)).toEqual([]);
  });

  it('refuses an odometer below an earlier reading, on the odometer', async () => {
    const { admin, vehicle } = await setup();
    const body = { vehicle: vehicle.vin, quantity: '10', total_cost: '35' };
    expect(
      (await add(admin, { ...body, date: await dbDate(t, -5), odometer: 5000 })).statusCode,
    ).toBe(201);
    const lower = await add(admin, { ...body, date: await dbDate(t, -1), odometer: 4000 });
    expect(lower.statusCode).toBe(400);
    expect(Object.keys(lower.json())).toEqual(['odometer']);
    expect(await list(admin, vehicle.vin)).toHaveLength(1);
  });
});

describe('flags', () => {
  it('flags a fill above the tank, and follows the tank when it changes', async () => {
    const { admin, vehicle } = await setup({ tank_capacity: '20' });
    const res = await add(admin, {
      vehicle: vehicle.vin,
      date: await dbDate(t, -1),
      quantity: '25',
      total_cost: '90',
    });
    expect(res.json().flags).toEqual(['over_tank']);
    const bigger = await t.request(admin, 'PUT', `/api/vehicles/vehicles/${vehicle.vin}/`, {
      ...vehicle,
      location: null,
      primary_driver: null,
      vehicle_types: [],
      tank_capacity: '30',
    });
    expect(bigger.statusCode, bigger.body).toBe(200);
    expect(bigger.json().tank_capacity).toBe('30.0');
    expect((await list(admin, vehicle.vin))[0]!.flags).toEqual([]);
  });

  it('flags two fills the same day, and clears the other when one is deleted', async () => {
    const { admin, vehicle } = await setup();
    const day = await dbDate(t, -2);
    const body = { vehicle: vehicle.vin, date: day, quantity: '8', total_cost: '30' };
    const first = (await add(admin, body)).json();
    const second = (await add(admin, body)).json();
    expect(second.flags).toEqual(['same_day']);
    expect((await list(admin, vehicle.vin)).map((e) => e.flags)).toEqual([
      ['same_day'],
      ['same_day'],
    ]);
    const gone = await t.request(admin, 'DELETE', `/api/vehicles/fuel-entries/${second.id}/`);
    expect(gone.statusCode).toBe(204);
    expect(await list(admin, vehicle.vin)).toEqual([
      expect.objectContaining({ id: first.id, flags: [] }),
    ]);
  });

  it('flags a full fill whose MPG is far off the vehicle’s median, with enough history', async () => {
    const { admin, vehicle } = await setup();
    // 300 miles on 10 gallons (30 MPG) four times, then 300 miles on 30 gallons (10 MPG).
    const fills = [0, 300, 600, 900, 1200, 1500];
    for (const [i, odometer] of fills.entries())
      expect(
        (
          await add(admin, {
            vehicle: vehicle.vin,
            date: await dbDate(t, -20 + i),
            odometer: 10_000 + odometer,
            quantity: i === 5 ? '30' : '10',
            total_cost: '35.00',
          })
        ).statusCode,
      ).toBe(201);
    const entries = await list(admin, vehicle.vin);
    expect(entries.map((e) => e.flags)).toEqual([['mpg_outlier'], [], [], [], [], []]);
    // Edited to 10 gallons, it is the vehicle's usual 30 MPG again.
    const fixed = await t.request(admin, 'PATCH', `/api/vehicles/fuel-entries/${entries[0]!.id}/`, {
      quantity: '10',
    });
    expect(fixed.statusCode, fixed.body).toBe(200);
    // The total is kept at its price: 10 × 1.167 (35.00 ÷ 30).
    expect(fixed.json()).toMatchObject({ quantity: '10.000', total_cost: '11.67', flags: [] });
  });
});

describe('the glance', () => {
  it('shows MPG and fuel cost per mile of the last 90 days', async () => {
    const { admin, vehicle } = await setup();
    const fill = async (
      days: number,
      odometer: number,
      quantity: string,
      total: string,
      partial = false,
    ) =>
      expect(
        (
          await add(admin, {
            vehicle: vehicle.vin,
            date: await dbDate(t, days),
            odometer,
            quantity,
            total_cost: total,
            partial_fill: partial,
          })
        ).statusCode,
      ).toBe(201);
    await fill(-200, 1000, '12', '40.00');
    await fill(-30, 20_000, '12', '40.00');
    await fill(-20, 20_150, '5', '17.50', true);
    await fill(-10, 20_400, '11', '38.50');
    const summary = (
      await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/summary/`)
    ).json();
    // 400 miles on the 16 gallons after the first full fill of the 90 days: 25.0 MPG, $56 / 400.
    expect(summary).toMatchObject({ mpg: '25.0', fuel_cost_per_mile: '0.140' });
  });

  it('says null without fills', async () => {
    const { admin, vehicle } = await setup();
    const summary = (
      await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/summary/`)
    ).json();
    expect(summary).toMatchObject({ mpg: null, fuel_cost_per_mile: null });
  });
});

describe('other shops and archived vehicles', () => {
  it('keeps fills to their shop, and hides an archived vehicle’s from members who may not view it', async () => {
    const { shop, admin, vehicle } = await setup();
    const entry = (
      await add(admin, {
        vehicle: vehicle.vin,
        date: await dbDate(t, -1),
        quantity: '5',
        total_cost: '20',
      })
    ).json();
    const other = await setup();
    expect(
      (
        await add(other.admin, {
          vehicle: vehicle.vin,
          date: await dbDate(t, -1),
          quantity: '5',
          total_cost: '20',
        })
      ).statusCode,
    ).toBe(404);
    const patch = await t.request(other.admin, 'PATCH', `/api/vehicles/fuel-entries/${entry.id}/`, {
      vendor: 'x',
    });
    expect(patch.statusCode).toBe(404);
    const del = await t.request(other.admin, 'DELETE', `/api/vehicles/fuel-entries/${entry.id}/`);
    expect(del.statusCode).toBe(404);
    const theirs = (await t.request(other.admin, 'GET', '/api/vehicles/fuel-entries/')).json();
    expect(theirs.count).toBe(0);

    expect(
      (await t.request(admin, 'POST', `/api/vehicles/vehicles/${vehicle.vin}/archive/`)).statusCode,
    ).toBe(200);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect(
      (await t.request(viewer, 'GET', `/api/vehicles/fuel-entries/?vehicle=${vehicle.vin}`))
        .statusCode,
    ).toBe(404);
    expect((await t.request(viewer, 'GET', '/api/vehicles/fuel-entries/')).json().count).toBe(0);
    expect((await t.request(admin, 'GET', '/api/vehicles/fuel-entries/')).json().count).toBe(1);
    expect(
      (
        await add(viewer, {
          vehicle: vehicle.vin,
          date: await dbDate(t, -1),
          quantity: '5',
          total_cost: '20',
        })
      ).statusCode,
    ).toBe(403);
  });
});

import { eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { serviceRecords, vendors } from '../service/service.tables';
import { vehicles } from '../vehicles/vehicles.tables';
import { dbDate, vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const data = (user: { token: string } | null, id: string) =>
  t.request(user, 'GET', `/api/dashboard/widget-data/${id}/`);

/**
 * Seven vehicles of known types, values and drivers (V6, V7 archived), and service records on
 * days relative to the database's today. The expected figures below are worked out by hand.
 */
async function fixture(shop: TestShop, driverId: number) {
  const rows = await f.insertVehicles(shop, [
    { model: 'Alpha', types: ['loaner'] },
    { model: 'Bravo', types: ['loaner'] },
    { model: 'Charlie', types: ['loaner'] },
    { model: 'Delta', types: ['employee'] },
    { model: 'Echo', types: ['service', 'general'] },
    { model: 'Foxtrot', types: ['loaner', 'general'], isArchived: true },
    { model: 'Golf', types: ['employee'], isArchived: true },
  ]);
  type V = (typeof rows)[number];
  const [v1, v2, , v4, v5, v6] = rows as [V, V, V, V, V, V, V];
  const set = (v: { id: number }, values: PgUpdateSetSource<typeof vehicles>) =>
    t.inShop(shop, (db) => db.update(vehicles).set(values).where(eq(vehicles.id, v.id)));
  const ago = (days: number) => sql`now() - ${days} * interval '1 day'`;
  await set(v1, { currentValue: '10000.50', updatedAt: ago(3) });
  await set(v2, {
    currentValue: '20000.25',
    primaryDriverId: driverId,
    updatedAt: ago(1),
  });
  await set(v4, {
    currentValue: '15000.00',
    primaryDriverId: driverId,
    updatedAt: ago(2),
  });
  await set(v6, { currentValue: '5000.00', updatedAt: ago(0) });

  // Dates first: the shop's transaction holds PGlite's one connection.
  const days = [-60, -30, -29, -10, -2, -1, 1, 3, 5, 20];
  const dates = new Map(await Promise.all(days.map(async (n) => [n, await dbDate(t, n)] as const)));
  const d = (n: number) => dates.get(n)!;
  const records = await t.inShop(shop, async (db) => {
    const [vendor] = await db
      .insert(vendors)
      .values({ shopId: shop.id, name: 'Main Street Garage', vendorType: 'vehicle_service' })
      .returning();
    const rec = (
      v: { id: number },
      date: string,
      amount: string,
      next: string | null = null,
      nextMileage: number | null = null,
    ) => ({
      shopId: shop.id,
      vehicleId: v.id,
      vendorId: vendor!.id,
      serviceDate: date,
      serviceType: 'repair',
      amount,
      description: 'Work',
      nextServiceDate: next,
      nextServiceMileage: nextMileage,
    });
    return db
      .insert(serviceRecords)
      .values([
        rec(v1, d(-2), '100.10', d(20), 30000), // S1
        rec(v2, d(-10), '200.20'), // S2
        rec(v4, d(-29), '300.30'), // S3: the 30th day back, inside
        rec(v4, d(-30), '400.40', d(-1)), // S4: outside 30 days; due date passed
        rec(v6, d(-1), '50.05', d(1)), // S5: an archived vehicle's
        rec(v5, d(-60), '60.00', d(5), 40000), // S6
        rec(v1, d(3), '70.00'), // S7: dated in the future
      ])
      .returning({ id: serviceRecords.id, date: serviceRecords.serviceDate });
  });
  return { v: rows, s: records };
}

/** A shop whose figures must never appear in another's. */
async function noise() {
  const other = await t.createShop();
  const admin = await t.createUser({ shops: [other] });
  await fixture(other, admin.id);
}

async function setup() {
  await noise();
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  const made = await fixture(shop, admin.id);
  await noise();
  return { shop, admin, viewer, ...made };
}

let world: Awaited<ReturnType<typeof setup>>;
beforeAll(async () => {
  world = await setup();
});

describe('GET /api/dashboard/widget-data/vehicle-overview/', () => {
  it('counts all, active and archived vehicles, and active ones by type', async () => {
    const res = await data(world.viewer, 'vehicle-overview');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      total_vehicles: 7,
      active_vehicles: 5,
      archived_vehicles: 2,
      breakdown: { loaner: 3, employee: 1, service: 1, general: 1 },
    });
  });

  it('is all zeros for a shop without vehicles', async () => {
    const empty = await t.createUser({ shops: [await t.createShop()] });
    expect((await data(empty, 'vehicle-overview')).json()).toEqual({
      total_vehicles: 0,
      active_vehicles: 0,
      archived_vehicles: 0,
      breakdown: { loaner: 0, employee: 0, service: 0, general: 0 },
    });
  });

  it('needs canViewBasic and a token', async () => {
    const blind = await t.createUser({
      shops: [world.shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewBasic'],
    });
    expect((await data(blind, 'vehicle-overview')).statusCode).toBe(403);
    expect((await data(null, 'vehicle-overview')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/widget-data/fleet-value/', () => {
  it("sums active vehicles' values exactly and lists the latest valued, newest first", async () => {
    const res = await data(world.admin, 'fleet-value');
    expect(res.statusCode, res.body).toBe(200);
    const [v1, v2, , v4] = world.v;
    expect(res.json()).toEqual({
      total_value: '45000.75',
      valued_vehicles: 3,
      total_vehicles: 5,
      recent_valuations: [v2, v4, v1].map((v) => ({
        vin: v!.vin,
        description: v!.description,
        current_value: { [v2!.vin]: '20000.25', [v4!.vin]: '15000.00', [v1!.vin]: '10000.50' }[
          v!.vin
        ],
        updated_at: expect.any(String),
      })),
    });
  });

  it('is "0.00" of 0 for a shop without vehicles', async () => {
    const empty = await t.createUser({ shops: [await t.createShop()] });
    expect((await data(empty, 'fleet-value')).json()).toEqual({
      total_value: '0.00',
      valued_vehicles: 0,
      total_vehicles: 0,
      recent_valuations: [],
    });
  });

  it('needs canViewFinancial and a token', async () => {
    expect((await data(world.viewer, 'fleet-value')).statusCode).toBe(403);
    expect((await data(null, 'fleet-value')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/widget-data/recent-services/', () => {
  const services = async (user: { token: string }) => {
    const res = await data(user, 'recent-services');
    expect(res.statusCode, res.body).toBe(200);
    return res.json();
  };

  it("totals 30 days, lists the newest and the coming ones, archived vehicles' included for who may see them", async () => {
    const body = await services(world.admin);
    const [s1, s2, s3, s4, s5, s6] = world.s;
    expect(body.monthly_total).toBe('650.65'); // S1 + S2 + S3 + S5
    expect(body.recent_services.map((r: { id: number }) => r.id)).toEqual(
      [s5, s1, s2, s3, s4].map((s) => s!.id),
    );
    expect(body.recent_services[1]).toEqual({
      id: s1!.id,
      vehicle: world.v[0]!.vin,
      vehicle_description: world.v[0]!.description,
      service_type: 'repair',
      vendor: 'Main Street Garage',
      date: s1!.date,
      amount: '100.10',
    });
    expect(body.upcoming_services).toEqual([
      expect.objectContaining({ id: s5!.id, due_date: await dbDate(t, 1), due_mileage: null }),
      expect.objectContaining({ id: s6!.id, due_date: await dbDate(t, 5), due_mileage: 40000 }),
      expect.objectContaining({ id: s1!.id, due_date: await dbDate(t, 20), due_mileage: 30000 }),
    ]);
  });

  it('leaves out archived vehicles for a member without canViewArchived', async () => {
    const body = await services(world.viewer);
    const [s1, s2, s3, s4, , s6] = world.s;
    expect(body.monthly_total).toBe('600.60');
    expect(body.recent_services.map((r: { id: number }) => r.id)).toEqual(
      [s1, s2, s3, s4, s6].map((s) => s!.id),
    );
    expect(body.upcoming_services.map((r: { id: number }) => r.id)).toEqual([s6!.id, s1!.id]);
    const vins = JSON.stringify(body);
    expect(vins).not.toContain(world.v[5]!.vin);
  });

  it('totals spend by week (Monday first) for the last 8 weeks, empty weeks as 0', async () => {
    const body = await services(world.admin);
    const today = await dbDate(t, 0);
    const mondayOf = (iso: string) => {
      const day = new Date(`${iso}T00:00:00Z`);
      day.setUTCDate(day.getUTCDate() - ((day.getUTCDay() + 6) % 7));
      return day.toISOString().slice(0, 10);
    };
    const weeks: string[] = [];
    for (let i = 7; i >= 0; i--) {
      const d = new Date(`${mondayOf(today)}T00:00:00Z`);
      d.setUTCDate(d.getUTCDate() - 7 * i);
      weeks.push(d.toISOString().slice(0, 10));
    }
    // In cents, by week: every record up to today within the 8 weeks (S6, 60 days back, is not).
    const cents = new Map(weeks.map((w) => [w, 0]));
    const [s1, s2, s3, s4, s5] = world.s;
    const amounts = [10010, 20020, 30030, 40040, 5005];
    [s1, s2, s3, s4, s5].forEach((s, i) =>
      cents.set(mondayOf(s!.date), cents.get(mondayOf(s!.date))! + amounts[i]!),
    );
    expect(body.weekly_totals).toEqual(
      weeks.map((w) => ({ week_start: w, total: (cents.get(w)! / 100).toFixed(2) })),
    );
  });

  it('is all zeros and empty lists for a shop without services', async () => {
    const empty = await t.createUser({ shops: [await t.createShop()] });
    const body = await services(empty);
    expect(body).toMatchObject({
      monthly_total: '0.00',
      recent_services: [],
      upcoming_services: [],
    });
    expect(body.weekly_totals).toHaveLength(8);
    expect(body.weekly_totals.every((w: { total: string }) => w.total === '0.00')).toBe(true);
  });

  it('needs canViewService and a token', async () => {
    const noService = await t.createUser({
      shops: [world.shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewService'],
    });
    expect((await data(noService, 'recent-services')).statusCode).toBe(403);
    expect((await data(null, 'recent-services')).statusCode).toBe(401);
  });
});

describe('GET /api/dashboard/widget-data/loaner-availability/', () => {
  it('counts active loaners in the board’s states (a primary driver lends nothing), 3 listed', async () => {
    const res = await data(world.viewer, 'loaner-availability');
    expect(res.statusCode, res.body).toBe(200);
    const [v1, v2, v3] = world.v;
    // No agreement: all three are available on the board, so here too.
    expect(res.json()).toEqual({
      total_loaners: 3,
      available_loaners: 3,
      assigned_loaners: 0,
      reserved_loaners: 0,
      out_loaners: 0,
      overdue_loaners: 0,
      loaner_list: [v1, v2, v3].map((v) => ({
        vin: v!.vin,
        description: v!.description,
        license_plate: expect.any(String),
        state: 'available',
      })),
    });
  });

  it('lists at most 3', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    await f.insertVehicles(
      shop,
      Array.from({ length: 5 }, () => ({ types: ['loaner'] })),
    );
    const body = (await data(admin, 'loaner-availability')).json();
    expect(body.total_loaners).toBe(5);
    expect(body.loaner_list).toHaveLength(3);
  });

  it('needs canViewBasic and a token', async () => {
    const blind = await t.createUser({
      shops: [world.shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewBasic'],
    });
    expect((await data(blind, 'loaner-availability')).statusCode).toBe(403);
    expect((await data(null, 'loaner-availability')).statusCode).toBe(401);
  });
});

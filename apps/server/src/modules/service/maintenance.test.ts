import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { shopToday } from '../../platform/shop-day';
import { mileageLogs } from '../mileage/mileage.tables';
import { vehicles } from '../vehicles/vehicles.tables';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { maintenanceScheduleVehicles } from './maintenance.tables';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const SCHEDULES = '/api/vehicles/maintenance-schedules/';
const DUE = '/api/vehicles/maintenance-due/';

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const today = await t.inShop(shop, (db) => shopToday(db));
  return { shop, admin, today };
}

/** Readings on past days (days before today), the last of them the vehicle's current mileage. */
async function readings(shop: TestShop, vin: string, points: [daysAgo: number, mileage: number][]) {
  await t.inShop(shop, async (db) => {
    const [v] = await db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, vin));
    await db.insert(mileageLogs).values(
      points.map(([ago, mileage]) => ({
        shopId: shop.id,
        vehicleId: v!.id,
        mileage,
        dateRecorded: sql`current_date - ${ago}::int + time '12:00'`,
      })),
    );
    await db
      .update(vehicles)
      .set({ currentMileage: points[points.length - 1]![1] })
      .where(eq(vehicles.id, v!.id));
  });
}

const create = (user: TestUser, body: Record<string, unknown>) =>
  t.request(user, 'POST', SCHEDULES, { service_type: 'maintenance', ...body });
const ofVehicle = async (user: TestUser, vin: string) =>
  (await t.request(user, 'GET', `${SCHEDULES}?vehicle=${vin}`)).json();
const due = async (user: TestUser, query = '') =>
  (await t.request(user, 'GET', `${DUE}${query}`)).json();

describe('maintenance schedules: whichever comes first', () => {
  it('defaults last done to today and the current mileage, and is due by the first of date or miles', async () => {
    const { shop, admin, today } = await setup();
    const car = await f.createVehicle(admin, { vehicle_types: ['service'] });
    await readings(shop, car.vin, [[0, 40_000]]);
    const res = await create(admin, {
      vehicle: car.vin,
      name: 'Oil change',
      interval_miles: 5000,
      interval_days: 182,
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      vehicle: car.vin,
      vehicle_type: null,
      last_done_on: today,
      last_done_mileage: 40_000,
      next_due_date: addDays(today, 182),
      next_due_mileage: 45_000,
      state: 'ok',
    });
    expect(await due(admin)).toEqual([]);

    // 4,600 miles on: due soon by mileage with months to go.
    await readings(shop, car.vin, [[0, 44_600]]);
    expect(await due(admin)).toEqual([
      expect.objectContaining({ vehicle_vin: car.vin, name: 'Oil change', state: 'due_soon' }),
    ]);
    // Past 45,000: overdue.
    await readings(shop, car.vin, [[0, 45_001]]);
    expect((await due(admin))[0]).toMatchObject({ state: 'overdue', due_mileage: 45_000 });

    // By date: last done 190 days ago with hardly any miles is overdue by 8 days.
    const other = await f.createVehicle(admin, { vehicle_types: ['service'] });
    const byDate = await create(admin, {
      vehicle: other.vin,
      name: 'Inspection',
      service_type: 'inspection',
      interval_miles: 10_000,
      interval_days: 182,
      last_done_on: addDays(today, -190),
      last_done_mileage: 1000,
    });
    expect(byDate.json()).toMatchObject({ next_due_date: addDays(today, -8), state: 'overdue' });
    const overdue = await due(admin, `?state=overdue&vehicle=${other.vin}`);
    expect(overdue).toEqual([
      {
        vehicle_vin: other.vin,
        vehicle_description: other.description,
        current_mileage: null,
        schedule: byDate.json().id,
        name: 'Inspection',
        service_type: 'inspection',
        due_date: addDays(today, -8),
        due_mileage: 11_000,
        forecast_date: null,
        state: 'overdue',
        reason: null,
      },
    ]);
    expect(await due(admin, '?state=due_soon')).toEqual([]);
  });

  it('forecasts the mileage date from the odometer trend (and the list agrees with the rules)', async () => {
    const { shop, admin, today } = await setup();
    const car = await f.createVehicle(admin);
    // 50 miles a day over the last 20 days; readings older than 180 days before the newest are left out.
    await readings(shop, car.vin, [
      [400, 1_000],
      [20, 10_000],
      [10, 10_500],
      [0, 11_000],
    ]);
    const res = await create(admin, { vehicle: car.vin, name: 'Tires', interval_miles: 1_000 });
    // 12,000 at 50 a day from 11,000 today: in 20 days.
    expect(res.json()).toMatchObject({
      next_due_mileage: 12_000,
      next_due_date: null,
      forecast_date: addDays(today, 20),
      state: 'ok',
    });
    await t.request(admin, 'PATCH', `${SCHEDULES}${res.json().id}/`, { interval_miles: 600 });
    const [item] = await due(admin);
    expect(item).toMatchObject({ forecast_date: addDays(today, 12), state: 'due_soon' });
    expect((await ofVehicle(admin, car.vin))[0].forecast_date).toBe(item.forecast_date);
  });

  it('without a trend forecasts nothing: the date rule only', async () => {
    const { shop, admin } = await setup();
    const car = await f.createVehicle(admin);
    await readings(shop, car.vin, [[0, 5_000]]);
    const res = await create(admin, {
      vehicle: car.vin,
      name: 'Brakes',
      interval_miles: 400,
      interval_days: 90,
    });
    expect(res.json()).toMatchObject({
      forecast_date: null,
      next_due_mileage: 5_400,
      state: 'due_soon',
    });
  });
});

describe('a service record closes the schedules it names', () => {
  it('starts the next interval from its date and mileage; an unknown schedule saves nothing', async () => {
    const { shop, admin, today } = await setup();
    const car = await f.createVehicle(admin);
    await readings(shop, car.vin, [[0, 30_000]]);
    const vendor = (
      await t.request(admin, 'POST', '/api/vendors/vendors/', { name: 'Quick Lube' })
    ).json();
    const oil = (
      await create(admin, {
        vehicle: car.vin,
        name: 'Oil change',
        interval_miles: 5000,
        interval_days: 180,
        last_done_on: addDays(today, -200),
        last_done_mileage: 24_000,
      })
    ).json();
    expect(oil.state).toBe('overdue');
    const record = {
      vehicle: car.vin,
      service_date: addDays(today, -1),
      vendor_id: vendor.id,
      amount: '89.00',
      description: 'Oil and filter',
      mileage_at_service: 30_100,
    };
    const refused = await t.request(admin, 'POST', '/api/vehicles/service-records/', {
      ...record,
      schedules: [oil.id, 999_999],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      schedules: ['Choose schedules of this vehicle or of its types.'],
    });
    const list = await t.request(admin, 'GET', `/api/vehicles/service-records/?vehicle=${car.vin}`);
    expect(list.json().count).toBe(0);

    const saved = await t.request(admin, 'POST', '/api/vehicles/service-records/', {
      ...record,
      schedules: [oil.id],
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect((await ofVehicle(admin, car.vin))[0]).toMatchObject({
      last_done_on: addDays(today, -1),
      last_done_mileage: 30_100,
      next_due_date: addDays(today, 179),
      next_due_mileage: 35_100,
      state: 'ok',
    });
    expect(await due(admin)).toEqual([]);
  });
});

describe("a vehicle's own schedule overrides its type's", () => {
  it('of the same name and service type; other vehicles of the type keep the type schedule', async () => {
    const { admin, today } = await setup();
    const mine = await f.createVehicle(admin, { vehicle_types: ['loaner'] });
    const theirs = await f.createVehicle(admin, { vehicle_types: ['loaner'] });
    const typeSchedule = await create(admin, {
      vehicle_type: 'loaner',
      name: 'Oil change',
      interval_days: 90,
      last_done_on: addDays(today, -100),
    });
    expect(typeSchedule.statusCode, typeSchedule.body).toBe(201);
    expect(typeSchedule.json()).toMatchObject({
      vehicle: null,
      vehicle_type: 'loaner',
      next_due_date: null,
    });
    const own = (
      await create(admin, { vehicle: mine.vin, name: ' oil change ', interval_days: 365 })
    ).json();
    expect((await ofVehicle(admin, mine.vin)).map((s: { id: number }) => s.id)).toEqual([own.id]);
    expect(await ofVehicle(admin, theirs.vin)).toEqual([
      expect.objectContaining({ id: typeSchedule.json().id, next_due_date: addDays(today, -10) }),
    ]);
    expect((await due(admin)).map((d: { vehicle_vin: string }) => d.vehicle_vin)).toEqual([
      theirs.vin,
    ]);

    // Another service type is another schedule; deleting the own one brings the type's back.
    await create(admin, {
      vehicle: mine.vin,
      name: 'Oil change',
      service_type: 'repair',
      interval_days: 30,
    });
    expect(await ofVehicle(admin, mine.vin)).toHaveLength(2);
    const del = await t.request(admin, 'DELETE', `${SCHEDULES}${own.id}/`);
    expect(del.statusCode).toBe(204);
    expect((await due(admin)).map((d: { vehicle_vin: string }) => d.vehicle_vin).sort()).toEqual(
      [mine.vin, theirs.vin].sort(),
    );
  });

  it('starts a type schedule on a vehicle that takes the type later from that day', async () => {
    const { shop, admin, today } = await setup();
    await create(admin, {
      vehicle_type: 'employee',
      name: 'Safety check',
      service_type: 'inspection',
      interval_days: 30,
      last_done_on: addDays(today, -60),
    });
    const late = await f.createVehicle(admin, { vehicle_types: ['employee'] });
    expect((await ofVehicle(admin, late.vin))[0]).toMatchObject({
      last_done_on: today,
      next_due_date: addDays(today, 30),
    });
    // Leaving the type leaves its schedules.
    await t.request(admin, 'PUT', `/api/vehicles/vehicles/${late.vin}/`, {
      vin: late.vin,
      make: 'Toyota',
      model: 'Camry',
      year: 2021,
      license_plate: 'LEFT1',
      vehicle_types: ['service'],
    });
    expect(await ofVehicle(admin, late.vin)).toEqual([]);
    const rows = await t.inShop(shop, (db) => db.select().from(maintenanceScheduleVehicles));
    expect(rows).toHaveLength(0);
  });
});

describe('access and validation', () => {
  it("hides an archived vehicle's schedules from a member without canViewArchived", async () => {
    const { shop, admin, today } = await setup();
    const tech = await t.createUser({ shops: [shop], role: 'service_technician' });
    const car = await f.createVehicle(admin);
    const schedule = (
      await create(admin, {
        vehicle: car.vin,
        name: 'Oil change',
        interval_days: 30,
        last_done_on: addDays(today, -40),
      })
    ).json();
    await t.request(admin, 'POST', `/api/vehicles/vehicles/${car.vin}/archive/`, {});
    expect(await due(tech)).toEqual([]);
    expect(await due(admin)).toHaveLength(1);
    expect((await t.request(tech, 'GET', `${SCHEDULES}?vehicle=${car.vin}`)).statusCode).toBe(404);
    expect((await t.request(tech, 'GET', SCHEDULES)).json()).toEqual([]);
    const patch = await t.request(tech, 'PATCH', `${SCHEDULES}${schedule.id}/`, { name: 'X' });
    expect(patch.statusCode).toBe(404);
    expect(patch.json()).toEqual({ detail: 'Maintenance schedule not found' });
  });

  it('answers bad input with the fields at fault', async () => {
    const { admin } = await setup();
    const car = await f.createVehicle(admin);
    const none = await create(admin, { vehicle: car.vin, name: 'Oil change' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toEqual({
      interval_miles: ['Give an interval in miles, in days, or both.'],
    });
    const both = await create(admin, {
      vehicle: car.vin,
      vehicle_type: 'loaner',
      name: 'Oil change',
      interval_days: 1,
    });
    expect(both.json()).toEqual({ vehicle: ['Choose a vehicle or a vehicle type, not both.'] });
    const bad = await create(admin, { vehicle_type: 'truck', name: '', interval_days: 0 });
    expect(Object.keys(bad.json()).sort()).toEqual(['interval_days', 'name', 'vehicle_type']);
    const vendor = await create(admin, {
      vehicle: car.vin,
      name: 'A',
      interval_days: 5,
      vendor_id: 999_999,
    });
    expect(vendor.json()).toEqual({ vendor_id: ['Select a valid vendor.'] });
    const s = (await create(admin, { vehicle: car.vin, name: 'A', interval_days: 5 })).json();
    const cleared = await t.request(admin, 'PATCH', `${SCHEDULES}${s.id}/`, {
      interval_days: null,
    });
    expect(cleared.json()).toEqual({
      interval_miles: ['Give an interval in miles, in days, or both.'],
    });
    expect((await t.request(admin, 'GET', `${DUE}?state=late`)).statusCode).toBe(400);
  });
});

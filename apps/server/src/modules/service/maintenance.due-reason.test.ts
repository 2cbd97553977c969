import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const due = async (user: TestUser, query = '') =>
  (await t.request(user, 'GET', `/api/vehicles/maintenance-due/${query}`)).json();

describe('the due list says why a due mileage cannot be computed (issue 34 §1)', () => {
  it('lists a mile interval on a vehicle without a reading, with the reason, until it has a starting mileage', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const car = await f.createVehicle(admin, { vehicle_types: ['service'] });
    const schedule = await t.request(admin, 'POST', '/api/vehicles/maintenance-schedules/', {
      vehicle_type: 'service',
      name: 'Tyre rotation',
      service_type: 'maintenance',
      interval_miles: 6000,
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    expect(await due(admin)).toEqual([
      expect.objectContaining({
        vehicle_vin: car.vin,
        name: 'Tyre rotation',
        due_mileage: null,
        state: 'mileage_unknown',
        reason: 'no_mileage_reading',
      }),
    ]);
    // The filters by state keep to what is due.
    expect(await due(admin, '?state=overdue')).toEqual([]);

    // A reading comes, but the type's schedule started without one: still no starting point.
    const reading = await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
      vehicle: car.vin,
      mileage: 1200,
    });
    expect(reading.statusCode, reading.body).toBe(201);
    expect(await due(admin)).toEqual([
      expect.objectContaining({ state: 'mileage_unknown', reason: 'no_starting_mileage' }),
    ]);
  });

  it('gives no reason where the due mileage is known', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const car = await f.createVehicle(admin);
    await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
      vehicle: car.vin,
      mileage: 10_000,
    });
    const schedule = await t.request(admin, 'POST', '/api/vehicles/maintenance-schedules/', {
      vehicle: car.vin,
      name: 'Oil change',
      service_type: 'maintenance',
      interval_miles: 5000,
      last_done_mileage: 5400,
    });
    expect(schedule.statusCode, schedule.body).toBe(201);
    expect(await due(admin)).toEqual([
      expect.objectContaining({ due_mileage: 10_400, state: 'due_soon', reason: null }),
    ]);
  });
});

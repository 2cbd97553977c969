import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MILEAGE_MESSAGES } from '@fleetdesk/contract/mileage';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { csvOf, freshVin, importFixtures } from './vehicle-import.test-fixtures';

// Issue 34 §1: the fleet file's odometer column is each vehicle's first reading.
let t: TestApp;
let f: ReturnType<typeof importFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = importFixtures(t);
});
afterAll(() => t.close());

const HEADER = ['VIN', 'Make', 'Model', 'Year', 'License Plate', 'Odometer'];

describe('the mileage column', () => {
  it("is mapped from its usual names and becomes the vehicle's current mileage and first reading", async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const [read, blank] = [freshVin(), freshVin()];
    const file = csvOf([
      HEADER,
      [read, 'Ford', 'Transit', '2021', 'OD1', '84,210'],
      [blank, 'Ford', 'Transit', '2021', 'OD2', ''],
    ]);
    const checked = await f.post(admin, file, { dryRun: true });
    expect(checked.json().mapping.Odometer).toBe('current_mileage');
    const done = await f.post(admin, file);
    expect(done.statusCode, done.body).toBe(200);

    const vehicle = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${read}/`)).json();
    expect(vehicle.current_mileage).toBe(84_210);
    const logs = (
      await t.request(admin, 'GET', `/api/vehicles/mileage-logs/?vehicle=${read}`)
    ).json();
    expect(logs.results).toMatchObject([{ mileage: 84_210, notes: 'Fleet import' }]);
    const none = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${blank}/`)).json();
    expect(none.current_mileage).toBeNull();
    expect(none.mileage_log_count).toBe(0);
  });

  it('refuses a reading that is not a whole number of miles, with the mileage form’s message', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const bad = await f.post(
      admin,
      csvOf([HEADER, [freshVin(), 'Ford', 'Transit', '2021', 'OD3', '12.5k']]),
      { dryRun: true },
    );
    expect(bad.json().rows[0].errors).toEqual({ current_mileage: [MILEAGE_MESSAGES.invalid] });
  });
});

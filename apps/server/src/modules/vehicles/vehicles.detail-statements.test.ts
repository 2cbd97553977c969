import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { vehicleFixtures } from './vehicles.test-fixtures';

/**
 * The vehicle detail reads in at most three statements (issue 10): the session's, one for the
 * vehicle with every section, and the commit, however many records the vehicle has.
 */

const statements: string[] = [];
let counting = false;
let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp(
    {},
    {},
    {
      logger: { logQuery: (query) => void (counting && statements.push(query)) },
    },
  );
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

describe('GET /api/vehicles/vehicles/{vin}/', () => {
  it('answers with every section in at most three statements', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    const vehicle = await f.createVehicle(admin);
    for (const expiration_date of ['2030-01-31', '2031-01-31']) {
      const res = await t.request(admin, 'POST', '/api/vehicles/registrations/', {
        vehicle: vehicle.vin,
        plate_cost: '120.00',
        expiration_date,
      });
      expect(res.statusCode, res.body).toBe(201);
    }
    for (const mileage of ['1000', '2500']) {
      const res = await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
        vehicle: vehicle.vin,
        mileage,
      });
      expect(res.statusCode, res.body).toBe(201);
    }

    statements.length = 0;
    counting = true;
    const res = await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/`);
    counting = false;

    expect(res.statusCode, res.body).toBe(200);
    const detail = res.json();
    expect(detail.registrations.map((r: { expiration_date: string }) => r.expiration_date)).toEqual(
      ['2031-01-31', '2030-01-31'],
    );
    expect(detail.registrations[0].plate_cost).toBe('120.00');
    expect(detail.mileage_log_count).toBe(2);
    expect(detail.recent_mileage_logs.map((m: { mileage: number }) => m.mileage)).toEqual([
      2500, 1000,
    ]);
    expect(statements.length, statements.join('\n---\n')).toBeLessThanOrEqual(3);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { NUL_MESSAGE } from './nul-guard';

let t: TestApp;
let admin: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createUser({ shops: [await t.createShop()], role: 'administrator' });
});
afterAll(() => t.close());

/** Input that the database would refuse must come back as a 400 with a message, never a 500. */
describe('bad input is a 400, not a 500', () => {
  it('refuses a NUL character in a body, a query string or a path', async () => {
    for (const res of [
      await t.request(null, 'POST', '/api/base/login/', { username: 'a\u0000', password: 'x' }),
      await t.request(admin, 'GET', '/api/vehicles/vehicles/?search=%00'),
      await t.request(admin, 'GET', '/api/vehicles/vehicles/AB%00CD/'),
      await t.request(admin, 'PATCH', '/api/employees/user-profile/', { first_name: 'Al\u0000' }),
    ]) {
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ detail: NUL_MESSAGE });
    }
  });

  it('refuses an id larger than any row id', async () => {
    const res = await t.request(admin, 'GET', '/api/vehicles/registrations/99999999999/');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('id');
  });

  it('refuses the year 0000 in a date', async () => {
    const vehicle = await t.request(admin, 'POST', '/api/vehicles/vehicles/', {
      vin: '1HGCM82633A00435Z',
      make: 'Honda',
      model: 'Accord',
      year: 2020,
      license_plate: 'BAD-DATE',
    });
    expect(vehicle.statusCode).toBe(201);
    const res = await t.request(admin, 'POST', '/api/vehicles/registrations/', {
      vehicle: '1HGCM82633A00435Z',
      plate_cost: '10.00',
      expiration_date: '0000-01-01',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('expiration_date');
  });
});

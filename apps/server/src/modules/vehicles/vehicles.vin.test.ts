import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { vehicles } from './vehicles.tables';
import { newVin, vehicleBody, vehicleFixtures } from './vehicles.test-fixtures';

/** Issue 34: I, O and Q are refused in a VIN; a check digit that does not match is only a warning. */

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const LETTERS = 'VIN cannot contain the letters I, O or Q (use the digits 1 and 0)';

async function shopWithAdmin() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  return { shop, admin };
}

/** A valid VIN with one character swapped for `letter`, away from the check digit. */
const withLetter = (letter: string) => {
  const vin = newVin();
  return `${vin.slice(0, 12)}${letter}${vin.slice(13)}`;
};

describe('a VIN with I, O or Q', () => {
  it('is refused on create with the message, and nothing is saved', async () => {
    const { admin } = await shopWithAdmin();
    for (const vin of [withLetter('I'), withLetter('O'), withLetter('Q'), withLetter('o')]) {
      const res = await t.request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin }));
      expect(res.statusCode, vin).toBe(400);
      expect(res.json()).toEqual({ vin: [LETTERS] });
      const detail = await t.request(admin, 'GET', `/api/vehicles/vehicles/${vin.toUpperCase()}/`);
      expect(detail.statusCode).toBe(404);
    }
    const list = await t.request(admin, 'GET', '/api/vehicles/vehicles/');
    expect(list.json().count).toBe(0);
  });

  it('is refused when an update sends one for a vehicle', async () => {
    const { admin } = await shopWithAdmin();
    const created = await f.createVehicle(admin);
    const res = await t.request(
      admin,
      'PUT',
      `/api/vehicles/vehicles/${created.vin}/`,
      vehicleBody({ vin: withLetter('Q'), make: 'Ford' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      vin: [LETTERS, 'The VIN of a vehicle cannot be changed.'],
    });
    const detail = await t.request(admin, 'GET', `/api/vehicles/vehicles/${created.vin}/`);
    expect(detail.json().make).toBe('Toyota');
  });

  it('stored before the rule, still lets the rest of its vehicle be edited', async () => {
    const { shop, admin } = await shopWithAdmin();
    const legacy = withLetter('O');
    await t.inShop(shop, (db) =>
      db.insert(vehicles).values({
        shopId: shop.id,
        vin: legacy,
        make: 'Ford',
        model: 'Focus',
        year: 2015,
        licensePlate: 'OLD 1',
      }),
    );
    const res = await t.request(
      admin,
      'PUT',
      `/api/vehicles/vehicles/${legacy}/`,
      vehicleBody({ vin: legacy, license_plate: 'NEW 2' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({ vin: legacy, license_plate: 'NEW 2' });
  });
});

describe('a VIN whose check digit does not match', () => {
  it('is saved as typed: the digit is a warning, not a refusal', async () => {
    const { admin } = await shopWithAdmin();
    const vin = '1HGCM82643A004352';
    const res = await t.request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin }));
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json().vin).toBe(vin);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { csvOf, freshVin, importFixtures } from './vehicle-import.test-fixtures';

/** Issue 34 in the fleet import: I, O and Q make a row invalid; a failed check digit warns. */

let t: TestApp;
let f: ReturnType<typeof importFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = importFixtures(t);
});
afterAll(() => t.close());

const HEADER = ['VIN', 'Make', 'Model', 'Year', 'License Plate'];
const car = (vin: string) => [vin, 'Ford', 'Transit', '2022', 'IMP1'];

async function admin() {
  const shop = await t.createShop();
  return { shop, admin: await t.createUser({ shops: [shop] }) };
}

/** A valid VIN with its 13th character swapped for `letter`. */
const withLetter = (letter: string) => {
  const vin = freshVin();
  return `${vin.slice(0, 12)}${letter}${vin.slice(13)}`;
};
/** A valid VIN with another digit at position 9: its check digit no longer matches. */
const wrongDigit = () => {
  const vin = freshVin();
  const digit = vin[8] === '5' ? '6' : '5';
  return `${vin.slice(0, 8)}${digit}${vin.slice(9)}`;
};

describe('POST /api/vehicles/import/ and VINs', () => {
  it('marks a row whose VIN has Q invalid with the message, not ready', async () => {
    const { shop, admin: user } = await admin();
    const good = freshVin();
    const bad = withLetter('Q');
    const res = await f.post(user, csvOf([HEADER, car(good), car(bad.toLowerCase())]), {
      dryRun: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { line: 2, vin: good, result: 'created', errors: {}, warnings: {} },
      {
        line: 3,
        vin: bad,
        result: 'invalid',
        errors: { vin: ['VIN cannot contain the letters I, O or Q (use the digits 1 and 0)'] },
        warnings: {},
      },
    ]);
    const written = await f.post(user, csvOf([HEADER, car(good), car(bad)]));
    expect(written.statusCode).toBe(400);
    expect(await f.vehiclesOf(shop, [good, bad])).toEqual([]);
  });

  it('imports a row whose check digit does not match, with a warning on its VIN', async () => {
    const { shop, admin: user } = await admin();
    const good = freshVin();
    const odd = wrongDigit();
    const res = await f.post(user, csvOf([HEADER, car(good), car(odd)]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().rows).toEqual([
      { line: 2, vin: good, result: 'created', errors: {}, warnings: {} },
      {
        line: 3,
        vin: odd,
        result: 'created',
        errors: {},
        warnings: { vin: ['The check digit does not match: please check the VIN'] },
      },
    ]);
    expect(res.json().counts).toEqual({ total: 2, created: 2, invalid: 0, duplicate: 0 });
    expect((await f.vehiclesOf(shop, [good, odd])).map((v) => v.vin).sort()).toEqual(
      [good, odd].sort(),
    );
  });
});

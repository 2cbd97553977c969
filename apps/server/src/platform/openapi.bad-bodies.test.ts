import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../test/helpers';
import { documentOperations } from '../../test/openapi';
import { newVin, vehicleBody } from '../modules/vehicles/vehicles.test-fixtures';

/**
 * A body that is not an object (null, a number, a string, an array) is a 400 with a message on
 * every operation of the OpenAPI document that takes a body, never a 500: generated from the
 * document, so a new route is covered by itself.
 */

let t: TestApp;
let admin: TestUser;
let vin: string;
beforeAll(async () => {
  t = await setupTestApp();
  admin = await t.createUser({ shops: [await t.createShop()] });
  vin = newVin();
  const created = await t.request(admin, 'POST', '/api/vehicles/vehicles/', vehicleBody({ vin }));
  expect(created.statusCode, created.body).toBe(201);
});
afterAll(() => t.close());

const NOT_OBJECTS = ['null', '42', '"text"', '[]', '[{}]'];

/** A reply a user can read: `{detail}`, `{error}` or messages by field. */
function hasMessage(body: unknown): boolean {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return false;
  return Object.values(body).some(
    (v) =>
      (typeof v === 'string' && v.length > 0) ||
      (Array.isArray(v) && v.some((m) => typeof m === 'string' && m.length > 0)),
  );
}

describe('a body that is not an object', () => {
  it('is a 400 with a message on every operation that takes a body', async () => {
    const operations = documentOperations((await t.request(null, 'GET', '/api/docs/json')).json())
      // JSON bodies (an upload's form is multipart). Path parameters: any well-formed value; the
      // body is judged before the record is looked up.
      .filter((op) => op.operation.requestBody?.content['application/json']);
    const wrong: string[] = [];
    for (const op of operations) {
      const url = op.path.replace('{vin}', vin).replace(/\{\w+\}/g, '1');
      for (const payload of NOT_OBJECTS) {
        const res = await t.app.inject({
          method: op.method as 'POST',
          url,
          payload,
          headers: { authorization: `Token ${admin.token}`, 'content-type': 'application/json' },
        });
        if (res.statusCode !== 400 || !hasMessage(res.json()))
          wrong.push(`${op.method} ${op.path} ${payload}: ${res.statusCode} ${res.body}`);
      }
    }
    expect(wrong).toEqual([]);
    expect(operations.length).toBeGreaterThan(20);
  });
});

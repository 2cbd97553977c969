import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const JSON_TYPE = { 'content-type': 'application/json' };

describe('JSON content type on every call', () => {
  it('accepts a JSON-typed call without a body (GET, and a POST such as sign-out)', async () => {
    const user = await t.createUser({ shops: [await t.createShop()] });
    const get = await t.request(user, 'GET', '/api/employees/user-profile/', undefined, JSON_TYPE);
    expect(get.statusCode, get.body).toBe(200);
    const logout = await t.request(user, 'POST', '/api/base/logout/', undefined, JSON_TYPE);
    expect(logout.statusCode, logout.body).toBe(200);
    expect((await t.request(user, 'GET', '/api/employees/user-profile/')).statusCode).toBe(401);
  });

  it('still refuses malformed JSON and a poisoned prototype with a 400', async () => {
    const user = await t.createUser({ shops: [await t.createShop()] });
    const bad = await t.request(
      user,
      'PATCH',
      '/api/employees/user-profile/',
      '{"first_name":',
      JSON_TYPE,
    );
    expect(bad.statusCode).toBe(400);
    const poisoned = await t.request(
      user,
      'PATCH',
      '/api/employees/user-profile/',
      '{"__proto__": {"x": 1}}',
      JSON_TYPE,
    );
    expect(poisoned.statusCode).toBe(400);
  });
});

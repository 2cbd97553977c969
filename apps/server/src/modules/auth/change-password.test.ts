import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const CHANGE = '/api/base/change-password/';
const signIn = async (username: string, password: string) =>
  t.request(null, 'POST', '/api/base/login/', { username, password });

describe('POST /api/base/change-password/ (the settings page form)', () => {
  it('requires the current password, per field', async () => {
    const user = await t.createUser({ shops: [await t.createShop()] });
    const missing = await t.request(user, 'POST', CHANGE, { new_password: 'a-new-long-password' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['current_password']);
    const blank = await t.request(user, 'POST', CHANGE, {
      current_password: '',
      new_password: 'short',
    });
    expect(blank.json()).toEqual({
      current_password: ['This field may not be blank.'],
      new_password: ['Use at least 10 characters.'],
    });
    // Nothing changed: the old password still signs in.
    expect((await signIn(user.username, user.password)).statusCode).toBe(200);
  });

  it("revokes the user's other sessions and keeps this one", async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const colleague = await t.createUser({ shops: [shop] });
    const other = { token: (await signIn(user.username, user.password)).json().key as string };
    const res = await t.request(user, 'POST', CHANGE, {
      current_password: user.password,
      new_password: 'a-new-long-password',
    });
    expect(res.statusCode, res.body).toBe(200);

    expect((await t.request(user, 'GET', '/api/employees/user-profile/')).statusCode).toBe(200);
    expect((await t.request(other, 'GET', '/api/employees/user-profile/')).statusCode).toBe(401);
    expect((await t.request(colleague, 'GET', '/api/employees/user-profile/')).statusCode).toBe(
      200,
    );
    expect((await signIn(user.username, user.password)).statusCode).toBe(400);
    expect((await signIn(user.username, 'a-new-long-password')).statusCode).toBe(200);
  });
});

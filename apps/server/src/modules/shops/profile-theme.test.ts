import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const PROFILE = '/api/employees/user-profile/';

describe('the theme on the profile (spec 1 section 4)', () => {
  it('starts light, is saved per user and survives a new sign-in', async () => {
    const shop = await t.createShop();
    const [me, colleague] = [
      await t.createUser({ shops: [shop] }),
      await t.createUser({ shops: [shop] }),
    ];
    expect((await t.request(me, 'GET', PROFILE)).json().theme).toBe('light');

    const saved = await t.request(me, 'PATCH', PROFILE, { theme: 'dark' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().theme).toBe('dark');

    const login = await t.request(null, 'POST', '/api/base/login/', {
      username: me.username,
      password: me.password,
    });
    const fresh = { token: login.json().key as string };
    expect((await t.request(fresh, 'GET', PROFILE)).json().theme).toBe('dark');
    expect((await t.request(colleague, 'GET', PROFILE)).json().theme).toBe('light');
  });

  it('keeps the theme when only the names change, and the names when only the theme does', async () => {
    const me = await t.createUser({ shops: [] });
    await t.request(me, 'PATCH', PROFILE, { theme: 'auto' });
    await t.request(me, 'PATCH', PROFILE, { first_name: 'Robin' });
    expect((await t.request(me, 'GET', PROFILE)).json()).toMatchObject({
      first_name: 'Robin',
      theme: 'auto',
    });
  });

  it('refuses an unknown theme with a field error and changes nothing', async () => {
    const me = await t.createUser({ shops: [] });
    const res = await t.request(me, 'PATCH', PROFILE, { theme: 'blue', first_name: 'Changed' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ theme: ['Choose one of: light, dark, auto.'] });
    expect((await t.request(me, 'GET', PROFILE)).json()).toMatchObject({
      first_name: 'Test',
      theme: 'light',
    });
  });
});

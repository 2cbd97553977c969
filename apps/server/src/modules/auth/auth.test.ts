import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '@fleetdesk/contract/auth';
import { setupTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const login = (username: string, password: string) =>
  t.request(null, 'POST', '/api/base/login/', { username, password });

describe('POST /api/base/login/', () => {
  it('signs a member in with a token for their only shop', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    const res = await login(user.username.toUpperCase(), user.password);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      has_shop_assignment: true,
      has_user_profile: true,
      needs_shop_selection: false,
      user: { email: user.email },
    });
    expect(body.key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const ctx = await t.request({ token: body.key }, 'GET', '/api/base/auth-config/');
    expect(ctx.statusCode).toBe(200);
  });

  it('asks for a shop choice when the user has several and none was used before', async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [a, b] });
    const body = (await login(user.username, user.password)).json();
    expect(body.needs_shop_selection).toBe(true);
    expect(body.key).toEqual(expect.any(String));
  });

  it('gives no token to a user without a shop', async () => {
    const user = await t.createUser({ shops: [], profile: false });
    const body = (await login(user.username, user.password)).json();
    expect(body).toMatchObject({ key: null, has_shop_assignment: false, has_user_profile: false });
  });

  it('refuses a wrong password with an error field', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const res = await login(user.username, 'wrong-password');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: 'Unable to log in with provided credentials.' });
  });

  it('reports blank fields per field', async () => {
    const res = await t.request(null, 'POST', '/api/base/login/', { username: ' ', password: '' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      username: ['This field may not be blank.'],
      password: ['This field may not be blank.'],
    });
  });

  it('rejects malformed JSON with a 400, not a 500', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/base/login/',
      headers: { 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().detail).toEqual(expect.any(String));
  });

  it('throttles a username after repeated failures, even for the right password', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      expect((await login(user.username, `bad-${i}`)).statusCode).toBe(400);
    }
    const res = await login(user.username, user.password);
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/Too many failed sign-in attempts.*Try again in \d+ minute/);
  });
});

describe('tokens', () => {
  it('rejects calls without a token, with an unknown one, and after logout', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    expect((await t.request(null, 'POST', '/api/base/logout/')).statusCode).toBe(401);
    expect(
      (await t.request({ token: 'x'.repeat(43) }, 'POST', '/api/base/logout/')).statusCode,
    ).toBe(401);
    expect((await t.request(user, 'POST', '/api/base/logout/')).statusCode).toBe(200);
    const again = await t.request(user, 'POST', '/api/base/logout/');
    expect(again.statusCode).toBe(401);
    expect(again.json()).toEqual({ detail: 'Invalid or expired token.' });
  });

  it('answers 401 before looking at the body of a request without a token', async () => {
    const res = await t.request(null, 'POST', '/api/base/change-password/', { new_password: 1 });
    expect(res.statusCode).toBe(401);
  });

  it('accepts the token only in the header, never in the URL', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const res = await t.request(null, 'POST', `/api/base/logout/?token=${user.token}`);
    expect(res.statusCode).toBe(401);
  });

  it('changing the password revokes the other sessions and checks the current one', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const other = (await login(user.username, user.password)).json().key as string;
    const wrong = await t.request(user, 'POST', '/api/base/change-password/', {
      current_password: 'nope',
      new_password: 'a-new-long-password',
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toEqual({ current_password: ['The current password is not correct.'] });
    const ok = await t.request(user, 'POST', '/api/base/change-password/', {
      current_password: user.password,
      new_password: 'a-new-long-password',
    });
    expect(ok.statusCode).toBe(200);
    expect((await t.request({ token: other }, 'POST', '/api/base/logout/')).statusCode).toBe(401);
    expect((await login(user.username, 'a-new-long-password')).statusCode).toBe(200);
  });
});

describe('Google sign-in against a local fake of Google', () => {
  let google: Server;
  let base: string;
  let g: TestApp;
  const tokens: Record<string, object> = {};

  beforeAll(async () => {
    google = createServer((req, res) => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      const info = tokens[url.searchParams.get('access_token') ?? ''];
      res.setHeader('content-type', 'application/json');
      if (url.pathname === '/tokeninfo' && info) return res.end(JSON.stringify(info));
      res.statusCode = 400;
      res.end(JSON.stringify({ error: 'invalid_token' }));
    });
    await new Promise<void>((r) => google.listen(0, '127.0.0.1', r));
    base = `http://127.0.0.1:${(google.address() as AddressInfo).port}`;
    g = await setupTestApp({
      GOOGLE_CLIENT_ID: 'fleetdesk-test.apps.googleusercontent.com',
      GOOGLE_TOKENINFO_URL: `${base}/tokeninfo`,
      GOOGLE_USERINFO_URL: `${base}/userinfo`,
    });
  });
  afterAll(async () => {
    await g.close();
    google.close();
  });

  it('signs in the user whose verified e-mail Google vouches for, for our audience only', async () => {
    const shop = await g.createShop();
    const user = await g.createUser({ shops: [shop] });
    tokens.good = {
      aud: 'fleetdesk-test.apps.googleusercontent.com',
      email: user.email,
      email_verified: 'true',
    };
    tokens.otherApp = { aud: 'someone-else', email: user.email, email_verified: 'true' };
    tokens.unverified = {
      aud: 'fleetdesk-test.apps.googleusercontent.com',
      email: user.email,
      email_verified: 'false',
    };

    const ok = await g.request(null, 'POST', '/api/base/login/google/', { access_token: 'good' });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toMatchObject({ has_shop_assignment: true, user: { email: user.email } });

    for (const [token, message] of [
      ['otherApp', /another application/],
      ['unverified', /no verified e-mail/],
      ['unknown', /could not be verified/],
    ] as const) {
      const res = await g.request(null, 'POST', '/api/base/login/google/', { access_token: token });
      expect(res.statusCode).toBe(400);
      expect(res.json().error).toMatch(message);
    }
  });

  it('reports the sign-in options for the login page', async () => {
    const res = await g.request(null, 'GET', '/api/base/auth-config/');
    expect(res.json()).toMatchObject({
      google_enabled: true,
      google_client_id: 'fleetdesk-test.apps.googleusercontent.com',
      app_name: 'Fleetdesk',
    });
    const off = await t.request(null, 'GET', '/api/base/auth-config/');
    expect(off.json()).toMatchObject({ google_enabled: false, google_client_id: null });
  });
});

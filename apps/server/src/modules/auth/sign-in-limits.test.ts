import { randomInt, randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGIN_FAILURE_LIMIT } from '@fleetdesk/contract/auth';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { loadConfig } from '../../config';
import { signInAttempts } from './auth.tables';
import { pruneNowAndThen } from './sign-in-limits';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/**
 * An address of this test alone: the PostgreSQL test database is shared by every test file, and
 * the per-address limit counts every sign-in from one address.
 */
const newAddress = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`;

function signIn(
  app: TestApp,
  username: string,
  password: string,
  from: { remoteAddress?: string; forwardedFor?: string } = {},
) {
  return app.app.inject({
    method: 'POST',
    url: '/api/base/login/',
    payload: { username, password },
    remoteAddress: from.remoteAddress ?? newAddress(),
    headers: from.forwardedFor ? { 'x-forwarded-for': from.forwardedFor } : {},
  });
}

/** Moves the key's attempts back in time, as if `minutes` had passed. */
async function age(key: string, minutes: number) {
  await t.db
    .update(signInAttempts)
    .set({ attemptedAt: sql`${signInAttempts.attemptedAt} - make_interval(mins => ${minutes})` })
    .where(and(eq(signInAttempts.kind, 'account'), eq(signInAttempts.key, key)));
}

const attemptsOf = (kind: 'account' | 'address', key: string) =>
  t.db
    .select()
    .from(signInAttempts)
    .where(and(eq(signInAttempts.kind, kind), eq(signInAttempts.key, key)));

describe('per-account throttle', () => {
  it(`evaluates at most ${LOGIN_FAILURE_LIMIT} of 30 simultaneous wrong passwords, then refuses even the right one until the window passes`, async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const from = { remoteAddress: newAddress() };
    const replies = await Promise.all(
      Array.from({ length: 30 }, (_, i) => signIn(t, user.username, `wrong-${i}`, from)),
    );
    const statuses = replies.map((r) => r.statusCode);
    // Admitted one at a time per account: exactly the limit is evaluated, never more.
    const evaluated = statuses.filter((s) => s === 400).length;
    expect(evaluated).toBe(LOGIN_FAILURE_LIMIT);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - evaluated);
    const refused = replies.find((r) => r.statusCode === 429)!.json();
    expect(refused.error).toMatch(
      /^Too many failed sign-in attempts for this account\. Try again in \d+ minutes?\.$/,
    );
    // Refused attempts are not recorded: what stays is the evaluated failures.
    expect(await attemptsOf('account', `user:${user.id}`)).toHaveLength(evaluated);
    // Even the right password waits for the window.
    expect((await signIn(t, user.username, user.password)).statusCode).toBe(429);

    await age(`user:${user.id}`, 16);
    const ok = await signIn(t, user.username, user.password);
    expect(ok.statusCode).toBe(200);
    // A success clears the account's failures.
    expect(await attemptsOf('account', `user:${user.id}`)).toHaveLength(0);
  });

  it('counts per user: the name in another case or with spaces shares one count', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const variants = [user.username.toUpperCase(), ` ${user.username} `, user.username];
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const res = await signIn(t, variants[i % variants.length]!, `bad-${i}`);
      expect(res.statusCode).toBe(400);
    }
    expect((await signIn(t, user.username.toUpperCase(), user.password)).statusCode).toBe(429);
    expect(await attemptsOf('account', `user:${user.id}`)).toHaveLength(LOGIN_FAILURE_LIMIT);
    // Another user is not affected.
    const other = await t.createUser({ shops: [shop] });
    expect((await signIn(t, other.username, other.password)).statusCode).toBe(200);
  });

  it('keys a name nobody has by the name itself, in any case', async () => {
    const ghost = `Ghost_${randomUUID().slice(0, 8)}`;
    for (let i = 0; i < LOGIN_FAILURE_LIMIT; i++) {
      const name = i % 2 ? ghost.toUpperCase() : ghost.toLowerCase();
      expect((await signIn(t, name, 'whatever-password')).statusCode).toBe(400);
    }
    expect((await signIn(t, ghost, 'whatever-password')).statusCode).toBe(429);
    expect(await attemptsOf('account', `name:${ghost.toLowerCase()}`)).toHaveLength(
      LOGIN_FAILURE_LIMIT,
    );
  });
});

describe('pruning old attempts', () => {
  it("drops the key's attempts that left the window when it tries again", async () => {
    const name = `prune_${randomUUID().slice(0, 8)}`;
    await t.db.insert(signInAttempts).values(
      Array.from({ length: 5 }, () => ({
        kind: 'account' as const,
        key: `name:${name}`,
        attemptedAt: sql`now() - interval '20 minutes'`,
      })),
    );
    expect(await attemptsOf('account', `name:${name}`)).toHaveLength(5);
    expect((await signIn(t, name, 'nope-nope-nope')).statusCode).toBe(400);
    expect(await attemptsOf('account', `name:${name}`)).toHaveLength(1);
  });

  it('sweeps out every key older than the longest window now and then', async () => {
    const stale = `stale_${randomUUID().slice(0, 8)}`;
    const fresh = `fresh_${randomUUID().slice(0, 8)}`;
    await t.db.insert(signInAttempts).values([
      { kind: 'account', key: `name:${stale}`, attemptedAt: sql`now() - interval '16 minutes'` },
      { kind: 'address', key: stale, attemptedAt: sql`now() - interval '16 minutes'` },
      { kind: 'account', key: `name:${fresh}`, attemptedAt: sql`now() - interval '14 minutes'` },
    ]);
    const later = Date.now() + 60 * 60_000;
    expect(await pruneNowAndThen(t.db, t.config, later)).toBe(true);
    // Not again within five minutes of the last sweep.
    expect(await pruneNowAndThen(t.db, t.config, later + 60_000)).toBe(false);
    expect(await attemptsOf('account', `name:${stale}`)).toHaveLength(0);
    expect(await attemptsOf('address', stale)).toHaveLength(0);
    expect(await attemptsOf('account', `name:${fresh}`)).toHaveLength(1);
  });
});

describe('per-address limit', () => {
  let limited: TestApp;
  let proxied: TestApp;
  beforeAll(async () => {
    limited = await setupTestApp({ SIGN_IN_ADDRESS_LIMIT: 3 });
    proxied = await setupTestApp({ SIGN_IN_ADDRESS_LIMIT: 3, TRUST_PROXY: ['127.0.0.1'] });
  });
  afterAll(async () => {
    await limited.close();
    await proxied.close();
  });

  const names = () => Array.from({ length: 5 }, () => `nobody_${randomUUID().slice(0, 8)}`);

  it('refuses the attempt past the limit from one address, whatever names it tries, for both sign-ins', async () => {
    const address = newAddress();
    const [a, b, c, d] = names();
    for (const name of [a, b, c]) {
      const res = await signIn(limited, name!, 'some-password', { remoteAddress: address });
      expect(res.statusCode).toBe(400);
    }
    const refused = await signIn(limited, d!, 'some-password', { remoteAddress: address });
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toEqual({
      error: expect.stringMatching(
        /^Too many sign-in attempts from this address\. Try again in \d+ minutes?\.$/,
      ),
    });
    const google = await limited.app.inject({
      method: 'POST',
      url: '/api/base/login/google/',
      payload: { access_token: 'anything' },
      remoteAddress: address,
    });
    expect(google.statusCode).toBe(429);
    // Another address is not affected.
    expect((await signIn(limited, d!, 'some-password')).statusCode).toBe(400);
  });

  it('ignores X-Forwarded-For without TRUST_PROXY', async () => {
    const address = newAddress();
    const statuses = [];
    for (const name of names().slice(0, 4)) {
      const res = await signIn(limited, name, 'some-password', {
        remoteAddress: address,
        forwardedFor: newAddress(),
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
  });

  it('takes the client from X-Forwarded-For only when the proxy is trusted', async () => {
    // Through the trusted proxy (127.0.0.1): each client has its own count.
    const client = newAddress();
    const statuses = [];
    for (const name of names().slice(0, 4)) {
      const res = await signIn(proxied, name, 'some-password', {
        remoteAddress: '127.0.0.1',
        forwardedFor: client,
      });
      statuses.push(res.statusCode);
    }
    expect(statuses).toEqual([400, 400, 400, 429]);
    const otherClient = await signIn(proxied, 'someone', 'some-password', {
      remoteAddress: '127.0.0.1',
      forwardedFor: newAddress(),
    });
    expect(otherClient.statusCode).toBe(400);

    // From an address that is not the proxy, the header is a forgery and ignored.
    const direct = newAddress();
    const forged = [];
    for (const name of names().slice(0, 4)) {
      const res = await signIn(proxied, name, 'some-password', {
        remoteAddress: direct,
        forwardedFor: newAddress(),
      });
      forged.push(res.statusCode);
    }
    expect(forged).toEqual([400, 400, 400, 429]);
  });
});

describe('TRUST_PROXY', () => {
  const parse = (value?: string) =>
    loadConfig(value === undefined ? {} : { TRUST_PROXY: value }).TRUST_PROXY;

  it('defaults to trusting no proxy and accepts true, a hop count or addresses / ranges', () => {
    expect(parse()).toBe(false);
    expect(parse('false')).toBe(false);
    expect(parse('true')).toBe(true);
    expect(parse('1')).toBe(1);
    expect(parse('10.0.0.0/8, 192.168.1.7,::1, fd00::/8, loopback')).toEqual([
      '10.0.0.0/8',
      '192.168.1.7',
      '::1',
      'fd00::/8',
      'loopback',
    ]);
  });

  it('refuses anything else, naming the variable', () => {
    for (const bad of ['yes', '10.0.0.0/33', 'proxy.example.com', '10.0.0.1/8/8', '-1']) {
      expect(() => parse(bad)).toThrow(/TRUST_PROXY/);
    }
  });

  it('with a hop count, takes the address the nearest proxy saw', async () => {
    const hops = await setupTestApp({ TRUST_PROXY: 1 });
    const forged = newAddress();
    const real = newAddress();
    const res = await hops.app.inject({
      method: 'POST',
      url: '/api/base/login/',
      payload: { username: `hop_${randomUUID().slice(0, 8)}`, password: 'some-password' },
      remoteAddress: '127.0.0.1',
      headers: { 'x-forwarded-for': `${forged}, ${real}` },
    });
    expect(res.statusCode).toBe(400);
    const counted = await hops.db
      .select()
      .from(signInAttempts)
      .where(eq(signInAttempts.kind, 'address'));
    expect(counted.map((a) => a.key)).toContain(real);
    expect(counted.map((a) => a.key)).not.toContain(forged);
    await hops.close();
  });
});

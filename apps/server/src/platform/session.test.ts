import { eq } from 'drizzle-orm';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../test/helpers';
import { authTokens } from '../modules/auth/auth.tables';
import { hashToken } from '../modules/auth/tokens';
import { locations } from '../modules/shops/shops.tables';
import { SESSIONS } from '../modules/index';
import { sessionPlugin, shopOf } from './session';

/** The request's transaction: a read runs read-only, unless its route says it writes. */

let t: TestApp;
let shop: TestShop;
let user: TestUser;
let probe: FastifyInstance;

const addLocation = (name: string) => async (req: Parameters<typeof shopOf>[0]) => {
  const ctx = shopOf(req);
  await ctx.db.insert(locations).values({ shopId: ctx.shopId, name });
  return { ok: true };
};

const locationNamed = (name: string) =>
  t.inShop(shop, (db) => db.select().from(locations).where(eq(locations.name, name)));

beforeAll(async () => {
  t = await setupTestApp();
  shop = await t.createShop();
  user = await t.createUser({ shops: [shop] });
  probe = Fastify();
  await probe.register(sessionPlugin, { ...t.deps, sessions: SESSIONS });
  probe.get('/read/', { config: { anyMember: true } }, addLocation('Written by a read'));
  probe.get(
    '/read-that-writes/',
    { config: { anyMember: true, writesOnRead: true } },
    addLocation('Written on first read'),
  );
  await probe.ready();
});
afterAll(async () => {
  await probe.close();
  await t.close();
});

const get = (url: string) =>
  probe.inject({ method: 'GET', url, headers: { authorization: `Token ${user.token}` } });

describe('the transaction of a read', () => {
  it('is read-only: a GET that tries to write fails and writes nothing', async () => {
    const res = await get('/read/');
    expect(res.statusCode).toBe(500);
    expect(await locationNamed('Written by a read')).toEqual([]);
  });

  it('a route that declares writesOnRead may write on a GET', async () => {
    const res = await get('/read-that-writes/');
    expect(res.statusCode).toBe(200);
    expect(await locationNamed('Written on first read')).toHaveLength(1);
  });

  it('still marks the token used (on its own connection) when a minute has passed', async () => {
    const tokenRow = eq(authTokens.tokenHash, hashToken(user.token));
    const twoMinutesAgo = new Date(Date.now() - 120_000);
    await t.db.update(authTokens).set({ lastUsedAt: twoMinutesAgo }).where(tokenRow);
    const res = await t.request(user, 'GET', '/api/vehicles/vehicles/');
    expect(res.statusCode).toBe(200);
    await vi.waitFor(async () => {
      const [row] = await t.db
        .select({ used: authTokens.lastUsedAt })
        .from(authTokens)
        .where(tokenRow);
      expect(row!.used.getTime()).toBeGreaterThan(twoMinutesAgo.getTime() + 60_000);
    });
  });
});

import { count, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { users } from '../modules/auth';
import { shops } from '../modules/shops';
import { hasNoUsers, seedDemoIfWanted } from './demo';
import { startupNotice } from './startup-notice';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/**
 * The demo's own users and shops: on the shared PostgreSQL test database other files add users
 * and shops while this one runs, so only the demo's are counted.
 */
const DEMO_USERS = ['admin', 'manager', 'coordinator', 'technician', 'viewer', 'noshop'];
const DEMO_SHOPS = ['Northside Collision', 'Harbor Auto Body'];
const counts = async () => ({
  users: (
    await t.db.select({ n: count() }).from(users).where(inArray(users.username, DEMO_USERS))
  )[0]!.n,
  shops: (await t.db.select({ n: count() }).from(shops).where(inArray(shops.name, DEMO_SHOPS)))[0]!
    .n,
});

describe('a server database (DATABASE_URL) starts empty', () => {
  it('is not seeded unless SEED_DEMO=true, even when it has no users', async () => {
    const before = await counts();
    const server = { ...t.config, DATABASE_URL: 'postgres://fleetdesk@db.example:5432/fleetdesk' };
    for (const SEED_DEMO of [undefined, false]) {
      expect(await seedDemoIfWanted(t.db, { ...server, SEED_DEMO }, t.deps.storage)).toBeNull();
    }
    expect(await counts()).toEqual(before);
    // A fresh PGlite database has no users (the shared PostgreSQL test database may have some):
    // it stays empty, and the demo's superuser does not exist.
    if (await hasNoUsers(t.db)) {
      const demoAdmin = await t.request(null, 'POST', '/api/base/login/', {
        username: 'admin',
        password: 'fleetdesk-demo',
      });
      expect(demoAdmin.statusCode).toBe(400);
    }
  });
});

describe('the start-up notice', () => {
  const base = { appName: 'Fleetdesk', url: 'http://localhost:3000' };

  it('says the demo accounts are for trying the product, not for real data', () => {
    const notice = startupNotice({
      ...base,
      demo: { usernames: ['admin', 'viewer'], passwordHint: 'fleetdesk-demo' },
      noUsers: false,
    });
    expect(notice?.level).toBe('info');
    expect(notice?.message).toContain('Sign in with one of the demo accounts: admin, viewer');
    expect(notice?.message).toContain(
      'The demo accounts are for trying Fleetdesk, not for real data',
    );
  });

  it('tells how to create the first administrator of an empty database', () => {
    const notice = startupNotice({ ...base, demo: null, noUsers: true });
    expect(notice?.level).toBe('warn');
    expect(notice?.message).toContain(
      "npm run cli -- create-user --superuser --username <name> --email <address> --password '<a long password>'",
    );
  });

  it('says nothing once there are accounts', () => {
    expect(startupNotice({ ...base, demo: null, noUsers: false })).toBeNull();
  });
});

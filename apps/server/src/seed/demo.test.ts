import { count, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { users } from '../modules/auth';
import { locations, memberships, shops } from '../modules/shops';
import { vehicles } from '../modules/vehicles';
import { documents } from '../modules/documents';
import { seedDemoIfWanted } from './demo';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const DEMO_USERS = ['admin', 'manager', 'coordinator', 'technician', 'viewer', 'noshop'];
const login = (username: string) =>
  t.request(null, 'POST', '/api/base/login/', { username, password: t.config.DEMO_PASSWORD });
const userCount = async () => (await t.db.select({ n: count() }).from(users))[0]!.n;

describe('demo seed', () => {
  it('seeds on a first start (SEED_DEMO unset) only when nobody has an account yet', async () => {
    const before = await userCount();
    const result = await seedDemoIfWanted(
      t.db,
      { ...t.config, SEED_DEMO: undefined },
      t.deps.storage,
    );
    // A fresh PGlite database is empty; the shared PostgreSQL test database may not be.
    if (before === 0) expect(result?.usernames).toEqual(DEMO_USERS);
    else expect(result).toBeNull();
    expect(
      await seedDemoIfWanted(t.db, { ...t.config, SEED_DEMO: undefined }, t.deps.storage),
    ).toBeNull();
    expect(
      await seedDemoIfWanted(t.db, { ...t.config, SEED_DEMO: false }, t.deps.storage),
    ).toBeNull();
  });

  it('creates the shops, locations, users and roles, and a second run changes nothing', async () => {
    const first = await seedDemoIfWanted(t.db, { ...t.config, SEED_DEMO: true }, t.deps.storage);
    expect(first).toEqual({ usernames: DEMO_USERS, passwordHint: 'fleetdesk-demo' });
    const snapshot = async () => {
      const demoShops = await t.db
        .select()
        .from(shops)
        .where(inArray(shops.name, ['Northside Collision', 'Harbor Auto Body']));
      const ids = demoShops.map((s) => s.id);
      return {
        users: await t.db
          .select({ id: users.id, email: users.email })
          .from(users)
          .where(inArray(users.username, DEMO_USERS)),
        shops: demoShops,
        // Tenant rows shop by shop, as each shop sees them (row-level security).
        memberships: (
          await Promise.all(
            ids.map((id) =>
              t.inShop(id, (db) => db.select().from(memberships).where(eq(memberships.shopId, id))),
            ),
          )
        ).flat(),
        locations: (
          await Promise.all(
            ids.map((id) =>
              t.inShop(id, (db) => db.select().from(locations).where(eq(locations.shopId, id))),
            ),
          )
        ).flat(),
      };
    };
    const before = await snapshot();
    expect(await seedDemoIfWanted(t.db, { ...t.config, SEED_DEMO: true }, t.deps.storage)).toEqual(
      first,
    );
    expect(await snapshot()).toEqual(before);
    expect(before.shops).toHaveLength(2);
    expect(new Set(before.users.map((u) => u.email)).size).toBe(6);
    // Each demo shop starts with its fleet (issue 3: 40+ vehicles), once.
    for (const shop of before.shops) {
      const [fleet] = await t.inShop(shop.id, (db) =>
        db.select({ n: count() }).from(vehicles).where(eq(vehicles.shopId, shop.id)),
      );
      expect(fleet!.n).toBeGreaterThanOrEqual(40);
      // ...and a few documents whose files really are in storage.
      const docs = await t.inShop(shop.id, (db) =>
        db.select().from(documents).where(eq(documents.shopId, shop.id)),
      );
      expect(docs.map((d) => d.documentType).sort()).toEqual([
        'inspection',
        'registration',
        'title',
      ]);
      for (const d of docs) expect(await t.deps.storage.exists(d.storageKey)).toBe(true);
      expect(docs.find((d) => d.documentType === 'registration')?.registrationId).not.toBeNull();
    }

    const admin = (await login('admin')).json();
    expect(admin).toMatchObject({ has_shop_assignment: true, needs_shop_selection: true });
    const shopsOfAdmin = (
      await t.request({ token: admin.key }, 'GET', '/api/employees/available-shops/')
    ).json();
    expect(shopsOfAdmin.shops.map((s: { name: string; role: string }) => [s.name, s.role])).toEqual(
      [
        ['Harbor Auto Body', 'Administrator'],
        ['Northside Collision', 'Administrator'],
      ],
    );
    const northside = shopsOfAdmin.shops.find(
      (s: { name: string }) => s.name === 'Northside Collision',
    ).id;
    await t.request({ token: admin.key }, 'POST', '/api/employees/switch-shop/', {
      shop_id: northside,
    });
    const ctx = (
      await t.request({ token: admin.key }, 'GET', '/api/employees/current-context/')
    ).json();
    expect(ctx.user).toMatchObject({ username: 'admin', first_name: 'Alex', is_superuser: true });
    const locs = (await t.request({ token: admin.key }, 'GET', '/api/shops/locations/')).json();
    expect(locs.results.map((l: { name: string }) => l.name)).toEqual([
      'Detail Bay',
      'Main Shop',
      'North Lot',
    ]);
    const roles = (await t.request({ token: admin.key }, 'GET', '/api/shops/members/')).json();
    expect(
      Object.fromEntries(
        roles.results.map((m: { user: { username: string }; role: string }) => [
          m.user.username,
          m.role,
        ]),
      ),
    ).toEqual({
      admin: 'administrator',
      manager: 'fleet_manager',
      coordinator: 'fleet_coordinator',
      technician: 'service_technician',
      viewer: 'vehicle_viewer',
    });

    expect(before.memberships).toHaveLength(7);
    expect(before.locations).toHaveLength(6);
    expect((await login('manager')).json()).toMatchObject({ needs_shop_selection: true });
    const technician = (await login('technician')).json();
    const context = (
      await t.request({ token: technician.key }, 'GET', '/api/employees/current-context/')
    ).json();
    expect(context).toMatchObject({
      current_shop: { name: 'Northside Collision', role: 'Service Technician' },
      user: { first_name: 'Marcus', last_name: 'Bell' },
    });
    const viewer = (await login('viewer')).json();
    expect(viewer).toMatchObject({ needs_shop_selection: false, has_user_profile: true });
    expect((await login('noshop')).json()).toMatchObject({
      key: null,
      has_shop_assignment: false,
      has_user_profile: false,
    });
  });

  it('leaves a changed password alone and names a custom demo password only by its variable', async () => {
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.username, 'viewer'));
    const result = await seedDemoIfWanted(
      t.db,
      {
        ...t.config,
        SEED_DEMO: true,
        DEMO_PASSWORD: 'another-demo-secret',
      },
      t.deps.storage,
    );
    expect(result?.passwordHint).toBe('the value of DEMO_PASSWORD');
    expect((await login('viewer')).statusCode).toBe(400);
    await expect(
      seedDemoIfWanted(
        t.db,
        { ...t.config, SEED_DEMO: true, DEMO_PASSWORD: 'short' },
        t.deps.storage,
      ),
    ).rejects.toThrow(/DEMO_PASSWORD must have at least 10 characters/);
  });
});

describe('demo documents', () => {
  it('are real one-page PDFs a browser can open', async () => {
    const { onePagePdf } = await import('./demo-documents');
    const pdf = onePagePdf('Registration card (demo)').toString('latin1');
    expect(pdf.startsWith('%PDF-1.4')).toBe(true);
    // startxref points at the cross-reference table.
    const xref = Number(/startxref\n(\d+)/.exec(pdf)![1]);
    expect(pdf.slice(xref, xref + 4)).toBe('xref');
  });
});

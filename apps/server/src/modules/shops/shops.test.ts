import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isoDateInZone } from '@fleetdesk/contract/rules/shop-day';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { inScope } from '../../platform/tenancy';
import { authTokens, userProfiles, users } from '../auth/auth.tables';
import { memberships } from './shops.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

/** A shop created without a time zone counts its dates in UTC. */
const inUtc = () => ({ time_zone: 'UTC', today: isoDateInZone(new Date(), 'UTC') });

const tokenShop = async (userId: number) => {
  const [row] = await t.db
    .select({ shop: authTokens.currentShopId })
    .from(authTokens)
    .where(eq(authTokens.userId, userId));
  return row?.shop ?? null;
};

describe('GET /api/employees/current-context/', () => {
  it('reports the current shop with its role name and the user', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    const res = await t.request(user, 'GET', '/api/employees/current-context/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      current_shop: { id: shop.id, name: shop.name, role: 'Fleet Manager', ...inUtc() },
      needs_shop_selection: false,
      user: {
        id: user.id,
        username: user.username,
        email: user.email,
        first_name: 'Test',
        last_name: expect.any(String),
        is_superuser: false,
      },
    });
  });

  it('asks for a choice when several shops are active and none is selected', async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [a, b], currentShop: null });
    const body = (await t.request(user, 'GET', '/api/employees/current-context/')).json();
    expect(body).toMatchObject({ current_shop: null, needs_shop_selection: true });
  });

  it('selects the only active shop on the token by itself', async () => {
    const [inactive, active] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({
      shops: [inactive, active],
      inactiveMembership: true,
      currentShop: null,
    });
    const body = (await t.request(user, 'GET', '/api/employees/current-context/')).json();
    expect(body).toMatchObject({ current_shop: { id: active.id }, needs_shop_selection: false });
    expect(await tokenShop(user.id)).toBe(active.id);
  });

  it('does not count a membership deactivated since the shop was chosen', async () => {
    const [a, b, c] = [await t.createShop(), await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [a, b, c], inactiveMembership: true, currentShop: a });
    const body = (await t.request(user, 'GET', '/api/employees/current-context/')).json();
    expect(body).toMatchObject({ current_shop: null, needs_shop_selection: true });
  });

  it('gives empty names to a user without a profile, and needs a token', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], profile: false, superuser: true });
    const body = (await t.request(user, 'GET', '/api/employees/current-context/')).json();
    expect(body.user).toMatchObject({ first_name: '', last_name: '', is_superuser: true });
    expect((await t.request(null, 'GET', '/api/employees/current-context/')).statusCode).toBe(401);
  });
});

describe('GET /api/employees/available-shops/', () => {
  it("lists all the user's memberships, inactive ones marked, the current one ticked", async () => {
    const [a, b, other] = [
      await t.createShop('Zeta Body'),
      await t.createShop('Alpha Body'),
      await t.createShop(),
    ];
    await t.createUser({ shops: [other] });
    const user = await t.createUser({
      shops: [a, b],
      role: 'vehicle_viewer',
      inactiveMembership: true,
      currentShop: b,
    });
    const res = await t.request(user, 'GET', '/api/employees/available-shops/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      shops: [
        { id: b.id, name: 'Alpha Body', role: 'Vehicle Viewer', is_active: true, is_current: true },
        {
          id: a.id,
          name: 'Zeta Body',
          role: 'Vehicle Viewer',
          is_active: false,
          is_current: false,
        },
      ],
      current_shop: { id: b.id, name: 'Alpha Body', role: 'Vehicle Viewer', ...inUtc() },
    });
  });

  it('needs a token', async () => {
    expect((await t.request(null, 'GET', '/api/employees/available-shops/')).statusCode).toBe(401);
  });
});

describe('POST /api/employees/switch-shop/', () => {
  it('makes an active membership current on the token and for the next sign-in', async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({
      shops: [a, b],
      role: 'service_technician',
      currentShop: null,
    });
    const res = await t.request(user, 'POST', '/api/employees/switch-shop/', { shop_id: b.id });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      current_shop: { id: b.id, name: b.name, role: 'Service Technician', ...inUtc() },
    });
    expect(await tokenShop(user.id)).toBe(b.id);
    const [row] = await t.db
      .select({ last: users.lastShopId })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.last).toBe(b.id);
    const login = await t.request(null, 'POST', '/api/base/login/', {
      username: user.username,
      password: user.password,
    });
    expect(login.json().needs_shop_selection).toBe(false);
    // Shop-scoped calls now work in the chosen shop.
    expect((await t.request(user, 'GET', '/api/employees/users/')).statusCode).toBe(200);
  });

  it('answers "Shop not found" for a shop the user is not in, existing or not', async () => {
    const [mine, theirs] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [mine] });
    for (const id of [theirs.id, 99_999_999]) {
      const res = await t.request(user, 'POST', '/api/employees/switch-shop/', { shop_id: id });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ error: 'Shop not found' });
    }
    expect(await tokenShop(user.id)).toBe(mine.id);
  });

  it('refuses an inactive membership with 403', async () => {
    const [inactive, active] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({
      shops: [inactive, active],
      inactiveMembership: true,
      currentShop: active,
    });
    const res = await t.request(user, 'POST', '/api/employees/switch-shop/', {
      shop_id: inactive.id,
    });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ error: 'Your membership in this shop is inactive.' });
    expect(await tokenShop(user.id)).toBe(active.id);
  });

  it('validates shop_id and needs a token', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    for (const body of [{}, { shop_id: 'abc' }, { shop_id: -1 }]) {
      const res = await t.request(user, 'POST', '/api/employees/switch-shop/', body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ shop_id: ['Choose a shop.'] });
    }
    expect(
      (await t.request(null, 'POST', '/api/employees/switch-shop/', { shop_id: shop.id }))
        .statusCode,
    ).toBe(401);
  });
});

describe('GET /api/employees/users/', () => {
  it("lists the current shop's active members as options, never other shops' users", async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const me = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const colleague = await t.createUser({ shops: [shop, other] });
    const gone = await t.createUser({ shops: [shop], inactiveMembership: true });
    const stranger = await t.createUser({ shops: [other] });
    const res = await t.request(me, 'GET', '/api/employees/users/');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 2, total_pages: 1, next: null, previous: null });
    const ids = body.results.map((u: { id: number }) => u.id);
    expect(ids.sort()).toEqual([me.id, colleague.id].sort());
    expect(ids).not.toContain(gone.id);
    expect(ids).not.toContain(stranger.id);
    expect(body.results[0]).toEqual({
      id: expect.any(Number),
      first_name: 'Test',
      last_name: expect.any(String),
      email: expect.any(String),
    });
  });

  it('pages on request and validates the page size', async () => {
    const shop = await t.createShop();
    const me = await t.createUser({ shops: [shop] });
    await t.createUser({ shops: [shop] });
    const res = await t.request(me, 'GET', '/api/employees/users/?page_size=1&page=2');
    expect(res.json()).toMatchObject({
      count: 2,
      total_pages: 2,
      next: null,
      previous: '/api/employees/users/?page_size=1&page=1',
    });
    expect(res.json().results).toHaveLength(1);
    const bad = await t.request(me, 'GET', '/api/employees/users/?page_size=5000');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['page_size']);
  });

  it('needs a token and a selected shop', async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const undecided = await t.createUser({ shops: [a, b], currentShop: null });
    expect((await t.request(null, 'GET', '/api/employees/users/')).statusCode).toBe(401);
    expect((await t.request(undecided, 'GET', '/api/employees/users/')).statusCode).toBe(403);
  });
});

describe('/api/employees/user-profile/', () => {
  it('reads and updates the names and shop name; e-mail stays read-only', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    const got = await t.request(user, 'GET', '/api/employees/user-profile/');
    expect(got.json()).toEqual({
      email: user.email,
      first_name: 'Test',
      last_name: expect.any(String),
      shop_name: '',
      theme: 'light',
      date_joined: expect.any(String),
    });
    const res = await t.request(user, 'PATCH', '/api/employees/user-profile/', {
      email: 'changed@example.test',
      first_name: '  Dana ',
      last_name: 'Reyes',
      shop_name: 'Northside',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      email: user.email,
      first_name: 'Dana',
      last_name: 'Reyes',
      shop_name: 'Northside',
      theme: 'light',
      date_joined: expect.any(String),
    });
    const partial = await t.request(user, 'PATCH', '/api/employees/user-profile/', {
      last_name: 'Reyes-Ortiz',
    });
    expect(partial.json()).toMatchObject({
      first_name: 'Dana',
      last_name: 'Reyes-Ortiz',
      shop_name: 'Northside',
    });
  });

  it('creates the profile on the first save when the user has none', async () => {
    const user = await t.createUser({ shops: [], profile: false });
    const empty = await t.request(user, 'GET', '/api/employees/user-profile/');
    expect(empty.json()).toEqual({
      email: user.email,
      first_name: '',
      last_name: '',
      shop_name: '',
      theme: 'light',
      date_joined: expect.any(String),
    });
    const res = await t.request(user, 'PATCH', '/api/employees/user-profile/', {
      first_name: 'Kim',
    });
    expect(res.json()).toEqual({
      email: user.email,
      first_name: 'Kim',
      last_name: '',
      shop_name: '',
      theme: 'light',
      date_joined: expect.any(String),
    });
    const rows = await t.db.select().from(userProfiles).where(eq(userProfiles.userId, user.id));
    expect(rows).toHaveLength(1);
  });

  it('reports each invalid field', async () => {
    const user = await t.createUser({ shops: [] });
    const res = await t.request(user, 'PATCH', '/api/employees/user-profile/', {
      first_name: 'x'.repeat(151),
      last_name: 5,
      shop_name: 'y'.repeat(201),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      first_name: ['Ensure this field has no more than 150 characters.'],
      last_name: [expect.any(String)],
      shop_name: ['Ensure this field has no more than 200 characters.'],
    });
  });

  it('needs a token', async () => {
    expect((await t.request(null, 'GET', '/api/employees/user-profile/')).statusCode).toBe(401);
    expect(
      (await t.request(null, 'PATCH', '/api/employees/user-profile/', { first_name: 'A' }))
        .statusCode,
    ).toBe(401);
  });

  it('changes only the signed-in user', async () => {
    const shop = await t.createShop();
    const [me, other] = [
      await t.createUser({ shops: [shop] }),
      await t.createUser({ shops: [shop] }),
    ];
    await t.request(me, 'PATCH', '/api/employees/user-profile/', { first_name: 'Changed' });
    const theirs = (await t.request(other, 'GET', '/api/employees/user-profile/')).json();
    expect(theirs.first_name).toBe('Test');
    // The other user's own memberships, in every shop (as they would see them).
    const [m] = await inScope(t.db, { shopId: null, userId: other.id }, (db) =>
      db.select().from(memberships).where(eq(memberships.userId, other.id)),
    );
    expect(m?.shopId).toBe(shop.id);
  });
});

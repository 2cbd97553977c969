import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { HttpError } from '../../platform/errors';
import { inScope } from '../../platform/tenancy';
import { userProfiles, users } from '../auth/auth.tables';
import { addMember, createUser, setMemberPermission, setPassword } from './members.admin';
import { membershipPermissions, memberships } from './shops.tables';
import { isoDateInZone } from '@fleetdesk/contract/rules/shop-day';
import { createShop, listShops, resolveShop } from './shops.service';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const unique = () => randomUUID().slice(0, 8);
const login = (username: string, password: string) =>
  t.request(null, 'POST', '/api/base/login/', { username, password });

/** The reply body of the HttpError a use-case throws. */
async function failure(
  work: Promise<unknown>,
): Promise<{ status: number; body: Record<string, unknown> }> {
  try {
    await work;
  } catch (err) {
    if (err instanceof HttpError) return { status: err.statusCode, body: err.body };
    throw err;
  }
  throw new Error('expected the use-case to fail');
}

describe('shop use-cases (command line and seed)', () => {
  it('creates shops with a trimmed name and refuses a blank one', async () => {
    const shop = await createShop(t.db, `  Lakeside ${unique()}  `);
    expect(shop.name).toMatch(/^Lakeside \w+$/);
    expect(
      (await t.inShop(shop, (db) => listShops(db))).find((s) => s.id === shop.id),
    ).toMatchObject({
      name: shop.name,
      activeMembers: 0,
    });
    expect(await failure(createShop(t.db, '  '))).toEqual({
      status: 400,
      body: { name: ['This field may not be blank.'] },
    });
  });

  it('finds a shop by id or by name, and says when a name is ambiguous or unknown', async () => {
    const name = `Twin ${unique()}`;
    const [a, b] = [await createShop(t.db, name), await createShop(t.db, name)];
    expect(await resolveShop(t.db, { id: a.id })).toEqual(a);
    const twins = await failure(resolveShop(t.db, { name: name.toUpperCase() }));
    expect(twins.status).toBe(409);
    expect(twins.body.detail).toBe(
      `2 shops are named "${name.toUpperCase()}" (ids ${a.id}, ${b.id}); give the shop id instead.`,
    );
    expect((await failure(resolveShop(t.db, { name: 'No Such Shop' }))).body).toEqual({
      detail: 'No shop is named "No Such Shop".',
    });
    expect((await failure(resolveShop(t.db, { id: 2_000_000_000 }))).status).toBe(404);
  });
});

describe('user use-cases', () => {
  it('creates a user with a profile who can sign in once they have a shop', async () => {
    const username = `kim_${unique()}`;
    const user = await createUser(t.db, {
      username,
      email: `${username}@example.test`,
      password: 'a-long-password',
      first_name: 'Kim',
      last_name: 'Park',
    });
    expect(user.generatedPassword).toBeNull();
    const [profile] = await t.db
      .select()
      .from(userProfiles)
      .where(eq(userProfiles.userId, user.id));
    expect(profile).toMatchObject({ firstName: 'Kim', lastName: 'Park' });
    expect((await login(username, 'a-long-password')).json()).toMatchObject({
      has_shop_assignment: false,
      has_user_profile: true,
    });
    const shop = await createShop(t.db, `Shop ${unique()}`);
    await t.inShop(shop, (db) =>
      addMember(db, { username, shop: { id: shop.id }, role: 'fleet_coordinator' }),
    );
    const body = (await login(username, 'a-long-password')).json();
    expect(body).toMatchObject({ has_shop_assignment: true, needs_shop_selection: false });
    const ctx = await t.request({ token: body.key }, 'GET', '/api/employees/current-context/');
    expect(ctx.json().current_shop).toEqual({
      id: shop.id,
      name: shop.name,
      role: 'Fleet Coordinator',
      time_zone: 'UTC',
      today: isoDateInZone(new Date(), 'UTC'),
    });
  });

  it('generates a password when none is given', async () => {
    const username = `gen_${unique()}`;
    const user = await createUser(t.db, {
      username,
      email: `${username}@example.test`,
      is_superuser: true,
    });
    expect(user.generatedPassword).toMatch(/^[A-Za-z0-9_-]{16}$/);
    expect((await login(username, user.generatedPassword!)).statusCode).toBe(200);
    const [row] = await t.db
      .select({ su: users.isSuperuser })
      .from(users)
      .where(eq(users.id, user.id));
    expect(row?.su).toBe(true);
  });

  it('refuses duplicate usernames and e-mails, ignoring case, and invalid fields', async () => {
    const username = `dup_${unique()}`;
    await createUser(t.db, {
      username,
      email: `${username}@example.test`,
      password: 'a-long-password',
    });
    const dup = await failure(
      createUser(t.db, {
        username: username.toUpperCase(),
        email: `${username.toUpperCase()}@EXAMPLE.test`,
        password: 'a-long-password',
      }),
    );
    expect(dup).toEqual({
      status: 400,
      body: {
        username: ['A user with that username already exists.'],
        email: ['A user with that e-mail address already exists.'],
      },
    });
    const bad = await failure(
      createUser(t.db, { username: 'has space', email: 'nope', password: 'short' }),
    );
    expect(bad.body).toEqual({
      username: ['Use letters, digits and @ . + - _ only.'],
      email: ['Enter a valid e-mail address.'],
      password: ['Use at least 10 characters.'],
    });
  });

  it('sets a password and signs the user out everywhere', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    await setPassword(t.db, user.username, 'brand-new-password');
    expect((await t.request(user, 'GET', '/api/employees/current-context/')).statusCode).toBe(401);
    expect((await login(user.username, 'brand-new-password')).statusCode).toBe(200);
    expect((await failure(setPassword(t.db, user.username, 'short'))).body).toEqual({
      password: ['Use at least 10 characters.'],
    });
    expect((await failure(setPassword(t.db, 'nobody-here', 'long-enough-pw'))).status).toBe(404);
  });
});

describe('membership use-cases', () => {
  it('adds a member, and re-adding changes the role and reactivates', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [] });
    const added = await t.inShop(shop, (db) =>
      addMember(db, {
        username: user.username,
        shop: { name: shop.name },
        role: 'vehicle_viewer',
      }),
    );
    expect(added).toMatchObject({ created: true, role: 'vehicle_viewer', shop: { id: shop.id } });
    await t.inShop(shop, (db) =>
      db.update(memberships).set({ isActive: false }).where(eq(memberships.userId, user.id)),
    );
    const again = await t.inShop(shop, (db) =>
      addMember(db, {
        username: user.username,
        shop: { id: shop.id },
        role: 'fleet_manager',
      }),
    );
    expect(again).toMatchObject({
      created: false,
      previousRole: 'vehicle_viewer',
      role: 'fleet_manager',
    });
    // All of the user's memberships, in every shop (as the user sees their own).
    const rows = await inScope(t.db, { shopId: null, userId: user.id }, (db) =>
      db.select().from(memberships).where(eq(memberships.userId, user.id)),
    );
    expect(rows).toMatchObject([{ role: 'fleet_manager', isActive: true }]);
  });

  it('refuses an unknown role, user or shop', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [] });
    expect(
      (
        await failure(
          t.inShop(shop, (db) =>
            addMember(db, { username: user.username, shop: { id: shop.id }, role: 'owner' }),
          ),
        )
      ).body,
    ).toEqual({
      role: [
        'Unknown role "owner". Choose one of: administrator, fleet_manager, fleet_coordinator, service_technician, vehicle_viewer.',
      ],
    });
    expect(
      (
        await failure(
          t.inShop(shop, (db) =>
            addMember(db, { username: 'ghost', shop: { id: shop.id }, role: 'administrator' }),
          ),
        )
      ).body,
    ).toEqual({
      detail: 'No user has the username "ghost".',
    });
    expect(
      (
        await failure(
          t.inShop(shop, (db) =>
            addMember(db, {
              username: user.username,
              shop: { name: 'Nowhere' },
              role: 'administrator',
            }),
          ),
        )
      ).status,
    ).toBe(404);
  });

  it('grants and withdraws single permissions, which the gates obey', async () => {
    const shop = await t.createShop();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    await t.inShop(shop, (db) =>
      setMemberPermission(db, {
        username: viewer.username,
        shop: { id: shop.id },
        permission: 'canManageShopSettings',
        granted: true,
      }),
    );
    expect((await t.request(viewer, 'GET', '/api/shops/members/')).statusCode).toBe(200);
    await t.inShop(shop, (db) =>
      setMemberPermission(db, {
        username: viewer.username,
        shop: { id: shop.id },
        permission: 'canManageShopSettings',
        granted: false,
      }),
    );
    expect((await t.request(viewer, 'GET', '/api/shops/members/')).statusCode).toBe(403);
    const rows = await t.inShop(shop, (db) =>
      db
        .select()
        .from(membershipPermissions)
        .where(
          and(
            eq(membershipPermissions.shopId, shop.id),
            eq(membershipPermissions.permission, 'canManageShopSettings'),
          ),
        ),
    );
    expect(rows).toMatchObject([{ granted: false }]);
  });

  it('refuses an unknown permission and a user who is not a member', async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [other] });
    const unknown = await failure(
      t.inShop(other, (db) =>
        setMemberPermission(db, {
          username: user.username,
          shop: { id: other.id },
          permission: 'canFly',
          granted: true,
        }),
      ),
    );
    expect(unknown.body).toEqual({ permission: ['Unknown permission "canFly".'] });
    const outsider = await failure(
      t.inShop(shop, (db) =>
        setMemberPermission(db, {
          username: user.username,
          shop: { id: shop.id },
          permission: 'canAdd',
          granted: true,
        }),
      ),
    );
    expect(outsider).toEqual({
      status: 404,
      body: { detail: `${user.username} is not a member of ${shop.name}.` },
    });
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '@fleetdesk/contract/permissions';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { authTokens, userProfiles } from '../auth';
import { memberships } from './shops.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const URL = '/api/shops/members/';

async function membershipId(user: TestUser, shop: TestShop): Promise<number> {
  const [row] = await t.inShop(shop, (db) =>
    db
      .select({ id: memberships.id })
      .from(memberships)
      .where(and(eq(memberships.userId, user.id), eq(memberships.shopId, shop.id))),
  );
  return row!.id;
}

describe('GET /api/shops/members/', () => {
  it("lists the shop's members, inactive ones too, with role, overrides and effective permissions", async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const admin = await t.createUser({ shops: [shop] });
    const viewer = await t.createUser({
      shops: [shop, other],
      role: 'vehicle_viewer',
      grants: ['canAdd'],
      withdrawals: ['canViewMileage'],
    });
    const gone = await t.createUser({
      shops: [shop],
      role: 'fleet_coordinator',
      inactiveMembership: true,
    });
    const stranger = await t.createUser({ shops: [other] });
    const res = await t.request(admin, 'GET', URL);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 3, total_pages: 1, next: null, previous: null });
    const byUser = new Map(body.results.map((m: { user: { id: number } }) => [m.user.id, m]));
    expect(byUser.has(stranger.id)).toBe(false);
    expect(byUser.get(viewer.id)).toEqual({
      id: await membershipId(viewer, shop),
      user: {
        id: viewer.id,
        username: viewer.username,
        email: viewer.email,
        first_name: 'Test',
        last_name: expect.any(String),
        is_superuser: false,
      },
      role: 'vehicle_viewer',
      role_display: 'Vehicle Viewer',
      is_active: true,
      grants: ['canAdd'],
      withdrawals: ['canViewMileage'],
      permissions: [
        'canViewBasic',
        'canViewDetails',
        'canViewDocuments',
        'canViewService',
        'canAdd',
        'canViewLoaners',
      ],
      created_at: expect.any(String),
      last_active_at: expect.any(String),
    });
    expect(byUser.get(gone.id)).toMatchObject({
      is_active: false,
      role_display: 'Fleet Coordinator',
    });
    expect(byUser.get(admin.id)).toMatchObject({
      permissions: [...ROLE_PERMISSIONS.administrator],
    });
  });

  it('searches username, e-mail and name, a page at a time, with search kept in the links', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const a = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const b = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    await t.db
      .update(userProfiles)
      .set({ firstName: 'Rosa', lastName: 'Del_Monte' })
      .where(eq(userProfiles.userId, b.id));
    const ids = async (query: string) =>
      (await t.request(admin, 'GET', `${URL}${query}`))
        .json()
        .results.map((m: { user: { id: number } }) => m.user.id);
    expect(await ids(`?search=${a.username.toUpperCase()}`)).toEqual([a.id]);
    expect(await ids(`?search=${encodeURIComponent(b.email)}`)).toEqual([b.id]);
    expect(await ids('?search=rosa%20del_m')).toEqual([b.id]);
    // `_` and `%` are letters here, not patterns.
    expect(await ids('?search=del%25monte')).toEqual([]);
    expect((await ids('?search=%20%20')).sort()).toEqual([admin.id, a.id, b.id].sort());

    const first = (await t.request(admin, 'GET', `${URL}?search=user_&page_size=2`)).json();
    expect(first).toMatchObject({ count: 3, total_pages: 2 });
    expect(first.results).toHaveLength(2);
    expect(first.next).toBe('/api/shops/members/?search=user_&page_size=2&page=2');

    const long = await t.request(admin, 'GET', `${URL}?search=${'x'.repeat(101)}`);
    expect(long.statusCode).toBe(400);
    expect(long.json()).toEqual({
      search: ['Ensure this field has no more than 100 characters.'],
    });
  });

  it("says when a member's sessions were last used in this shop, and null for none", async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const admin = await t.createUser({ shops: [shop, other] });
    const member = await t.createUser({ shops: [shop, other], role: 'vehicle_viewer' });
    const otherAdmin = await t.createUser({ shops: [other] });
    await t.db
      .update(authTokens)
      .set({ lastUsedAt: new Date('2026-03-04T05:06:07Z') })
      .where(eq(authTokens.userId, member.id));
    const lastActive = async (as: TestUser) =>
      (await t.request(as, 'GET', URL))
        .json()
        .results.find((m: { user: { id: number } }) => m.user.id === member.id).last_active_at;
    expect(await lastActive(admin)).toBe('2026-03-04T05:06:07.000Z');
    // The member's session is in the first shop: the other shop has not seen them.
    expect(await lastActive(otherAdmin)).toBeNull();
  });

  it('needs a token and canManageShopSettings', async () => {
    const shop = await t.createShop();
    const manager = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    expect((await t.request(null, 'GET', URL)).statusCode).toBe(401);
    expect((await t.request(manager, 'GET', URL)).statusCode).toBe(403);
    const demoted = await t.createUser({ shops: [shop], withdrawals: ['canManageShopSettings'] });
    expect((await t.request(demoted, 'GET', URL)).statusCode).toBe(403);
  });
});

describe('PATCH /api/shops/members/{id}/', () => {
  it('changes the role and replaces grants and withdrawals, with an audit row', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const tech = await t.createUser({
      shops: [shop],
      role: 'service_technician',
      grants: ['canAdd'],
    });
    const id = await membershipId(tech, shop);
    const res = await t.request(admin, 'PATCH', `${URL}${id}/`, {
      role: 'fleet_coordinator',
      grants: ['canViewFinancial', 'canViewFinancial'],
      withdrawals: ['canArchive'],
    });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      id,
      role: 'fleet_coordinator',
      role_display: 'Fleet Coordinator',
      grants: ['canViewFinancial'],
      withdrawals: ['canArchive'],
    });
    expect(body.permissions).toContain('canViewFinancial');
    expect(body.permissions).not.toContain('canArchive');
    expect(body.permissions).toContain('canEdit');

    const [audit] = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(
          and(
            eq(auditLog.shopId, shop.id),
            eq(auditLog.entity, 'membership'),
            eq(auditLog.entityId, String(id)),
          ),
        ),
    );
    expect(audit).toMatchObject({
      userId: admin.id,
      action: 'update',
      before: { role: 'service_technician', is_active: true, grants: ['canAdd'], withdrawals: [] },
      after: {
        role: 'fleet_coordinator',
        grants: ['canViewFinancial'],
        withdrawals: ['canArchive'],
      },
    });

    // Only what is sent changes: the overrides survive a role change.
    const again = await t.request(admin, 'PATCH', `${URL}${id}/`, { role: 'fleet_manager' });
    expect(again.json()).toMatchObject({
      role: 'fleet_manager',
      grants: ['canViewFinancial'],
      withdrawals: ['canArchive'],
    });
    const cleared = await t.request(admin, 'PATCH', `${URL}${id}/`, {
      grants: [],
      withdrawals: [],
    });
    expect(cleared.json()).toMatchObject({ grants: [], withdrawals: [] });
  });

  it('a granted permission opens the gate at once, a withdrawn one closes it', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const id = await membershipId(viewer, shop);
    expect(
      (await t.request(viewer, 'POST', '/api/shops/locations/', { name: 'Lot A' })).statusCode,
    ).toBe(403);
    await t.request(admin, 'PATCH', `${URL}${id}/`, { grants: ['canManageShopSettings'] });
    expect(
      (await t.request(viewer, 'POST', '/api/shops/locations/', { name: 'Lot A' })).statusCode,
    ).toBe(201);
    await t.request(admin, 'PATCH', `${URL}${id}/`, { grants: [], withdrawals: ['canViewBasic'] });
    expect((await t.request(viewer, 'GET', '/api/shops/locations/')).statusCode).toBe(403);
  });

  it('deactivating a member shuts them out of the shop; reactivating lets them back', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const member = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const id = await membershipId(member, shop);
    expect(
      (await t.request(admin, 'PATCH', `${URL}${id}/`, { is_active: false })).json().is_active,
    ).toBe(false);
    expect((await t.request(member, 'GET', '/api/shops/locations/')).statusCode).toBe(403);
    await t.request(admin, 'PATCH', `${URL}${id}/`, { is_active: true });
    expect((await t.request(member, 'GET', '/api/shops/locations/')).statusCode).toBe(200);
  });

  it('reports each invalid field', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const member = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const id = await membershipId(member, shop);
    const res = await t.request(admin, 'PATCH', `${URL}${id}/`, {
      role: 'owner',
      is_active: 'yes',
      grants: ['canFly', 'canAdd', 'canSwim'],
      withdrawals: 'canAdd',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      role: [
        'Choose one of: administrator, fleet_manager, fleet_coordinator, service_technician, vehicle_viewer.',
      ],
      is_active: ['Must be true or false.'],
      grants: ['Unknown permission: canFly, canSwim.'],
      withdrawals: ['Send a list of permission names.'],
    });
    const both = await t.request(admin, 'PATCH', `${URL}${id}/`, {
      grants: ['canAdd', 'canEdit'],
      withdrawals: ['canEdit'],
    });
    expect(both.statusCode).toBe(400);
    expect(both.json()).toEqual({
      withdrawals: ['A permission cannot be both granted and withdrawn: canEdit.'],
    });
    expect(
      (await t.request(admin, 'PATCH', `${URL}0/`, { role: 'administrator' })).statusCode,
    ).toBe(400);
  });

  it('an administrator cannot lock themselves out', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    await t.createUser({ shops: [shop] });
    const id = await membershipId(admin, shop);
    const cases = [
      [{ is_active: false }, { is_active: ['You cannot deactivate your own membership.'] }],
      [
        { role: 'fleet_manager' },
        { role: [expect.stringMatching(/cannot remove your own right to manage this shop/)] },
      ],
      [
        { withdrawals: ['canManageShopSettings'] },
        { withdrawals: [expect.stringMatching(/cannot remove your own right/)] },
      ],
    ] as const;
    for (const [body, errors] of cases) {
      const res = await t.request(admin, 'PATCH', `${URL}${id}/`, body);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(errors);
    }
    // Demoting oneself while keeping the right through a grant is fine.
    const kept = await t.request(admin, 'PATCH', `${URL}${id}/`, {
      role: 'fleet_manager',
      grants: ['canManageShopSettings'],
    });
    expect(kept.statusCode).toBe(200);
    expect((await t.request(admin, 'GET', URL)).statusCode).toBe(200);
  });

  it('the shop keeps at least one active member who can manage it; a refused change leaves all as it was', async () => {
    const shop = await t.createShop();
    const root = await t.createUser({ shops: [shop], superuser: true, role: 'vehicle_viewer' });
    const id = await membershipId(root, shop);
    const res = await t.request(root, 'PATCH', `${URL}${id}/`, {
      is_active: false,
      grants: ['canAdd'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      non_field_errors: ['The shop needs at least one active member who can manage it.'],
    });
    const [row] = await t.inShop(shop, (db) =>
      db.select().from(memberships).where(eq(memberships.id, id)),
    );
    expect(row?.isActive).toBe(true);
    const list = (await t.request(root, 'GET', URL)).json();
    expect(list.results[0]).toMatchObject({ grants: [] });
  });

  it("answers 404 for another shop's member and changes nothing", async () => {
    const [shop, other] = [await t.createShop(), await t.createShop()];
    const admin = await t.createUser({ shops: [shop] });
    const theirs = await t.createUser({ shops: [other], role: 'vehicle_viewer' });
    const id = await membershipId(theirs, other);
    const res = await t.request(admin, 'PATCH', `${URL}${id}/`, { role: 'administrator' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Member not found.' });
    const [row] = await t.inShop(other, (db) =>
      db.select().from(memberships).where(eq(memberships.id, id)),
    );
    expect(row?.role).toBe('vehicle_viewer');
  });

  it('needs a token and canManageShopSettings', async () => {
    const shop = await t.createShop();
    const manager = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    const id = await membershipId(manager, shop);
    expect(
      (await t.request(null, 'PATCH', `${URL}${id}/`, { role: 'administrator' })).statusCode,
    ).toBe(401);
    const res = await t.request(manager, 'PATCH', `${URL}${id}/`, { role: 'administrator' });
    expect(res.statusCode).toBe(403);
  });
});

import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { API_TOKEN_EXPIRY_PAST, READ_ONLY_TOKEN_PERMISSIONS } from '@fleetdesk/contract/api-tokens';
import { setupTestApp, type TestApp } from '../../../../test/helpers';
import { rowsOf } from '../../../platform/database/db';
import { auditLog } from '../../audit';
import { vehicleBody, vehicleFixtures } from '../../vehicles/vehicles.test-fixtures';
import { apiTokens } from './api-tokens.tables';
import { createApiToken } from './api-tokens.test-fixtures';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const TOKENS = '/api/integrations/tokens/';

async function adminWithVehicle() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop] });
  const vehicle = await vehicleFixtures(t).createVehicle(admin);
  return { shop, admin, vin: vehicle.vin };
}

const shopToday = async (shopId: number) =>
  t.inShop(
    shopId,
    async (db) =>
      rowsOf<{ today: string }>(await db.execute(sql`select current_date::text as today`))[0]!
        .today,
  );

describe('API tokens', () => {
  it('shows the key once: a read-only token reads the vehicles, is refused a write, and is refused once revoked', async () => {
    const { admin, vin } = await adminWithVehicle();
    const token = await createApiToken(t, admin, READ_ONLY_TOKEN_PERMISSIONS, { name: 'Reports' });
    expect(token.key).toMatch(/^fdk_[A-Za-z0-9_-]{43}$/);
    expect(token.permissions).toEqual(READ_ONLY_TOKEN_PERMISSIONS);
    expect(token.last_used_at).toBeNull();

    const list = await t.request(admin, 'GET', TOKENS);
    expect(list.statusCode).toBe(200);
    expect(list.body).not.toContain(token.key);
    expect(list.json().results).toEqual([
      expect.objectContaining({ id: token.id, name: 'Reports', is_expired: false }),
    ]);
    expect(list.json().results[0]).not.toHaveProperty('key');

    const read = await t.request(token, 'GET', '/api/vehicles/vehicles/');
    expect(read.statusCode, read.body).toBe(200);
    expect(read.body).toContain(vin);
    const write = await t.request(token, 'POST', '/api/vehicles/vehicles/', vehicleBody());
    expect(write.statusCode).toBe(403);

    expect((await t.request(admin, 'DELETE', `${TOKENS}${token.id}/`)).statusCode).toBe(204);
    const after = await t.request(token, 'GET', '/api/vehicles/vehicles/');
    expect(after.statusCode).toBe(401);
    expect((await t.request(admin, 'GET', TOKENS)).json().results).toEqual([]);
    expect((await t.request(admin, 'DELETE', `${TOKENS}${token.id}/`)).statusCode).toBe(404);
  });

  it('works through its last day and is refused after it; a past expiry is refused', async () => {
    const { shop, admin } = await adminWithVehicle();
    const today = await shopToday(shop.id);
    const token = await createApiToken(t, admin, ['canViewBasic'], { expires_on: today });
    expect((await t.request(token, 'GET', '/api/vehicles/vehicles/')).statusCode).toBe(200);

    await t.inShop(shop, (db) =>
      db
        .update(apiTokens)
        .set({ expiresOn: sql`current_date - 1` })
        .where(eq(apiTokens.id, token.id)),
    );
    const expired = await t.request(token, 'GET', '/api/vehicles/vehicles/');
    expect(expired.statusCode).toBe(401);
    expect((await t.request(admin, 'GET', TOKENS)).json().results[0].is_expired).toBe(true);

    const past = await t.request(admin, 'POST', TOKENS, {
      name: 'Old',
      permissions: ['canViewBasic'],
      expires_on: '2020-01-01',
    });
    expect(past.statusCode).toBe(400);
    expect(past.json()).toEqual({ expires_on: [API_TOKEN_EXPIRY_PAST] });
  });

  it('refuses a permission the member does not hold, the shop administration, and none at all', async () => {
    const shop = await t.createShop();
    const manager = await t.createUser({
      shops: [shop],
      role: 'fleet_coordinator',
      grants: ['canManageShopSettings'],
    });
    const notHeld = await t.request(manager, 'POST', TOKENS, {
      name: 'Money',
      permissions: ['canViewBasic', 'canViewFinancial'],
    });
    expect(notHeld.statusCode).toBe(400);
    expect(notHeld.json()).toEqual({
      permissions: ['You cannot give a token a permission you do not hold: See financing.'],
    });
    const admin = await t.request(manager, 'POST', TOKENS, {
      name: 'Admin',
      permissions: ['canManageShopSettings'],
    });
    expect(admin.statusCode).toBe(400);
    expect(admin.json().permissions[0]).toContain('canManageShopSettings');
    const none = await t.request(manager, 'POST', TOKENS, { name: 'Nothing', permissions: [] });
    expect(none.json()).toEqual({ permissions: ['Choose at least one permission.'] });
  });

  it('is refused what is a person’s: their account, shop switching, settings, members and tokens', async () => {
    const { shop, admin } = await adminWithVehicle();
    const token = await createApiToken(t, admin, READ_ONLY_TOKEN_PERMISSIONS);
    const refused = [
      ['POST', '/api/base/logout/'],
      ['GET', '/api/employees/current-context/'],
      ['POST', '/api/employees/switch-shop/'],
      ['GET', '/api/employees/user-profile/'],
      ['GET', '/api/base/settings/'],
      ['GET', '/api/shops/settings/'],
      ['GET', '/api/vehicles/module-settings/current/'],
      ['GET', '/api/shops/members/'],
      ['GET', '/api/notifications/notifications/'],
      ['GET', TOKENS],
    ] as const;
    for (const [method, url] of refused) {
      const res = await t.request(
        token,
        method,
        url,
        method === 'POST' ? { shop_id: shop.id } : undefined,
      );
      expect(res.statusCode, `${method} ${url} ${res.body}`).toBe(403);
    }
    // Sign-out refused: the token still works.
    expect((await t.request(token, 'GET', '/api/vehicles/vehicles/')).statusCode).toBe(200);
  });

  it('names itself in the audit rows of its changes and marks itself used', async () => {
    const { shop, admin, vin } = await adminWithVehicle();
    const token = await createApiToken(t, admin, ['canViewBasic', 'canManageMileage']);
    const res = await t.request(token, 'POST', '/api/vehicles/mileage-logs/', {
      vehicle: vin,
      mileage: 123_456,
    });
    expect(res.statusCode, res.body).toBe(201);
    const rows = await t.inShop(shop, (db) =>
      db
        .select({ entity: auditLog.entity, userId: auditLog.userId })
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.apiTokenId, token.id))),
    );
    expect(rows).toEqual([expect.objectContaining({ userId: admin.id })]);
    await expect
      .poll(async () => (await t.request(admin, 'GET', TOKENS)).json().results[0].last_used_at)
      .not.toBeNull();
  });

  it('loses what its creator loses', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const other = await t.createUser({ shops: [shop] });
    const token = await createApiToken(t, other, ['canViewBasic']);
    expect((await t.request(token, 'GET', '/api/vehicles/vehicles/')).statusCode).toBe(200);
    const members = (await t.request(admin, 'GET', '/api/shops/members/?page_size=100')).json();
    const id = members.results.find((m: { user: { id: number } }) => m.user.id === other.id).id;
    const patch = await t.request(admin, 'PATCH', `/api/shops/members/${id}/`, {
      role: 'administrator',
      withdrawals: ['canViewBasic'],
    });
    expect(patch.statusCode, patch.body).toBe(200);
    expect((await t.request(token, 'GET', '/api/vehicles/vehicles/')).statusCode).toBe(403);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { insertToken } from '../auth/auth.repository';
import { hashToken, newToken } from '../auth/tokens';
import { settingValues } from './settings.tables';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const forModule = (user: TestUser | null, module = 'vehicles') =>
  t.request(user, 'GET', `/api/base/settings/for_module/?module=${module}`);
const setOwn = (user: TestUser | null, key: string, value: unknown, module = 'vehicles') =>
  t.request(user, 'POST', '/api/base/settings/update_user_setting/', { module, key, value });
const setShop = (user: TestUser | null, key: string, valueText: string, module = 'vehicles') =>
  t.request(user, 'POST', '/api/base/settings/', { module, key, scope: 'global', value_text: valueText });

async function shopWithAdmin(): Promise<{ shop: TestShop; admin: TestUser }> {
  const shop = await t.createShop();
  return { shop, admin: await t.createUser({ shops: [shop], role: 'administrator' }) };
}

/** A second live token of the same user, working in another of their shops. */
async function tokenIn(user: TestUser, shop: TestShop): Promise<TestUser> {
  const token = newToken();
  await insertToken(t.db, {
    tokenHash: hashToken(token),
    userId: user.id,
    currentShopId: shop.id,
    expiresAt: new Date(Date.now() + 3600_000),
  });
  return { ...user, token };
}

describe('GET /api/base/settings/for_module/', () => {
  it("answers the module's settings keyed by key, with defaults", async () => {
    const { admin } = await shopWithAdmin();
    const res = await forModule(admin);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual([
      'default_sort',
      'email_notifications',
      'page_size',
      'registration_warning_days',
      'required_documents',
      'show_archived_by_default',
      'warning_days',
    ]);
    expect(body.page_size).toEqual({
      id: 'vehicles.page_size',
      module: 'vehicles',
      key: 'page_size',
      label: 'Vehicles per page',
      description: expect.any(String),
      category: 'display',
      value_type: 'number',
      value: 10,
      validation_rules: {
        options: [10, 25, 50, 100].map((n) => ({ value: n, label: String(n) })),
      },
      scope: 'user',
      default: 10,
      source: 'default',
      global_value: 10,
    });
    expect(body.warning_days).toMatchObject({ category: 'workflow', value: [30, 60, 90], scope: 'global' });
    expect(body.required_documents.value).toEqual(['title', 'registration', 'insurance']);
    expect(body.registration_warning_days).toMatchObject({
      category: 'business',
      value: 30,
      validation_rules: { minimum: 1, maximum: 365, integer: true },
    });
  });

  it('answers the page size of the other lists under their own module names', async () => {
    const { admin } = await shopWithAdmin();
    for (const module of ['insurance', 'vendors', 'service_records']) {
      const body = (await forModule(admin, module)).json();
      expect(Object.keys(body)).toEqual(['page_size']);
      expect(body.page_size).toMatchObject({ id: `${module}.page_size`, value: 10, scope: 'user' });
    }
  });

  it('refuses an unknown module (404) and a missing one (400)', async () => {
    const { admin } = await shopWithAdmin();
    const res = await forModule(admin, 'nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Unknown module: nope' });
    const missing = await t.request(admin, 'GET', '/api/base/settings/for_module/');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['module']);
  });

  it('refuses a request without a token (401) or without a shop (403)', async () => {
    expect((await forModule(null)).statusCode).toBe(401);
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], currentShop: null });
    expect((await forModule(user)).statusCode).toBe(403);
  });
});

describe('GET /api/base/settings/', () => {
  it("lists a module's settings with ids, in one page", async () => {
    const { admin } = await shopWithAdmin();
    const res = await t.request(admin, 'GET', '/api/base/settings/?module=vehicles&include_global=true');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 7, total_pages: 1, next: null, previous: null });
    expect(body.results[0]).toMatchObject({ id: 'vehicles.page_size', module: 'vehicles', key: 'page_size' });
  });

  it('keeps only per-user settings when include_global is false', async () => {
    const { admin } = await shopWithAdmin();
    const body = (await t.request(admin, 'GET', '/api/base/settings/?module=vehicles&include_global=false')).json();
    expect(body.results.map((s: { key: string }) => s.key)).toEqual([
      'page_size',
      'default_sort',
      'show_archived_by_default',
      'email_notifications',
    ]);
  });

  it('lists every module without a module filter, paginated', async () => {
    const { admin } = await shopWithAdmin();
    const body = (await t.request(admin, 'GET', '/api/base/settings/?page_size=4&page=2')).json();
    expect(body).toMatchObject({ count: 10, total_pages: 3 });
    expect(body.next).toBe('/api/base/settings/?page_size=4&page=3');
    expect(body.previous).toBe('/api/base/settings/?page_size=4&page=1');
    expect(body.results).toHaveLength(4);
  });

  it('refuses an unknown module (404), a bad flag (400) and a request without a token (401)', async () => {
    const { admin } = await shopWithAdmin();
    expect((await t.request(admin, 'GET', '/api/base/settings/?module=nope')).statusCode).toBe(404);
    const bad = await t.request(admin, 'GET', '/api/base/settings/?module=vehicles&include_global=maybe');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['include_global']);
    expect((await t.request(null, 'GET', '/api/base/settings/?module=vehicles')).statusCode).toBe(401);
  });
});

describe('POST /api/base/settings/update_user_setting/', () => {
  it("saves the member's own value, again on a second save, for that user only", async () => {
    const { shop, admin } = await shopWithAdmin();
    const colleague = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const res = await setOwn(admin, 'page_size', 25);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: 'vehicles.page_size', value: 25, source: 'user', global_value: 10 });
    expect((await setOwn(admin, 'page_size', 50)).json().value).toBe(50);
    expect((await forModule(admin)).json().page_size).toMatchObject({ value: 50, source: 'user' });
    expect((await forModule(colleague)).json().page_size).toMatchObject({ value: 10, source: 'default' });
  });

  it("keeps a user's value to the shop it was saved in", async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [a, b], role: 'vehicle_viewer' });
    await setOwn(user, 'show_archived_by_default', true);
    expect((await forModule(user)).json().show_archived_by_default.value).toBe(true);
    const inB = await tokenIn(user, b);
    expect((await forModule(inB)).json().show_archived_by_default).toMatchObject({ value: false, source: 'default' });
  });

  it('saves under the other module names too', async () => {
    const { admin } = await shopWithAdmin();
    const res = await setOwn(admin, 'page_size', 100, 'service_records');
    expect(res.json()).toMatchObject({ id: 'service_records.page_size', value: 100 });
    expect((await forModule(admin)).json().page_size.value).toBe(10);
  });

  it('validates the value against the setting', async () => {
    const { admin } = await shopWithAdmin();
    const cases: [string, unknown, string][] = [
      ['page_size', 20, 'Choose one of: 10, 25, 50, 100.'],
      ['page_size', '25', 'Enter a number.'],
      ['show_archived_by_default', 'yes', 'Enter true or false.'],
      ['default_sort', 'color', 'Choose one of: description, -description, license_plate, -license_plate, status, -status.'],
      ['page_size', null, 'This setting needs a value.'],
    ];
    for (const [key, value, message] of cases) {
      const res = await setOwn(admin, key, value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ value: [message] });
    }
    const missing = await t.request(admin, 'POST', '/api/base/settings/update_user_setting/', {
      module: 'vehicles',
      key: 'page_size',
    });
    expect(missing.json()).toEqual({ value: ['This setting needs a value.'] });
    expect((await forModule(admin)).json().page_size.source).toBe('default');
  });

  it('refuses a shop-wide setting (400) and an unknown one (404)', async () => {
    const { admin } = await shopWithAdmin();
    const res = await setOwn(admin, 'registration_warning_days', 20);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'vehicles.registration_warning_days applies to the whole shop; it has no per-user value.',
    });
    const unknown = await setOwn(admin, 'nope', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown setting: vehicles.nope' });
    expect((await setOwn(admin, 'page_size', 25, 'ghost')).json()).toEqual({ detail: 'Unknown setting: ghost.page_size' });
  });

  it('refuses a body without module or key (400) and a request without a token (401)', async () => {
    const { admin } = await shopWithAdmin();
    const res = await t.request(admin, 'POST', '/api/base/settings/update_user_setting/', { value: 10 });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['key', 'module']);
    expect((await setOwn(null, 'page_size', 25)).statusCode).toBe(401);
  });
});

describe('POST /api/base/settings/ (shop-wide)', () => {
  it('saves the shop-wide value for every member of that shop only, and audits it', async () => {
    const { shop, admin } = await shopWithAdmin();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const other = await shopWithAdmin();
    const res = await setShop(admin, 'registration_warning_days', ' 45 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: 45, source: 'global', global_value: 45 });
    expect((await setShop(admin, 'registration_warning_days', '60')).json().value).toBe(60);
    expect((await forModule(viewer)).json().registration_warning_days).toMatchObject({ value: 60, source: 'global' });
    expect((await forModule(other.admin)).json().registration_warning_days).toMatchObject({
      value: 30,
      source: 'default',
    });
    const audits = await t.db
      .select({ before: auditLog.before, after: auditLog.after, userId: auditLog.userId })
      .from(auditLog)
      .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'setting')))
      .orderBy(auditLog.id);
    expect(audits).toEqual([
      { before: { value: null }, after: { value: 45 }, userId: admin.id },
      { before: { value: 45 }, after: { value: 60 }, userId: admin.id },
    ]);
  });

  it("sets the shop's value of a per-user setting under each member's own value", async () => {
    const { shop, admin } = await shopWithAdmin();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    await setOwn(viewer, 'page_size', 50);
    const res = await setShop(admin, 'page_size', '25');
    expect(res.json()).toMatchObject({ value: 25, source: 'global', global_value: 25 });
    expect((await forModule(viewer)).json().page_size).toMatchObject({ value: 50, source: 'user', global_value: 25 });
    const newcomer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect((await forModule(newcomer)).json().page_size).toMatchObject({ value: 25, source: 'global' });
  });

  it('reads value_text by the setting type', async () => {
    const { admin } = await shopWithAdmin();
    expect((await setShop(admin, 'warning_days', '[7, 14]')).json().value).toEqual([7, 14]);
    expect((await setShop(admin, 'required_documents', '["title","emissions"]')).json().value).toEqual([
      'title',
      'emissions',
    ]);
    expect((await setShop(admin, 'email_notifications', 'false')).json().value).toBe(false);
    expect((await setShop(admin, 'default_sort', '-status')).json().value).toBe('-status');
  });

  it('validates value_text against the setting, saving nothing', async () => {
    const { shop, admin } = await shopWithAdmin();
    const cases: [string, string, string][] = [
      ['registration_warning_days', '0', 'Ensure this value is greater than or equal to 1.'],
      ['registration_warning_days', '366', 'Ensure this value is less than or equal to 365.'],
      ['registration_warning_days', '1.5', 'Enter a whole number.'],
      ['registration_warning_days', 'soon', 'Enter a number.'],
      ['warning_days', '[7, 8]', '"8" is not one of the choices: 7, 14, 30, 60, 90, 120.'],
      ['warning_days', '[7,', 'Enter valid JSON.'],
      ['warning_days', '30', 'Enter a list of choices.'],
      ['email_notifications', 'maybe', 'Enter true or false.'],
      ['page_size', '20', 'Choose one of: 10, 25, 50, 100.'],
    ];
    for (const [key, text, message] of cases) {
      const res = await setShop(admin, key, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ value_text: [message] });
    }
    const rows = await t.db.select().from(settingValues).where(eq(settingValues.shopId, shop.id));
    expect(rows).toEqual([]);
  });

  it('refuses a body without value_text or with another scope (400), and an unknown setting (404)', async () => {
    const { admin } = await shopWithAdmin();
    const missing = await t.request(admin, 'POST', '/api/base/settings/', { module: 'vehicles', key: 'page_size' });
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['value_text']);
    const scope = await t.request(admin, 'POST', '/api/base/settings/', {
      module: 'vehicles',
      key: 'page_size',
      scope: 'user',
      value_text: '25',
    });
    expect(scope.statusCode).toBe(400);
    expect(Object.keys(scope.json())).toEqual(['scope']);
    const unknown = await setShop(admin, 'nope', '1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown setting: vehicles.nope' });
  });

  it('needs canManageShopSettings (403), granted per member', async () => {
    const shop = await t.createShop();
    const manager = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    const res = await setShop(manager, 'registration_warning_days', '20');
    expect(res.statusCode).toBe(403);
    expect((await forModule(manager)).json().registration_warning_days.value).toBe(30);
    const granted = await t.createUser({ shops: [shop], role: 'vehicle_viewer', grants: ['canManageShopSettings'] });
    expect((await setShop(granted, 'registration_warning_days', '20')).statusCode).toBe(200);
    const withdrawn = await t.createUser({ shops: [shop], role: 'administrator', withdrawals: ['canManageShopSettings'] });
    expect((await setShop(withdrawn, 'registration_warning_days', '21')).statusCode).toBe(403);
  });

  it('refuses a request without a token (401)', async () => {
    expect((await setShop(null, 'registration_warning_days', '20')).statusCode).toBe(401);
  });
});

describe('stored values', () => {
  it('falls back when a stored value no longer fits its definition', async () => {
    const { shop, admin } = await shopWithAdmin();
    await t.db.insert(settingValues).values({ shopId: shop.id, module: 'vehicles', key: 'page_size', userId: null, value: 999 });
    await t.db.insert(settingValues).values({ shopId: shop.id, module: 'vehicles', key: 'page_size', userId: admin.id, value: 'x' });
    expect((await forModule(admin)).json().page_size).toMatchObject({ value: 10, source: 'default' });
  });

  it("ignores a user's stored value of a shop-wide setting", async () => {
    const { shop, admin } = await shopWithAdmin();
    await t.db
      .insert(settingValues)
      .values({ shopId: shop.id, module: 'vehicles', key: 'registration_warning_days', userId: admin.id, value: 5 });
    expect((await forModule(admin)).json().registration_warning_days).toMatchObject({ value: 30, source: 'default' });
  });
});

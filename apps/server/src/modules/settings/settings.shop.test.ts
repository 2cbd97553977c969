import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { settingValues } from './settings.tables';
import { settingsFixtures } from './settings.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof settingsFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = settingsFixtures(t);
});
afterAll(() => t.close());

describe('POST /api/base/settings/ (shop-wide)', () => {
  it('saves the shop-wide value for every member of that shop only, and audits it', async () => {
    const { shop, admin } = await f.shopWithAdmin();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const other = await f.shopWithAdmin();
    const res = await f.setShop(admin, 'registration_warning_days', ' 45 ');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ value: 45, source: 'global', global_value: 45 });
    expect((await f.setShop(admin, 'registration_warning_days', '60')).json().value).toBe(60);
    expect((await f.forModule(viewer)).json().registration_warning_days).toMatchObject({
      value: 60,
      source: 'global',
    });
    expect((await f.forModule(other.admin)).json().registration_warning_days).toMatchObject({
      value: 30,
      source: 'default',
    });
    const audits = await t.inShop(shop, (db) =>
      db
        .select({ before: auditLog.before, after: auditLog.after, userId: auditLog.userId })
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'setting')))
        .orderBy(auditLog.id),
    );
    expect(audits).toEqual([
      { before: { value: null }, after: { value: 45 }, userId: admin.id },
      { before: { value: 45 }, after: { value: 60 }, userId: admin.id },
    ]);
  });

  it("sets the shop's value of a per-user setting under each member's own value", async () => {
    const { shop, admin } = await f.shopWithAdmin();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    await f.setOwn(viewer, 'page_size', 50);
    const res = await f.setShop(admin, 'page_size', '25');
    expect(res.json()).toMatchObject({ value: 25, source: 'global', global_value: 25 });
    expect((await f.forModule(viewer)).json().page_size).toMatchObject({
      value: 50,
      source: 'user',
      global_value: 25,
    });
    const newcomer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect((await f.forModule(newcomer)).json().page_size).toMatchObject({
      value: 25,
      source: 'global',
    });
  });

  it('reads value_text by the setting type', async () => {
    const { admin } = await f.shopWithAdmin();
    expect((await f.setShop(admin, 'warning_days', '[7, 14]')).json().value).toEqual([7, 14]);
    expect(
      (await f.setShop(admin, 'required_documents', '["title","emissions"]')).json().value,
    ).toEqual(['title', 'emissions']);
    expect((await f.setShop(admin, 'email_notifications', 'false')).json().value).toBe(false);
    expect((await f.setShop(admin, 'default_sort', '-status')).json().value).toBe('-status');
  });

  it('validates value_text against the setting, saving nothing', async () => {
    const { shop, admin } = await f.shopWithAdmin();
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
      const res = await f.setShop(admin, key, text);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ value_text: [message] });
    }
    const rows = await t.inShop(shop, (db) =>
      db.select().from(settingValues).where(eq(settingValues.shopId, shop.id)),
    );
    expect(rows).toEqual([]);
  });

  it('refuses a body without value_text or with another scope (400), and an unknown setting (404)', async () => {
    const { admin } = await f.shopWithAdmin();
    const missing = await t.request(admin, 'POST', '/api/base/settings/', {
      module: 'vehicles',
      key: 'page_size',
    });
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
    const unknown = await f.setShop(admin, 'nope', '1');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown setting: vehicles.nope' });
  });

  it('needs canManageShopSettings (403), granted per member', async () => {
    const shop = await t.createShop();
    const manager = await t.createUser({ shops: [shop], role: 'fleet_manager' });
    const res = await f.setShop(manager, 'registration_warning_days', '20');
    expect(res.statusCode).toBe(403);
    expect((await f.forModule(manager)).json().registration_warning_days.value).toBe(30);
    const granted = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canManageShopSettings'],
    });
    expect((await f.setShop(granted, 'registration_warning_days', '20')).statusCode).toBe(200);
    const withdrawn = await t.createUser({
      shops: [shop],
      role: 'administrator',
      withdrawals: ['canManageShopSettings'],
    });
    expect((await f.setShop(withdrawn, 'registration_warning_days', '21')).statusCode).toBe(403);
  });

  it('refuses a request without a token (401)', async () => {
    expect((await f.setShop(null, 'registration_warning_days', '20')).statusCode).toBe(401);
  });
});

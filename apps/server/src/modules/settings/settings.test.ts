import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { settingValues } from './settings.tables';
import { settingsFixtures } from './settings.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof settingsFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = settingsFixtures(t);
});
afterAll(() => t.close());

describe('GET /api/base/settings/for_module/', () => {
  it("answers the module's settings keyed by key, with defaults", async () => {
    const { admin } = await f.shopWithAdmin();
    const res = await f.forModule(admin);
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
    expect(body.warning_days).toMatchObject({
      category: 'workflow',
      value: [30, 60, 90],
      scope: 'global',
    });
    expect(body.required_documents.value).toEqual(['title', 'registration', 'insurance']);
    expect(body.registration_warning_days).toMatchObject({
      category: 'business',
      value: 30,
      validation_rules: { minimum: 1, maximum: 365, integer: true },
    });
  });

  it('answers the page size of the other lists under their own module names', async () => {
    const { admin } = await f.shopWithAdmin();
    for (const module of ['insurance', 'vendors', 'service_records']) {
      const body = (await f.forModule(admin, module)).json();
      expect(Object.keys(body)).toEqual(['page_size']);
      expect(body.page_size).toMatchObject({ id: `${module}.page_size`, value: 10, scope: 'user' });
    }
  });

  it('refuses an unknown module (404) and a missing one (400)', async () => {
    const { admin } = await f.shopWithAdmin();
    const res = await f.forModule(admin, 'nope');
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Unknown module: nope' });
    const missing = await t.request(admin, 'GET', '/api/base/settings/for_module/');
    expect(missing.statusCode).toBe(400);
    expect(Object.keys(missing.json())).toEqual(['module']);
  });

  it('refuses a request without a token (401) or without a shop (403)', async () => {
    expect((await f.forModule(null)).statusCode).toBe(401);
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], currentShop: null });
    expect((await f.forModule(user)).statusCode).toBe(403);
  });
});

describe('GET /api/base/settings/', () => {
  it("lists a module's settings with ids, in one page", async () => {
    const { admin } = await f.shopWithAdmin();
    const res = await t.request(
      admin,
      'GET',
      '/api/base/settings/?module=vehicles&include_global=true',
    );
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ count: 7, total_pages: 1, next: null, previous: null });
    expect(body.results[0]).toMatchObject({
      id: 'vehicles.page_size',
      module: 'vehicles',
      key: 'page_size',
    });
  });

  it('keeps only per-user settings when include_global is false', async () => {
    const { admin } = await f.shopWithAdmin();
    const body = (
      await t.request(admin, 'GET', '/api/base/settings/?module=vehicles&include_global=false')
    ).json();
    expect(body.results.map((s: { key: string }) => s.key)).toEqual([
      'page_size',
      'default_sort',
      'show_archived_by_default',
      'email_notifications',
    ]);
  });

  it('lists every module without a module filter, paginated', async () => {
    const { admin } = await f.shopWithAdmin();
    const body = (await t.request(admin, 'GET', '/api/base/settings/?page_size=4&page=2')).json();
    // The vehicle module's 10 and the reminders' e-mail choice.
    expect(body).toMatchObject({ count: 10 + 1, total_pages: 3 });
    expect(body.next).toBe('/api/base/settings/?page_size=4&page=3');
    expect(body.previous).toBe('/api/base/settings/?page_size=4&page=1');
    expect(body.results).toHaveLength(4);
  });

  it('refuses an unknown module (404), a bad flag (400) and a request without a token (401)', async () => {
    const { admin } = await f.shopWithAdmin();
    expect((await t.request(admin, 'GET', '/api/base/settings/?module=nope')).statusCode).toBe(404);
    const bad = await t.request(
      admin,
      'GET',
      '/api/base/settings/?module=vehicles&include_global=maybe',
    );
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['include_global']);
    expect((await t.request(null, 'GET', '/api/base/settings/?module=vehicles')).statusCode).toBe(
      401,
    );
  });
});

describe('stored values', () => {
  it('falls back when a stored value no longer fits its definition', async () => {
    const { shop, admin } = await f.shopWithAdmin();
    await t.inShop(shop, async (db) => {
      await db.insert(settingValues).values({
        shopId: shop.id,
        module: 'vehicles',
        key: 'page_size',
        userId: null,
        value: 999,
      });
      await db.insert(settingValues).values({
        shopId: shop.id,
        module: 'vehicles',
        key: 'page_size',
        userId: admin.id,
        value: 'x',
      });
    });
    expect((await f.forModule(admin)).json().page_size).toMatchObject({
      value: 10,
      source: 'default',
    });
  });

  it("ignores a user's stored value of a shop-wide setting", async () => {
    const { shop, admin } = await f.shopWithAdmin();
    await t.inShop(shop, (db) =>
      db.insert(settingValues).values({
        shopId: shop.id,
        module: 'vehicles',
        key: 'registration_warning_days',
        userId: admin.id,
        value: 5,
      }),
    );
    expect((await f.forModule(admin)).json().registration_warning_days).toMatchObject({
      value: 30,
      source: 'default',
    });
  });
});

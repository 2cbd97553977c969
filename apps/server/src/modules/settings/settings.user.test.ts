import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { settingsFixtures } from './settings.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof settingsFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = settingsFixtures(t);
});
afterAll(() => t.close());

describe('POST /api/base/settings/update_user_setting/', () => {
  it("saves the member's own value, again on a second save, for that user only", async () => {
    const { shop, admin } = await f.shopWithAdmin();
    const colleague = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const res = await f.setOwn(admin, 'page_size', 25);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: 'vehicles.page_size',
      value: 25,
      source: 'user',
      global_value: 10,
    });
    expect((await f.setOwn(admin, 'page_size', 50)).json().value).toBe(50);
    expect((await f.forModule(admin)).json().page_size).toMatchObject({
      value: 50,
      source: 'user',
    });
    expect((await f.forModule(colleague)).json().page_size).toMatchObject({
      value: 10,
      source: 'default',
    });
  });

  it("keeps a user's value to the shop it was saved in", async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const user = await t.createUser({ shops: [a, b], role: 'vehicle_viewer' });
    await f.setOwn(user, 'show_archived_by_default', true);
    expect((await f.forModule(user)).json().show_archived_by_default.value).toBe(true);
    const inB = await f.tokenIn(user, b);
    expect((await f.forModule(inB)).json().show_archived_by_default).toMatchObject({
      value: false,
      source: 'default',
    });
  });

  it('saves under the other module names too', async () => {
    const { admin } = await f.shopWithAdmin();
    const res = await f.setOwn(admin, 'page_size', 100, 'service_records');
    expect(res.json()).toMatchObject({ id: 'service_records.page_size', value: 100 });
    expect((await f.forModule(admin)).json().page_size.value).toBe(10);
  });

  it('validates the value against the setting', async () => {
    const { admin } = await f.shopWithAdmin();
    const cases: [string, unknown, string][] = [
      ['page_size', 20, 'Choose one of: 10, 25, 50, 100.'],
      ['page_size', '25', 'Enter a number.'],
      ['show_archived_by_default', 'yes', 'Enter true or false.'],
      [
        'default_sort',
        'color',
        'Choose one of: description, -description, license_plate, -license_plate, status, -status.',
      ],
      ['page_size', null, 'This setting needs a value.'],
    ];
    for (const [key, value, message] of cases) {
      const res = await f.setOwn(admin, key, value);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ value: [message] });
    }
    const missing = await t.request(admin, 'POST', '/api/base/settings/update_user_setting/', {
      module: 'vehicles',
      key: 'page_size',
    });
    expect(missing.json()).toEqual({ value: ['This setting needs a value.'] });
    expect((await f.forModule(admin)).json().page_size.source).toBe('default');
  });

  it('refuses a shop-wide setting (400) and an unknown one (404)', async () => {
    const { admin } = await f.shopWithAdmin();
    const res = await f.setOwn(admin, 'registration_warning_days', 20);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail:
        'vehicles.registration_warning_days applies to the whole shop; it has no per-user value.',
    });
    const unknown = await f.setOwn(admin, 'nope', 1);
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({ detail: 'Unknown setting: vehicles.nope' });
    expect((await f.setOwn(admin, 'page_size', 25, 'ghost')).json()).toEqual({
      detail: 'Unknown setting: ghost.page_size',
    });
  });

  it('refuses a body without module or key (400) and a request without a token (401)', async () => {
    const { admin } = await f.shopWithAdmin();
    const res = await t.request(admin, 'POST', '/api/base/settings/update_user_setting/', {
      value: 10,
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['key', 'module']);
    expect((await f.setOwn(null, 'page_size', 25)).statusCode).toBe(401);
  });
});

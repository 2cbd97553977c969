import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const ALL = [
  'vehicle-overview',
  'fleet-value',
  'recent-services',
  'loaner-availability',
  'expiring-documents',
];
const USER_WIDGETS = '/api/dashboard/widgets/user_widgets/';
const UPDATE = '/api/dashboard/preferences/update_widgets/';
const RESET = '/api/dashboard/preferences/reset_to_defaults/';

const get = async (user: { token: string }) => {
  const res = await t.request(user, 'GET', USER_WIDGETS);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    widgets: { widget_id: string; enabled: boolean; module: string }[];
    preferences: { enabled_widgets: string[]; widget_order: string[] };
  };
};
const ids = (reply: Awaited<ReturnType<typeof get>>) => reply.widgets.map((w) => w.widget_id);

describe('GET /api/dashboard/widgets/user_widgets/', () => {
  it('gives a new member every permitted widget, enabled, in default order', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const reply = await get(admin);
    expect(ids(reply)).toEqual(ALL);
    expect(reply.widgets[1]).toEqual({
      widget_id: 'fleet-value',
      title: 'Fleet Value',
      description: expect.any(String),
      icon: 'currency-dollar',
      size: 'medium',
      module: 'vehicles',
      enabled: true,
      default_order: 2,
      required_permission: 'canViewFinancial',
    });
    expect(reply.preferences).toEqual({ enabled_widgets: ALL, widget_order: ALL });
  });

  it('offers only the widgets whose permission the member holds', async () => {
    const shop = await t.createShop();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect(ids(await get(viewer))).toEqual([
      'vehicle-overview',
      'recent-services',
      'loaner-availability',
      'expiring-documents',
    ]);
    const none = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewBasic', 'canViewService', 'canViewDocuments'],
    });
    expect(await get(none)).toEqual({
      widgets: [],
      preferences: { enabled_widgets: [], widget_order: [] },
    });
  });

  it('refuses a request without a token', async () => {
    expect((await t.request(null, 'GET', USER_WIDGETS)).statusCode).toBe(401);
  });
});

describe('POST /api/dashboard/preferences/update_widgets/', () => {
  it("saves the member's widgets and order; the ones left out follow, disabled", async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const other = await t.createUser({ shops: [shop] });
    const chosen = ['loaner-availability', 'vehicle-overview'];
    const res = await t.request(admin, 'POST', UPDATE, {
      enabled_widgets: chosen,
      widget_order: chosen,
    });
    expect(res.statusCode, res.body).toBe(200);
    const reply = await get(admin);
    expect(res.json()).toEqual(reply);
    expect(reply.widgets.map((w) => [w.widget_id, w.enabled])).toEqual([
      ['loaner-availability', true],
      ['vehicle-overview', true],
      ['fleet-value', false],
      ['recent-services', false],
      ['expiring-documents', false],
    ]);
    expect(reply.preferences).toEqual({ enabled_widgets: chosen, widget_order: chosen });
    // Another member of the shop keeps their own (default) dashboard.
    expect(ids(await get(other))).toEqual(ALL);
  });

  it('keeps preferences per shop', async () => {
    const [a, b] = [await t.createShop(), await t.createShop()];
    const admin = await t.createUser({ shops: [a, b] });
    await t.request(admin, 'POST', UPDATE, { enabled_widgets: [], widget_order: [] });
    expect((await get(admin)).preferences.enabled_widgets).toEqual([]);
    await t.request(admin, 'POST', '/api/employees/switch-shop/', { shop_id: b.id });
    expect((await get(admin)).preferences.enabled_widgets).toEqual(ALL);
  });

  it('refuses unknown and not permitted widget ids with a field error, saving nothing', async () => {
    const shop = await t.createShop();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const res = await t.request(viewer, 'POST', UPDATE, {
      enabled_widgets: ['vehicle-overview', 'fleet-value'],
      widget_order: ['vehicle-overview', 'weather'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      enabled_widgets: ['Unknown widget. (fleet-value)'],
      widget_order: ['Unknown widget. (weather)'],
    });
    expect((await get(viewer)).preferences.enabled_widgets).toHaveLength(4);
  });

  it('refuses a malformed body field by field', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const res = await t.request(admin, 'POST', UPDATE, {
      enabled_widgets: 'vehicle-overview',
      widget_order: ['fleet-value', 'fleet-value'],
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json()).sort()).toEqual(['enabled_widgets', 'widget_order']);
    expect(res.json().widget_order).toEqual(['A widget may appear only once.']);
  });

  it('refuses a request without a token', async () => {
    const res = await t.request(null, 'POST', UPDATE, { enabled_widgets: [], widget_order: [] });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /api/dashboard/preferences/reset_to_defaults/', () => {
  it('forgets the saved choice and replies with the default dashboard', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    await t.request(admin, 'POST', UPDATE, {
      enabled_widgets: ['recent-services'],
      widget_order: ['recent-services'],
    });
    const res = await t.request(admin, 'POST', RESET);
    expect(res.statusCode, res.body).toBe(200);
    expect(ids(res.json())).toEqual(ALL);
    expect(res.json().widgets.every((w: { enabled: boolean }) => w.enabled)).toBe(true);
    expect((await get(admin)).preferences).toEqual({ enabled_widgets: ALL, widget_order: ALL });
    // Resetting again (nothing saved) is fine.
    expect((await t.request(admin, 'POST', RESET, {})).statusCode).toBe(200);
  });

  it('refuses a request without a token', async () => {
    expect((await t.request(null, 'POST', RESET)).statusCode).toBe(401);
  });
});

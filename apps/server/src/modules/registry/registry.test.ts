import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NavigationItem } from '@fleetdesk/contract/registry';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import type { ModuleDefinition } from '../../platform/module';
import { MODULES } from '../index';
import { vehiclesModule } from '../vehicles/vehicles.module';
import { navigationPreferences } from './registry.tables';

const base: Pick<ModuleDefinition, 'models' | 'widgets' | 'settings' | 'permissions'> = {
  models: {},
  widgets: [],
  settings: [],
  permissions: [],
};

/** Open to everyone; a group whose only child needs financial view, and a report needing module settings. */
const partsModule: ModuleDefinition = {
  ...base,
  key: 'parts',
  display_name: 'Parts',
  icon: 'box',
  navigation_order: 5,
  navigation_permission: null,
  navigation: [
    {
      name: 'Parts',
      url: '/parts',
      icon: 'box',
      order: 1,
      permission: null,
      children: [
        {
          name: 'Orders',
          url: '/parts/orders',
          icon: 'list',
          order: 1,
          permission: 'canViewFinancial',
        },
      ],
    },
    {
      name: 'Parts Reports',
      url: '/parts/reports',
      icon: 'report',
      order: 2,
      permission: 'canViewModuleSettings',
    },
  ],
  searchable_models: [
    { model: 'part', fields: ['name'], weight: 3, has_detail_page: false, icon: 'box' },
  ],
};

/** A whole module behind canViewModuleSettings. */
const adminModule: ModuleDefinition = {
  ...base,
  key: 'admin',
  display_name: 'Admin',
  icon: 'shield',
  navigation_order: 20,
  navigation_permission: 'canViewModuleSettings',
  navigation: [{ name: 'Admin', url: '/admin', icon: 'shield', order: 1, permission: null }],
  searchable_models: [
    {
      model: 'audit_entry',
      fields: ['entity'],
      weight: 1,
      has_detail_page: false,
      icon: 'history',
    },
  ],
};

/** The vehicle module as registered: with what insurance, financing and reminders add to it. */
const registeredVehicles = MODULES.find((m) => m.key === 'vehicles')!;

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp({}, { modules: [registeredVehicles, partsModule, adminModule] });
});
afterAll(() => t.close());

const names = (items: NavigationItem[]) => items.map((i) => i.name);
const navigation = async (user: { token: string }) => {
  const res = await t.request(user, 'GET', '/api/base/navigation/');
  expect(res.statusCode).toBe(200);
  return res.json().results as NavigationItem[];
};
async function member(role: Parameters<TestApp['createUser']>[0] = {}) {
  const shop = await t.createShop();
  return t.createUser({ shops: [shop], ...role });
}

describe('the module list', () => {
  it('registers the vehicle module with what insurance, financing and reminders declare of it', () => {
    expect(Object.keys(registeredVehicles.models)).toEqual([
      'vehicle',
      'insurance_policy',
      'financing',
      'document',
      'vendor',
    ]);
    expect(registeredVehicles.settings).toEqual(expect.arrayContaining(vehiclesModule.settings));
    const settings = registeredVehicles.settings.map((s) => `${s.module ?? 'vehicles'}.${s.key}`);
    expect(settings).toEqual(
      expect.arrayContaining(['insurance.page_size', 'reminders.email_kinds']),
    );
  });

  it('leaves to insurance and financing their own models, menu entries, search and settings', () => {
    expect(Object.keys(vehiclesModule.models)).toEqual(['vehicle', 'document', 'vendor']);
    expect(vehiclesModule.navigation[0]!.children!.map((c) => c.name)).toEqual([
      'All Vehicles',
      'Add Vehicle',
      'Vehicle Settings',
    ]);
    expect(vehiclesModule.searchable_models.map((m) => m.model)).toEqual([
      'vehicle',
      'vendor',
      'document',
    ]);
    expect(vehiclesModule.settings.map((s) => s.module)).not.toContain('insurance');
  });
});

describe('GET /api/base/modules/', () => {
  it('answers every module keyed by its key, with its models', async () => {
    const res = await t.request(
      await member({ role: 'vehicle_viewer' }),
      'GET',
      '/api/base/modules/',
    );
    expect(res.statusCode).toBe(200);
    const { modules } = res.json();
    expect(Object.keys(modules).sort()).toEqual(['admin', 'parts', 'vehicles']);
    expect(modules.vehicles).toMatchObject({
      display_name: 'Vehicles',
      icon: 'car',
      navigation_order: 10,
      navigation_permission: 'canViewBasic',
    });
    expect(modules.vehicles.models.vehicle).toEqual({
      show_in_nav: true,
      icon: 'car',
      nav_name: 'Vehicles',
      nav_order: 1,
      has_detail_page: true,
      url_pattern: '/vehicles/{id}',
    });
    expect(modules.admin.navigation_permission).toBe('canViewModuleSettings');
  });

  it('refuses a request without a token (401)', async () => {
    expect((await t.request(null, 'GET', '/api/base/modules/')).statusCode).toBe(401);
  });
});

describe('GET /api/base/navigation/', () => {
  it('gives an administrator every entry, modules by navigation_order, numbered in that order', async () => {
    const items = await navigation(await member({ role: 'administrator' }));
    expect(names(items)).toEqual(['Parts', 'Parts Reports', 'Vehicles', 'Admin']);
    expect(items.map((i) => i.order)).toEqual([1, 2, 3, 4]);
    const vehicles = items[2]!;
    expect(vehicles).toMatchObject({
      url: '/vehicles',
      module: 'vehicles',
      icon: 'car',
      permission: 'canViewBasic',
    });
    expect(vehicles.children.map((c) => [c.name, c.url, c.permission])).toEqual([
      ['All Vehicles', '/vehicles', 'canViewBasic'],
      ['Add Vehicle', '/vehicles/add', 'canAdd'],
      ['Insurance', '/vehicles/insurance', 'canViewInsurance'],
      ['Financing', '/vehicles/financing', 'canViewFinancial'],
      ['Due Service', '/vehicles/maintenance-due', 'canViewService'],
      ['Issues', '/vehicles/issues', 'canViewBasic'],
      ['Fuel Card Import', '/vehicles/fuel-import', 'canAdd'],
      ['Inspection Forms', '/vehicles/inspection-forms', 'canEdit'],
      ['Cost Reports', '/vehicles/reports/costs', 'canViewBasic'],
      ['Vehicle Settings', '/vehicles/settings', 'canEdit'],
    ]);
    expect(vehicles.children.every((c) => c.module === 'vehicles' && c.children.length === 0)).toBe(
      true,
    );
  });

  it('removes entries the member may not use, and a group left without children', async () => {
    const items = await navigation(await member({ role: 'vehicle_viewer' }));
    // Parts group: its only child needs canViewFinancial; Parts Reports and Admin need canViewModuleSettings.
    expect(names(items)).toEqual(['Vehicles']);
    expect(names(items[0]!.children)).toEqual([
      'All Vehicles',
      'Due Service',
      'Issues',
      'Cost Reports',
    ]);
  });

  it("follows a member's grants and withdrawals", async () => {
    const user = await member({
      role: 'fleet_coordinator',
      grants: ['canViewFinancial'],
      withdrawals: ['canAdd'],
    });
    const items = await navigation(user);
    expect(names(items)).toEqual(['Parts', 'Vehicles']);
    expect(names(items[1]!.children)).toEqual([
      'All Vehicles',
      'Insurance',
      'Financing',
      'Due Service',
      'Issues',
      'Inspection Forms',
      'Cost Reports',
      'Vehicle Settings',
    ]);
  });

  it('hides a whole module whose navigation permission the member lacks', async () => {
    const user = await member({ role: 'administrator', withdrawals: ['canViewBasic'] });
    expect(names(await navigation(user))).toEqual(['Parts', 'Parts Reports', 'Admin']);
  });

  it("orders modules by the user's saved order, the others after by navigation_order", async () => {
    const user = await member({ role: 'administrator' });
    const saved = await t.request(user, 'POST', '/api/navigation/preferences/', {
      navigation_order: ['admin', 'vehicles'],
    });
    expect(saved.statusCode).toBe(200);
    const items = await navigation(user);
    expect(names(items)).toEqual(['Admin', 'Vehicles', 'Parts', 'Parts Reports']);
    expect(items.map((i) => i.order)).toEqual([1, 2, 3, 4]);
  });

  it('ignores module keys of a saved order that are no longer registered', async () => {
    const user = await member({ role: 'administrator' });
    await t.db
      .insert(navigationPreferences)
      .values({ userId: user.id, navigationOrder: ['retired', 'vehicles'] });
    expect(names(await navigation(user))).toEqual(['Vehicles', 'Parts', 'Parts Reports', 'Admin']);
  });

  it('refuses a request without a token (401) or without a shop (403)', async () => {
    expect((await t.request(null, 'GET', '/api/base/navigation/')).statusCode).toBe(401);
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], currentShop: null });
    expect((await t.request(user, 'GET', '/api/base/navigation/')).statusCode).toBe(403);
  });
});

describe('GET /api/navigation/items/', () => {
  it('answers the same items as the sidebar navigation', async () => {
    const user = await member({ role: 'fleet_manager' });
    const res = await t.request(user, 'GET', '/api/navigation/items/');
    expect(res.statusCode).toBe(200);
    expect(res.json().results).toEqual(await navigation(user));
  });

  it('refuses a request without a token (401)', async () => {
    expect((await t.request(null, 'GET', '/api/navigation/items/')).statusCode).toBe(401);
  });
});

describe('GET /api/base/search-config/', () => {
  it('lists the searchable models of every module the member may open, with their module', async () => {
    const res = await t.request(
      await member({ role: 'administrator' }),
      'GET',
      '/api/base/search-config/',
    );
    expect(res.statusCode).toBe(200);
    const models = res.json().searchable_models;
    expect(models.map((m: { module: string; model: string }) => `${m.module}.${m.model}`)).toEqual([
      'parts.part',
      'vehicles.vehicle',
      'vehicles.insurance_policy',
      'vehicles.vendor',
      'vehicles.document',
      'admin.audit_entry',
    ]);
    expect(models[1]).toEqual({
      model: 'vehicle',
      module: 'vehicles',
      fields: ['vin', 'license_plate', 'make', 'model', 'description'],
      weight: 10,
      has_detail_page: true,
      icon: 'car',
    });
  });

  it('leaves out modules the member may not open', async () => {
    const user = await member({ role: 'fleet_manager', withdrawals: ['canViewBasic'] });
    const models = (await t.request(user, 'GET', '/api/base/search-config/')).json()
      .searchable_models;
    expect(models.map((m: { model: string }) => m.model)).toEqual(['part']);
  });

  it('refuses a request without a token (401)', async () => {
    expect((await t.request(null, 'GET', '/api/base/search-config/')).statusCode).toBe(401);
  });
});

describe('/api/navigation/preferences/', () => {
  it('answers the default order before anything is saved, even without a current shop', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop], currentShop: null });
    const res = await t.request(user, 'GET', '/api/navigation/preferences/');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ navigation_order: ['parts', 'vehicles', 'admin'] });
  });

  it("saves the user's order, answers the order in effect, and keeps it per user", async () => {
    const user = await member();
    const other = await member();
    const res = await t.request(user, 'POST', '/api/navigation/preferences/', {
      navigation_order: ['vehicles'],
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ navigation_order: ['vehicles', 'parts', 'admin'] });
    const again = await t.request(user, 'POST', '/api/navigation/preferences/', {
      navigation_order: ['admin', 'parts', 'vehicles'],
    });
    expect(again.json()).toEqual({ navigation_order: ['admin', 'parts', 'vehicles'] });
    expect((await t.request(user, 'GET', '/api/navigation/preferences/')).json()).toEqual({
      navigation_order: ['admin', 'parts', 'vehicles'],
    });
    expect((await t.request(other, 'GET', '/api/navigation/preferences/')).json()).toEqual({
      navigation_order: ['parts', 'vehicles', 'admin'],
    });
  });

  it('refuses unknown and repeated module keys, saving nothing', async () => {
    const user = await member();
    const res = await t.request(user, 'POST', '/api/navigation/preferences/', {
      navigation_order: ['admin', 'ghost', 'admin'],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      navigation_order: ['Unknown module: ghost', 'Module listed more than once: admin'],
    });
    expect((await t.request(user, 'GET', '/api/navigation/preferences/')).json()).toEqual({
      navigation_order: ['parts', 'vehicles', 'admin'],
    });
  });

  it('refuses a body without a list of keys', async () => {
    const user = await member();
    const res = await t.request(user, 'POST', '/api/navigation/preferences/', {
      navigation_order: 'vehicles',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ navigation_order: [expect.any(String)] });
    const empty = await t.request(user, 'POST', '/api/navigation/preferences/', {});
    expect(empty.statusCode).toBe(400);
    expect(Object.keys(empty.json())).toEqual(['navigation_order']);
  });

  it('refuses a request without a token (401)', async () => {
    expect((await t.request(null, 'GET', '/api/navigation/preferences/')).statusCode).toBe(401);
    const res = await t.request(null, 'POST', '/api/navigation/preferences/', {
      navigation_order: [],
    });
    expect(res.statusCode).toBe(401);
  });
});

import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { maintenanceSchedules } from '../modules/service';
import { seedDemoMaintenance } from './demo-maintenance';
import { seedDemoFleet } from './demo-vehicles';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('seedDemoMaintenance', () => {
  it('keeps every vehicle type on schedules with a few vehicles overdue, once', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    await seedDemoFleet(t.db, [shop.id]);
    await seedDemoMaintenance(t.db, [shop.id]);
    await seedDemoMaintenance(t.db, [shop.id]);

    const schedules = (
      await t.request(admin, 'GET', '/api/vehicles/maintenance-schedules/')
    ).json() as { vehicle_type: string }[];
    expect(new Set(schedules.map((s) => s.vehicle_type))).toEqual(
      new Set(['loaner', 'employee', 'service', 'general']),
    );
    const [stored] = await t.inShop(shop, (db) =>
      db
        .select({ n: count() })
        .from(maintenanceSchedules)
        .where(eq(maintenanceSchedules.shopId, shop.id)),
    );
    expect(stored!.n).toBe(schedules.length);

    const overdue = (
      await t.request(admin, 'GET', '/api/vehicles/maintenance-due/?state=overdue')
    ).json() as { vehicle_vin: string; name: string }[];
    expect(new Set(overdue.map((d) => d.vehicle_vin)).size).toBeGreaterThanOrEqual(2);
    expect(overdue.map((d) => d.name)).toContain('Oil change');
    expect(overdue.map((d) => d.name)).toContain('Brake inspection');
    const soon = (
      await t.request(admin, 'GET', '/api/vehicles/maintenance-due/?state=due_soon')
    ).json() as { name: string }[];
    expect(soon.map((d) => d.name)).toContain('Tire rotation');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { seedDemoFleet } from './demo-vehicles';
import { seedDemoInsurance } from './demo-insurance';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('seedDemoInsurance', () => {
  it('gives a shop a renewed master policy over most vehicles and a few individual policies, once', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    await seedDemoFleet(t.db, [shop.id]);
    await seedDemoInsurance(t.db, [shop.id]);
    await seedDemoInsurance(t.db, [shop.id]);

    const masters = (await t.request(admin, 'GET', '/api/vehicles/master-policies/')).json();
    expect(masters.count).toBe(2);
    const [current, previous] = masters.results;
    expect(current.renewed_from).toBe(previous.id);
    const vehicles = (
      await t.request(admin, 'GET', '/api/vehicles/master-policies/vehicles_for_renewal/')
    ).json();
    expect(current.vehicle_count).toBe(vehicles.length - 4);

    const all = (await t.request(admin, 'GET', '/api/vehicles/policies/?page_size=1000')).json();
    const individual = all.results.filter((p: { master_policy: unknown }) => !p.master_policy);
    expect(individual).toHaveLength(4);
    const ends = individual.map((p: { end_date: string | null }) => p.end_date);
    expect(ends).toContain(null);
    const today = new Date().toISOString().slice(0, 10);
    expect(ends.filter((e: string | null) => e !== null && e < today)).toHaveLength(1);

    const list = (
      await t.request(admin, 'GET', '/api/vehicles/vehicles/?page_size=100&archived=false')
    ).json();
    expect(list.results.map((v: { status: string }) => v.status)).toContain('Insurance expired');
  });
});

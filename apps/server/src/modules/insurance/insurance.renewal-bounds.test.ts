import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../../../test/helpers';
import { newVin } from '../vehicles/vehicles.test-fixtures';
import { countingTestApp, insuranceFixtures } from './insurance.test-fixtures';
import { insurancePolicies, masterPolicies } from './insurance.tables';

/**
 * Bounded work per renewal (issue 22): the VINs resolved in one statement and the policies
 * written in bulk, at most 500 vehicles, at most 20 refused VINs named; and the master's
 * coverage type sent as an id as well as a name.
 */

let t: TestApp;
let f: ReturnType<typeof insuranceFixtures>;
let counted: Awaited<ReturnType<typeof countingTestApp>>['counted'];
beforeAll(async () => {
  ({ t, counted } = await countingTestApp());
  f = insuranceFixtures(t);
});
afterAll(() => t.close());

describe('a bulk renewal', () => {
  it('takes as many statements for 30 vehicles as for 2', async () => {
    const countFor = async (n: number) => {
      const { shop, admin } = await f.fleet(0);
      const vehicles = await f.insertVehicles(
        shop,
        Array.from({ length: n }, () => ({})),
      );
      const vins = vehicles.map((v) => v.vin);
      await f.renewOk(admin, vins, { end_date: '2098-12-31' }); // each vehicle has a policy to renew
      const { result: created, statements } = await counted(() => f.renewOk(admin, vins));
      const renewed = await t.inShop(shop, (db) =>
        db
          .select({ from: insurancePolicies.renewedFromId, ends: insurancePolicies.endDate })
          .from(insurancePolicies)
          .where(eq(insurancePolicies.masterPolicyId, created.id)),
      );
      expect(renewed).toHaveLength(n);
      expect(renewed.every((r) => r.from !== null && r.ends === '2099-12-31')).toBe(true);
      return statements;
    };
    expect(await countFor(30)).toBe(await countFor(2));
  });

  it('covers at most 500 vehicles, and says so', async () => {
    const { shop, admin } = await f.fleet(0);
    const vins = Array.from({ length: 501 }, () => newVin());
    const res = await f.renew(admin, f.renewalBody(vins));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ vehicle_allocations: ['A renewal covers at most 500 vehicles'] });
    const masters = await t.inShop(shop, (db) => db.select().from(masterPolicies));
    expect(masters).toEqual([]);
  });

  it('names the first 20 unknown VINs and counts the rest', async () => {
    const { shop, admin, vehicles } = await f.fleet(1);
    const unknown = Array.from({ length: 25 }, () => newVin());
    const res = await f.renew(admin, f.renewalBody([vehicles[0]!.vin, ...unknown]));
    expect(res.statusCode).toBe(400);
    const errors = res.json();
    expect(Object.keys(errors)).toHaveLength(21);
    expect(errors['vehicle_allocations.1.vehicle_vin']).toEqual([
      `Vehicle ${unknown[0]} not found in this shop`,
    ]);
    expect(errors['vehicle_allocations.20.vehicle_vin']).toEqual([
      `Vehicle ${unknown[19]} not found in this shop`,
    ]);
    expect(errors['vehicle_allocations.21.vehicle_vin']).toBeUndefined();
    expect(errors.vehicle_allocations).toEqual([
      '5 more vehicles not found in this shop or archived',
    ]);
    expect(await t.inShop(shop, (db) => db.select().from(insurancePolicies))).toEqual([]);
  });

  it("takes the master's coverage type as an id, or as a name", async () => {
    const { admin, vehicles } = await f.fleet(1);
    const types = (
      await t.request(admin, 'GET', '/api/vehicles/master-policies/coverage_types/')
    ).json() as { id: number; name: string }[];
    const collision = types.find((c) => c.name === 'Collision')!;
    const vin = vehicles[0]!.vin;
    const byId = await f.renewOk(admin, [vin], { coverage_type: collision.id });
    expect(byId).toMatchObject({ coverage_type: 'Collision' });
    const byName = await f.renewOk(admin, [vin], { coverage_type: 'Comprehensive' });
    expect(byName).toMatchObject({ coverage_type: 'Comprehensive' });
    const unknown = await f.renew(admin, f.renewalBody([vin], { coverage_type: 2_000_000 }));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ coverage_type: ['Select a valid coverage type.'] });
    const masters = (await t.request(admin, 'GET', '/api/vehicles/master-policies/')).json();
    expect(masters.count).toBe(2);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { SearchResult } from '@fleetdesk/contract/search';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { vehicles } from '../vehicles/vehicles.tables';
import {
  insuranceCompanySearchSuffixes,
  insurancePolicySearchSuffixes,
  masterPolicySearchSuffixes,
} from './insurance.search.tables';
import { insurancePolicies, masterPolicies } from './insurance.tables';
import { insuranceFixtures } from './insurance.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof insuranceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = insuranceFixtures(t);
});
afterAll(() => t.close());

/** A word no other test's data contains (upper case: the search ignores case). */
const marker = () => `P${randomUUID().replace(/-/g, '').slice(0, 7).toUpperCase()}`;

/** The policies global search finds for `q`, as "title | subtitle". */
async function policiesFound(user: TestUser, q: string) {
  const res = await t.request(user, 'GET', `/api/base/search/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { results: SearchResult[] }).results
    .filter((r) => r.type === 'insurance_policy')
    .map((r) => `${r.title} | ${r.subtitle}`);
}

async function vehicleId(shop: TestShop, vin: string) {
  const [car] = await t.inShop(shop, (db) =>
    db.select({ id: vehicles.id }).from(vehicles).where(eq(vehicles.vin, vin)),
  );
  return car!.id;
}

/** A policy with its own number and company (no master policy), inserted the way every writer does. */
async function ownPolicy(shop: TestShop, vin: string, policyNumber: string, company: string) {
  const id = await vehicleId(shop, vin);
  const [row] = await t.inShop(shop, (db) =>
    db
      .insert(insurancePolicies)
      .values({ shopId: shop.id, vehicleId: id, policyNumber, insuranceCompany: company })
      .returning({ id: insurancePolicies.id }),
  );
  return row!.id;
}

describe('global search over insurance policies (search suffixes, migration 0027)', () => {
  it("follows a policy's own number and company as they are inserted, changed and deleted", async () => {
    const { shop, admin, vehicles: cars } = await f.fleet(1);
    const number = marker();
    const company = `Insurer ${marker()}`;
    const id = await ownPolicy(shop, cars[0]!.vin, number, company);

    expect(await policiesFound(admin, number.slice(2).toLowerCase())).toEqual([
      `Policy ${number} | ${company}`,
    ]);
    expect(await policiesFound(admin, company.slice(-6))).toEqual([
      `Policy ${number} | ${company}`,
    ]);

    const renumbered = marker();
    await t.inShop(shop, (db) =>
      db
        .update(insurancePolicies)
        .set({ policyNumber: renumbered })
        .where(eq(insurancePolicies.id, id)),
    );
    expect(await policiesFound(admin, number)).toEqual([]);
    expect(await policiesFound(admin, renumbered)).toEqual([`Policy ${renumbered} | ${company}`]);

    await t.inShop(shop, (db) => db.delete(insurancePolicies).where(eq(insurancePolicies.id, id)));
    expect(await policiesFound(admin, renumbered)).toEqual([]);
    const left = await t.inShop(shop, (db) =>
      db
        .select()
        .from(insurancePolicySearchSuffixes)
        .where(eq(insurancePolicySearchSuffixes.policyId, id)),
    );
    expect(left).toEqual([]);
  });

  it("keeps a company's text once for all its policies (migration 0037), and finds each by it", async () => {
    const { shop, admin, vehicles: cars } = await f.fleet(3);
    const word = marker();
    const company = `Mutual ${word}`;
    const ids: number[] = [];
    for (const [i, car] of cars.entries()) {
      ids.push(await ownPolicy(shop, car.vin, `MC${i}${marker()}`, company));
    }
    expect(await policiesFound(admin, word.slice(1))).toHaveLength(3);

    const companyRows = await t.inShop(shop, (db) =>
      db
        .select({ suffix: insuranceCompanySearchSuffixes.suffix })
        .from(insuranceCompanySearchSuffixes)
        .where(eq(insuranceCompanySearchSuffixes.company, company)),
    );
    // "mutual pxxxxxxx": one row per suffix not starting with a space, once for the three.
    expect(companyRows).toHaveLength(company.replace(/ /g, '').length);
    const policyRows = await t.inShop(shop, (db) =>
      db
        .select({ suffix: insurancePolicySearchSuffixes.suffix })
        .from(insurancePolicySearchSuffixes)
        .where(inArray(insurancePolicySearchSuffixes.policyId, ids)),
    );
    expect(policyRows.length).toBeGreaterThan(0);
    expect(policyRows.filter((r) => r.suffix.includes('mutual'))).toEqual([]);

    // A policy moved to another company is found by the new name, and no longer by the old.
    const renamed = `Casualty ${marker()}`;
    await t.inShop(shop, (db) =>
      db
        .update(insurancePolicies)
        .set({ insuranceCompany: renamed })
        .where(eq(insurancePolicies.id, ids[0]!)),
    );
    expect(await policiesFound(admin, renamed.slice(-6))).toHaveLength(1);
    expect(await policiesFound(admin, word.slice(1))).toHaveLength(2);

    // Another shop with a company of the same name finds its own policy only.
    const other = await f.fleet(1);
    await ownPolicy(other.shop, other.vehicles[0]!.vin, marker(), company);
    expect(await policiesFound(other.admin, word.slice(1))).toHaveLength(1);
    expect(await policiesFound(admin, word.slice(1))).toHaveLength(2);
  });

  it("finds a renewal's policies by their master's number, name and company, and follows a rename", async () => {
    const { shop, admin, vehicles: cars } = await f.fleet(2);
    const word = marker();
    const master = await f.renewOk(
      admin,
      cars.map((c) => c.vin),
      { policy_name: `Fleet ${word}`, policy_number: `N-${word}`, insurance_company: 'Acme' },
    );
    const both = [
      `Policy N-${word} | Acme · Fleet ${word}`,
      `Policy N-${word} | Acme · Fleet ${word}`,
    ];
    expect(await policiesFound(admin, `n-${word}`)).toEqual(both);
    expect(await policiesFound(admin, `fleet ${word}`)).toEqual(both);

    const renamed = `Renamed ${marker()} Mutual`;
    await t.inShop(shop, (db) =>
      db
        .update(masterPolicies)
        .set({ insuranceCompany: renamed })
        .where(eq(masterPolicies.id, master.id)),
    );
    const after = `Policy N-${word} | ${renamed} · Fleet ${word}`;
    expect(await policiesFound(admin, renamed.slice(8, 16))).toEqual([after, after]);
    expect(await policiesFound(admin, `fleet ${word}`)).toEqual([after, after]);
    const suffixes = await t.inShop(shop, (db) =>
      db
        .select({ suffix: masterPolicySearchSuffixes.suffix })
        .from(masterPolicySearchSuffixes)
        .where(
          and(
            eq(masterPolicySearchSuffixes.masterPolicyId, master.id),
            eq(masterPolicySearchSuffixes.suffix, 'acme'),
          ),
        ),
    );
    expect(suffixes).toEqual([]);
  });

  it("lets a policy's own company win over its master's, as the policy card shows it", async () => {
    const { shop, admin, vehicles: cars } = await f.fleet(2);
    const word = marker();
    await f.renewOk(
      admin,
      cars.map((c) => c.vin),
      { policy_name: `Fleet ${word}`, policy_number: 'FA-1', insurance_company: `Master${word}` },
    );
    const id = await vehicleId(shop, cars[0]!.vin);
    await t.inShop(shop, (db) =>
      db
        .update(insurancePolicies)
        .set({ insuranceCompany: `Own${word}` })
        .where(eq(insurancePolicies.vehicleId, id)),
    );
    expect(await policiesFound(admin, `own${word}`)).toEqual([
      `Policy FA-1 | Own${word} · Fleet ${word}`,
    ]);
    expect(await policiesFound(admin, `master${word}`)).toEqual([
      `Policy FA-1 | Master${word} · Fleet ${word}`,
    ]);
  });

  it("never finds another shop's policy", async () => {
    const a = await f.fleet(1);
    const b = await f.fleet(1);
    const word = marker();
    await ownPolicy(b.shop, b.vehicles[0]!.vin, word, 'Other Mutual');
    await f.renewOk(
      b.admin,
      b.vehicles.map((c) => c.vin),
      { policy_name: `Fleet ${word}` },
    );
    expect(await policiesFound(a.admin, word)).toEqual([]);
    expect(await policiesFound(b.admin, word)).toHaveLength(2);
  });

  it("hides an archived vehicle's policy from a member without canViewArchived", async () => {
    const { shop, admin, vehicles: cars } = await f.fleet(1);
    const number = marker();
    await ownPolicy(shop, cars[0]!.vin, number, 'Archive Mutual');
    const archived = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${cars[0]!.vin}/archive/`,
    );
    expect(archived.statusCode, archived.body).toBe(200);
    const limited = await t.createUser({
      shops: [shop],
      role: 'administrator',
      withdrawals: ['canViewArchived'],
    });
    expect(await policiesFound(limited, number)).toEqual([]);
    expect(await policiesFound(admin, number)).toEqual([`Policy ${number} | Archive Mutual`]);
  });
});

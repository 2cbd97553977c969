import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Policy } from '@fleetdesk/contract/insurance';
import type { TestApp, TestUser } from '../../../test/helpers';
import { PNG, postMultipart } from '../documents/documents.test-fixtures';
import { countingTestApp, insuranceFixtures } from './insurance.test-fixtures';
import { insurancePolicies } from './insurance.tables';

/**
 * One shape for a policy (issue 22): the list, the policy and the vehicle detail's cards send the
 * same object, the policy's own company and number winning over its master's; and a page of the
 * list reads its documents in the page's statement, however many policies it holds.
 */

let t: TestApp;
let f: ReturnType<typeof insuranceFixtures>;
let counted: Awaited<ReturnType<typeof countingTestApp>>['counted'];
beforeAll(async () => {
  ({ t, counted } = await countingTestApp());
  f = insuranceFixtures(t);
});
afterAll(() => t.close());

/** A vehicle renewed under a master policy, then given its own company and number. */
async function ownedOverMaster() {
  const { shop, admin, vehicles } = await f.fleet(1);
  const vin = vehicles[0]!.vin;
  await f.renewOk(admin, [vin]);
  await t.inShop(shop, (db) =>
    db.update(insurancePolicies).set({ insuranceCompany: 'Own Mutual', policyNumber: 'OWN-9' }),
  );
  return { shop, admin, vin };
}

const withoutLinks = (p: Policy) => ({
  ...p,
  documents: p.documents.map(({ file_url: _link, ...d }) => d),
});

async function attach(user: TestUser, policyId: number, title: string) {
  const res = await postMultipart(
    t,
    user,
    `/api/vehicles/policies/${policyId}/upload_document/`,
    { title },
    { filename: 'card.png', data: PNG },
  );
  expect(res.statusCode, res.body).toBe(201);
}

describe('an insurance policy', () => {
  it("is one object on the list, the policy screen and the vehicle detail's card", async () => {
    const { admin, vin } = await ownedOverMaster();
    const [listed] = (
      await t.request(admin, 'GET', `/api/vehicles/policies/?vehicle=${vin}`)
    ).json().results as Policy[];
    await attach(admin, listed!.id, 'Declarations page');

    const list = (await t.request(admin, 'GET', `/api/vehicles/policies/?vehicle=${vin}`)).json();
    const one = (await t.request(admin, 'GET', `/api/vehicles/policies/${listed!.id}/`)).json();
    const detail = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${vin}/`)).json();
    expect(detail.insurance_policies[0]).toMatchObject({
      master_policy: { policy_name: 'Fleet Auto 2026', insurance_company: 'Acme Mutual' },
      insurance_company: 'Own Mutual',
      policy_number: 'OWN-9',
    });
    expect(withoutLinks(detail.insurance_policies[0])).toEqual(withoutLinks(one));
    expect(withoutLinks(list.results[0])).toEqual(withoutLinks(one));
    expect(one.documents.map((d: { title: string }) => d.title)).toEqual(['Declarations page']);
  });

  it('is listed with its documents in the same number of statements for 1 or 6 policies', async () => {
    const countFor = async (policies: number) => {
      const { admin, vehicles } = await f.fleet(policies);
      await f.renewOk(
        admin,
        vehicles.map((v) => v.vin),
      );
      const { results } = (await t.request(admin, 'GET', '/api/vehicles/policies/')).json();
      for (const p of results as Policy[]) await attach(admin, p.id, `Card ${p.id}`);
      const { result: res, statements } = await counted(() =>
        t.request(admin, 'GET', '/api/vehicles/policies/'),
      );
      expect(res.json().results.every((p: Policy) => p.documents.length === 1)).toBe(true);
      return statements;
    };
    expect(await countFor(6)).toBe(await countFor(1));
  });
});

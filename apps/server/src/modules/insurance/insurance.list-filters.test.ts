import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { shopToday } from '../../platform/shop-day';
import { insuranceFixtures } from './insurance.test-fixtures';

// The insurance overview's search, filters and pages (issue 24 item 5, docs/api.md Insurance).

let t: TestApp;
let f: ReturnType<typeof insuranceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = insuranceFixtures(t);
});
afterAll(() => t.close());

type ListReply = { count: number; total_pages: number; next: string | null; results: Item[] };
type Item = { id: number; vehicle: string; policy_number: string; insurance_company: string };

async function list(user: TestUser, query: string): Promise<ListReply> {
  const res = await t.request(user, 'GET', `/api/vehicles/policies/?${query}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ListReply;
}
const idsOf = (reply: ListReply) => reply.results.map((p) => p.id).sort((a, b) => a - b);
const sorted = (ids: number[]) => [...ids].sort((a, b) => a - b);

/**
 * A shop with a renewal (master "Fleet Auto 2026" by Acme Mutual over a Honda and a Ford) and
 * individual policies of their own company and number on a Tesla and a Volvo.
 */
async function setup() {
  const { shop, admin } = await f.fleet(0);
  // Days counted from the shop's today, as the "ending within N days" filter counts them.
  const today = await t.inShop(shop, shopToday);
  const inDays = (days: number) => addDays(today, days);
  const [honda, ford, tesla, volvo] = await f.insertVehicles(shop, [
    { make: 'Honda', model: 'Civic', licensePlate: 'HON123' },
    { make: 'Ford', model: 'Transit', licensePlate: 'FRD777' },
    { make: 'Tesla', model: 'Model Y', licensePlate: 'ZAP001' },
    { make: 'Volvo', model: 'XC90', licensePlate: 'SWE42' },
  ]);
  const master = await f.renewOk(admin, [honda!.vin, ford!.vin], {
    end_date: inDays(45),
    start_date: inDays(-300),
  });
  const renewed = (await list(admin, 'master_policy=' + master.id)).results;
  const hondaPolicy = renewed.find((p) => p.vehicle === honda!.vin)!.id;
  const fordPolicy = renewed.find((p) => p.vehicle === ford!.vin)!.id;
  const teslaSoon = await f.individualPolicy(shop, tesla!.id, {
    company: 'Zenith Casualty',
    number: 'ZC-9001',
    startDate: inDays(-200),
    endDate: inDays(5),
  });
  const volvoPassed = await f.individualPolicy(shop, volvo!.id, {
    company: 'Nordic Shield',
    number: 'NS-314',
    startDate: inDays(-400),
    endDate: inDays(-10),
  });
  return {
    shop,
    admin,
    master,
    vehicles: { honda: honda!, ford: ford!, tesla: tesla!, volvo: volvo! },
    policies: { hondaPolicy, fordPolicy, teslaSoon, volvoPassed },
  };
}

describe('GET /api/vehicles/policies/ search', () => {
  it('finds policies by VIN, plate, make and model of their vehicle', async () => {
    const s = await setup();
    const byVin = await list(s.admin, `search=${s.vehicles.ford.vin.slice(-8).toLowerCase()}`);
    expect(idsOf(byVin)).toEqual([s.policies.fordPolicy]);
    expect(byVin.count).toBe(1);
    expect(idsOf(await list(s.admin, 'search=zap0'))).toEqual([s.policies.teslaSoon]);
    expect(idsOf(await list(s.admin, 'search=HONDA'))).toEqual([s.policies.hondaPolicy]);
    expect(idsOf(await list(s.admin, 'search=model%20y'))).toEqual([s.policies.teslaSoon]);
  });

  it("finds policies by number and company, their own or their master policy's", async () => {
    const s = await setup();
    expect(idsOf(await list(s.admin, 'search=zc-90'))).toEqual([s.policies.teslaSoon]);
    expect(idsOf(await list(s.admin, 'search=shield'))).toEqual([s.policies.volvoPassed]);
    const master = await list(s.admin, 'search=FA-2026');
    expect(idsOf(master)).toEqual(sorted([s.policies.hondaPolicy, s.policies.fordPolicy]));
    expect(idsOf(await list(s.admin, 'search=acme'))).toEqual(
      sorted([s.policies.hondaPolicy, s.policies.fordPolicy]),
    );
    const none = await list(s.admin, 'search=nothing-like-this');
    expect(none).toMatchObject({ count: 0, total_pages: 1, next: null, results: [] });
    // Wildcards are taken literally.
    expect((await list(s.admin, 'search=%25')).count).toBe(0);
  });
});

describe('GET /api/vehicles/policies/ filters', () => {
  it('filters by company (whole name, any case), own or master', async () => {
    const s = await setup();
    expect(idsOf(await list(s.admin, 'company=zenith%20casualty'))).toEqual([s.policies.teslaSoon]);
    expect(idsOf(await list(s.admin, 'company=Acme%20Mutual'))).toEqual(
      sorted([s.policies.hondaPolicy, s.policies.fordPolicy]),
    );
    expect((await list(s.admin, 'company=Acme')).count).toBe(0);
  });

  it('filters by master policy, or the individual policies with none', async () => {
    const s = await setup();
    expect(idsOf(await list(s.admin, `master_policy=${s.master.id}`))).toEqual(
      sorted([s.policies.hondaPolicy, s.policies.fordPolicy]),
    );
    expect(idsOf(await list(s.admin, 'master_policy=none'))).toEqual(
      sorted([s.policies.teslaSoon, s.policies.volvoPassed]),
    );
  });

  it("filters the policies ending from the shop's today to N days on (passed ones are out)", async () => {
    const s = await setup();
    expect(idsOf(await list(s.admin, 'ends_within=20'))).toEqual([s.policies.teslaSoon]);
    expect(idsOf(await list(s.admin, 'ends_within=60'))).toEqual(
      sorted([s.policies.hondaPolicy, s.policies.fordPolicy, s.policies.teslaSoon]),
    );
    expect((await list(s.admin, 'ends_within=0')).count).toBe(0);
  });

  it('combines search, filters and the Active split', async () => {
    const s = await setup();
    const reply = await list(s.admin, `search=o&master_policy=${s.master.id}&ends_within=60`);
    // "o" is in Honda and Ford (and Volvo and Model Y, whose policies have no master).
    expect(idsOf(reply)).toEqual(sorted([s.policies.hondaPolicy, s.policies.fordPolicy]));
    expect(idsOf(await list(s.admin, 'search=o&active=false'))).toEqual([s.policies.volvoPassed]);
  });

  it('refuses a bad filter with a 400 and its message', async () => {
    const s = await setup();
    const bad = async (query: string) => {
      const res = await t.request(s.admin, 'GET', `/api/vehicles/policies/?${query}`);
      expect(res.statusCode, res.body).toBe(400);
      return res.body;
    };
    expect(await bad('master_policy=abc')).toContain('Select a valid master policy.');
    expect(await bad('master_policy=0')).toContain('Select a valid master policy.');
    expect(await bad('ends_within=-1')).toContain('Enter a whole number of days from 0 to 3650.');
    expect(await bad('ends_within=3651')).toContain('from 0 to 3650');
    expect(await bad(`search=${'x'.repeat(101)}`)).toContain('no more than 100 characters');
  });
});

describe('GET /api/vehicles/policies/ pages and walls', () => {
  it('pages a search with its count and links that keep the filters', async () => {
    const s = await setup();
    // "o" is in Honda, Ford, Volvo and Model Y.
    const first = await list(s.admin, 'search=o&page_size=3&page=1');
    expect(first.count).toBe(4);
    expect(first.total_pages).toBe(2);
    expect(first.results).toHaveLength(3);
    expect(first.next).toBe('/api/vehicles/policies/?search=o&page_size=3&page=2');
    const second = await list(s.admin, 'search=o&page_size=3&page=2');
    expect(second.results).toHaveLength(1);
    expect(second.next).toBeNull();
    expect(sorted([...idsOf(first), ...idsOf(second)])).toEqual(sorted(Object.values(s.policies)));
  });

  it("never shows another shop's policies, whatever the search or master policy asked", async () => {
    const s = await setup();
    const other = await setup();
    expect(idsOf(await list(other.admin, 'search=zc-9001'))).toEqual([other.policies.teslaSoon]);
    expect((await list(other.admin, `master_policy=${s.master.id}`)).count).toBe(0);
    expect((await list(other.admin, `search=${s.vehicles.ford.vin}`)).count).toBe(0);
  });

  it("hides an archived vehicle's policies from a search without canViewArchived", async () => {
    const s = await setup();
    const archive = await t.request(
      s.admin,
      'POST',
      `/api/vehicles/vehicles/${s.vehicles.tesla.vin}/archive/`,
      {},
    );
    expect(archive.statusCode, archive.body).toBe(200);
    const viewer = await t.createUser({
      shops: [s.shop],
      role: 'vehicle_viewer',
      grants: ['canViewInsurance'],
    });
    expect((await list(viewer, 'search=zc-9001')).count).toBe(0);
    expect((await list(viewer, 'company=Zenith%20Casualty')).count).toBe(0);
    expect(idsOf(await list(viewer, 'ends_within=60'))).toEqual(
      sorted([s.policies.hondaPolicy, s.policies.fordPolicy]),
    );
    // The administrator may view archived vehicles and still finds it.
    expect(idsOf(await list(s.admin, 'search=zc-9001'))).toEqual([s.policies.teslaSoon]);
  });
});

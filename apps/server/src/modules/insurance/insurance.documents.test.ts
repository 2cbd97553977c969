import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { PDF, PNG, postMultipart } from '../documents/documents.test-fixtures';
import { setMemberPermission } from '../shops';
import { insuranceFixtures } from './insurance.test-fixtures';

/**
 * Insurance documents follow the policy's permission (issue 22): listed, searched and
 * downloaded only with canViewInsurance, attached only with canManageInsurance; a vehicle's
 * other documents keep the documents permissions.
 */

let t: TestApp;
let f: ReturnType<typeof insuranceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = insuranceFixtures(t);
});
afterAll(() => t.close());

type Doc = { id: number; title: string; file_url: string };

/** A vehicle with a policy carrying an insurance card, and a plain vehicle document beside it. */
async function setup() {
  const { shop, admin } = await f.fleet(0);
  const [vehicle] = await f.insertVehicles(shop, [{}]);
  const policy = await f.individualPolicy(shop, vehicle!.id, { endDate: '2099-12-31' });
  const tag = `${shop.id}x`;
  const card = await postMultipart(
    t,
    admin,
    `/api/vehicles/policies/${policy}/upload_document/`,
    { title: `Insurance card ${tag}` },
    { filename: 'card.png', data: PNG },
  );
  expect(card.statusCode, card.body).toBe(201);
  const scan = await postMultipart(
    t,
    admin,
    '/api/vehicles/documents/',
    { vehicle: vehicle!.vin, document_type: 'other', title: `Inspection scan ${tag}` },
    { filename: 'scan.pdf', data: PDF },
  );
  expect(scan.statusCode, scan.body).toBe(201);
  return { shop, admin, vin: vehicle!.vin, policy, tag };
}

const member = (shop: TestShop, grants: string[]) =>
  t.createUser({ shops: [shop], role: 'vehicle_viewer', grants });

async function documentsSeen(user: TestUser, vin: string): Promise<Doc[]> {
  const res = await t.request(user, 'GET', `/api/vehicles/documents/?vehicle=${vin}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results;
}

async function searched(user: TestUser, q: string): Promise<string[]> {
  const res = await t.request(user, 'GET', `/api/base/search/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().results.map((r: { title: string }) => r.title);
}

describe("insurance documents follow the policy's permission", () => {
  it('are listed and searched only for a member who may view insurance', async () => {
    const s = await setup();
    const documentsOnly = await member(s.shop, ['canViewDocuments']);
    const both = await member(s.shop, ['canViewDocuments', 'canViewInsurance']);
    expect((await documentsSeen(documentsOnly, s.vin)).map((d) => d.title)).toEqual([
      `Inspection scan ${s.tag}`,
    ]);
    expect((await documentsSeen(both, s.vin)).map((d) => d.title).sort()).toEqual([
      `Inspection scan ${s.tag}`,
      `Insurance card ${s.tag}`,
    ]);
    expect(await searched(documentsOnly, `card ${s.tag}`)).toEqual([]);
    expect(await searched(both, `card ${s.tag}`)).toEqual([`Insurance card ${s.tag}`]);
  });

  it("are in a policy's reply for whoever may view insurance, and nowhere for others", async () => {
    const s = await setup();
    const insurance = await member(s.shop, ['canViewDetails', 'canViewInsurance']);
    const financial = await member(s.shop, ['canViewDetails', 'canViewFinancial']);
    const policy = await t.request(insurance, 'GET', `/api/vehicles/policies/${s.policy}/`);
    expect(policy.json().documents.map((d: Doc) => d.title)).toEqual([`Insurance card ${s.tag}`]);
    // Its link opens for them: a policy's document needs no documents permission.
    const [card] = policy.json().documents as Doc[];
    expect((await t.request(null, 'GET', card!.file_url)).statusCode).toBe(200);
    // The vehicle detail shows the policy to a financial member, without its documents.
    const detail = (await t.request(financial, 'GET', `/api/vehicles/vehicles/${s.vin}/`)).json();
    expect(detail.insurance_policies).toHaveLength(1);
    expect(detail.insurance_policies[0].documents).toEqual([]);
  });

  it('download only while the member the link was given to may view insurance', async () => {
    const s = await setup();
    const viewer = await member(s.shop, ['canViewDocuments', 'canViewInsurance']);
    const seen = await documentsSeen(viewer, s.vin);
    const linkOf = (title: string) => seen.find((d) => d.title.startsWith(title))!.file_url;
    const cardLink = linkOf('Insurance card');
    const scanLink = linkOf('Inspection scan');
    expect((await t.request(null, 'GET', cardLink)).statusCode).toBe(200);
    await t.inShop(s.shop, (db) =>
      setMemberPermission(db, {
        username: viewer.username,
        shop: { id: s.shop.id },
        permission: 'canViewInsurance',
        granted: false,
      }),
    );
    const refused = await t.request(null, 'GET', cardLink);
    expect(refused.statusCode).toBe(403);
    expect(refused.rawPayload).not.toEqual(PNG);
    // Their link to a vehicle document still opens: that one needs no insurance permission.
    expect((await t.request(null, 'GET', scanLink)).statusCode).toBe(200);
  });

  it('are deleted only by a member who may manage insurance, and unknown to one who may not view it', async () => {
    const s = await setup();
    const card = (await documentsSeen(s.admin, s.vin)).find((d) =>
      d.title.startsWith('Insurance card'),
    )!;
    const remove = async (grants: string[]) =>
      t.request(await member(s.shop, grants), 'DELETE', `/api/vehicles/documents/${card.id}/`);
    const unseen = await remove(['canManageDocuments']);
    expect(unseen.statusCode, unseen.body).toBe(404);
    expect(unseen.json()).toEqual({ detail: DOCUMENT_MESSAGES.documentNotFound });
    expect((await remove(['canManageDocuments', 'canViewInsurance'])).statusCode).toBe(403);
    const ids = async () => (await documentsSeen(s.admin, s.vin)).map((d) => d.id);
    expect(await ids()).toContain(card.id);
    // The insurance manager deletes it without being a documents manager, and only it.
    const insuranceManager = ['canViewInsurance', 'canManageInsurance'];
    const scan = (await documentsSeen(s.admin, s.vin)).find((d) =>
      d.title.startsWith('Inspection scan'),
    )!;
    const scanRemoved = await t.request(
      await member(s.shop, insuranceManager),
      'DELETE',
      `/api/vehicles/documents/${scan.id}/`,
    );
    expect(scanRemoved.statusCode).toBe(403);
    expect(await ids()).toContain(scan.id);
    expect((await remove(insuranceManager)).statusCode).toBe(204);
    expect(await ids()).not.toContain(card.id);
  });

  it('are attached only by a member who may manage insurance', async () => {
    const s = await setup();
    const attach = (user: TestUser) =>
      postMultipart(
        t,
        user,
        `/api/vehicles/policies/${s.policy}/upload_document/`,
        { title: 'Declarations' },
        { filename: 'dec.pdf', data: PDF },
      );
    for (const grants of [['canManageDocuments'], ['canManageFinancial']]) {
      const res = await attach(await member(s.shop, ['canViewInsurance', ...grants]));
      expect(res.statusCode, grants.join()).toBe(403);
    }
    expect((await attach(await member(s.shop, ['canManageInsurance']))).statusCode).toBe(201);
    const policy = (await t.request(s.admin, 'GET', `/api/vehicles/policies/${s.policy}/`)).json();
    expect(policy.documents.map((d: Doc) => d.title).sort()).toEqual([
      'Declarations',
      `Insurance card ${s.tag}`,
    ]);
  });
});

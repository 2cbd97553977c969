import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  return { shop, admin };
}

describe('/api/vendors/vendors/', () => {
  it('creates, lists by type and name, reads and patches vendors', async () => {
    const { admin } = await setup();
    const created = await t.request(admin, 'POST', '/api/vendors/vendors/', {
      name: ' Zed Auto ',
      phone: '555-0100',
      email: 'desk@zed.example',
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({
      id: expect.any(Number),
      name: 'Zed Auto',
      vendor_type: 'vehicle_service',
      phone: '555-0100',
      email: 'desk@zed.example',
      address: '',
      notes: '',
      created_at: expect.any(String),
    });
    await t.request(admin, 'POST', '/api/vendors/vendors/', { name: 'Acme Glass' });
    await t.request(admin, 'POST', '/api/vendors/vendors/', {
      name: 'Tow Co',
      vendor_type: 'towing',
    });
    const list = (
      await t.request(admin, 'GET', '/api/vendors/vendors/?vendor_type=vehicle_service')
    ).json();
    expect(list.results.map((v: { name: string }) => v.name)).toEqual(['Acme Glass', 'Zed Auto']);
    expect((await t.request(admin, 'GET', '/api/vendors/vendors/?search=tow')).json().count).toBe(
      1,
    );

    const id = created.json().id;
    expect((await t.request(admin, 'GET', `/api/vendors/vendors/${id}/`)).json().name).toBe(
      'Zed Auto',
    );
    const patched = await t.request(admin, 'PATCH', `/api/vendors/vendors/${id}/`, {
      notes: 'Fast',
      email: '',
    });
    expect(patched.json()).toMatchObject({ name: 'Zed Auto', notes: 'Fast', email: '' });
  });

  it('validates name, e-mail and type', async () => {
    const { admin } = await setup();
    const res = await t.request(admin, 'POST', '/api/vendors/vendors/', {
      name: '',
      email: 'nope',
      vendor_type: 'Bad Type',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      name: ['Name is required'],
      email: ['Enter a valid email address.'],
      vendor_type: ['Use lower-case letters and underscores, e.g. vehicle_service.'],
    });
  });

  it("hides another shop's vendors and needs service permissions", async () => {
    const mine = await setup();
    const other = await setup();
    const theirs = (
      await t.request(other.admin, 'POST', '/api/vendors/vendors/', { name: 'Theirs' })
    ).json();
    expect(
      (await t.request(mine.admin, 'GET', `/api/vendors/vendors/${theirs.id}/`)).statusCode,
    ).toBe(404);
    expect(
      (
        await t.request(mine.admin, 'PATCH', `/api/vendors/vendors/${theirs.id}/`, { name: 'x' })
      ).json(),
    ).toEqual({ detail: 'Vendor not found' });
    expect((await t.request(mine.admin, 'GET', '/api/vendors/vendors/')).json().count).toBe(0);
    expect((await t.request(null, 'GET', '/api/vendors/vendors/')).statusCode).toBe(401);
    const viewer = await t.createUser({ shops: [mine.shop], role: 'vehicle_viewer' });
    expect((await t.request(viewer, 'GET', '/api/vendors/vendors/')).statusCode).toBe(200);
    expect(
      (await t.request(viewer, 'POST', '/api/vendors/vendors/', { name: 'x' })).statusCode,
    ).toBe(403);
    const blind = await t.createUser({
      shops: [mine.shop],
      role: 'vehicle_viewer',
      withdrawals: ['canViewService'],
    });
    expect((await t.request(blind, 'GET', '/api/vendors/vendors/')).statusCode).toBe(403);
  });
});

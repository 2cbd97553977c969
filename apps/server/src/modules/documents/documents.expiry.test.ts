import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { shopToday } from '../../platform/shop-day';
import { reminderFixtures } from '../reminders/reminders.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { PDF, postMultipart } from './documents.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
let r: ReturnType<typeof reminderFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
  r = reminderFixtures(t);
});
afterAll(() => t.close());

const upload = (user: TestUser, fields: Record<string, string>) =>
  postMultipart(t, user, '/api/vehicles/documents/', fields, {
    filename: 'inspection.pdf',
    data: PDF,
    contentType: 'application/pdf',
  });

describe('documents that expire (issue 34 §5)', () => {
  it('takes expires_on on upload and PATCH, and refuses a bad date with the field', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const car = await f.createVehicle(admin);
    const res = await upload(admin, {
      vehicle: car.vin,
      document_type: 'inspection',
      title: 'DOT inspection',
      expires_on: '2031-05-01',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ title: 'DOT inspection', expires_on: '2031-05-01' });
    const id = res.json().id;

    const bad = await t.request(admin, 'PATCH', `/api/vehicles/documents/${id}/`, {
      expires_on: '2031-02-30',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json())).toEqual(['expires_on']);
    const moved = await t.request(admin, 'PATCH', `/api/vehicles/documents/${id}/`, {
      expires_on: '2032-05-01',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().expires_on).toBe('2032-05-01');
    const cleared = await t.request(admin, 'PATCH', `/api/vehicles/documents/${id}/`, {
      expires_on: null,
    });
    expect(cleared.json().expires_on).toBeNull();
    const untouched = await t.request(admin, 'PATCH', `/api/vehicles/documents/${id}/`, {});
    expect(untouched.json()).toMatchObject({ title: 'DOT inspection', expires_on: null });
    const list = (
      await t.request(admin, 'GET', `/api/vehicles/documents/?vehicle=${car.vin}`)
    ).json();
    expect(list.results[0].expires_on).toBeNull();

    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const refused = await t.request(viewer, 'PATCH', `/api/vehicles/documents/${id}/`, {
      expires_on: '2033-01-01',
    });
    expect(refused.statusCode).toBe(403);
  });

  it('shows expiring and expired documents on the dashboard, the soonest first', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const car = await f.createVehicle(admin);
    const today = await t.inShop(shop, (db) => shopToday(db));
    for (const [title, days] of [
      ['Emissions certificate', 10],
      ['Old permit', -3],
      ['Far away', 200],
    ] as const)
      expect(
        (
          await upload(admin, {
            vehicle: car.vin,
            document_type: 'other',
            title,
            expires_on: addDays(today, days),
          })
        ).statusCode,
      ).toBe(201);
    const res = await t.request(admin, 'GET', '/api/dashboard/widget-data/expiring-documents/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      expired_count: 1,
      expiring_count: 1,
      documents: [
        expect.objectContaining({ title: 'Old permit', state: 'expired', vehicle: car.vin }),
        expect.objectContaining({
          title: 'Emissions certificate',
          state: 'expiring',
          expires_on: addDays(today, 10),
        }),
      ],
    });
  });

  it('reminds of an expiring document like a registration, once per threshold', async () => {
    const { shop, staff } = await r.shopWithStaff('documents');
    const car = await f.createVehicle(staff.admin);
    const day = '2031-03-10';
    expect(
      (
        await upload(staff.admin, {
          vehicle: car.vin,
          document_type: 'inspection',
          title: 'DOT inspection',
          expires_on: addDays(day, 5),
        })
      ).statusCode,
    ).toBe(201);
    await r.run([shop], { day });
    await r.run([shop], { day });
    const notices = (await r.inbox(staff.manager)).filter((n) => n.title.includes('DOT'));
    expect(notices).toHaveLength(1);
    expect(notices[0]!.title).toBe('Inspection "DOT inspection" expires in 5 days');
    expect(notices[0]!.message).toContain(`expires on ${addDays(day, 5)}.`);
  });
});

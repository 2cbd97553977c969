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

describe('vehicle module settings', () => {
  it('creates the shop row with defaults on first read, once', async () => {
    const { admin } = await setup();
    const first = await t.request(admin, 'GET', '/api/vehicles/module-settings/current/');
    expect(first.statusCode).toBe(200);
    expect(first.json()).toEqual({
      id: expect.any(Number),
      registration_admin: '',
      registration_admin_email: '',
      registration_admin_additional_email: '',
      registration_manager: '',
      registration_manager_email: '',
      warning_threshold_days: 30,
      critical_threshold_days: 14,
      escalation_threshold_days: 7,
    });
    expect(
      (await t.request(admin, 'GET', '/api/vehicles/module-settings/current/')).json().id,
    ).toBe(first.json().id);
  });

  it('changes a single field and leaves the others', async () => {
    const { admin } = await setup();
    const { id } = (await t.request(admin, 'GET', '/api/vehicles/module-settings/current/')).json();
    const res = await t.request(admin, 'PATCH', `/api/vehicles/module-settings/${id}/`, {
      registration_admin_email: 'dmv@shop.example',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      registration_admin_email: 'dmv@shop.example',
      warning_threshold_days: 30,
    });
    const days = await t.request(admin, 'PATCH', `/api/vehicles/module-settings/${id}/`, {
      critical_threshold_days: 21,
    });
    expect(days.json()).toMatchObject({
      registration_admin_email: 'dmv@shop.example',
      critical_threshold_days: 21,
    });
  });

  it('validates thresholds and e-mails', async () => {
    const { admin } = await setup();
    const { id } = (await t.request(admin, 'GET', '/api/vehicles/module-settings/current/')).json();
    const res = await t.request(admin, 'PATCH', `/api/vehicles/module-settings/${id}/`, {
      warning_threshold_days: 0,
      escalation_threshold_days: 366,
      registration_manager_email: 'not-an-email',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      warning_threshold_days: ['Enter a number of days from 1 to 365.'],
      escalation_threshold_days: ['Enter a number of days from 1 to 365.'],
      registration_manager_email: ['Enter a valid email address.'],
    });
  });

  it("answers 404 for another shop's settings, 401 without token, 403 without manage settings", async () => {
    const mine = await setup();
    const other = await setup();
    const theirs = (
      await t.request(other.admin, 'GET', '/api/vehicles/module-settings/current/')
    ).json();
    const res = await t.request(
      mine.admin,
      'PATCH',
      `/api/vehicles/module-settings/${theirs.id}/`,
      { registration_admin: 'x' },
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Settings not found' });
    expect(
      (await t.request(null, 'GET', '/api/vehicles/module-settings/current/')).statusCode,
    ).toBe(401);
    const manager = await t.createUser({ shops: [mine.shop], role: 'fleet_manager' });
    expect(
      (await t.request(manager, 'GET', '/api/vehicles/module-settings/current/')).statusCode,
    ).toBe(200);
    const mineId = (
      await t.request(manager, 'GET', '/api/vehicles/module-settings/current/')
    ).json().id;
    expect(
      (
        await t.request(manager, 'PATCH', `/api/vehicles/module-settings/${mineId}/`, {
          registration_admin: 'x',
        })
      ).statusCode,
    ).toBe(403);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { loanerFixtures } from '../loaners/loaners.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let v: ReturnType<typeof vehicleFixtures>;
let l: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  v = vehicleFixtures(t);
  l = loanerFixtures(t);
});
afterAll(() => t.close());

const url = '/api/vehicles/issues/';
const signature = `data:image/png;base64,${PNG.toString('base64')}`;
async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const vehicle = await v.createVehicle(admin);
  return { shop, admin, vehicle };
}
async function open(user: TestUser, body: Record<string, unknown>) {
  const res = await t.request(user, 'POST', url, body);
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number } & Record<string, unknown>;
}

describe('issues', () => {
  it('are opened, assigned to a member of the shop only, and resolved by hand', async () => {
    const { shop, admin, vehicle } = await setup();
    const tech = await t.createUser({ shops: [shop], role: 'fleet_coordinator' });
    const outsider = await t.createUser({ shops: [await t.createShop()] });
    const issue = await open(admin, {
      vehicle: vehicle.vin,
      title: 'Check engine light',
      priority: 'high',
    });
    expect(issue).toMatchObject({
      status: 'open',
      priority: 'high',
      assigned_to: null,
      source: null,
    });

    const refused = await t.request(admin, 'PATCH', `${url}${issue.id}/`, {
      assigned_to: outsider.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().assigned_to).toEqual(['Choose a member of this shop.']);

    const assigned = await t.request(tech, 'PATCH', `${url}${issue.id}/`, { assigned_to: tech.id });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(assigned.json().assigned_to).toBe(tech.id);
    expect(assigned.json().assigned_to_name).toMatch(/^Test /);

    const resolved = await t.request(tech, 'PATCH', `${url}${issue.id}/`, {
      status: 'resolved',
      resolution: 'Loose gas cap tightened',
    });
    expect(resolved.json()).toMatchObject({
      status: 'resolved',
      resolution: 'Loose gas cap tightened',
    });
    expect(resolved.json().resolved_at).not.toBeNull();
    const openOnes = await t.request(admin, 'GET', `${url}?status=open&vehicle=${vehicle.vin}`);
    expect(openOnes.json().count).toBe(0);
    const done = await t.request(admin, 'GET', `${url}?status=resolved`);
    expect(done.json().results.map((i: { id: number }) => i.id)).toEqual([issue.id]);
  });

  it('need add or edit to be written, and basic view to be read', async () => {
    const { shop, admin, vehicle } = await setup();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    expect(
      (await t.request(viewer, 'POST', url, { vehicle: vehicle.vin, title: 'Dent' })).statusCode,
    ).toBe(403);
    expect((await t.request(viewer, 'GET', url)).statusCode).toBe(200);
    const bad = await t.request(admin, 'POST', url, {
      vehicle: vehicle.vin,
      title: ' ',
      priority: 'urgent',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual(['priority', 'title']);
  });
});

describe('a service record that names issues', () => {
  it('resolves them in its transaction, and refuses those of another vehicle', async () => {
    const { admin, vehicle } = await setup();
    const other = await v.createVehicle(admin);
    const vendor = (
      await t.request(admin, 'POST', '/api/vendors/vendors/', { name: 'Brake Shop' })
    ).json();
    const brakes = await open(admin, { vehicle: vehicle.vin, title: 'Brakes squeal' });
    const elsewhere = await open(admin, { vehicle: other.vin, title: 'Mirror loose' });
    const record = (issues: number[]) =>
      t.request(admin, 'POST', '/api/vehicles/service-records/', {
        vehicle: vehicle.vin,
        service_date: '2026-01-05',
        vendor_id: vendor.id,
        amount: '180.00',
        description: 'New brake pads',
        issues,
      });
    const refused = await record([brakes.id, elsewhere.id]);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().issues).toEqual(['Choose open issues of this vehicle.']);
    const none = await t.request(
      admin,
      'GET',
      `/api/vehicles/service-records/?vehicle=${vehicle.vin}`,
    );
    expect(none.json().count).toBe(0);

    const saved = await record([brakes.id]);
    expect(saved.statusCode, saved.body).toBe(201);
    const list = await t.request(admin, 'GET', `${url}?vehicle=${vehicle.vin}`);
    expect(list.json().results[0]).toMatchObject({
      id: brakes.id,
      status: 'resolved',
      service_record: saved.json().id,
      resolution: `Service record #${saved.json().id}: New brake pads`,
    });
    // Once resolved, it cannot be resolved again by another record.
    expect((await record([brakes.id])).statusCode).toBe(400);
  });
});

describe('an out-of-service issue', () => {
  it('keeps the loaner from being reserved or checked out until it is resolved', async () => {
    const { admin, vehicle } = await setup();
    const customer = await l.createCustomer(admin);
    const booked = await l.reserve(admin, vehicle.vin, customer.id);
    const issue = await open(admin, {
      vehicle: vehicle.vin,
      title: 'Airbag light on',
      out_of_service: true,
    });
    const refused = await t.request(
      admin,
      'POST',
      '/api/loaners/agreements/',
      l.agreementBody(vehicle.vin, customer.id, {
        starts_at: new Date(Date.now() + 100 * 3_600_000).toISOString(),
        due_at: new Date(Date.now() + 120 * 3_600_000).toISOString(),
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json().vehicle).toEqual([
      `This loaner is out of service: issue #${issue.id} "Airbag light on" is open.`,
    ]);
    const out = await t.request(admin, 'POST', `/api/loaners/agreements/${booked.id}/check_out/`, {
      odometer_out: 10_000,
      fuel_out: 8,
      signature,
      signed_name: 'Dana Reyes',
    });
    expect(out.statusCode).toBe(400);
    expect(out.json().vehicle[0]).toContain('Airbag light on');
    const board = await t.request(
      admin,
      'GET',
      '/api/loaners/board/?from=2026-01-01&to=2026-01-07',
    );
    const car = board.json().vehicles.find((x: { vin: string }) => x.vin === vehicle.vin);
    expect(car.out_of_service).toBe('Airbag light on');

    await t.request(admin, 'PATCH', `${url}${issue.id}/`, {
      status: 'resolved',
      resolution: 'Sensor replaced',
    });
    const again = await t.request(
      admin,
      'POST',
      `/api/loaners/agreements/${booked.id}/check_out/`,
      {
        odometer_out: 10_000,
        fuel_out: 8,
        signature,
        signed_name: 'Dana Reyes',
      },
    );
    expect(again.statusCode, again.body).toBe(200);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { CSV_HEADER, loanerFixtures } from '../loaners/loaners.citations.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
let loaners: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
  loaners = loanerFixtures(t);
});
afterAll(() => t.close());

const NOW = Math.floor(Date.now() / 1000) * 1000;
const at = (days: number) => new Date(NOW + days * 86_400_000).toISOString();

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const driver = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
  const plate = `9DRV${Math.floor(Math.random() * 900 + 100)}`;
  const vehicle = await f.createVehicle(admin, { license_plate: plate });
  return { shop, admin, driver, vehicle, plate };
}
const assign = (user: TestUser, body: unknown) =>
  t.request(user, 'POST', '/api/vehicles/assignments/', body);
const historyOf = async (user: TestUser, vin: string) =>
  (await t.request(user, 'GET', `/api/vehicles/assignments/?vehicle=${vin}`)).json();

describe('assignments', () => {
  it('assigns a member, shows it as the current assignment, and ends it', async () => {
    const { admin, driver, vehicle } = await setup();
    const res = await assign(admin, { vehicle: vehicle.vin, driver: driver.id });
    expect(res.statusCode, res.body).toBe(201);
    const created = res.json();
    expect(created).toEqual({
      id: expect.any(Number),
      vehicle: vehicle.vin,
      driver: driver.id,
      driver_name: expect.stringMatching(/^Test /),
      starts_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T/),
      ends_at: null,
      citations: [],
    });
    const detail = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/`)).json();
    expect(detail.current_assignment).toMatchObject({ id: created.id, driver: driver.id });

    // Nothing sent: nothing changes.
    const same = await t.request(admin, 'PATCH', `/api/vehicles/assignments/${created.id}/`, {});
    expect(same.json()).toEqual(created);
    const ended = await t.request(admin, 'PATCH', `/api/vehicles/assignments/${created.id}/`, {
      ends_at: new Date().toISOString(),
    });
    expect(ended.statusCode, ended.body).toBe(200);
    expect(ended.json().ends_at).not.toBeNull();
    const after = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/`)).json();
    expect(after.current_assignment).toBeNull();
    // The vehicle keeps its history.
    expect((await historyOf(admin, vehicle.vin)).count).toBe(1);
    const again = await t.request(admin, 'PATCH', `/api/vehicles/assignments/${created.id}/`, {
      ends_at: new Date().toISOString(),
    });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This assignment has already ended.' });
  });

  it('refuses an overlapping period with a 409 naming the other driver, held by the database', async () => {
    const { admin, vehicle } = await setup();
    const first = await assign(admin, {
      vehicle: vehicle.vin,
      driver_name: 'Dana Outside',
      starts_at: at(-10),
      ends_at: at(-5),
    });
    expect(first.statusCode, first.body).toBe(201);
    const overlapping = await assign(admin, {
      vehicle: vehicle.vin,
      driver_name: 'Sam Later',
      starts_at: at(-6),
    });
    expect(overlapping.statusCode).toBe(409);
    expect(overlapping.json()).toEqual({
      detail: 'The vehicle is already assigned to Dana Outside over this period.',
    });
    // Touching periods do not overlap: [start, end).
    const next = await assign(admin, {
      vehicle: vehicle.vin,
      driver_name: 'Sam Later',
      starts_at: at(-5),
    });
    expect(next.statusCode, next.body).toBe(201);
    expect(
      (await historyOf(admin, vehicle.vin)).results.map(
        (a: { driver_name: string }) => a.driver_name,
      ),
    ).toEqual(['Sam Later', 'Dana Outside']);
    // Ending the earlier one later than the next started collides too.
    const stretch = await t.request(
      admin,
      'PATCH',
      `/api/vehicles/assignments/${first.json().id}/`,
      {
        ends_at: at(-1),
      },
    );
    expect(stretch.statusCode).toBe(400);
  });

  it('takes a member of the shop or a name, with messages per field', async () => {
    const { admin, vehicle } = await setup();
    const stranger = await t.createUser({ shops: [await t.createShop()] });
    const notMember = await assign(admin, { vehicle: vehicle.vin, driver: stranger.id });
    expect(notMember.statusCode).toBe(400);
    expect(notMember.json()).toEqual({ driver: ['Choose a member of this shop.'] });
    const none = await assign(admin, { vehicle: vehicle.vin });
    expect(none.json()).toEqual({ driver: ['Choose a member or type the name of the driver.'] });
    const unknown = await assign(admin, { vehicle: 'NOPE', driver_name: 'X' });
    expect(unknown.statusCode).toBe(404);
    expect((await historyOf(admin, vehicle.vin)).count).toBe(0);
  });

  it('matches a toll on a vehicle not on a loan to the driver assigned at the time', async () => {
    const { admin, vehicle, plate } = await setup();
    const created = await assign(admin, {
      vehicle: vehicle.vin,
      driver_name: 'Pat Employee',
      starts_at: at(-20),
    });
    expect(created.statusCode, created.body).toBe(201);
    const file = [
      CSV_HEADER,
      `${plate},${at(-3)},4.50,toll,Bay Bridge,ASG-${NOW}-1`,
      `${plate},${at(-30)},60.00,ticket,City,ASG-${NOW}-2`,
    ].join('\n');
    const preview = await loaners.importCsv(admin, file);
    expect(preview.statusCode, preview.body).toBe(200);
    expect(
      preview
        .json()
        .rows.map((r: { result: string; driver: string | null }) => [r.result, r.driver]),
    ).toEqual([
      ['assigned', 'Pat Employee'],
      ['unmatched', null],
    ]);
    expect(preview.json().counts).toMatchObject({ assigned: 1, unmatched: 1 });
    const stored = await loaners.importCsv(admin, file, false);
    expect(stored.statusCode, stored.body).toBe(200);
    const [history] = (await historyOf(admin, vehicle.vin)).results;
    expect(history.citations).toEqual([
      expect.objectContaining({ kind: 'toll', agency: 'Bay Bridge', amount: '4.50' }),
    ]);
    const listed = (await t.request(admin, 'GET', '/api/loaners/citations/?matched=false')).json();
    expect(listed.results.map((c: { reference: string }) => c.reference)).toEqual([`ASG-${NOW}-2`]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { readPdf } from '../loaners/loaners.pdf-reading.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { inspectionFixtures } from './inspections.test-fixtures';

let t: TestApp;
let v: ReturnType<typeof vehicleFixtures>;
let f: ReturnType<typeof inspectionFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  v = vehicleFixtures(t);
  f = inspectionFixtures(t);
});
afterAll(() => t.close());

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const vehicle = await v.createVehicle(admin);
  return { shop, admin, vehicle };
}
const formsUrl = '/api/vehicles/inspection-forms/';

describe('inspection forms', () => {
  it('are added, listed for a vehicle of their types, changed and retired', async () => {
    const { admin, vehicle } = await setup();
    const pretrip = await f.createForm(admin, {
      name: 'Pre-trip',
      vehicle_types: [await f.typeId(admin, 'service')],
    });
    const walk = await f.createForm(admin, { vehicle_types: [await f.typeId(admin, 'loaner')] });
    expect(walk.items.map((i) => [i.label, i.kind, i.required])).toEqual([
      ['Lights', 'pass_fail', true],
      ['Tyres', 'pass_fail', false],
      ['Fuel level', 'number', false],
      ['Damage photo', 'photo', false],
    ]);
    // The vehicle is a loaner: the tow truck's pre-trip is not offered for it.
    const forVehicle = await t.request(admin, 'GET', `${formsUrl}?vehicle=${vehicle.vin}`);
    expect(forVehicle.json().results.map((x: { name: string }) => x.name)).toEqual(['Walk-around']);

    const [lights, , fuel] = walk.items;
    const patched = await t.request(admin, 'PATCH', `${formsUrl}${walk.id}/`, {
      name: 'Loaner walk-around',
      items: [
        { id: fuel!.id, label: 'Fuel (eighths)', kind: 'number', required: true },
        { id: lights!.id, label: 'Lights', kind: 'pass_fail', required: true },
        { label: 'Wipers', kind: 'pass_fail' },
      ],
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json().name).toBe('Loaner walk-around');
    expect(patched.json().items.map((i: { label: string }) => i.label)).toEqual([
      'Fuel (eighths)',
      'Lights',
      'Wipers',
    ]);
    expect(patched.json().items[0].id).toBe(fuel!.id);

    const foreignItem = await t.request(admin, 'PATCH', `${formsUrl}${walk.id}/`, {
      items: [{ id: pretrip.items[0]!.id, label: 'X', kind: 'text' }],
    });
    expect(foreignItem.statusCode).toBe(400);
    expect(foreignItem.json().items).toBeDefined();

    expect((await t.request(admin, 'DELETE', `${formsUrl}${pretrip.id}/`)).statusCode).toBe(204);
    expect((await t.request(admin, 'GET', `${formsUrl}${pretrip.id}/`)).statusCode).toBe(404);
    const all = (await t.request(admin, 'GET', formsUrl)).json();
    expect(all.results.map((x: { name: string }) => x.name)).toEqual(['Loaner walk-around']);
  });

  it('refuse bad input with a message, and need edit to be written', async () => {
    const { shop, admin } = await setup();
    const noItems = await t.request(admin, 'POST', formsUrl, { name: 'Empty', items: [] });
    expect(noItems.statusCode).toBe(400);
    expect(noItems.json().items).toEqual(['Add at least one item.']);
    const badKind = await t.request(admin, 'POST', formsUrl, {
      name: 'Odd',
      items: [{ label: 'Horn', kind: 'loud' }],
    });
    expect(badKind.statusCode).toBe(400);
    const badType = await t.request(admin, 'POST', formsUrl, {
      name: 'Odd',
      vehicle_types: [999_999],
      items: [{ label: 'Horn', kind: 'pass_fail' }],
    });
    expect(badType.json().vehicle_types).toEqual(['Choose existing vehicle types.']);
    const technician = await t.createUser({ shops: [shop], role: 'service_technician' });
    const refused = await t.request(technician, 'POST', formsUrl, {
      name: 'Mine',
      items: [{ label: 'Horn', kind: 'pass_fail' }],
    });
    expect(refused.statusCode).toBe(403);
    expect((await t.request(technician, 'GET', formsUrl)).statusCode).toBe(200);
  });
});

describe('an inspection', () => {
  it('names the required items left unanswered and saves nothing', async () => {
    const { admin, vehicle } = await setup();
    const form = await f.createForm(admin);
    const res = await f.inspect(admin, {
      form: form.id,
      vehicle: vehicle.vin,
      odometer: 12_000,
      results: [{ item: form.items[1]!.id, passed: true }],
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().results).toEqual(['Answer the required items: Lights.']);
    const list = await t.request(admin, 'GET', `/api/vehicles/inspections/?vehicle=${vehicle.vin}`);
    expect(list.json().count).toBe(0);
    const logs = await t.request(
      admin,
      'GET',
      `/api/vehicles/mileage-logs/?vehicle=${vehicle.vin}`,
    );
    expect(logs.json().results.map((l: { mileage: number }) => l.mileage)).not.toContain(12_000);
  });

  it('opens an issue for each failed item, with its note and photo, and logs the odometer', async () => {
    const { admin, vehicle } = await setup();
    const form = await f.createForm(admin);
    const [lights, tyres, fuel, photo] = form.items;
    const tyrePhoto = await f.uploadPhoto(admin, vehicle.vin);
    const res = await f.inspect(admin, {
      form: form.id,
      vehicle: vehicle.vin,
      odometer: 15_250,
      results: [
        { item: lights!.id, passed: true },
        { item: tyres!.id, passed: false, note: 'Front left worn to the bars', photo: tyrePhoto },
        { item: fuel!.id, value: 6 },
        { item: photo!.id, photo: tyrePhoto },
      ],
    });
    expect(res.statusCode, res.body).toBe(201);
    const inspection = res.json();
    expect(inspection).toMatchObject({
      form: form.id,
      vehicle: vehicle.vin,
      odometer: 15_250,
      signed_name: 'Sam Tech',
      signed: true,
      failed: 1,
    });
    expect(inspection.results[1]).toMatchObject({ label: 'Tyres', passed: false, value: '' });
    expect(inspection.results[1].photo_url).toMatch(/^\/api\/files\/\d+\/\?/);
    expect(inspection.results[2].value).toBe('6');
    expect(inspection.issues).toHaveLength(1);

    const issues = await t.request(
      admin,
      'GET',
      `/api/vehicles/issues/?vehicle=${vehicle.vin}&status=open`,
    );
    expect(issues.json().results).toHaveLength(1);
    expect(issues.json().results[0]).toMatchObject({
      id: inspection.issues[0],
      title: 'Tyres failed',
      description: 'Front left worn to the bars',
      source: inspection.id,
      status: 'open',
    });
    expect(issues.json().results[0].photo_url).toMatch(/^\/api\/files\//);
    const photoFile = await t.app.inject({ url: issues.json().results[0].photo_url });
    expect(photoFile.statusCode).toBe(200);

    const logs = await t.request(
      admin,
      'GET',
      `/api/vehicles/mileage-logs/?vehicle=${vehicle.vin}`,
    );
    expect(logs.json().results[0]).toMatchObject({ mileage: 15_250, source: 'inspection' });
    // Read again: the same, but for the photo links signed anew (their expiry moves on).
    const unsigned = (i: { results: { photo_url: string | null }[] }) =>
      JSON.stringify(i, (k, v: unknown) => (k === 'photo_url' && v ? String(v).split('?')[0] : v));
    const read = await t.request(admin, 'GET', `/api/vehicles/inspections/${inspection.id}/`);
    expect(unsigned(read.json())).toEqual(unsigned(inspection));
  });

  it('prints a report with the answers and the signature', async () => {
    const { admin, vehicle } = await setup();
    const form = await f.createForm(admin, { name: 'Pre-trip' });
    const [lights, tyres] = form.items;
    const created = await f.inspect(admin, {
      form: form.id,
      vehicle: vehicle.vin,
      results: [
        { item: lights!.id, passed: true },
        { item: tyres!.id, passed: false, note: 'Bald rear tyre' },
      ],
      signed_name: 'Zoë Tech',
    });
    const pdf = await t.request(
      admin,
      'GET',
      `/api/vehicles/inspections/${created.json().id}/pdf/`,
    );
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    const { text, images } = await readPdf(pdf.rawPayload);
    for (const words of [
      'Pre-trip inspection',
      'Lights',
      'Pass',
      'Tyres',
      'FAIL',
      'Note: Bald rear tyre',
      'Zoë Tech',
    ])
      expect(text).toContain(words);
    expect(images.length).toBeGreaterThan(0);
  });

  it("refuses another vehicle's photo, an unknown item, and a form for other vehicle types", async () => {
    const { admin, vehicle } = await setup();
    const other = await v.createVehicle(admin);
    const form = await f.createForm(admin);
    const [lights, , , photo] = form.items;
    const elsewhere = await f.uploadPhoto(admin, other.vin);
    const wrongPhoto = await f.inspect(admin, {
      form: form.id,
      vehicle: vehicle.vin,
      results: [
        { item: lights!.id, passed: true },
        { item: photo!.id, photo: elsewhere },
      ],
    });
    expect(wrongPhoto.statusCode).toBe(400);
    expect(wrongPhoto.json().results).toBeDefined();
    const unknown = await f.inspect(admin, {
      form: form.id,
      vehicle: vehicle.vin,
      results: [{ item: 999_999, passed: true }],
    });
    expect(unknown.statusCode).toBe(400);
    const tow = await f.createForm(admin, { vehicle_types: [await f.typeId(admin, 'service')] });
    const notFor = await f.inspect(admin, {
      form: tow.id,
      vehicle: vehicle.vin,
      results: [{ item: tow.items[0]!.id, passed: true }],
    });
    expect(notFor.json().form).toEqual(["This form is not for this vehicle's types."]);
  });

  it("is another shop's 404, and an archived vehicle's for a member who may not see it", async () => {
    const { shop, admin, vehicle } = await setup();
    const form = await f.createForm(admin);
    const created = await f.inspect(admin, {
      form: form.id,
      vehicle: vehicle.vin,
      results: [{ item: form.items[0]!.id, passed: false }],
    });
    const id = created.json().id;
    const stranger = await setup();
    expect(
      (await t.request(stranger.admin, 'GET', `/api/vehicles/inspections/${id}/`)).statusCode,
    ).toBe(404);
    expect((await t.request(stranger.admin, 'GET', `${formsUrl}${form.id}/`)).statusCode).toBe(404);
    const theirs = await t.request(stranger.admin, 'GET', '/api/vehicles/issues/');
    expect(theirs.json().count).toBe(0);

    await t.request(admin, 'POST', `/api/vehicles/vehicles/${vehicle.vin}/archive/`);
    const technician = await t.createUser({ shops: [shop], role: 'service_technician' });
    expect(
      (await t.request(technician, 'GET', `/api/vehicles/inspections/${id}/`)).statusCode,
    ).toBe(404);
    expect(
      (await t.request(technician, 'GET', `/api/vehicles/inspections/${id}/pdf/`)).statusCode,
    ).toBe(404);
    expect((await t.request(technician, 'GET', '/api/vehicles/issues/')).json().count).toBe(0);
    expect((await t.request(technician, 'GET', '/api/vehicles/inspections/')).json().count).toBe(0);
    expect((await t.request(admin, 'GET', '/api/vehicles/issues/')).json().count).toBe(1);
  });
});

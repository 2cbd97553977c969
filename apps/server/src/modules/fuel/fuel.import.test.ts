import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { postMultipart } from '../documents/documents.test-fixtures';
import { csvOf, freshVin, xlsxOf } from '../vehicle-import/vehicle-import.test-fixtures';
import { dbDate, vehicleFixtures } from '../vehicles/vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const post = (
  user: TestUser,
  file: Buffer,
  opts: { dryRun?: boolean; mapping?: unknown; filename?: string } = {},
) =>
  postMultipart(
    t,
    user,
    `/api/vehicles/fuel-entries/import/${opts.dryRun ? '?dry_run=true' : ''}`,
    opts.mapping === undefined ? {} : { mapping: JSON.stringify(opts.mapping) },
    { filename: opts.filename ?? 'card.csv', data: file },
  );

async function setup() {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const byVin = await f.createVehicle(admin, { vin: freshVin(), license_plate: 'VIN-1' });
  const byPlate = await f.createVehicle(admin, { vin: freshVin(), license_plate: 'PL8-22' });
  const byCard = await f.createVehicle(admin, {
    vin: freshVin(),
    license_plate: 'CARD-3',
    fuel_card_number: 'U-0042',
  });
  return { shop, admin, byVin, byPlate, byCard };
}
const countOf = async (user: TestUser, vin?: string) =>
  (
    await t.request(user, 'GET', `/api/vehicles/fuel-entries/${vin ? `?vehicle=${vin}` : ''}`)
  ).json().count as number;

const HEADER = [
  'VIN',
  'Plate',
  'Vehicle Number',
  'Transaction Date',
  'Odometer',
  'Gallons',
  'Unit Price',
  'Amount',
  'Merchant',
  'Product',
  'Transaction ID',
];

describe('POST /api/vehicles/fuel-entries/import/', () => {
  it('matches lines by VIN, plate or card vehicle number; a dry run writes nothing, the import all', async () => {
    const { admin, byVin, byPlate, byCard } = await setup();
    const day = await dbDate(t, -2);
    const file = csvOf([
      HEADER,
      [byVin.vin, '', '', day, '10,500', '12.5', '$3.499', '', 'Shell', 'Unleaded Plus', 'T1'],
      ['', 'pl8-22', '', day, '', '10', '', '$35.00', 'BP', 'Diesel', 'T2'],
      ['', '', 'u-0042', day, '', '8.25', '3.2', '26.40', 'Costco', '', 'T3'],
    ]);
    const dry = await post(admin, file, { dryRun: true });
    expect(dry.statusCode, dry.body).toBe(200);
    expect(dry.json()).toMatchObject({
      counts: { total: 3, created: 3, invalid: 0, duplicate: 0 },
      mapping: {
        VIN: 'vin',
        Plate: 'license_plate',
        'Vehicle Number': 'card_vehicle_number',
        'Transaction Date': 'date',
        Odometer: 'odometer',
        Gallons: 'quantity',
        'Unit Price': 'price_per_unit',
        Amount: 'total_cost',
        Merchant: 'vendor',
        Product: 'fuel_type',
        'Transaction ID': 'reference',
      },
    });
    expect(dry.json().rows.map((r: { vin: string }) => r.vin)).toEqual([
      byVin.vin,
      byPlate.vin,
      byCard.vin,
    ]);
    expect(await countOf(admin)).toBe(0);

    const done = await post(admin, file);
    expect(done.statusCode, done.body).toBe(200);
    expect(await countOf(admin)).toBe(3);
    const first = (
      await t.request(admin, 'GET', `/api/vehicles/fuel-entries/?vehicle=${byVin.vin}`)
    ).json().results[0];
    expect(first).toMatchObject({
      date: day,
      odometer: 10500,
      quantity: '12.500',
      total_cost: '43.74',
      vendor: 'Shell',
      fuel_type: 'midgrade',
      reference: 'T1',
    });
    const plate = (
      await t.request(admin, 'GET', `/api/vehicles/fuel-entries/?vehicle=${byPlate.vin}`)
    ).json().results[0];
    expect(plate).toMatchObject({ price_per_unit: '3.500', fuel_type: 'diesel' });
    // The fill's odometer is a reading of the vehicle.
    const detail = (await t.request(admin, 'GET', `/api/vehicles/vehicles/${byVin.vin}/`)).json();
    expect(detail.current_mileage).toBe(10500);
    // The cost report counts the file's fills (its months worked out once, after the file).
    const costs = (
      await t.request(
        admin,
        'GET',
        `/api/vehicles/reports/costs/?from=${day}&to=${day}&group=vehicle`,
      )
    ).json();
    expect(costs.rows.find((r: { key: string }) => r.key === byVin.vin)).toMatchObject({
      fuel: '43.74',
    });

    // The same file again: every line is already recorded, and nothing more is written.
    const again = await post(admin, file);
    expect(again.statusCode).toBe(400);
    expect(again.json().counts).toMatchObject({ duplicate: 3, created: 0 });
    expect(again.json().rows[0].errors).toEqual({
      reference: ['This reference is already recorded for the vehicle.'],
    });
    expect(await countOf(admin)).toBe(3);
  });

  it('refuses the whole file when one line is wrong, with every line’s result', async () => {
    const { admin, byVin } = await setup();
    const day = await dbDate(t, -1);
    const file = csvOf([
      ['VIN', 'Date', 'Gallons', 'Amount'],
      [byVin.vin, day, '10', '35.00'],
      ['1FTFW1ET5DFC10312', day, '10', '35.00'],
      [byVin.vin, 'yesterday', '-3', ''],
    ]);
    const res = await post(admin, file);
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.counts).toEqual({ total: 3, created: 1, invalid: 2, duplicate: 0 });
    expect(body.rows[1]).toMatchObject({
      line: 3,
      result: 'invalid',
      errors: {
        vehicle: ['No vehicle has the VIN, plate or card vehicle number "1FTFW1ET5DFC10312".'],
      },
    });
    expect(Object.keys(body.rows[2].errors).sort()).toEqual(['date', 'quantity']);
    expect(await countOf(admin)).toBe(0);
  });

  it('reads an XLSX with a mapping chosen by hand, and refuses a file that names no vehicle column', async () => {
    const { admin, byCard } = await setup();
    const day = await dbDate(t, -4);
    const file = await xlsxOf([
      ['Unit', 'When', 'Qty', 'Cost'],
      ['U-0042', day, 7, 24.5],
    ]);
    const unmapped = await post(admin, file, { filename: 'card.xlsx' });
    expect(unmapped.statusCode).toBe(400);
    expect(unmapped.json()).toEqual({
      mapping: ['Map a column to the VIN, the license plate or the card vehicle number.'],
    });
    const mapping = {
      Unit: 'card_vehicle_number',
      When: 'date',
      Qty: 'quantity',
      Cost: 'total_cost',
    };
    const res = await post(admin, file, { filename: 'card.xlsx', mapping });
    expect(res.statusCode, res.body).toBe(200);
    expect(await countOf(admin, byCard.vin)).toBe(1);
  });

  it('does not reach another shop’s vehicles nor an archived one hidden from the member', async () => {
    const { shop, admin, byVin, byPlate } = await setup();
    const other = await setup();
    const day = await dbDate(t, -1);
    const file = csvOf([
      ['VIN', 'Date', 'Gallons', 'Amount'],
      [other.byVin.vin, day, '10', '35.00'],
    ]);
    const foreign = await post(admin, file, { dryRun: true });
    expect(foreign.json().rows[0].result).toBe('invalid');

    expect(
      (await t.request(admin, 'POST', `/api/vehicles/vehicles/${byPlate.vin}/archive/`)).statusCode,
    ).toBe(200);
    const clerk = await t.createUser({
      shops: [shop],
      role: 'fleet_coordinator',
      withdrawals: ['canViewArchived'],
    });
    const archived = csvOf([
      ['Plate', 'Date', 'Gallons', 'Amount'],
      ['PL8-22', day, '10', '35.00'],
    ]);
    const hidden = await post(clerk, archived, { dryRun: true });
    expect(hidden.statusCode, hidden.body).toBe(200);
    expect(hidden.json().rows[0].errors).toEqual({
      vehicle: ['No vehicle has the VIN, plate or card vehicle number "PL8-22".'],
    });
    expect(byVin.vin).toBeTruthy();
  });
});

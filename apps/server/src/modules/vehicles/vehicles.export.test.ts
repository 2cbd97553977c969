import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { vehicleFixtures } from './vehicles.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof vehicleFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = vehicleFixtures(t);
});
afterAll(() => t.close());

const EXPORT = '/api/vehicles/vehicles/export/';

/** A shop with a few vehicles: loaners, a service vehicle whose model is a formula, an archived one. */
async function fleet(loanerCount = 2) {
  const shop = await t.createShop();
  const admin = await t.createUser({ shops: [shop], role: 'administrator' });
  const loaners = Array.from({ length: loanerCount }, (_, i) => ({
    make: 'Ford',
    model: `Transit ${String(i).padStart(4, '0')}`,
    types: ['loaner'],
  }));
  await f.insertVehicles(shop, [
    ...loaners,
    { make: 'Honda', model: '=HYPERLINK("x")', types: ['service'] },
    { make: 'Audi', model: 'Hidden', types: ['loaner'], isArchived: true },
  ]);
  return { shop, admin };
}

describe('GET /api/vehicles/vehicles/export/', () => {
  // More than a batch (1,000) of loaners, so the file is more than one read.
  it(
    "writes every row of the filtered list in the list's order, as CSV",
    { timeout: 120_000 },
    async () => {
      const { admin } = await fleet(1003);
      const res = await t.request(
        admin,
        'GET',
        `${EXPORT}?format=csv&types=loaner&ordering=-description`,
      );
      expect(res.statusCode, res.body).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toMatch(
        /^attachment; filename="vehicles_\d{8}\.csv"$/,
      );
      const rows = parse(res.body, { bom: true }) as string[][];
      expect(rows[0]).toEqual([
        'VIN',
        'Vehicle Description',
        'Make',
        'Model',
        'Year',
        'License Plate',
        'Location',
        'Primary Driver',
        'Vehicle Types',
        'Status',
        'Archived',
      ]);
      expect(rows).toHaveLength(1 + 1003);
      expect(rows[1]!.slice(1, 4)).toEqual(['2020 Ford Transit 1002', 'Ford', 'Transit 1002']);
      expect(rows.at(-1)![1]).toBe('2020 Ford Transit 0000');
      expect(rows[1]!.slice(6)).toEqual(['Unassigned', 'Unassigned', 'loaner', 'Up to date', 'No']);
      // The list's page says the same count.
      const list = await t.request(admin, 'GET', '/api/vehicles/vehicles/?types=loaner');
      expect(list.json().count).toBe(1003);
    },
  );

  it('writes XLSX, a formula-like text as a text cell shown as typed', async () => {
    const { admin } = await fleet();
    const res = await t.request(admin, 'GET', `${EXPORT}?format=xlsx&types=service`);
    expect(res.statusCode, res.body).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Vehicles')!;
    expect(sheet.rowCount).toBe(2);
    // A text cell, never a formula: shown as typed, with no apostrophe before it.
    const model = sheet.getRow(2).getCell(4);
    expect(model.type).toBe(ExcelJS.ValueType.String);
    expect(model.value).toBe('=HYPERLINK("x")');
    expect(sheet.getRow(2).getCell(5).value).toBe(2020);
  });

  it('keeps archived vehicles to members who may view them', async () => {
    const { shop, admin } = await fleet();
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const refused = await t.request(viewer, 'GET', `${EXPORT}?archived=true`);
    expect(refused.statusCode).toBe(403);
    const archived = await t.request(admin, 'GET', `${EXPORT}?archived=true`);
    const rows = parse(archived.body, { bom: true }) as string[][];
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Hidden']);
    const active = parse((await t.request(viewer, 'GET', EXPORT)).body, {
      bom: true,
    }) as string[][];
    expect(active.some((r) => r[3] === 'Hidden')).toBe(false);
  });

  it('holds the columns the member shows, in the list order, as CSV and XLSX', async () => {
    const { admin } = await fleet(1);
    const chosen = `${EXPORT}?ordering=description&columns=status,vin,description`;
    const csv = await t.request(admin, 'GET', `${chosen}&format=csv`);
    expect(csv.statusCode, csv.body).toBe(200);
    const rows = parse(csv.body, { bom: true }) as string[][];
    expect(rows[0]).toEqual(['Vehicle Description', 'VIN', 'Status']);
    expect(rows[1]![0]).toMatch(/Ford Transit 0000$/);
    expect(rows[1]).toHaveLength(3);
    const xlsx = await t.request(admin, 'GET', `${chosen}&format=xlsx`);
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    expect(book.worksheets[0]!.getRow(1).values).toEqual([
      undefined,
      'Vehicle Description',
      'VIN',
      'Status',
    ]);
    const unknown = await t.request(admin, 'GET', `${EXPORT}?columns=vin,cost`);
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({
      columns: [
        'Choose columns among: description, license_plate, vin, location, primary_driver, types, status.',
      ],
    });
  });

  it('refuses an unknown format with a clear 400', async () => {
    const { admin } = await fleet();
    const res = await t.request(admin, 'GET', `${EXPORT}?format=pdf`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ format: ['Choose csv or xlsx.'] });
  });
});

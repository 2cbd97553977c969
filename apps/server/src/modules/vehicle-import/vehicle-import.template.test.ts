import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMPORT_FIELDS, IMPORT_FIELD_LABELS } from '@fleetdesk/contract/vehicle-import';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { freshVin, importFixtures, xlsxOf } from './vehicle-import.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof importFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = importFixtures(t);
});
afterAll(() => t.close());

describe('GET /api/vehicles/import/template/', () => {
  it('names every field in the header row, as CSV and as XLSX, and the headers map themselves', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const get = (format: string) =>
      t.app.inject({
        method: 'GET',
        url: `/api/vehicles/import/template/?format=${format}`,
        headers: { authorization: `Token ${admin.token}` },
      });
    const csv = await get('csv');
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain('vehicle-import.csv');
    const labels = IMPORT_FIELDS.map((field) => IMPORT_FIELD_LABELS[field]);
    const [header, example, ...more] = csv.rawPayload
      .toString('utf8')
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\n');
    expect(header).toBe(labels.map((l) => (l.includes(',') ? `"${l}"` : l)).join(','));
    expect(example).toContain('1HGCM82633A004352,Honda,Accord,2003');
    expect(more).toEqual([]);
    // The template as it comes is a file the import takes: its example row is ready, its US
    // dates read and said so.
    const asIs = await f.post(admin, csv.rawPayload, { dryRun: true });
    expect(asIs.json().counts).toEqual({ total: 1, created: 1, invalid: 0, duplicate: 0 });
    expect(asIs.json().date_forms).toEqual(['us']);
    const xlsx = await get('xlsx');
    expect(xlsx.statusCode).toBe(200);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(xlsx.rawPayload as unknown as ExcelJS.Buffer);
    expect((book.worksheets[0]!.getRow(1).values as unknown[]).slice(1)).toEqual(labels);
    expect((book.worksheets[0]!.getRow(2).values as unknown[]).slice(1, 5)).toEqual([
      '1HGCM82633A004352',
      'Honda',
      'Accord',
      2003,
    ]);
    const filled = await xlsxOf([labels, [freshVin(), 'Ford', 'F-150', 2021, 'T1']]);
    const checked = await f.post(admin, filled, { dryRun: true, filename: 'template.xlsx' });
    expect(Object.values(checked.json().mapping)).toEqual([...IMPORT_FIELDS]);
    expect(checked.json().counts.created).toBe(1);
    expect((await get('pdf')).json()).toEqual({ format: ['Choose csv or xlsx.'] });
  });
});

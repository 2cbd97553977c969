import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  MAX_XLSX_UNPACKED_BYTES,
} from '@fleetdesk/contract/vehicle-import';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { freshVin, importFixtures, xlsxOf } from './vehicle-import.test-fixtures';

/**
 * An XLSX is measured from its zip directory, and each part unpacked once within its declared
 * size, before exceljs loads it: a small file that unpacks to hundreds of megabytes, a directory
 * that lies, and a sheet of far too many rows are refused without loading the workbook.
 */

let t: TestApp;
let f: ReturnType<typeof importFixtures>;
let admin: TestUser;
beforeAll(async () => {
  t = await setupTestApp();
  f = importFixtures(t);
  admin = await t.createUser({ shops: [await t.createShop()] });
});
afterAll(() => t.close());

const HEADER = ['VIN', 'Make', 'Model', 'Year'];
const dryRun = (file: Buffer) => f.post(admin, file, { dryRun: true, filename: 'fleet.xlsx' });

/** The central directory's record of `name`, whose unpacked size is at offset 24. */
function centralRecordOf(zip: Buffer, name: string): number {
  for (let i = zip.length - 46; i >= 0; i--)
    if (
      zip.readUInt32LE(i) === 0x02014b50 &&
      zip.toString('utf8', i + 46, i + 46 + name.length) === name
    )
      return i;
  throw new Error(`${name} is not in the directory`);
}

describe('an XLSX import', () => {
  it('is refused when it unpacks to more than the limit, however small the file', async () => {
    // 60 rows of a million characters each: about 60 MB unpacked, well under a megabyte packed.
    const rows = Array.from({ length: 60 }, (_, i) => [
      freshVin(),
      'x'.repeat(1_000_000) + i,
      'M',
      2020,
    ]);
    const file = await xlsxOf([HEADER, ...rows]);
    expect(file.length).toBeLessThan(MAX_XLSX_UNPACKED_BYTES / 20);
    const res = await dryRun(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [IMPORT_MESSAGES.tooLargeUnpacked] });
  });

  it('is refused as unreadable when a part unpacks to more than its directory says', async () => {
    const file = await xlsxOf([HEADER, [freshVin(), 'Ford', 'Transit', 2022]]);
    const record = centralRecordOf(file, 'xl/worksheets/sheet1.xml');
    file.writeUInt32LE(100, record + 24);
    const res = await dryRun(file);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [IMPORT_MESSAGES.unreadable] });
  });

  it('is refused for its rows when a sheet holds far more than the cap', async () => {
    const rows = Array.from({ length: 2 * (MAX_IMPORT_ROWS + 1) + 1 }, (_, i) => [`V${i}`]);
    const res = await dryRun(await xlsxOf([HEADER, ...rows]));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ file: [IMPORT_MESSAGES.tooMany] });
  });

  it('still reads a workbook within the limits', async () => {
    const vin = freshVin();
    const res = await dryRun(await xlsxOf([HEADER, [vin, 'Ford', 'Transit', 2022]]));
    expect(res.statusCode, res.body).toBe(200);
    expect(res.body).toContain(vin);
  });
});

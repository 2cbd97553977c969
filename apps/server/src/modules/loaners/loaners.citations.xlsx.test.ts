import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { postMultipart } from '../documents/documents.test-fixtures';
import { CSV_HEADER, loanerFixtures } from './loaners.citations.test-fixtures';

/**
 * A toll file may be a workbook too (issue 33): the citations import reads it with the fleet
 * import's sheet reader, dates as the sheet's day and time, amounts as the money module does.
 */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const DAY = 86_400_000;
const NOW = Math.floor(Date.now() / 1000) * 1000;

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('Tolls');
  sheet.addRow(CSV_HEADER.split(',').map((c) => c.toUpperCase()));
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await book.xlsx.writeBuffer());
}

describe('a citations file as XLSX', () => {
  it('matches a toll whose date is a date cell, its amount written with $ and a comma', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const car = await f.loaner(shop, { plate: '8XLS123' });
    const who = await f.customer(shop);
    const lent = await f.agreement(shop, {
      vehicleId: car.id,
      customerId: who.id,
      startsAt: new Date(NOW - 10 * DAY).toISOString(),
      dueAt: new Date(NOW - 3 * DAY).toISOString(),
      checkedOutAt: new Date(NOW - 10 * DAY).toISOString(),
      checkedInAt: new Date(NOW - 2 * DAY).toISOString(),
    });
    const data = await workbook([
      ['8xls 123', new Date(NOW - 5 * DAY), '$1,012.50', 'toll', 'E-ZPass', 'X-1'],
      ['8XLS123', new Date(NOW - 5 * DAY), '-3.00', 'toll', 'E-ZPass', 'X-2'],
    ]);
    const res = await postMultipart(
      t,
      admin,
      '/api/loaners/citations/import/?dry_run=true',
      {},
      {
        filename: 'tolls.xlsx',
        data,
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    );
    expect(res.statusCode, res.body).toBe(400);
    const rows = (res.json() as { rows: Record<string, unknown>[] }).rows;
    expect(rows.map((r) => [r.line, r.result, r.amount, r.agreement])).toEqual([
      [2, 'matched', '1012.50', lent.number],
      [3, 'invalid', null, null],
    ]);
    expect(rows[1]!.error).toBe('The amount is not a positive sum with at most two decimals.');
  });

  it('refuses a workbook without the columns, in the import’s words', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const book = new ExcelJS.Workbook();
    book.addWorksheet('Tolls').addRows([
      ['plate', 'when'],
      ['8XLS123', 'today'],
    ]);
    const res = await postMultipart(
      t,
      admin,
      '/api/loaners/citations/import/',
      {},
      {
        filename: 'tolls.xlsx',
        data: Buffer.from(await book.xlsx.writeBuffer()),
        contentType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      },
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      file: [
        'The first line must name the columns plate, occurred_at, amount, kind, agency, reference.',
      ],
    });
  });
});

import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { financingFixtures, parseCsv } from './financing.export.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
});
afterAll(() => t.close());

const download = (user: { token: string }, url: string) =>
  t.app.inject({ method: 'GET', url, headers: { authorization: `Token ${user.token}` } });

describe('XLSX', () => {
  it('opens with a real parser: numbers stay numbers, formulas are text', async () => {
    const { admin } = await f.shopWithFinancing();
    const res = await download(
      admin,
      '/api/vehicles/export/payments/?format=xlsx&date_from=2025-01-01&date_to=2025-12-31',
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    expect(res.headers['content-disposition']).toMatch(/filename="payments_export_\d{8}\.xlsx"/);
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Payments')!;
    expect(sheet.rowCount).toBe(3);
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    const col = (name: string) => header.indexOf(name) + 1;
    const late = sheet.getRow(3);
    expect(late.getCell(col('Total Payment')).value).toBe(525.5);
    expect(late.getCell(col('Late Fee')).value).toBe(25.5);
    expect(late.getCell(col('Total Payment')).numFmt).toBe('#,##0.00');
    expect(late.getCell(col('Payment Date')).value).toEqual(new Date('2025-03-20T00:00:00Z'));
    // A text cell, shown as typed (no apostrophe), never a formula.
    expect(late.getCell(col('Reference Number')).value).toBe(
      `=HYPERLINK("http://evil.example","x")`,
    );
    expect(late.getCell(col('Reference Number')).type).toBe(ExcelJS.ValueType.String);
    expect(late.getCell(col('Reference Number')).formula).toBeUndefined();
    expect(late.getCell(col('Payment Method')).value).toBe('Card');
  });

  it('writes the financing sheet with the payment summary', async () => {
    const { admin } = await f.shopWithFinancing();
    const res = await download(
      admin,
      '/api/vehicles/export/financing/?format=xlsx&include_payments=true&financing_type=LOAN',
    );
    const book = new ExcelJS.Workbook();
    await book.xlsx.load(res.rawPayload as unknown as ArrayBuffer);
    const sheet = book.getWorksheet('Financing')!;
    const header = (sheet.getRow(1).values as unknown[]).slice(1);
    expect(header.slice(-3)).toEqual(['Payment Count', 'Total Paid', 'Last Payment Date']);
    expect(sheet.getRow(2).getCell(header.indexOf('Total Paid') + 1).value).toBe(1505.75);
    expect(sheet.getRow(2).getCell(header.indexOf('Monthly Payment') + 1).value).toBe(500);
  });
});

describe('CSV', () => {
  it('quotes every cell and neutralises a formula after a semicolon or a tab', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const financing = await f.insertFinancing(shop, [], {
      notes: 'ok;=SUM(A1)',
      quickbooksClass: 'Fleet\t+1',
      loanNumber: '',
    });
    const res = await download(
      admin,
      '/api/vehicles/export/financing/?format=csv&include_payments=true',
    );
    expect(res.statusCode, res.body).toBe(200);
    const [header, row] = res.body.replace(/^\uFEFF/, '').split('\r\n');
    expect(header!.startsWith('"Financing ID","Type","Company","Loan Number",')).toBe(true);
    // Every cell quoted, empty ones too.
    expect(
      row!.startsWith(`"${financing.id}","Loan","Ally Bank","","","","","500.00","2025-01-15",`),
    ).toBe(true);
    expect(row).toContain(`,"2100 Vehicle Loans","Fleet\t'+1",`);
    expect(row).toContain(`,"ok;'=SUM(A1)",`);
  });
});

/** Cents of an IIF amount, read as text (no float arithmetic). */
const cents = (amount: string) => {
  const [whole, frac = ''] = amount.replace('-', '').split('.');
  const value = BigInt(whole!) * 100n + BigInt(frac.padEnd(2, '0'));
  return amount.startsWith('-') ? -value : value;
};

describe('IIF (QuickBooks Desktop)', () => {
  it('parses back: one balanced CHECK transaction per payment, the late fee on its own line', async () => {
    const { admin, loan } = await f.shopWithFinancing();
    const res = await download(admin, '/api/vehicles/export/payments/?format=iif');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-disposition']).toMatch(/filename="payments_export_\d{8}\.iif"/);
    const lines = res.body
      .split('\r\n')
      .filter(Boolean)
      .map((l) => l.split('\t'));
    expect(lines.slice(0, 3).map((l) => l[0])).toEqual(['!TRNS', '!SPL', '!ENDTRNS']);
    const fields = lines[0]!.slice(1);
    const at = (line: string[], name: string) => line[fields.indexOf(name) + 1]!;

    const transactions: string[][][] = [];
    let open: string[][] | null = null;
    for (const line of lines.slice(3)) {
      if (line[0] === 'TRNS') open = [line];
      else if (line[0] === 'SPL') open!.push(line);
      else if (line[0] === 'ENDTRNS') {
        transactions.push(open!);
        open = null;
      } else throw new Error(`unexpected line ${line.join('|')}`);
    }
    expect(open).toBeNull();
    expect(transactions).toHaveLength(4);
    for (const lines of transactions) {
      expect(lines.reduce((sum, l) => sum + cents(at(l, 'AMOUNT')), 0n)).toBe(0n);
      expect(lines.every((l) => at(l, 'TRNSTYPE') === 'CHECK')).toBe(true);
    }

    const [lease, first, late, cash] = transactions;
    expect(at(lease![0]!, 'DATE')).toBe('04/01/2024');
    expect(at(lease![0]!, 'ACCNT')).toBe('1000 Checking');
    expect(at(lease![1]!, 'ACCNT')).toBe('2200 Leases');
    expect(at(lease![1]!, 'CLASS')).toBe('Loaners');
    expect(first).toHaveLength(2);
    expect(late!.map((l) => [l[0], at(l, 'ACCNT'), at(l, 'AMOUNT'), at(l, 'CLASS')])).toEqual([
      ['TRNS', '1050 Credit Card Clearing', '-525.50', 'Fleet'],
      ['SPL', '2100 Vehicle Loans', '500.00', 'Fleet'],
      ['SPL', 'Late Fees', '25.50', 'Fleet'],
    ]);
    expect(at(late![0]!, 'NAME')).toBe('Ally Bank');
    expect(at(late![0]!, 'DOCNUM')).toBe(`'=HYPERLINK("http://evil.example","x")`);
    expect(at(late![0]!, 'MEMO')).toBe(`Financing ${loan.id} payment: Paid late, with fee`);
    expect(at(cash![0]!, 'ACCNT')).toBe('1100 Cash');
    expect(at(cash![0]!, 'DATE')).toBe('01/05/2026');
  });
});

describe('batches', () => {
  it('streams more rows than one batch, each once, in payment-date order', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const financing = await f.insertFinancing(shop, []);
    await f.insertManyPayments(shop, financing.id, 2345, '2024-01-01');
    const res = await download(admin, '/api/vehicles/export/payments/?format=csv');
    const rows = parseCsv(res.body).slice(1);
    expect(rows).toHaveLength(2345);
    expect(new Set(rows.map((r) => r[0])).size).toBe(2345);
    const keys = rows.map((r) => `${r[1]} ${r[0]!.padStart(10, '0')}`);
    expect(keys).toEqual([...keys].sort());
    const json = JSON.parse(
      (await download(admin, '/api/vehicles/export/payments/?format=json')).body,
    );
    expect(json).toHaveLength(2345);
  });
});

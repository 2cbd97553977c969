import { readFileSync } from 'node:fs';
import fontkit from '@pdf-lib/fontkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { invoiceFixtures, type InvoiceSetup } from './loaners.invoices.test-fixtures';
import { readPdf } from './loaners.pdf-reading.test-fixtures';

/**
 * Every name prints as written in the three documents a shop hands over (issue 36 §4), in bold
 * as in regular: Arabic and Hebrew read right to left inside the English lines around them (a
 * house number where the address puts it), Arabic letters joined, nothing as "?" or an empty box.
 */

let t: TestApp;
let x: ReturnType<typeof invoiceFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  x = invoiceFixtures(t);
});
afterAll(() => t.close());

/** Right to left, as a reader sees it from the left: the typed characters, last first. */
const rtl = (typed: string) => [...typed].reverse().join('');

const SHOP = {
  // Drawn in bold: Arabic with a number, Hebrew, Chinese, Korean, Japanese, Greek, Cyrillic, Vietnamese.
  legal_name: 'ورشة دانا 12 · מוסך · 王记 김씨 やまだ · Αθήνα Москва Đông Á',
  address: 'הרצל 12, תל אביב\n12 Harbor Way',
  phone: '(510) 555-0142',
  email: 'office@example.test',
};
/** The letterhead as read from the left: the Arabic and Hebrew stretch (with its 12) reversed. */
const LETTERHEAD = [
  `${rtl('מוסך')} · 12 ${rtl('ورشة دانا')} · 王记 김씨 やまだ · Αθήνα Москва Đông Á`,
  `${rtl('תל אביב')} ,12 ${rtl('הרצל')}`,
  '12 Harbor Way',
  '(510) 555-0142 · office@example.test',
];
const CUSTOMER = { first_name: 'دانا', last_name: 'رييس' };
const INSURER = 'دانا للتأمين (Gulf)';

const FONTS = new URL('../../../assets/fonts/', import.meta.url);

/** The advance widths of `typed` shaped right to left in `file` (joined letters), from the left. */
function shapedWidths(file: string, typed: string): number[] {
  const font = fontkit.create(readFileSync(new URL(file, FONTS)));
  const layout = font.layout.bind(font) as unknown as (
    ...args: [string, object, undefined, undefined, 'rtl']
  ) => ReturnType<typeof font.layout>;
  return layout(typed, {}, undefined, undefined, 'rtl').glyphs.map((g) =>
    Math.round((g.advanceWidth * 1000) / font.unitsPerEm),
  );
}

async function identify(s: InvoiceSetup) {
  const res = await t.request(s.admin, 'PATCH', '/api/shops/identity/', SHOP);
  expect(res.statusCode, res.body).toBe(200);
}

/** What every document must show: the letterhead as read, its name in bold, no "?" nor box. */
async function expectPrintedAsWritten(bytes: Buffer, lines: string[]) {
  const pdf = await readPdf(bytes);
  expect(pdf.pageLines[0]!.slice(0, 4)).toEqual(LETTERHEAD);
  for (const line of lines) expect(pdf.pageLines.flat()).toContain(line);
  expect(pdf.text).not.toMatch(/[?\ufffd]/);

  // The shop's name, in bold in every script: a bold face, or (CJK) its regular one outlined.
  const top = Math.max(...pdf.pageDrawn[0]!.map((d) => d.y));
  const name = pdf.pageDrawn[0]!.filter((d) => d.y === top);
  expect(name.filter((d) => !d.font.endsWith('-Bold') && !d.outlined)).toEqual([]);
  expect(name.find((d) => d.text.trim() === rtl('מוסך'))?.font).toBe('NotoSansHebrew-Bold');
  const arabic = name.find((d) => d.text === rtl('ورشة دانا'));
  expect(arabic?.font).toBe('NotoSansArabic-Bold');
  // Joined: the glyphs drawn are those of the shaped name (its letters' joining forms).
  expect(arabic?.widths).toEqual(shapedWidths('NotoSansArabic-Bold.ttf', 'ورشة دانا'));
  return pdf;
}

describe('names in every script, bold and regular, in the documents', () => {
  it('the signed agreement', async () => {
    const s = await x.shop();
    await identify(s);
    const customer = await x.f.createCustomer(s.admin, CUSTOMER);
    const a = await x.f.reserve(s.admin, s.vin, customer.id);
    const res = await t.request(s.admin, 'POST', `/api/loaners/agreements/${a.id}/check_out/`, {
      odometer_out: 10_000,
      fuel_out: 8,
      damage: [{ zone: 'rear_bumper', kind: 'scratch', note: 'דנה כהן 2' }],
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
      signed_name: 'دانا رييس',
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: res.json().agreement_document.file_url });
    expect(file.statusCode).toBe(200);
    const pdf = await expectPrintedAsWritten(file.rawPayload, [
      `Name | ${rtl('دانا رييس')}`,
      // The note's number stays on the left of the Hebrew it follows, inside the brackets.
      `Rear bumper: Scratch (2 ${rtl('דנה כהן')})`,
      `Signed by | ${rtl('دانا رييس')}`,
    ]);
    const name = pdf.pageDrawn[0]!.find((d) => d.text === rtl('دانا رييس'));
    expect(name?.font).toBe('NotoSansArabic-Regular');
    expect(name?.widths).toEqual(shapedWidths('NotoSansArabic-Regular.ttf', 'دانا رييس'));
  });

  it('the statement and the invoice', async () => {
    const s = await x.shop();
    await identify(s);
    const insurer = await x.addInsurer(s, { name: INSURER, billing_address: SHOP.address });
    const lent = await x.lend(s, insurer.id);
    const customer = await t.request(s.admin, 'PATCH', `/api/loaners/customers/${s.customer.id}/`, {
      ...CUSTOMER,
    });
    expect(customer.statusCode, customer.body).toBe(200);

    const statement = await x.get(s.admin, `agreements/${lent.id}/statement/`);
    expect(statement.statusCode, statement.body).toBe(200);
    await expectPrintedAsWritten(statement.rawPayload, [
      `Customer | ${rtl('دانا رييس')}`,
      `Insurer | ${rtl('دانا للتأمين')} (Gulf)`,
    ]);

    const invoice = await x.invoice(s, insurer.id, [lent.id]);
    const pdf = await x.get(s.admin, `invoices/${invoice.id}/pdf/`);
    expect(pdf.statusCode, pdf.body).toBe(200);
    await expectPrintedAsWritten(pdf.rawPayload, [
      `Bill to | ${rtl('دانا للتأمين')} (Gulf)`,
      `Address | ${rtl('תל אביב')} ,12 ${rtl('הרצל')}`,
    ]);
  });
});

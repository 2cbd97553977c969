import { writeFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import {
  GIF,
  PNG,
  pngOf,
  postMultipart,
  type FilePart,
} from '../documents/documents.test-fixtures';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

/**
 * The documents a shop hands over (issue 36 §4): its identity at the top, every name as written
 * (not "Nguy?n"), the check-out's damage photos on a page of their own.
 */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const fetchLink = (url: string) => t.app.inject({ method: 'GET', url });

const NAMES = {
  vietnamese: 'Nguyễn Văn Ánh',
  greek: 'Αλέξανδρος Παπαδόπουλος',
  cyrillic: 'Дмитрий Иванов',
  chinese: '王小明',
  japanese: 'やまだ たろう',
  korean: '김민준',
};

async function checkOut(
  admin: TestUser,
  vin: string,
  customer: number,
  note: string,
  photoFile: FilePart = { filename: 'bumper.png', data: pngOf(40, 30) },
) {
  const a = await f.reserve(admin, vin, customer);
  const photo = await postMultipart(
    t,
    admin,
    `/api/loaners/agreements/${a.id}/damage_photo/`,
    { stage: 'out', zone: 'rear_bumper' },
    photoFile,
  );
  expect(photo.statusCode, photo.body).toBe(201);
  const res = await t.request(admin, 'POST', `/api/loaners/agreements/${a.id}/check_out/`, {
    odometer_out: 10_000,
    fuel_out: 8,
    damage: [{ zone: 'rear_bumper', kind: 'scratch', note }],
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
    signed_name: NAMES.greek,
  });
  expect(res.statusCode, res.body).toBe(200);
  const file = await fetchLink(res.json().agreement_document.file_url);
  expect(file.statusCode).toBe(200);
  return { id: a.id, pdf: file.rawPayload };
}

describe('the loan agreement PDF', () => {
  it("prints the shop's identity, every name as written and the damage photos", async () => {
    const s = await f.setup();
    const identity = await t.request(s.admin, 'PATCH', '/api/shops/identity/', {
      legal_name: 'Garage Đông Á Ltd.',
      address: '12 Harbor Way\nOakland, CA 94607',
      phone: '(510) 555-0142',
      email: 'office@dong-a.example',
    });
    expect(identity.statusCode, identity.body).toBe(200);
    const logo = await postMultipart(
      t,
      s.admin,
      '/api/shops/identity/logo/',
      {},
      {
        filename: 'logo.png',
        data: pngOf(120, 40),
      },
    );
    expect(logo.statusCode, logo.body).toBe(201);
    const customer = await f.createCustomer(s.admin, {
      first_name: 'Nguyễn Văn',
      last_name: 'Ánh',
      insurance_carrier: NAMES.cyrillic,
    });
    const note = `${NAMES.chinese} ${NAMES.japanese} ${NAMES.korean} محمد`;
    const { id, pdf: bytes } = await checkOut(s.admin, s.vin, customer.id, note);
    if (process.env.KEEP_PDF) writeFileSync(process.env.KEEP_PDF, bytes);

    const pdf = await readPdf(bytes);
    for (const name of Object.values(NAMES)) expect(pdf.text).toContain(name);
    expect(pdf.text).not.toContain('Nguy?n');
    expect(pdf.pageTexts[0]).toMatch(
      /^Garage Đông Á Ltd\.\n12 Harbor Way\nOakland, CA 94607\n\(510\) 555-0142 · office@dong-a\.example\n/,
    );
    expect(pdf.images).toContainEqual({ width: 120, height: 40 });
    // The photo page: the thumbnail and its caption.
    expect(pdf.pageTexts.at(-1)).toContain('Damage photos at check-out');
    // Each run of one font is drawn apart: the caption's Latin, then its CJK.
    expect(pdf.pageTexts.at(-1)).toContain(`Rear bumper: Scratch (\n${NAMES.chinese}`);
    expect(pdf.images).toContainEqual({ width: 40, height: 30 });
    // Subset fonts: the CJK fonts add their few glyphs, not megabytes.
    expect(bytes.length).toBeLessThan(200_000);

    const statement = await t.request(s.admin, 'GET', `/api/loaners/agreements/${id}/statement/`);
    expect(statement.statusCode, statement.body).toBe(200);
    const text = (await readPdf(statement.rawPayload)).pageTexts[0];
    expect(text).toMatch(/^Garage Đông Á Ltd\.\n/);
    expect(text).toContain(NAMES.vietnamese);
  });

  it("prints the shop's name when it set no identity, and leaves out a photo it cannot read", async () => {
    const s = await f.setup();
    // A GIF is a damage photo the web may send, but no picture a PDF embeds: left out.
    const gif = { filename: 'bumper.gif', data: GIF };
    const { pdf: bytes } = await checkOut(s.admin, s.vin, s.customer.id, 'Left corner', gif);
    const pdf = await readPdf(bytes);
    expect(pdf.pageTexts[0]!.split('\n')[0]).toBe(s.shop.name);
    expect(pdf.text).toContain('Rear bumper: Scratch (Left corner)');
    expect(pdf.text).not.toContain('Damage photos at check-out');
  });
});

import { createHash } from 'node:crypto';
import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { PNG, pngOf, postMultipart } from '../documents/documents.test-fixtures';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { loanerFixtures } from './loaners.test-fixtures';

/**
 * The check-out's damage photos in its signed PDF when they come after the check-out (issue 36
 * §4): the phone sends the check-out first and its photos once it has a signal, the web sends a
 * step's photos once the step is saved.
 */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const download = async (user: TestUser, id: number) => {
  const detail = await t.request(user, 'GET', `/api/loaners/agreements/${id}/`);
  expect(detail.statusCode, detail.body).toBe(200);
  const file = await t.app.inject({
    method: 'GET',
    url: detail.json().agreement_document.file_url,
  });
  expect(file.statusCode).toBe(200);
  return { id: detail.json().agreement_document.id as number, bytes: file.rawPayload };
};

async function storedKeys(shopId: number): Promise<string[]> {
  const keys: string[] = [];
  for await (const key of t.deps.storage.list()) if (key.startsWith(`${shopId}/`)) keys.push(key);
  return keys.sort();
}

describe('a check-out photo sent after the signing', () => {
  it('is put in the signed PDF: the same signed pages, then its photos page', async () => {
    const s = await f.setup();
    const { id } = await f.reserve(s.admin, s.vin, s.customer.id);
    const out = await t.request(s.admin, 'POST', `/api/loaners/agreements/${id}/check_out/`, {
      odometer_out: 10_000,
      fuel_out: 8,
      damage: [
        { zone: 'rear_bumper', kind: 'scratch', note: 'Left corner' },
        { zone: 'hood', kind: 'dent' },
      ],
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
      signed_name: 'Dana Reyes',
    });
    expect(out.statusCode, out.body).toBe(200);
    const signed = await download(s.admin, id);
    const before = await readPdf(signed.bytes);
    expect(before.text).not.toContain('Damage photos at check-out');
    const keysAtSigning = await storedKeys(s.shop.id);

    const sendPhoto = async (zone: string, width: number, height: number) => {
      const res = await postMultipart(
        t,
        s.admin,
        `/api/loaners/agreements/${id}/damage_photo/`,
        { stage: 'out', zone },
        { filename: `${zone}.png`, data: pngOf(width, height) },
      );
      expect(res.statusCode, res.body).toBe(201);
    };
    await sendPhoto('rear_bumper', 40, 30);
    const withOne = await download(s.admin, id);
    expect(withOne.id).not.toBe(signed.id);
    const pdf = await readPdf(withOne.bytes);
    expect(pdf.pages).toBe(before.pages + 1);
    // What was signed is there as it was: every page's text, the drawn signature.
    expect(pdf.pageTexts.slice(0, before.pages)).toEqual(before.pageTexts);
    expect(pdf.images).toEqual(expect.arrayContaining(before.images));
    expect(pdf.pageTexts.at(-1)).toBe(
      'Damage photos at check-out\nRear bumper: Scratch (Left corner)',
    );
    expect(pdf.images).toContainEqual({ width: 40, height: 30 });

    // The audit trail names the new PDF by its SHA-256, as the check-out's row names the first.
    const rows = await t.inShop(s.shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, s.shop.id), eq(auditLog.entity, 'loan_agreement')))
        .orderBy(asc(auditLog.id)),
    );
    const sha = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');
    expect(rows.map((r) => (r.after as { agreement_sha256?: string }).agreement_sha256)).toEqual([
      undefined, // the reservation
      sha(signed.bytes),
      sha(withOne.bytes),
    ]);
    // The PDF it replaces is gone, its row and its file; the photo and the new PDF are kept.
    const documents = await t.request(s.admin, 'GET', `/api/vehicles/documents/?vehicle=${s.vin}`);
    const agreements = documents
      .json()
      .results.filter((d: { title: string }) => d.title.startsWith('Loan agreement'));
    expect(agreements.map((d: { id: number }) => d.id)).toEqual([withOne.id]);
    const keys = await storedKeys(s.shop.id);
    expect(keys).toHaveLength(keysAtSigning.length + 1);
    expect(keys.filter((k) => keysAtSigning.includes(k))).toEqual([]);

    // A second photo: the photos page is drawn again with both, not added a second time.
    await sendPhoto('hood', 50, 20);
    const withTwo = await readPdf((await download(s.admin, id)).bytes);
    expect(withTwo.pages).toBe(before.pages + 1);
    expect(withTwo.pageTexts.slice(0, before.pages)).toEqual(before.pageTexts);
    expect(withTwo.pageTexts.at(-1)).toBe(
      'Damage photos at check-out\nRear bumper: Scratch (Left corner)\nHood: Dent',
    );
    expect(withTwo.images).toEqual(
      expect.arrayContaining([
        { width: 40, height: 30 },
        { width: 50, height: 20 },
      ]),
    );
    expect(await storedKeys(s.shop.id)).toHaveLength(keysAtSigning.length + 2);

    // A check-in photo is no part of what was signed: the PDF stays as it is.
    const kept = await download(s.admin, id);
    const back = await t.request(s.admin, 'POST', `/api/loaners/agreements/${id}/check_in/`, {
      odometer_in: 10_100,
      fuel_in: 8,
    });
    expect(back.statusCode, back.body).toBe(200);
    const res = await postMultipart(
      t,
      s.admin,
      `/api/loaners/agreements/${id}/damage_photo/`,
      { stage: 'in', zone: 'roof' },
      { filename: 'roof.png', data: pngOf(40, 30) },
    );
    expect(res.statusCode, res.body).toBe(201);
    expect((await download(s.admin, id)).id).toBe(kept.id);
  });
});

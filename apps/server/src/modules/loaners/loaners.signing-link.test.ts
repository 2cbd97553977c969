import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { mailOutbox } from '../mail/mail.tables';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { loanAgreementSigningLinks } from './loaners.signing.tables';
import { loanerFixtures } from './loaners.test-fixtures';

/** Signing before the customer arrives (docs/api.md "Loaner money", remote signing). */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const GONE = {
  detail:
    'This signing link has been used, has expired or was withdrawn. Ask the shop for a new one.',
};
const send = (user: TestUser, id: number) =>
  t.request(user, 'POST', `/api/loaners/agreements/${id}/signing_link/`);
/** The customer, signed in as nobody. */
const view = (token: string) => t.request(null, 'GET', `/api/loaners/signing/${token}/`);
const sign = (token: string, body: unknown = { signature: SIGNATURE, signed_name: 'Dana Reyes' }) =>
  t.request(null, 'POST', `/api/loaners/signing/${token}/`, body);

/** The token of the latest signing mail of the shop. */
async function mailedToken(shopId: number): Promise<string> {
  const mails = await t.inShop(shopId, (db) =>
    db.select().from(mailOutbox).where(eq(mailOutbox.shopId, shopId)),
  );
  const mail = mails.filter((m) => m.subject.startsWith('Sign your loan agreement')).at(-1)!;
  return /\/sign\/([\w.-]+)/.exec(mail.textBody)![1]!;
}

describe('remote signing', () => {
  it('mails a link the customer opens and signs once; check-out then takes no signature and the PDF says so', async () => {
    const s = await f.setup();
    const reserved = await f.reserve(s.admin, s.vin, s.customer.id);
    const sent = await send(s.admin, reserved.id);
    expect(sent.statusCode, sent.body).toBe(200);
    const hours = (Date.parse(sent.json().expires_at) - Date.now()) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThanOrEqual(48);
    const token = await mailedToken(s.shop.id);
    // Only the digest is kept.
    const [stored] = await t.inShop(s.shop, (db) => db.select().from(loanAgreementSigningLinks));
    expect(stored!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(stored!.tokenHash).not.toContain(token.slice(token.indexOf('-') + 1));

    const page = await view(token);
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json()).toMatchObject({
      agreement_number: reserved.number,
      customer_name: 'Dana Reyes',
      daily_rate: '45.00',
      insurer_name: 'Acme Mutual',
      insurer_max_days: 3,
      late_return_fee: '0.00',
      toll_admin_fee: '0.00',
      customer_pays_rate_difference: false,
    });
    const bad = await sign(token, { signature: 'a drawing', signed_name: '' });
    expect(Object.keys(bad.json()).sort()).toEqual(['signature', 'signed_name']);
    const signed = await sign(token);
    expect(signed.statusCode, signed.body).toBe(200);
    // Used up: neither read nor signed again.
    expect((await view(token)).json()).toEqual(GONE);
    const again = await sign(token);
    expect(again.statusCode).toBe(404);
    expect(again.json()).toEqual(GONE);

    const agreement = await t.request(s.admin, 'GET', `/api/loaners/agreements/${reserved.id}/`);
    expect(agreement.json().signed_remotely_at).toBe(signed.json().signed_at);
    const out = await t.request(
      s.admin,
      'POST',
      `/api/loaners/agreements/${reserved.id}/check_out/`,
      {
        odometer_out: 10_100,
        fuel_out: 8,
      },
    );
    expect(out.statusCode, out.body).toBe(200);
    const file = await t.app.inject({ method: 'GET', url: out.json().agreement_document.file_url });
    const pdf = await readPdf(file.rawPayload);
    expect(pdf.text).toContain('Signed remotely at');
    expect(pdf.text).toContain('Dana Reyes');
    expect(pdf.images).toContainEqual({ width: 1, height: 1 });
  });

  it('withdraws a link by a newer one, by cancel and by check-out; refuses an expired one', async () => {
    const s = await f.setup();
    const first = await f.reserve(s.admin, s.vin, s.customer.id);
    await send(s.admin, first.id);
    const older = await mailedToken(s.shop.id);
    await send(s.admin, first.id);
    const newer = await mailedToken(s.shop.id);
    expect((await view(older)).json()).toEqual(GONE);
    expect((await view(newer)).statusCode).toBe(200);
    await t.request(s.admin, 'POST', `/api/loaners/agreements/${first.id}/cancel/`);
    expect((await view(newer)).json()).toEqual(GONE);

    const second = await f.reserve(s.admin, s.vin, s.customer.id);
    await send(s.admin, second.id);
    const expiring = await mailedToken(s.shop.id);
    await t.inShop(s.shop, (db) =>
      db
        .update(loanAgreementSigningLinks)
        .set({ expiresAt: new Date(Date.now() - 1000) })
        .where(
          and(
            eq(loanAgreementSigningLinks.shopId, s.shop.id),
            eq(loanAgreementSigningLinks.agreementId, second.id),
          ),
        ),
    );
    expect((await view(expiring)).json()).toEqual(GONE);
    expect((await sign(expiring)).statusCode).toBe(404);

    // Check-out at the counter (signed there) withdraws an open link.
    await send(s.admin, second.id);
    const open = await mailedToken(s.shop.id);
    const out = await t.request(
      s.admin,
      'POST',
      `/api/loaners/agreements/${second.id}/check_out/`,
      {
        odometer_out: 10_100,
        fuel_out: 8,
        signature: SIGNATURE,
        signed_name: 'Dana Reyes',
        checked_out_at: new Date().toISOString(),
      },
    );
    expect(out.statusCode, out.body).toBe(200);
    expect((await view(open)).json()).toEqual(GONE);
  });

  it('is for a reserved agreement whose customer has an address; a counter check-out still needs a signature', async () => {
    const s = await f.setup();
    const quiet = await f.createCustomer(s.admin, { email: '' });
    const noMail = await f.reserve(s.admin, s.vin, quiet.id);
    const refused = await send(s.admin, noMail.id);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'The customer has no e-mail address: add one to send the link.',
    });
    const unsigned = await t.request(
      s.admin,
      'POST',
      `/api/loaners/agreements/${noMail.id}/check_out/`,
      {
        odometer_out: 10_100,
        fuel_out: 8,
      },
    );
    expect(unsigned.json()).toEqual({ signature: ['The customer’s signature is required'] });
    await t.request(s.admin, 'POST', `/api/loaners/agreements/${noMail.id}/cancel/`);
    expect((await send(s.admin, noMail.id)).json()).toEqual({
      detail: 'Only a reserved agreement can be sent for signature.',
    });
    expect((await view('1-not-a-token-of-ours-at-all')).statusCode).toBe(404);
    expect((await view('garbage')).statusCode).toBe(404);
    // Another shop's agreement is not found.
    const other = await f.setup();
    expect((await send(other.admin, noMail.id)).statusCode).toBe(404);
  });
});

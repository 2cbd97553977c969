import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { createMailer } from '../../platform/mail/mailer';
import { PNG } from '../documents/documents.test-fixtures';
import { deliverPendingMail } from '../mail';
import { loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const checkOut = { odometer_out: 10_100, fuel_out: 8, signature: SIGNATURE, signed_name: 'Dana' };
const deliver = (shopId: number) =>
  deliverPendingMail(
    t.db,
    shopId,
    createMailer({ SMTP_URL: smtp.url, MAIL_FROM: 'Fleetdesk <fleet@example.test>' }),
  );

describe('the signed copy e-mailed to the customer', () => {
  it('is recorded at check-out and sent again on request, through the outbox to SMTP', async () => {
    const s = await f.setup();
    const email = `borrower-${s.shop.id}@example.test`;
    const who = await f.createCustomer(s.admin, { email });
    const { id, number } = await f.reserve(s.admin, s.vin, who.id);
    const url = (action: string) => `/api/loaners/agreements/${id}/${action}/`;
    const notYet = await t.request(s.admin, 'POST', url('send_signed_copy'));
    expect(notYet.statusCode).toBe(400);
    expect(notYet.json()).toEqual({
      detail: 'The agreement is not signed yet: its copy is e-mailed once it is checked out.',
    });

    const before = Date.now();
    const out = await t.request(s.admin, 'POST', url('check_out'), checkOut);
    expect(out.statusCode, out.body).toBe(200);
    const first = Date.parse(out.json().signed_copy_sent_at);
    expect(first).toBeGreaterThanOrEqual(before - 1000);
    expect(await deliver(s.shop.id)).toEqual({ sent: 1, failed: 0 });
    expect(smtp.to(email).map((m) => m.subject)).toEqual([`Your loan agreement ${number}`]);

    const again = await t.request(s.admin, 'POST', url('send_signed_copy'));
    expect(again.statusCode, again.body).toBe(200);
    expect(Date.parse(again.json().signed_copy_sent_at)).toBeGreaterThanOrEqual(first);
    expect(await deliver(s.shop.id)).toEqual({ sent: 1, failed: 0 });
    const mails = smtp.to(email);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.text).toMatch(/\/api\/loaners\/agreements\/\d+\/copy\/\?exp=\d+&sig=/);
    const detail = await t.request(s.admin, 'GET', `/api/loaners/agreements/${id}/`);
    expect(detail.json().signed_copy_sent_at).toBe(again.json().signed_copy_sent_at);
  });

  it('is refused for a customer without an address, who got none at check-out', async () => {
    const s = await f.setup();
    const who = await f.createCustomer(s.admin, { email: '' });
    const { id } = await f.reserve(s.admin, s.vin, who.id);
    const out = await t.request(
      s.admin,
      'POST',
      `/api/loaners/agreements/${id}/check_out/`,
      checkOut,
    );
    expect(out.json().signed_copy_sent_at).toBeNull();
    const res = await t.request(s.admin, 'POST', `/api/loaners/agreements/${id}/send_signed_copy/`);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      detail: 'The customer has no e-mail address: add one on their page first.',
    });
  });
});

import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { rowsOf } from '../../platform/database/client';
import { createMailer } from '../../platform/mail/mailer';
import { deliverPendingMail, mailOutbox } from '../mail';
import { reminderFixtures } from '../reminders/reminders.test-fixtures';
import { invoiceFixtures } from './loaners.invoices.test-fixtures';

/** Invoices to insurers (docs/api.md "Loaner money: invoices and receivables"). */

let t: TestApp;
let x: ReturnType<typeof invoiceFixtures>;
let r: ReturnType<typeof reminderFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  t = await setupTestApp();
  x = invoiceFixtures(t);
  r = reminderFixtures(t);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

describe('invoices', () => {
  it('are numbered per shop, bill the insurer_amount of each returned agreement, due after the terms', async () => {
    const s = await x.shop();
    const acme = await x.addInsurer(s, { payment_terms_days: 45 });
    const [a1, a2] = [await x.lend(s, acme.id), await x.lend(s, acme.id)];
    const first = await x.invoice(s, acme.id, [a1.id]);
    const today = rowsOf<{ d: string }>(
      await t.inShop(s.shop, (db) => db.execute(sql`select current_date::text as d`)),
    )[0]!;
    expect(first).toMatchObject({
      number: 'INV-00001',
      insurer: acme.id,
      insurer_name: 'Acme Mutual',
      status: 'open',
      issued_on: today.d,
      amount: '105.00',
      paid: '0.00',
      balance: '105.00',
      sent_at: null,
      void_reason: '',
      agreements: [
        {
          id: a1.id,
          number: a1.number,
          claim_number: 'CLM-77',
          repair_order_number: 'RO-1001',
          authorized_days: 3,
          days: 4,
          covered_days: 3,
          amount: '105.00',
          paid: '0.00',
        },
      ],
    });
    expect(first.due_on).toBe(addDays(today.d, 45));
    expect((await x.invoice(s, acme.id, [a2.id])).number).toBe('INV-00002');
    // Another shop starts its own sequence.
    const other = await x.shop();
    const theirs = await x.addInsurer(other);
    expect((await x.invoice(other, theirs.id, [(await x.lend(other, theirs.id)).id])).number).toBe(
      'INV-00001',
    );
    const list = await x.get(s.admin, `invoices/?insurer=${acme.id}&status=open`);
    expect(list.json()).toMatchObject({
      count: 2,
      results: [{ number: 'INV-00002', agreement_count: 1 }, { number: 'INV-00001' }],
    });
    const page = await x.get(s.admin, 'invoices/?page_size=1&page=2');
    expect(page.json()).toMatchObject({
      count: 2,
      results: [{ number: 'INV-00001', paid: '0.00' }],
    });
    expect((await x.get(other.admin, `invoices/${first.id}/`)).statusCode).toBe(404);
    // The agreements list finds what is left to bill.
    const left = await x.get(
      s.admin,
      `agreements/?status=returned&insurer=${acme.id}&invoiced=false`,
    );
    expect(left.json().count).toBe(0);
  });

  it('refuse agreements not returned, of another insurer, already billed or of another shop', async () => {
    const s = await x.shop();
    const acme = await x.addInsurer(s);
    const harbor = await x.addInsurer(s, { name: 'Harbor' });
    const billed = await x.lend(s, acme.id);
    await x.invoice(s, acme.id, [billed.id]);
    const harbors = await x.lend(s, harbor.id);
    const out = await x.lend(s, acme.id, { back: false });
    const other = await x.shop();
    const theirs = await x.lend(other, (await x.addInsurer(other)).id);
    const refused = async (agreements: unknown, message: string) => {
      const res = await x.post(s.admin, 'invoices/', { insurer: acme.id, agreements });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ agreements: [message] });
    };
    await refused([out.id], `${out.number} is not returned yet: only a returned loan is billed.`);
    await refused([harbors.id], `${harbors.number} is not an agreement of this insurer.`);
    await refused([billed.id], `${billed.number} is already on INV-00001.`);
    await refused([theirs.id], `Agreement ${theirs.id} was not found.`);
    await refused([], 'Select at least one agreement.');
    const noInsurer = await x.post(s.admin, 'invoices/', {
      insurer: 999_999,
      agreements: [billed.id],
    });
    expect(noInsurer.json()).toEqual({ insurer: ['Insurer not found.'] });
    // A refused create gives its number back.
    expect((await x.invoice(s, harbor.id, [harbors.id])).number).toBe('INV-00002');
  });

  it('keep the amount frozen at issue; insurer payments make them partly paid, then paid', async () => {
    const s = await x.shop();
    const acme = await x.addInsurer(s);
    const [a1, a2] = [await x.lend(s, acme.id), await x.lend(s, acme.id)];
    const inv = await x.invoice(s, acme.id, [a1.id, a2.id]);
    expect(inv.amount).toBe('210.00');
    // A later extension raises the agreement's insurer_amount, not the invoice.
    const ext = await x.post(s.admin, `agreements/${a1.id}/authorizations/`, {
      days: 1,
      authorized_on: '2026-12-01',
    });
    expect(ext.json().totals.insurer_amount).toBe('140.00');
    await x.pay(s, a1.id, '100.00');
    await x.pay(s, a2.id, '20.00', 'customer');
    let now = (await x.get(s.admin, `invoices/${inv.id}/`)).json();
    expect(now).toMatchObject({ amount: '210.00', paid: '100.00', balance: '110.00' });
    expect(now.status).toBe('partly_paid');
    // Paid on an agreement beyond its billed amount does not pay another's.
    await x.pay(s, a1.id, '40.00');
    now = (await x.get(s.admin, `invoices/${inv.id}/`)).json();
    expect(now).toMatchObject({ paid: '105.00', balance: '105.00', status: 'partly_paid' });
    await x.pay(s, a2.id, '105.00');
    now = (await x.get(s.admin, `invoices/${inv.id}/`)).json();
    expect(now).toMatchObject({ paid: '210.00', balance: '0.00', status: 'paid' });
    expect((await x.get(s.admin, 'invoices/?status=paid')).json().count).toBe(1);
  });

  it('are voided with a reason, keep their number, free their agreements, and are not voided or sent again', async () => {
    const s = await x.shop();
    const acme = await x.addInsurer(s);
    const a = await x.lend(s, acme.id);
    const inv = await x.invoice(s, acme.id, [a.id]);
    const noReason = await x.post(s.admin, `invoices/${inv.id}/void/`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['A void needs a reason.'] });
    const voided = await x.post(s.admin, `invoices/${inv.id}/void/`, { reason: 'Wrong claim' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      number: 'INV-00001',
      status: 'void',
      void_reason: 'Wrong claim',
      balance: '0.00',
      agreements: [{ id: a.id }],
    });
    const again = await x.post(s.admin, `invoices/${inv.id}/void/`, { reason: 'Twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This invoice is void.' });
    expect((await x.post(s.admin, `invoices/${inv.id}/send/`)).json()).toEqual({
      detail: 'This invoice is void.',
    });
    expect((await x.invoice(s, acme.id, [a.id])).number).toBe('INV-00002');
  });

  it('are sent to the billing e-mail with the PDF attached, through the outbox and SMTP', async () => {
    const s = await x.shop();
    const acme = await x.addInsurer(s);
    const silent = await x.addInsurer(s, { name: 'Silent', billing_email: '' });
    const inv = await x.invoice(s, acme.id, [(await x.lend(s, acme.id)).id]);
    const pdf = await x.get(s.admin, `invoices/${inv.id}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers).toMatchObject({
      'content-type': 'application/pdf',
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sent = await x.post(s.admin, `invoices/${inv.id}/send/`);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().sent_at).toEqual(expect.any(String));
    const [mail] = await t.inShop(s.shop, (db) =>
      db
        .select()
        .from(mailOutbox)
        .where(sql`source = 'loan_invoice'`),
    );
    expect(mail).toMatchObject({
      recipient: 'claims@acme.test',
      subject: expect.stringContaining('INV-00001'),
    });
    expect(mail!.attachments).toEqual([
      expect.objectContaining({ filename: 'INV-00001.pdf', content_type: 'application/pdf' }),
    ]);
    const mailer = createMailer({
      SMTP_URL: smtp.url,
      MAIL_FROM: 'Fleetdesk <fleet@example.test>',
    });
    await deliverPendingMail(t.db, s.shop.id, mailer);
    mailer.close();
    const [delivered] = smtp.to('claims@acme.test');
    expect(delivered!.attachments.map((x) => [x.filename, x.contentType])).toEqual([
      ['INV-00001.pdf', 'application/pdf'],
    ]);
    expect(delivered!.attachments[0]!.content.subarray(0, 5).toString()).toBe('%PDF-');

    const none = await x.invoice(s, silent.id, [(await x.lend(s, silent.id)).id]);
    const refused = await x.post(s.admin, `invoices/${none.id}/send/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'This insurer has no billing e-mail. Add one to the insurer first.',
    });
  });

  it('past due with a balance are reminded once to members who take payments', async () => {
    const s = await x.shop();
    const coordinator = await t.createUser({ shops: [s.shop], role: 'fleet_coordinator' });
    const acme = await x.addInsurer(s, { payment_terms_days: 0 });
    const inv = await x.invoice(s, acme.id, [(await x.lend(s, acme.id)).id]);
    const notices = async (user: TestUser) =>
      (await r.inbox(user)).filter((n) => n.title.startsWith('Invoice'));
    const titles = async (user: TestUser) => (await notices(user)).map((n) => n.title);
    await r.run([s.shop], { day: inv.due_on });
    expect(await titles(s.admin)).toEqual([]);
    await r.run([s.shop], { day: addDays(inv.due_on, 1) });
    await r.run([s.shop], { day: '2031-03-10' });
    const [notice, ...more] = await notices(s.admin);
    expect(more).toEqual([]);
    expect(notice).toMatchObject({
      title: `Invoice INV-00001 to Acme Mutual overdue, due yesterday`,
      action_url: `/loaners/invoices/${inv.id}`,
    });
    expect(await titles(coordinator)).toEqual([]);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { rowsOf } from '../../platform/database/client';
import { createMailer } from '../../platform/mail/mailer';
import { PNG } from '../documents/documents.test-fixtures';
import { deliverPendingMail, mailOutbox } from '../mail';
import { reminderFixtures } from '../reminders/reminders.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

/** Invoices to insurers and the receivables (docs/api.md "Loaner money: invoices and receivables"). */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
let r: ReturnType<typeof reminderFixtures>;
let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
  r = reminderFixtures(t);
  smtp = await startSmtpServer();
});
afterAll(async () => {
  await smtp.close();
  await t.close();
});

const HOUR = 3_600_000;
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const post = (user: TestUser, path: string, body?: unknown) =>
  t.request(user, 'POST', `/api/loaners/${path}`, body);
const get = (user: TestUser, path: string) => t.request(user, 'GET', `/api/loaners/${path}`);
type Setup = Awaited<ReturnType<typeof f.setup>> & { odometer: number; slot: number };

async function shop(): Promise<Setup> {
  return { ...(await f.setup()), odometer: 10_000, slot: 0 };
}

async function addInsurer(s: Setup, body: Record<string, unknown> = {}) {
  const res = await post(s.admin, 'insurers/', {
    name: 'Acme Mutual',
    daily_rate_cap: '35.00',
    billing_email: 'claims@acme.test',
    billing_address: '1 Main St\nSpringfield',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string };
}

/**
 * A loan with the insurer covering 3 days at 35.00, out 4 days (the 4th billed to the customer at
 * 45.00): insurer 105.00, customer 45.00. Each loan of a shop runs in a period of its own.
 */
async function lend(s: Setup, insurer: number | null, opts: { back?: boolean } = {}) {
  s.slot += 1;
  const out = new Date(Date.now() - (400 - s.slot * 5) * 24 * HOUR);
  const a = await f.reserve(s.admin, s.vin, s.customer.id, {
    insurer,
    insurer_name: insurer ? '' : 'Walk-in',
    insurer_daily_rate: '35.00',
    insurer_max_days: 3,
    starts_at: new Date(out.getTime() - HOUR).toISOString(),
    due_at: hoursFromNow(200),
  });
  const done = await post(s.admin, `agreements/${a.id}/check_out/`, {
    odometer_out: s.odometer,
    fuel_out: 8,
    signature: SIGNATURE,
    signed_name: 'Dana Reyes',
    checked_out_at: out.toISOString(),
  });
  expect(done.statusCode, done.body).toBe(200);
  if (opts.back === false) return a;
  s.odometer += 100;
  const back = await post(s.admin, `agreements/${a.id}/check_in/`, {
    odometer_in: s.odometer,
    fuel_in: 8,
    checked_in_at: new Date(out.getTime() + 4 * 24 * HOUR).toISOString(),
  });
  expect(back.statusCode, back.body).toBe(200);
  return a;
}

async function invoice(s: Setup, insurer: number, agreements: number[]) {
  const res = await post(s.admin, 'invoices/', { insurer, agreements });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const pay = async (s: Setup, agreement: number, amount: string, payer = 'insurer') => {
  const res = await post(s.admin, `agreements/${agreement}/payments/`, {
    payer,
    amount,
    method: 'check',
    received_on: '2026-12-01',
  });
  expect(res.statusCode, res.body).toBe(201);
};

describe('invoices', () => {
  it('are numbered per shop, bill the insurer_amount of each returned agreement, due after the terms', async () => {
    const s = await shop();
    const acme = await addInsurer(s, { payment_terms_days: 45 });
    const [a1, a2] = [await lend(s, acme.id), await lend(s, acme.id)];
    const first = await invoice(s, acme.id, [a1.id]);
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
    const due = new Date(`${today.d}T00:00:00Z`);
    due.setUTCDate(due.getUTCDate() + 45);
    expect(first.due_on).toBe(due.toISOString().slice(0, 10));
    expect((await invoice(s, acme.id, [a2.id])).number).toBe('INV-00002');
    // Another shop starts its own sequence.
    const other = await shop();
    const theirs = await addInsurer(other);
    expect((await invoice(other, theirs.id, [(await lend(other, theirs.id)).id])).number).toBe(
      'INV-00001',
    );
    const list = await get(s.admin, `invoices/?insurer=${acme.id}&status=open`);
    expect(list.json()).toMatchObject({
      count: 2,
      results: [{ number: 'INV-00002', agreement_count: 1 }, { number: 'INV-00001' }],
    });
    expect((await get(other.admin, `invoices/${first.id}/`)).statusCode).toBe(404);
    // The agreements list finds what is left to bill.
    const left = await get(
      s.admin,
      `agreements/?status=returned&insurer=${acme.id}&invoiced=false`,
    );
    expect(left.json().count).toBe(0);
  });

  it('refuse agreements not returned, of another insurer, already billed or of another shop', async () => {
    const s = await shop();
    const acme = await addInsurer(s);
    const harbor = await addInsurer(s, { name: 'Harbor' });
    const billed = await lend(s, acme.id);
    await invoice(s, acme.id, [billed.id]);
    const harbors = await lend(s, harbor.id);
    const out = await lend(s, acme.id, { back: false });
    const other = await shop();
    const theirs = await lend(other, (await addInsurer(other)).id);
    const refused = async (agreements: unknown, message: string) => {
      const res = await post(s.admin, 'invoices/', { insurer: acme.id, agreements });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ agreements: [message] });
    };
    await refused([out.id], `${out.number} is not returned yet: only a returned loan is billed.`);
    await refused([harbors.id], `${harbors.number} is not an agreement of this insurer.`);
    await refused([billed.id], `${billed.number} is already on INV-00001.`);
    await refused([theirs.id], `Agreement ${theirs.id} was not found.`);
    await refused([], 'Select at least one agreement.');
    const noInsurer = await post(s.admin, 'invoices/', {
      insurer: 999_999,
      agreements: [billed.id],
    });
    expect(noInsurer.json()).toEqual({ insurer: ['Insurer not found.'] });
    // A refused create gives its number back.
    expect((await invoice(s, harbor.id, [harbors.id])).number).toBe('INV-00002');
  });

  it('keep the amount frozen at issue; insurer payments make them partly paid, then paid', async () => {
    const s = await shop();
    const acme = await addInsurer(s);
    const [a1, a2] = [await lend(s, acme.id), await lend(s, acme.id)];
    const inv = await invoice(s, acme.id, [a1.id, a2.id]);
    expect(inv.amount).toBe('210.00');
    // A later extension raises the agreement's insurer_amount, not the invoice.
    const ext = await post(s.admin, `agreements/${a1.id}/authorizations/`, {
      days: 1,
      authorized_on: '2026-12-01',
    });
    expect(ext.json().totals.insurer_amount).toBe('140.00');
    await pay(s, a1.id, '100.00');
    await pay(s, a2.id, '20.00', 'customer');
    let now = (await get(s.admin, `invoices/${inv.id}/`)).json();
    expect(now).toMatchObject({ amount: '210.00', paid: '100.00', balance: '110.00' });
    expect(now.status).toBe('partly_paid');
    // Paid on an agreement beyond its billed amount does not pay another's.
    await pay(s, a1.id, '40.00');
    now = (await get(s.admin, `invoices/${inv.id}/`)).json();
    expect(now).toMatchObject({ paid: '105.00', balance: '105.00', status: 'partly_paid' });
    await pay(s, a2.id, '105.00');
    now = (await get(s.admin, `invoices/${inv.id}/`)).json();
    expect(now).toMatchObject({ paid: '210.00', balance: '0.00', status: 'paid' });
    expect((await get(s.admin, 'invoices/?status=paid')).json().count).toBe(1);
  });

  it('are voided with a reason, keep their number, free their agreements, and are not voided or sent again', async () => {
    const s = await shop();
    const acme = await addInsurer(s);
    const a = await lend(s, acme.id);
    const inv = await invoice(s, acme.id, [a.id]);
    const noReason = await post(s.admin, `invoices/${inv.id}/void/`, { reason: ' ' });
    expect(noReason.statusCode).toBe(400);
    expect(noReason.json()).toEqual({ reason: ['A void needs a reason.'] });
    const voided = await post(s.admin, `invoices/${inv.id}/void/`, { reason: 'Wrong claim' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(voided.json()).toMatchObject({
      number: 'INV-00001',
      status: 'void',
      void_reason: 'Wrong claim',
      balance: '0.00',
      agreements: [{ id: a.id }],
    });
    const again = await post(s.admin, `invoices/${inv.id}/void/`, { reason: 'Twice' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toEqual({ detail: 'This invoice is void.' });
    expect((await post(s.admin, `invoices/${inv.id}/send/`)).json()).toEqual({
      detail: 'This invoice is void.',
    });
    expect((await invoice(s, acme.id, [a.id])).number).toBe('INV-00002');
  });

  it('are sent to the billing e-mail with the PDF attached, through the outbox and SMTP', async () => {
    const s = await shop();
    const acme = await addInsurer(s);
    const silent = await addInsurer(s, { name: 'Silent', billing_email: '' });
    const inv = await invoice(s, acme.id, [(await lend(s, acme.id)).id]);
    const pdf = await get(s.admin, `invoices/${inv.id}/pdf/`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['cache-control']).toBe('private, no-store');
    expect(pdf.headers['x-content-type-options']).toBe('nosniff');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');

    const sent = await post(s.admin, `invoices/${inv.id}/send/`);
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

    const none = await invoice(s, silent.id, [(await lend(s, silent.id)).id]);
    const refused = await post(s.admin, `invoices/${none.id}/send/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'This insurer has no billing e-mail. Add one to the insurer first.',
    });
  });

  it('past due with a balance are reminded once to members who take payments', async () => {
    const s = await shop();
    const coordinator = await t.createUser({ shops: [s.shop], role: 'fleet_coordinator' });
    const acme = await addInsurer(s, { payment_terms_days: 0 });
    const inv = await invoice(s, acme.id, [(await lend(s, acme.id)).id]);
    const notices = async (user: TestUser) =>
      (await r.inbox(user)).filter((n) => n.title.startsWith('Invoice'));
    const titles = async (user: TestUser) => (await notices(user)).map((n) => n.title);
    await r.run([s.shop], { day: inv.due_on });
    expect(await titles(s.admin)).toEqual([]);
    const next = new Date(`${inv.due_on}T12:00:00Z`);
    next.setUTCDate(next.getUTCDate() + 1);
    await r.run([s.shop], { day: next.toISOString().slice(0, 10) });
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

describe('receivables', () => {
  /** Sets an agreement's check-in (and an invoice's issue) `days` before the shop's today. */
  const age = (s: Setup, table: 'agreement' | 'invoice', id: number, days: number) =>
    t.inShop(s.shop, (db) =>
      db.execute(
        table === 'agreement'
          ? sql`update loan_agreements set checked_in_at = (current_date - ${days}::int) + time '12:00' where id = ${id}`
          : sql`update loan_invoices set issued_on = current_date - ${days}::int where id = ${id}`,
      ),
    );

  it('age open balances at the bucket edges, for insurers (invoiced or not) and customers', async () => {
    const s = await shop();
    const acme = await addInsurer(s);
    const edges = [30, 31, 60, 61, 90, 91];
    const loans = [];
    for (const _ of edges) loans.push(await lend(s, acme.id));
    // Invoiced: the first four, aged from issue; the others from check-in.
    const invoices = [];
    for (const loan of loans.slice(0, 4)) invoices.push(await invoice(s, acme.id, [loan.id]));
    for (const [i, days] of edges.entries()) {
      if (i < 4) await age(s, 'invoice', invoices[i]!.id, days);
      await age(s, 'agreement', loans[i]!.id, days);
    }
    await pay(s, loans[1]!.id, '5.00');
    const res = await get(s.admin, 'receivables/');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      insurers: [
        {
          insurer: acme.id,
          name: 'Acme Mutual',
          open: '625.00',
          current: '105.00',
          d31_60: '205.00',
          d61_90: '210.00',
          d90_plus: '105.00',
        },
      ],
      customers: [
        {
          customer: s.customer.id,
          name: 'Dana Reyes',
          open: '270.00',
          current: '45.00',
          d31_60: '90.00',
          d61_90: '90.00',
          d90_plus: '45.00',
        },
      ],
      totals: {
        open: '895.00',
        current: '150.00',
        d31_60: '295.00',
        d61_90: '300.00',
        d90_plus: '150.00',
      },
    });
    const csv = await get(s.admin, 'receivables/?format=csv');
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toMatch(
      /attachment; filename="receivables-.*\.csv"/,
    );
    expect(csv.body.replace(/^\uFEFF/, '').split('\r\n')).toEqual([
      '"Owed by","Name","Open","0-30 days","31-60 days","61-90 days","Over 90 days"',
      '"Insurer","Acme Mutual","625.00","105.00","205.00","210.00","105.00"',
      '"Customer","Dana Reyes","270.00","45.00","90.00","90.00","45.00"',
      '"Total","","895.00","150.00","295.00","300.00","150.00"',
      '',
    ]);
    const xlsx = await get(s.admin, 'receivables/?format=xlsx');
    expect(xlsx.rawPayload.subarray(0, 2).toString()).toBe('PK');
  });

  it('neutralise formulas in the file, and leave out what is settled', async () => {
    const s = await shop();
    const evil = await addInsurer(s, { name: '=HYPERLINK("x")' });
    const a = await lend(s, evil.id);
    await pay(s, a.id, '45.00', 'customer');
    const csv = await get(s.admin, 'receivables/?format=csv');
    expect(csv.body).toContain(`"'=HYPERLINK(""x"")"`);
    expect(csv.body).not.toContain('"Customer"');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReminderStatus } from '@fleetdesk/contract/reminders';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { startSmtpServer } from '../../../test/smtp';
import { rowsOf } from '../../platform/database/client';
import { jobLeases } from '../../platform/jobs/jobs.tables';
import { runCli } from '../../cli';
import { financingFixtures, loanBody } from '../financing/financing.test-fixtures';
import { reminderLedger } from './reminders.tables';
import { plusDays, reminderFixtures } from './reminders.test-fixtures';

let t: TestApp;
let r: ReturnType<typeof reminderFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  r = reminderFixtures(t);
});
afterAll(() => t.close());

/** The shop's today as the server counts it (in the shop's time zone, not this machine's). */
const shopToday = async (app: TestApp, user: { token: string }) => {
  const res = await app.request(user, 'GET', '/api/shops/settings/');
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as { today: string }).today;
};

const statusOf = async (user: { token: string }) => {
  const res = await t.request(user, 'GET', '/api/reminders/runs/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReminderStatus;
};

describe('GET /api/reminders/runs/ and POST /api/reminders/run/', () => {
  it('says e-mail is not configured, runs the reminders of the current shop now, and lists the run', async () => {
    const { staff } = await r.shopWithStaff('route');
    const today = await shopToday(t, staff.admin);
    const vehicle = await r.vehicleExpiring(staff.admin, plusDays(today, 3));
    const other = await r.shopWithStaff('route-other');
    await r.vehicleExpiring(other.staff.admin, plusDays(today, 3));

    const before = await statusOf(staff.admin);
    expect(before).toMatchObject({ email_configured: false, runs: [] });
    expect(before.outbox).toEqual({ pending: 0, failed_attempts: 0, sent: 0 });

    const res = await t.request(staff.admin, 'POST', '/api/reminders/run/', {});
    expect(res.statusCode, res.body).toBe(202);
    expect(res.json()).toEqual({
      started: true,
      detail: 'Reminders are running; the run is listed here when it has finished.',
    });
    await vi.waitFor(
      async () => expect((await statusOf(staff.admin)).runs[0]?.finished_at).toBeTruthy(),
      { timeout: 20_000, interval: 200 },
    );
    const after = await statusOf(staff.admin);
    expect(after.runs).toHaveLength(1);
    expect(after.runs[0]).toMatchObject({
      run_date: today,
      trigger: 'manual',
      items: 1,
      mails_queued: 3,
      mails_sent: 0,
      error: null,
    });
    // Without SMTP the mail waits in the outbox.
    expect(after.outbox).toEqual({ pending: 3, failed_attempts: 0, sent: 0 });
    const [notice] = await r.inbox(staff.coordinator);
    expect(notice).toMatchObject({ action_url: `/vehicles/${vehicle.vin}`, severity: 'critical' });
    // Only the caller's shop was run.
    expect(await r.inbox(other.staff.admin)).toEqual([]);
    expect(await r.runsOf(other.shop)).toEqual([]);
  });

  it('refuses a date that is not one', async () => {
    const { staff } = await r.shopWithStaff('bad-date');
    const res = await t.request(staff.admin, 'POST', '/api/reminders/run/', { date: '2031-02-30' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json())).toEqual(['date']);
  });
});

const finishedRuns = async (user: { token: string }, count: number) => {
  await vi.waitFor(
    async () => {
      const runs = (await statusOf(user)).runs;
      expect(runs.filter((run) => run.finished_at)).toHaveLength(count);
    },
    { timeout: 20_000, interval: 200 },
  );
  return (await statusOf(user)).runs;
};

describe('Run reminders now: today only, once at a time, and a preview of any day', () => {
  it("runs on the shop's today only: another date is refused", async () => {
    const { staff } = await r.shopWithStaff('today-only');
    const today = await shopToday(t, staff.admin);
    const res = await t.request(staff.admin, 'POST', '/api/reminders/run/', {
      date: plusDays(today, 30),
    });
    expect(res.statusCode, res.body).toBe(400);
    expect(res.json()).toEqual({
      date: [`Reminders run for today (${today}) only; ask for a preview to see another day.`],
    });
    const ok = await t.request(staff.admin, 'POST', '/api/reminders/run/', { date: today });
    expect(ok.statusCode, ok.body).toBe(202);
    expect(await finishedRuns(staff.admin, 1)).toMatchObject([{ run_date: today }]);
  });

  it('previews a future day without sending anything or using up its keys', async () => {
    const { shop, staff, contacts } = await r.shopWithStaff('preview');
    const today = await shopToday(t, staff.admin);
    const expires = plusDays(today, 10);
    const vehicle = await r.vehicleExpiring(staff.admin, expires);

    const res = await t.request(staff.admin, 'POST', '/api/reminders/run/', {
      date: expires,
      preview: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({
      date: expires,
      items: [
        expect.objectContaining({
          kind: 'registration',
          title: 'Registration expires today',
          action_url: `/vehicles/${vehicle.vin}`,
          members_notified: 3,
          emails: [contacts.registrar, contacts.deputy, contacts.regManager],
        }),
      ],
    });
    // Nothing sent, recorded or claimed.
    expect(await r.inbox(staff.admin)).toEqual([]);
    expect(await r.outbox(shop)).toEqual([]);
    expect(await r.runsOf(shop)).toEqual([]);
    expect(await t.inShop(shop, (db) => db.select().from(reminderLedger))).toEqual([]);

    // Today's preview names what today's run then sends: the preview used up nothing.
    const todays = await t.request(staff.admin, 'POST', '/api/reminders/run/', { preview: true });
    expect(todays.json()).toMatchObject({
      date: today,
      items: [{ title: 'Registration expires in 10 days' }],
    });
    expect((await t.request(staff.admin, 'POST', '/api/reminders/run/', {})).statusCode).toBe(202);
    expect(await finishedRuns(staff.admin, 1)).toMatchObject([{ run_date: today, items: 1 }]);
    expect(await r.inbox(staff.admin)).toMatchObject([
      { title: 'Registration expires in 10 days' },
    ]);
  });
});

describe('a preview changes nothing', () => {
  it("leaves a financing's status and remaining balance as they were, whatever day it previews", async () => {
    const f = financingFixtures(t);
    const { admin, vehicle } = await f.setup();
    const today = await shopToday(t, admin);
    // Unpaid since a month ago: each later month is one more missing payment.
    await f.createFinancing(
      admin,
      loanBody([vehicle.vin], {
        start_date: plusDays(today, -40),
        end_date: plusDays(today, 700),
        monthly_payment: '500.00',
        opening_balance: '12000.00',
        interest_rate: '6.000',
      }),
    );
    // The list reads the stored figures (the detail computes its status afresh).
    const figures = async () => {
      const res = await t.request(admin, 'GET', `/api/vehicles/financing/?vehicle=${vehicle.vin}`);
      expect(res.statusCode, res.body).toBe(200);
      const [row] = res.json().results;
      return { payment_status: row.payment_status, remaining_balance: row.remaining_balance };
    };
    const before = await figures();
    const later = plusDays(today, 120);
    const preview = await t.request(admin, 'POST', '/api/reminders/run/', {
      date: later,
      preview: true,
    });
    expect(preview.statusCode, preview.body).toBe(200);
    // The preview sees the months missed by then...
    expect(preview.json()).toMatchObject({
      date: later,
      items: [expect.objectContaining({ title: 'Financing payment missed' })],
    });
    // ...and the financing still reads as of today.
    expect(await figures()).toEqual(before);
  });
});

describe('Run reminders now, twice at once', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let slow: TestApp;
  let release = () => {};
  beforeAll(async () => {
    smtp = await startSmtpServer();
    slow = await setupTestApp({ SMTP_URL: smtp.url });
  });
  afterAll(async () => {
    release();
    await slow.close();
    await smtp.close();
  });

  /**
   * Both calls past any check before either takes the lease. PostgreSQL: the lease table is held
   * (reads pass, writes wait) until two statements wait on it. PGlite runs one transaction at a
   * time: there is nothing to hold.
   */
  async function together<T>(calls: () => Promise<T>): Promise<T> {
    if (slow.deps.engine !== 'postgres') return calls();
    let started!: Promise<T>;
    await slow.db.transaction(async (tx) => {
      await tx.execute(sql`lock table ${jobLeases} in exclusive mode`);
      started = calls();
      const waiting = async () =>
        rowsOf<{ n: number }>(
          await tx.execute(
            sql`select count(*)::int as n from pg_locks where relation = 'job_leases'::regclass and not granted`,
          ),
        )[0]!.n;
      await vi.waitFor(async () => expect(await waiting()).toBe(2), {
        timeout: 10_000,
        interval: 50,
      });
    });
    return started;
  }

  it('answers 409 to the second of two calls made at once, and runs once', async () => {
    const { staff } = await reminderFixtures(slow).shopWithStaff('race');
    const today = await shopToday(slow, staff.admin);
    await reminderFixtures(slow).vehicleExpiring(staff.admin, plusDays(today, 3));
    const status = async () =>
      (await slow.request(staff.admin, 'GET', '/api/reminders/runs/')).json() as ReminderStatus;
    // The run's e-mail waits at the SMTP server: the run is in progress while both calls come.
    release = smtp.hold();
    const calls = await together(() =>
      Promise.all([1, 2].map(() => slow.request(staff.admin, 'POST', '/api/reminders/run/', {}))),
    );
    expect(calls.map((c) => c.statusCode).sort()).toEqual([202, 409]);
    expect(calls.find((c) => c.statusCode === 409)!.json()).toEqual({
      detail: 'A reminder run is already in progress; try again when it has finished.',
    });
    release();
    await vi.waitFor(async () => expect((await status()).runs[0]?.finished_at).toBeTruthy(), {
      timeout: 20_000,
      interval: 200,
    });
    expect((await status()).runs).toMatchObject([{ items: 1, mails_sent: 3 }]);
    // The lease is given back when the run ends: the next call runs (and finds nothing new).
    const next = await slow.request(staff.admin, 'POST', '/api/reminders/run/', {});
    expect(next.statusCode, next.body).toBe(202);
    await vi.waitFor(async () => expect((await status()).runs[0]?.finished_at).toBeTruthy(), {
      timeout: 20_000,
      interval: 200,
    });
  });
});

describe('npm run cli -- send-reminders', () => {
  it('refuses a bad --date before touching anything', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runCli(['send-reminders', '--date', 'tomorrow'], {
      openDb: async () => t.db,
      out: (l) => out.push(l),
      err: (l) => err.push(l),
    });
    expect(code).toBe(1);
    expect(err).toEqual(['--date must be a date as YYYY-MM-DD, not "tomorrow".']);
  });

  it("refuses a --date after a shop's today: that day's reminders would be used up before it came", async () => {
    const { shop, staff } = await r.shopWithStaff('cli-future');
    const today = await shopToday(t, staff.admin);
    const later = plusDays(today, 40);
    await r.vehicleExpiring(staff.admin, later);
    const err: string[] = [];
    const code = await runCli(['send-reminders', '--date', later], {
      openDb: async () => t.db,
      out: () => undefined,
      err: (l) => err.push(l),
    });
    expect(code).toBe(1);
    // The earliest today of every shop in the database (this one's, or one further west).
    expect(err).toEqual([
      expect.stringMatching(
        new RegExp(
          `^--date ${later} has not come yet in every shop \\(the earliest shop's today is \\d{4}-\\d\\d-\\d\\d\\); reminders cannot run for a day to come\\.$`,
        ),
      ),
    ]);
    expect(await r.runsOf(shop)).toEqual([]);
    expect(await t.inShop(shop, (db) => db.select().from(reminderLedger))).toEqual([]);
  });
});

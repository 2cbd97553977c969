import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { ReminderStatus } from '@fleetdesk/contract/reminders';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { runCli } from '../../cli';
import { localIsoDate } from '@fleetdesk/contract/rules/registration-expiry';
import { plusDays, reminderFixtures } from './reminders.test-fixtures';

let t: TestApp;
let r: ReturnType<typeof reminderFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  r = reminderFixtures(t);
});
afterAll(() => t.close());

const statusOf = async (user: { token: string }) => {
  const res = await t.request(user, 'GET', '/api/reminders/runs/');
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as ReminderStatus;
};

describe('GET /api/reminders/runs/ and POST /api/reminders/run/', () => {
  it('says e-mail is not configured, runs the reminders of the current shop now, and lists the run', async () => {
    const { staff } = await r.shopWithStaff('route');
    const today = localIsoDate();
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
});

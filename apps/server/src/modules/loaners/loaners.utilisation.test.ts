import { utcDayOf } from '../../platform/shop-day';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@fleetdesk/contract/money';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { monthsOf, weekStartOf } from '@fleetdesk/contract/rules/loaner-utilisation';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { vehicles } from '../vehicles';
import { loanerFixtures } from './loaners.test-fixtures';

/** The utilisation report (docs/api.md "Loaner money"), through the API, in a UTC shop. */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const HOUR = 3_600_000;
const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`);
const post = async (user: TestUser, path: string, body: unknown, status = 200) => {
  const res = await t.request(user, 'POST', `/api/loaners/${path}`, body);
  expect(res.statusCode, res.body).toBe(status);
  return res.json();
};

/** Readings only go up: each loan starts above the last. */
let odometer = 10_000;

/** A loan of `vin` out at `out` and, when given, back at `back`. */
async function lend(
  admin: TestUser,
  vin: string,
  customer: number,
  terms: Record<string, unknown>,
  out: Date,
  back?: Date,
) {
  const a = await f.reserve(admin, vin, customer, {
    starts_at: new Date(out.getTime() - HOUR).toISOString(),
    due_at: new Date((back ?? new Date()).getTime() + 100 * HOUR).toISOString(),
    ...terms,
  });
  await post(admin, `agreements/${a.id}/check_out/`, {
    odometer_out: (odometer += 100),
    fuel_out: 8,
    signature: SIGNATURE,
    signed_name: 'Dana Reyes',
    checked_out_at: out.toISOString(),
  });
  if (back)
    await post(admin, `agreements/${a.id}/check_in/`, {
      odometer_in: odometer + 50,
      fuel_in: 8,
      checked_in_at: back.toISOString(),
    });
  return a.id as number;
}

const payment = (method: string, payer: string, amount: string, reason = '') => ({
  payer,
  amount,
  method,
  received_on: utcDayOf(new Date()),
  reason,
});

describe('loaner utilisation', () => {
  it('counts days out against days in service, and billed, collected and written off, by loaner, week and month', async () => {
    const s = await f.setup();
    // The test shop's today: a new shop keeps UTC's clock.
    const today = utcDayOf(new Date());
    // Two whole weeks, Monday to Sunday, four weeks ago.
    const from = addDays(weekStartOf(today), -28);
    const to = addDays(from, 13);
    const archived = await f.createVehicle(s.admin, { vehicle_types: ['loaner'] });
    const third = await f.createVehicle(s.admin, { vehicle_types: ['loaner'] });
    const noInsurer = { insurer_name: '', insurer_daily_rate: null, insurer_max_days: null };

    // Returned: 48 h 30 min is 2 days (59 minutes' grace), 1 covered at 35.00, 1 day charge of 45.00.
    const returned = await lend(
      s.admin,
      s.vin,
      s.customer.id,
      { insurer_max_days: 1 },
      at(addDays(from, 1), '10:00'),
      at(addDays(from, 3), '10:30'),
    );
    await post(
      s.admin,
      `agreements/${returned}/payments/`,
      payment('check', 'insurer', '35.00'),
      201,
    );
    await post(
      s.admin,
      `agreements/${returned}/payments/`,
      payment('card', 'customer', '20.00'),
      201,
    );
    await post(
      s.admin,
      `agreements/${returned}/payments/`,
      payment('write_off', 'customer', '25.00', 'Goodwill'),
      201,
    );
    // Still out since the second week: its days run to now (the insurer's days are billed at check-in).
    const out = await lend(s.admin, s.vin, s.customer.id, {}, at(addDays(from, 10), '09:00'));
    const outDays = (await t.request(s.admin, 'GET', `/api/loaners/agreements/${out}/`)).json()
      .totals.days as number;
    expect(outDays).toBeGreaterThan(14);
    // One day on the loaner archived on the period's fifth day.
    await lend(
      s.admin,
      archived.vin,
      s.customer.id,
      noInsurer,
      at(addDays(from, 1), '08:00'),
      at(addDays(from, 2), '08:00'),
    );
    await t.request(s.admin, 'POST', `/api/vehicles/vehicles/${archived.vin}/archive/`);
    await t.inShop(s.shop, (db) =>
      db
        .update(vehicles)
        .set({ isArchived: true, archivedAt: at(addDays(from, 4), '12:00') })
        .where(and(eq(vehicles.shopId, s.shop.id), eq(vehicles.vin, archived.vin))),
    );
    // Calendar days: 22:00 to 01:00 the next night is 2 days (24-hour periods would say 1).
    const calendar = await post(
      s.admin,
      'insurers/',
      { name: 'Calendar Mutual', day_rule: 'calendar' },
      201,
    );
    await lend(
      s.admin,
      third.vin,
      s.customer.id,
      { insurer: calendar.id, insurer_name: '', insurer_daily_rate: '30.00', insurer_max_days: 5 },
      at(addDays(from, 7), '22:00'),
      at(addDays(from, 8), '01:00'),
    );
    // Reserved in the period but never lent: not counted.
    await f.reserve(s.admin, third.vin, s.customer.id, {
      starts_at: at(addDays(from, 11), '09:00').toISOString(),
      due_at: at(addDays(from, 12), '09:00').toISOString(),
    });

    const res = await t.request(
      s.admin,
      'GET',
      `/api/loaners/reports/utilisation/?from=${from}&to=${to}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const report = res.json();
    const row = (vin: string) => report.vehicles.find((v: { vin: string }) => v.vin === vin);
    expect(row(s.vin)).toMatchObject({
      available_days: 14,
      days_out: 2 + outDays,
      agreements: 2,
      insurer_billed: '35.00',
      customer_billed: '45.00',
      collected: '55.00',
      written_off: '25.00',
      uncovered_days: 1 + (outDays - 3),
    });
    expect(row(archived.vin)).toMatchObject({
      available_days: 5,
      days_out: 1,
      utilisation: '20.0',
      agreements: 1,
      average_days: '1.0',
      insurer_billed: '0.00',
      customer_billed: '45.00',
      uncovered_days: 1,
    });
    expect(row(third.vin)).toMatchObject({
      available_days: 14,
      days_out: 2,
      utilisation: '14.3',
      agreements: 1,
      insurer_billed: '60.00',
      uncovered_days: 0,
    });
    // A member who may not view archived vehicles sees neither the archived loaner nor its figures.
    const viewer = await t.createUser({
      shops: [s.shop],
      role: 'administrator',
      withdrawals: ['canViewArchived'],
    });
    const narrow = (
      await t.request(viewer, 'GET', `/api/loaners/reports/utilisation/?from=${from}&to=${to}`)
    ).json();
    expect(narrow.vehicles.map((v: { vin: string }) => v.vin)).not.toContain(archived.vin);
    expect(narrow.totals).toMatchObject({
      available_days: 28,
      days_out: 4 + outDays,
      agreements: 3,
    });
    expect(report.totals).toMatchObject({
      available_days: 33,
      days_out: 5 + outDays,
      agreements: 4,
      insurer_billed: '95.00',
      customer_billed: '90.00',
      collected: '55.00',
      written_off: '25.00',
    });
    // Week one: 3 days of 19 in service (7 + 5 + 7) = 15.789…%; week two: the out one and the calendar one.
    expect(report.weeks).toEqual([
      { week_start: from, utilisation: '15.8' },
      { week_start: addDays(from, 7), utilisation: (((outDays + 2) * 100) / 14).toFixed(1) },
    ]);
    const months = monthsOf(from, to);
    expect(report.months.map((m: { month: string }) => m.month)).toEqual(months);
    const billed = report.months.reduce(
      (n: bigint, m: { billed: string }) => n + toCents(m.billed),
      0n,
    );
    expect(billed).toBe(18_500n);
    expect(
      report.months.find((m: { month: string }) => m.month === from.slice(0, 7)),
    ).toMatchObject({ collected: '55.00' });
  });

  it('refuses a period that ends before it starts or is wider than 366 days', async () => {
    const s = await f.setup();
    const ask = (q: string) => t.request(s.admin, 'GET', `/api/loaners/reports/utilisation/?${q}`);
    const back = await ask('from=2026-03-10&to=2026-03-09');
    expect(back.statusCode).toBe(400);
    expect(back.json()).toEqual({ to: ['The end of the period must not be before its start.'] });
    const wide = await ask('from=2025-01-01&to=2026-01-02');
    expect(wide.json()).toEqual({ to: ['Ask for at most 366 days at a time.'] });
    const empty = await ask('from=2026-03-01&to=2026-03-31');
    expect(empty.json()).toMatchObject({
      vehicles: [{ vin: s.vin, available_days: 31, days_out: 0, utilisation: '0.0' }],
      totals: { agreements: 0, average_days: '0.0', collected: '0.00' },
      months: [{ month: '2026-03', billed: '0.00', collected: '0.00' }],
    });
  });
});

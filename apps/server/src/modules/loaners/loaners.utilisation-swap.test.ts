import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toCents } from '@fleetdesk/contract/money';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { utcDayOf } from '../../platform/shop-day';
import { PNG } from '../documents/documents.test-fixtures';
import { vehicles } from '../vehicles';
import { loanAgreementSegments } from './loaners.segments.tables';
import { loanAgreements } from './loaners.tables';
import { loanerFixtures } from './loaners.test-fixtures';

/**
 * The utilisation report after a change of loaner (docs/api.md "Loaner utilisation"): each car
 * gets its own stretch's days, the cars add up to the agreements' days, the money stays on the
 * car out last. A UTC shop.
 */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const at = (date: string, time: string) => new Date(`${date}T${time}:00Z`).toISOString();
const post = async (user: TestUser, path: string, body: unknown) => {
  const res = await t.request(user, 'POST', `/api/loaners/${path}`, body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

/** Readings only go up: every reading of the test is above the one before. */
let odometer = 10_000;
const next = () => (odometer += 100);

/**
 * An agreement out on `cars[0]`, changed to each next car in turn through the API, then given
 * the times `times` (check-out, each swap) as if it had happened then (a swap is made now), and
 * checked in at `back`. Answers the agreement after check-in.
 */
async function lendInTurn(
  s: { shop: TestShop; admin: TestUser; customer: { id: number } },
  cars: string[],
  terms: Record<string, unknown>,
  times: string[],
  back: string,
) {
  const reserved = await f.reserve(s.admin, cars[0]!, s.customer.id, {
    starts_at: new Date(Date.parse(times[0]!) - 3_600_000).toISOString(),
    due_at: new Date(Date.parse(back) + 3_600_000).toISOString(),
    ...terms,
  });
  const id = reserved.id;
  await post(s.admin, `agreements/${id}/check_out/`, {
    odometer_out: next(),
    fuel_out: 8,
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
    signed_name: 'Dana Reyes',
    checked_out_at: times[0],
  });
  for (const car of cars.slice(1)) {
    await post(s.admin, `agreements/${id}/swap/`, {
      vehicle: car,
      odometer_in: next(),
      fuel_in: 8,
      odometer_out: next(),
      fuel_out: 8,
    });
  }
  await t.inShop(s.shop, async (db) => {
    const segments = await db
      .select({ id: loanAgreementSegments.id })
      .from(loanAgreementSegments)
      .where(
        and(eq(loanAgreementSegments.shopId, s.shop.id), eq(loanAgreementSegments.agreementId, id)),
      )
      .orderBy(asc(loanAgreementSegments.id));
    for (const [i, segment] of segments.entries()) {
      await db
        .update(loanAgreementSegments)
        .set({ checkedOutAt: new Date(times[i]!), checkedInAt: new Date(times[i + 1]!) })
        .where(eq(loanAgreementSegments.id, segment.id));
    }
    await db
      .update(loanAgreements)
      .set({ swappedAt: new Date(times.at(-1)!) })
      .where(and(eq(loanAgreements.shopId, s.shop.id), eq(loanAgreements.id, id)));
  });
  return post(s.admin, `agreements/${id}/check_in/`, {
    odometer_in: next(),
    fuel_in: 8,
    checked_in_at: back,
  });
}

type Figures = { vin: string; days_out: number; agreements: number } & Record<string, unknown>;

describe('loaner utilisation after a change of loaner', () => {
  it('gives each car the days of its own stretch, adding up to the agreements’ days, the money on the car out last', async () => {
    const s = await f.setup();
    const today = utcDayOf(new Date());
    const from = addDays(today, -40);
    const to = addDays(from, 29);
    const second = (await f.createVehicle(s.admin, { vehicle_types: ['loaner'] })).vin;
    const third = (await f.createVehicle(s.admin, { vehicle_types: ['loaner'] })).vin;
    const noInsurer = { insurer_name: '', insurer_daily_rate: null, insurer_max_days: null };
    const day = (n: number) => addDays(from, n);

    // 24-hour days with 59 minutes' grace: 5 days, changed after 48 h 30 min (2 days counted
    // by then): 2 on the first car, 3 on the second.
    const first = await lendInTurn(
      s,
      [s.vin, second],
      noInsurer,
      [at(day(1), '10:00'), at(day(3), '10:30')],
      at(day(6), '10:00'),
    );
    expect(first.totals.days).toBe(5);
    // Calendar days: out on day 10 at 22:00, to the first car on day 11 at 08:00 (2 dates by
    // then), back to the third on day 12 at 20:00 (3), in on day 13 at 01:00 (4): 2 + 1 + 1.
    const calendar = await t.request(s.admin, 'POST', '/api/loaners/insurers/', {
      name: 'Calendar Mutual',
      day_rule: 'calendar',
    });
    const insured = {
      insurer: calendar.json().id,
      insurer_name: '',
      insurer_daily_rate: '30.00',
      insurer_max_days: 3,
    };
    const turned = await lendInTurn(
      s,
      [third, s.vin, third],
      insured,
      [at(day(10), '22:00'), at(day(11), '08:00'), at(day(12), '20:00')],
      at(day(13), '01:00'),
    );
    expect(turned.totals.days).toBe(4);

    const ask = async (user: TestUser) => {
      const res = await t.request(
        user,
        'GET',
        `/api/loaners/reports/utilisation/?from=${from}&to=${to}`,
      );
      expect(res.statusCode, res.body).toBe(200);
      return res.json() as { vehicles: Figures[]; totals: Figures };
    };
    const report = await ask(s.admin);
    const row = (vin: string) => report.vehicles.find((v) => v.vin === vin);
    expect(row(s.vin)).toMatchObject({
      days_out: 2 + 1,
      agreements: 2,
      average_days: '1.5',
      insurer_billed: '0.00',
      customer_billed: '0.00',
      uncovered_days: 0,
    });
    expect(row(second)).toMatchObject({
      days_out: 3,
      agreements: 1,
      customer_billed: first.totals.customer_amount,
      uncovered_days: 5,
    });
    // The calendar loan's insurer covered 3 of its 4 days at 30.00.
    expect(row(third)).toMatchObject({
      days_out: 2 + 1,
      agreements: 1,
      insurer_billed: '90.00',
      customer_billed: turned.totals.customer_amount,
      uncovered_days: 1,
    });
    // No day counted twice, none lost: the cars add up to the agreements' days.
    const sum = (key: 'days_out' | 'uncovered_days') =>
      report.vehicles.reduce((n, v) => n + (v[key] as number), 0);
    expect(report.totals).toMatchObject({ days_out: 9, agreements: 2, uncovered_days: 6 });
    expect(sum('days_out')).toBe(9);
    expect(sum('uncovered_days')).toBe(6);
    const billed = report.vehicles.reduce((n, v) => n + toCents(v.customer_billed as string), 0n);
    expect(billed).toBe(toCents(report.totals.customer_billed as string));

    // With the first car archived, a member who may not view archived vehicles sees neither it
    // nor its stretches' days; the others keep theirs.
    await t.inShop(s.shop, (db) =>
      db
        .update(vehicles)
        .set({ isArchived: true, archivedAt: new Date() })
        .where(and(eq(vehicles.shopId, s.shop.id), eq(vehicles.vin, s.vin))),
    );
    const viewer = await t.createUser({
      shops: [s.shop],
      role: 'administrator',
      withdrawals: ['canViewArchived'],
    });
    const narrow = await ask(viewer);
    expect(narrow.vehicles.map((v) => v.vin)).toEqual(expect.not.arrayContaining([s.vin]));
    expect(narrow.vehicles.find((v) => v.vin === second)).toMatchObject({ days_out: 3 });
    expect(narrow.vehicles.find((v) => v.vin === third)).toMatchObject({ days_out: 3 });
    expect(narrow.totals).toMatchObject({ days_out: 6, agreements: 2 });
  });
});

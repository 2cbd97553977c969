import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FinancingAnalytics } from '@fleetdesk/contract/financing-lists';
import { rowsOf } from '../../platform/database/client';
import { setupTestApp, type TestApp, type TestShop, type TestUser } from '../../../test/helpers';
import { financingFixtures, loanBody } from './financing.test-fixtures';

/**
 * The analytics' payment figures come from monthly sums kept by triggers (migration 0016): they
 * must equal the payments themselves after inserts, edits and deletes, per range, and leave out
 * what a member without canViewArchived may not see.
 */

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
let thisYear: number;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
  thisYear = Number(
    rowsOf<{ y: string }>(await t.db.execute(sql`select extract(year from current_date) as y`))[0]!
      .y,
  );
});
afterAll(() => t.close());

const analytics = async (user: TestUser, range: 'all' | 'year') => {
  const res = await t.request(user, 'GET', `/api/vehicles/financing/analytics/?range=${range}`);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json() as FinancingAnalytics;
  return {
    count: body.payment_performance.payment_count,
    late: body.payment_performance.late_count,
    fees: body.payment_performance.late_fees,
    paid: body.key_metrics.total_paid,
    methods: Object.fromEntries(body.payment_methods.map((m) => [m.method, [m.count, m.total]])),
  };
};

/** The same figures straight from the payments. */
const direct = async (shop: TestShop, from: string | null, financingIds: number[]) => {
  const rows = await t.inShop(shop, async (db) =>
    rowsOf<{ method: string; n: number; late: number; fees: string; paid: string }>(
      await db.execute(sql`select payment_method as method, count(*)::int as n,
          (count(*) filter (where is_late))::int as late, sum(late_fee)::text as fees,
          sum(total_payment)::text as paid
        from financing_payments
        where shop_id = ${shop.id} and financing_id in (${sql.join(
          financingIds.map((id) => sql`${id}`),
          sql`, `,
        )}) and (${from}::date is null or payment_date >= ${from}::date)
        group by payment_method`),
    ),
  );
  const cents = (s: string) => Math.round(Number(s) * 100);
  const sum = (pick: (r: (typeof rows)[number]) => string) =>
    (rows.reduce((n, r) => n + cents(pick(r)), 0) / 100).toFixed(2);
  return {
    count: rows.reduce((n, r) => n + r.n, 0),
    late: rows.reduce((n, r) => n + r.late, 0),
    fees: sum((r) => r.fees),
    paid: sum((r) => r.paid),
    methods: Object.fromEntries(
      rows.map((r) => [r.method, [r.n, (cents(r.paid) / 100).toFixed(2)]]),
    ),
  };
};

describe('analytics payment figures', () => {
  it('follow inserted, edited and deleted payments, per range and per member', async () => {
    const { shop, admin } = await f.setup();
    const viewer = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewArchived'],
    });
    const shown = await f.createVehicle(admin);
    const toArchive = await f.createVehicle(admin);
    const a = await f.createFinancing(admin, loanBody([shown.vin]));
    const b = await f.createFinancing(admin, loanBody([toArchive.vin]));
    const lastYear = `${thisYear - 1}-06-15`;
    const early = `${thisYear}-01-02`;
    await f.pay(admin, a.id, { payment_date: lastYear, amount_paid: '100.10' });
    await f.pay(admin, a.id, { payment_date: early, amount_paid: '200.20', payment_method: 'ach' });
    await f.pay(admin, a.id, {
      payment_date: early,
      amount_paid: '300.30',
      payment_method: 'ach',
      is_late: true,
      late_fee: '15.05',
    });
    const bPay = await f.pay(admin, b.id, {
      payment_date: early,
      amount_paid: '400.40',
      payment_method: 'card',
    });
    await f.pay(admin, b.id, { payment_date: lastYear, amount_paid: '500.50' });

    expect(await analytics(admin, 'all')).toEqual(await direct(shop, null, [a.id, b.id]));
    expect(await analytics(admin, 'year')).toEqual(
      await direct(shop, `${thisYear}-01-01`, [a.id, b.id]),
    );
    expect((await analytics(admin, 'all')).count).toBe(5);

    // Changed below the API (an import, a correction): a method and an amount edited, one deleted.
    await t.inShop(shop, async (db) => {
      await db.execute(sql`update financing_payments set payment_method = 'wire', amount_paid = 410.00
        where id = ${bPay.id}`);
      await db.execute(sql`update financing_payments set payment_date = ${early}::date
        where financing_id = ${b.id} and payment_date = ${lastYear}::date`);
      await db.execute(sql`delete from financing_payments
        where financing_id = ${a.id} and payment_date = ${lastYear}::date`);
    });
    const all = await analytics(admin, 'all');
    expect(all).toEqual(await direct(shop, null, [a.id, b.id]));
    expect(all.methods).toEqual({
      ach: [2, '515.55'],
      wire: [1, '410.00'],
      check: [1, '500.50'],
    });
    expect(await analytics(admin, 'year')).toEqual(
      await direct(shop, `${thisYear}-01-01`, [a.id, b.id]),
    );

    await f.archive(shop, toArchive.vin);
    expect(await analytics(viewer, 'all')).toEqual(await direct(shop, null, [a.id]));
    expect(await analytics(viewer, 'year')).toEqual(
      await direct(shop, `${thisYear}-01-01`, [a.id]),
    );
    expect(await analytics(admin, 'all')).toEqual(await direct(shop, null, [a.id, b.id]));
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestShop } from '../../../test/helpers';
import { rowsOf } from '../../platform/database/client';
import { PNG } from '../documents/documents.test-fixtures';
import { customerBalanceSql, insurerBalanceSql } from './loaners.balances';
import { invoiceFixtures } from './loaners.invoices.test-fixtures';
import { loanAgreementCharges } from './loaners.tables';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

/**
 * The sums an agreement keeps (migration 0048: charges, payments and authorised days, written by
 * triggers) against the same sums taken from its rows and against the agreement's own totals
 * (the contract's rule, as the detail shows them), after each kind of write.
 */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

type Kept = Record<
  | 'authorized_days'
  | 'insurer_charged'
  | 'customer_charged'
  | 'insurer_paid'
  | 'customer_paid'
  | 'written_off'
  | 'insurer_balance'
  | 'customer_balance'
  | 'returned_days',
  string
>;

/** Each kept sum beside the one summed from the child rows now. */
async function keptAndSummed(shop: TestShop, id: number) {
  const money = (e: ReturnType<typeof sql>) => sql`(${e})::numeric(20, 2)::text`;
  const sum = (table: string, value: string, where: string) =>
    sql.raw(`coalesce((select sum(${value}) from ${table} x
      where x.shop_id = loan_agreements.shop_id and x.agreement_id = loan_agreements.id
        and ${where}), 0)`);
  const [row] = rowsOf<{ kept: Kept; summed: Omit<Kept, 'insurer_balance' | 'customer_balance'> }>(
    await t.inShop(shop, (db) =>
      db.execute(sql`
        select json_build_object(
          'authorized_days', authorized_days::text,
          'insurer_charged', ${money(sql`insurer_charged`)},
          'customer_charged', ${money(sql`customer_charged`)},
          'insurer_paid', ${money(sql`insurer_paid`)},
          'customer_paid', ${money(sql`customer_paid`)},
          'written_off', ${money(sql`written_off`)},
          'insurer_balance', ${money(insurerBalanceSql())},
          'customer_balance', ${money(customerBalanceSql())},
          'returned_days', coalesce(returned_days::text, '')) as kept,
        json_build_object(
          'authorized_days', ${sum('loan_agreement_authorizations', 'days', 'true')}::text,
          'insurer_charged', ${money(sum('loan_agreement_charges', 'amount', "bill_to = 'insurer'"))},
          'customer_charged', ${money(sum('loan_agreement_charges', 'amount', "bill_to = 'customer'"))},
          'insurer_paid', ${money(sum('loan_agreement_payments', 'amount', "payer = 'insurer'"))},
          'customer_paid', ${money(sum('loan_agreement_payments', 'amount', "payer = 'customer'"))},
          'written_off', ${money(sum('loan_agreement_payments', 'amount', "method = 'write_off'"))}) as summed
        from loan_agreements where shop_id = ${shop.id} and id = ${id}`),
    ),
  );
  return row!;
}

/** The kept sums equal the summed ones and the detail's totals (its balances once returned). */
async function expectKept(
  s: { shop: TestShop; admin: Parameters<TestApp['request']>[0] },
  id: number,
) {
  const { kept, summed } = await keptAndSummed(s.shop, id);
  expect(kept).toMatchObject(summed);
  const detail = await t.request(s.admin, 'GET', `/api/loaners/agreements/${id}/`);
  const totals = detail.json().totals as Record<string, string | number>;
  expect(Number(kept.authorized_days)).toBe(totals.authorized_days);
  expect(kept.insurer_paid).toBe(totals.insurer_paid);
  expect(kept.customer_paid).toBe(totals.customer_paid);
  expect(kept.customer_balance).toBe(totals.customer_balance);
  // Returned, the insurer's balance is the kept amount's; under the 24-hour rule its days are kept.
  const returned = detail.json().status === 'returned';
  if (returned) expect(kept.insurer_balance).toBe(totals.insurer_balance);
  const kept24h = returned && totals.day_rule === '24h';
  expect(kept.returned_days).toBe(kept24h ? String(totals.days) : '');
  return kept;
}

describe('the sums an agreement keeps', () => {
  it('follow every write of its authorizations, charges and payments', async () => {
    const s = await f.setup();
    const post = (path: string, body?: unknown) =>
      t.request(s.admin, 'POST', `/api/loaners/${path}`, body);
    // The reservation's coverage is its first authorization; a change of it rewrites that row.
    const a = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(-74),
      due_at: hoursFromNow(5),
      insurer_max_days: 1,
    });
    expect((await expectKept(s, a.id)).authorized_days).toBe('1');
    const patched = await t.request(s.admin, 'PATCH', `/api/loaners/agreements/${a.id}/`, {
      insurer_max_days: 2,
    });
    expect(patched.statusCode, patched.body).toBe(200);
    expect((await expectKept(s, a.id)).authorized_days).toBe('2');
    const out = await post(`agreements/${a.id}/check_out/`, {
      odometer_out: 10_000,
      fuel_out: 8,
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
      signed_name: 'Dana Reyes',
      checked_out_at: hoursFromNow(-73),
    });
    expect(out.statusCode, out.body).toBe(200);
    const extended = await post(`agreements/${a.id}/authorizations/`, {
      days: 1,
      authorized_on: '2026-03-04',
    });
    expect(extended.statusCode, extended.body).toBe(201);
    expect((await expectKept(s, a.id)).authorized_days).toBe('3');

    // The check-in's computed charges (a day beyond coverage, fuel), then manual ones.
    const back = await post(`agreements/${a.id}/check_in/`, {
      odometer_in: 10_100,
      fuel_in: 5,
      checked_in_at: hoursFromNow(-1),
    });
    expect(back.statusCode, back.body).toBe(200);
    expect((await expectKept(s, a.id)).customer_charged).not.toBe('0.00');
    const charge = (bill_to: string, amount: string) =>
      post(`agreements/${a.id}/charges/`, { kind: 'damage', description: 'Dent', amount, bill_to });
    expect((await charge('insurer', '60.00')).statusCode).toBe(201);
    const cleaning = await charge('customer', '40.00');
    expect((await expectKept(s, a.id)).insurer_charged).toBe('60.00');
    const removed = await t.request(
      s.admin,
      'DELETE',
      `/api/loaners/charges/${cleaning.json().id}/`,
    );
    expect(removed.statusCode).toBe(204);
    await expectKept(s, a.id);

    // Payments by each payer, a write-off, and a payment removed.
    const pay = (body: Record<string, unknown>) =>
      post(`agreements/${a.id}/payments/`, { received_on: '2026-12-01', ...body });
    const check = await pay({ payer: 'insurer', amount: '50.00', method: 'check' });
    expect(check.statusCode, check.body).toBe(201);
    await pay({ payer: 'customer', amount: '10.00', method: 'card' });
    await pay({ payer: 'customer', amount: '5.00', method: 'write_off', reason: 'Goodwill' });
    const kept = await expectKept(s, a.id);
    expect(kept).toMatchObject({
      insurer_paid: '50.00',
      customer_paid: '15.00',
      written_off: '5.00',
    });
    const gone = await t.request(
      s.admin,
      'DELETE',
      `/api/loaners/payments/${check.json().payments[0].id}/`,
    );
    expect(gone.statusCode).toBe(204);
    expect((await expectKept(s, a.id)).insurer_paid).toBe('0.00');
  });

  it('follow one statement that writes the rows of several agreements, and are worked out again whole', async () => {
    const s = await f.setup();
    const one = await f.reserve(s.admin, s.vin, s.customer.id, { insurer_max_days: 2 });
    const two = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(100),
      due_at: hoursFromNow(120),
      insurer_max_days: null,
      insurer_daily_rate: null,
    });
    const row = (agreementId: number, amount: string, billTo: string) => ({
      shopId: s.shop.id,
      agreementId,
      kind: 'other',
      description: 'Bulk',
      amount,
      billTo,
    });
    await t.inShop(s.shop, (db) =>
      db
        .insert(loanAgreementCharges)
        .values([
          row(one.id, '12.50', 'customer'),
          row(one.id, '7.25', 'customer'),
          row(two.id, '30.00', 'insurer'),
        ]),
    );
    expect(await expectKept(s, one.id)).toMatchObject({ customer_charged: '19.75' });
    expect(await expectKept(s, two.id)).toMatchObject({ insurer_charged: '30.00' });
    await t.inShop(s.shop, (db) =>
      db.execute(sql`update loan_agreement_charges set bill_to = 'insurer'
        where shop_id = ${s.shop.id} and agreement_id = ${one.id} and amount = 7.25`),
    );
    expect(await expectKept(s, one.id)).toMatchObject({
      customer_charged: '12.50',
      insurer_charged: '7.25',
    });
    // The migration's fill: sums lost are worked out again from the rows.
    await t.inShop(s.shop, (db) =>
      db.execute(sql`update loan_agreements set customer_charged = 0, insurer_charged = 0,
        authorized_days = 0 where shop_id = ${s.shop.id}`),
    );
    await t.inShop(s.shop, (db) =>
      db.execute(
        sql`select fleetdesk_loan_agreement_sums(${s.shop.id}, array[${one.id}, ${two.id}]::int[])`,
      ),
    );
    expect(await expectKept(s, one.id)).toMatchObject({ authorized_days: '2' });
    await t.inShop(s.shop, (db) =>
      db.execute(sql`delete from loan_agreement_charges where shop_id = ${s.shop.id}`),
    );
    expect(await expectKept(s, one.id)).toMatchObject({ customer_charged: '0.00' });
    expect(await expectKept(s, two.id)).toMatchObject({ insurer_charged: '0.00' });
  });

  it('follow the invoices: an agreement on a live one, and what is paid on each invoice', async () => {
    const x = invoiceFixtures(t);
    const s = await x.shop();
    const acme = await x.addInsurer(s);
    const one = await x.lend(s, acme.id);
    const two = await x.lend(s, acme.id);
    const invoiced = async () =>
      rowsOf<{ id: number; invoiced: boolean }>(
        await t.inShop(s.shop, (db) =>
          db.execute(sql`select id, invoiced from loan_agreements
            where shop_id = ${s.shop.id} order by id`),
        ),
      ).map((r) => r.invoiced);
    /** The kept paid of each invoice beside the one summed from its lines now. */
    const paid = async () =>
      rowsOf<{ kept: string; summed: string }>(
        await t.inShop(s.shop, (db) =>
          db.execute(sql`select inv.insurer_paid::text as kept,
              (select coalesce(sum(least(l.amount, coalesce((select sum(p.amount)
                 from loan_agreement_payments p where p.shop_id = l.shop_id
                   and p.agreement_id = l.agreement_id and p.payer = 'insurer'), 0))), 0)
               from loan_invoice_agreements l
               where l.shop_id = inv.shop_id and l.invoice_id = inv.id)::numeric(20, 2)::text as summed
            from loan_invoices inv where inv.shop_id = ${s.shop.id} order by inv.id`),
        ),
      );
    const inv = await x.invoice(s, acme.id, [one.id, two.id]);
    expect(await invoiced()).toEqual([true, true]);
    await x.pay(s, one.id, '60.00');
    expect(await paid()).toEqual([{ kept: '60.00', summed: '60.00' }]);
    await x.pay(s, two.id, '105.00');
    expect(await paid()).toEqual([{ kept: '165.00', summed: '165.00' }]);
    const voided = await x.post(s.admin, `invoices/${inv.id}/void/`, { reason: 'Wrong claim' });
    expect(voided.statusCode, voided.body).toBe(200);
    expect(await invoiced()).toEqual([false, false]);
    await x.invoice(s, acme.id, [one.id]);
    expect(await invoiced()).toEqual([true, false]);
    expect(await paid()).toEqual([
      { kept: '165.00', summed: '165.00' },
      { kept: '60.00', summed: '60.00' },
    ]);
    await expectKept(s, one.id);
    await expectKept(s, two.id);
  });
});

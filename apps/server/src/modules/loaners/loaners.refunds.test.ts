import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { scopeTimeZone, shopDayOf } from '../../platform/shop-day';
import { PNG } from '../documents/documents.test-fixtures';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

/**
 * Refunds (docs/api.md "Loaner money"): a payer whose share dropped after they paid is shown
 * their credit, and the shop records the money it gave back; every figure that sums payments
 * (the agreement, the customer's balance, the receivables, utilisation) counts it.
 */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const post = (user: TestUser, path: string, body?: unknown) =>
  t.request(user, 'POST', `/api/loaners/${path}`, body);
const get = async (user: TestUser, path: string) =>
  (await t.request(user, 'GET', `/api/loaners/${path}`)).json();

/**
 * A loan of 3 days with 2 covered at 35.00, returned: the customer was billed the third day at
 * 45.00 and paid it by card at the counter.
 */
async function paidAtCheckIn() {
  const s = await f.setup();
  const ins = await post(s.admin, 'insurers/', { name: 'Acme Mutual', daily_rate_cap: '35.00' });
  expect(ins.statusCode, ins.body).toBe(201);
  const out = new Date(Date.now() - 73 * HOUR);
  const a = await f.reserve(s.admin, s.vin, s.customer.id, {
    starts_at: new Date(out.getTime() - HOUR).toISOString(),
    due_at: hoursFromNow(200),
    insurer: ins.json().id,
    insurer_max_days: 2,
  });
  const lent = await post(s.admin, `agreements/${a.id}/check_out/`, {
    odometer_out: 10_000,
    fuel_out: 8,
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
    signed_name: 'Dana Reyes',
    checked_out_at: out.toISOString(),
  });
  expect(lent.statusCode, lent.body).toBe(200);
  const back = await post(s.admin, `agreements/${a.id}/check_in/`, {
    odometer_in: 10_100,
    fuel_in: 8,
    checked_in_at: new Date(out.getTime() + 72 * HOUR).toISOString(),
  });
  expect(back.json().totals).toMatchObject({ customer_balance: '45.00', customer_credit: '0.00' });
  const paid = await post(s.admin, `agreements/${a.id}/payments/`, {
    payer: 'customer',
    amount: '45.00',
    method: 'card',
    received_on: '2026-12-01',
  });
  expect(paid.statusCode, paid.body).toBe(201);
  // The shop's day of the check-out, as the report counts days (the one notion of a shop's day).
  const outOn = shopDayOf(await t.inShop(s.shop, scopeTimeZone), out);
  return { ...s, id: a.id as number, outOn };
}

/** The late extension: the insurer now covers the third day, and the day charge goes. */
async function extendLate(s: Awaited<ReturnType<typeof paidAtCheckIn>>) {
  const res = await post(s.admin, `agreements/${s.id}/authorizations/`, {
    days: 1,
    authorized_on: '2026-12-02',
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

const refundBody = { payer: 'customer', method: 'cash', refunded_on: '2026-12-03' };

describe('an overpaid payer', () => {
  it('is shown what they paid beyond their share, refunded up to it, and owes nothing after', async () => {
    const s = await paidAtCheckIn();
    const extended = await extendLate(s);
    expect(extended.totals).toMatchObject({
      customer_amount: '0.00',
      customer_paid: '45.00',
      customer_balance: '0.00',
      customer_credit: '45.00',
      insurer_credit: '0.00',
    });

    // Above the credit: refused with the credit named, and nothing recorded.
    const over = await post(s.admin, `agreements/${s.id}/refunds/`, {
      ...refundBody,
      amount: '45.01',
    });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      amount: ['This is more than was overpaid ($45.00). A refund cannot exceed the credit.'],
    });
    const insurer = await post(s.admin, `agreements/${s.id}/refunds/`, {
      ...refundBody,
      payer: 'insurer',
      amount: '1.00',
    });
    expect(insurer.json()).toEqual({
      amount: ['This is more than was overpaid ($0.00). A refund cannot exceed the credit.'],
    });
    expect((await get(s.admin, `agreements/${s.id}/`)).payments).toHaveLength(1);
    const statement = async () =>
      (
        await readPdf(
          (await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/statement/`))
            .rawPayload,
        )
      ).text;
    expect(await statement()).toMatch(/Customer overpaid\n\$45\.00/);

    const refunded = await post(s.admin, `agreements/${s.id}/refunds/`, {
      ...refundBody,
      amount: '45.00',
      reference: 'Till 2',
    });
    expect(refunded.statusCode, refunded.body).toBe(201);
    const after = refunded.json();
    expect(after.totals).toMatchObject({
      customer_paid: '0.00',
      customer_balance: '0.00',
      customer_credit: '0.00',
    });
    expect(after.payments).toMatchObject([
      { kind: 'payment', payer: 'customer', amount: '45.00', method: 'card' },
      {
        kind: 'refund',
        payer: 'customer',
        amount: '-45.00',
        method: 'cash',
        reference: 'Till 2',
        received_on: '2026-12-03',
      },
    ]);
    const listed = await statement();
    expect(listed).toContain('Refund (cash)');
    expect(listed).toContain('-$45.00');
    expect(listed).not.toContain('Customer overpaid');
    // Nothing more to give back.
    const twice = await post(s.admin, `agreements/${s.id}/refunds/`, {
      ...refundBody,
      amount: '0.01',
    });
    expect(twice.statusCode).toBe(400);
    // The customer owes nothing and is owed nothing.
    expect((await get(s.admin, `customers/${s.customer.id}/`)).balance_due).toBe('0.00');
    expect((await get(s.admin, 'receivables/')).customers).toEqual([]);
  });

  it('counts refunds in what was collected (payments − refunds), and the figures agree', async () => {
    const s = await paidAtCheckIn();
    await extendLate(s);
    const paid = await post(s.admin, `agreements/${s.id}/payments/`, {
      payer: 'insurer',
      amount: '105.00',
      method: 'check',
      received_on: '2026-12-04',
    });
    expect(paid.statusCode, paid.body).toBe(201);
    const refund = await post(s.admin, `agreements/${s.id}/refunds/`, {
      ...refundBody,
      amount: '20.00',
    });
    expect(refund.json().totals).toMatchObject({
      customer_paid: '25.00',
      customer_credit: '25.00',
    });
    const period = `from=${addDays(s.outOn, -1)}&to=${addDays(s.outOn, 5)}`;
    const report = await get(s.admin, `reports/utilisation/?${period}`);
    // 105.00 from the insurer, 45.00 from the customer, 20.00 given back.
    expect(report.totals).toMatchObject({ collected: '130.00', written_off: '0.00' });
    expect(report.months.map((m: { collected: string }) => m.collected)).toContain('130.00');
  });

  it('is never refunded a write-off, and a refund removed is owed back again', async () => {
    const s = await paidAtCheckIn();
    const [card] = (await get(s.admin, `agreements/${s.id}/`)).payments;
    expect(
      (await t.request(s.admin, 'DELETE', `/api/loaners/payments/${card.id}/`)).statusCode,
    ).toBe(204);
    // 20.00 in cash, 25.00 written off; then the day is covered: only the 20.00 was money.
    const pay = (body: Record<string, unknown>) =>
      post(s.admin, `agreements/${s.id}/payments/`, {
        payer: 'customer',
        received_on: '2026-12-01',
        ...body,
      });
    const cash = await pay({ amount: '20.00', method: 'cash' });
    await pay({ amount: '25.00', method: 'write_off', reason: 'Goodwill' });
    expect((await extendLate(s)).totals).toMatchObject({ customer_credit: '20.00' });
    const refund = await post(s.admin, `agreements/${s.id}/refunds/`, {
      ...refundBody,
      amount: '20.00',
    });
    expect(refund.json().totals.customer_credit).toBe('0.00');

    // The cash cannot go while its refund stays: more would be refunded than paid.
    const cashId = cash.json().payments[0].id;
    const refused = await t.request(s.admin, 'DELETE', `/api/loaners/payments/${cashId}/`);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail:
        'Money from the customer was refunded: remove the refund first, or this payment would leave more refunded than paid.',
    });
    const refundId = refund.json().payments.find((p: { kind: string }) => p.kind === 'refund').id;
    const undone = await t.request(s.admin, 'DELETE', `/api/loaners/payments/${refundId}/`);
    expect(undone.statusCode).toBe(204);
    const now = await get(s.admin, `agreements/${s.id}/`);
    expect(now.totals).toMatchObject({ customer_paid: '45.00', customer_credit: '20.00' });
    expect(now.payments).toHaveLength(2);
  });

  it('refunds need Manage loaner charges, and reach neither another shop’s agreement nor an archived loaner’s for who may not see it', async () => {
    const s = await paidAtCheckIn();
    await extendLate(s);
    const coordinator = await t.createUser({ shops: [s.shop], role: 'fleet_coordinator' });
    const body = { ...refundBody, amount: '1.00' };
    expect((await post(coordinator, `agreements/${s.id}/refunds/`, body)).statusCode).toBe(403);
    const other = await f.setup();
    expect((await post(other.admin, `agreements/${s.id}/refunds/`, body)).statusCode).toBe(404);
    // Once the loaner is archived, a member who may not view archived vehicles cannot reach it.
    const archived = await t.request(s.admin, 'POST', `/api/vehicles/vehicles/${s.vin}/archive/`);
    expect(archived.statusCode, archived.body).toBeLessThan(300);
    const narrow = await t.createUser({
      shops: [s.shop],
      role: 'administrator',
      withdrawals: ['canViewArchived'],
    });
    expect((await post(narrow, `agreements/${s.id}/refunds/`, body)).statusCode).toBe(404);
    const bad = await post(s.admin, `agreements/${s.id}/refunds/`, {
      payer: 'customer',
      amount: '0',
      method: 'write_off',
    });
    expect(bad.json()).toEqual({
      amount: ['Enter an amount above 0.00.'],
      method: ['Select how the money was given back.'],
      refunded_on: ['Date refunded is required'],
    });
    expect((await get(s.admin, `agreements/${s.id}/`)).totals.customer_credit).toBe('45.00');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { PNG } from '../documents/documents.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

/** Insurers, authorizations and payments (docs/api.md "Loaner money"), through the API. */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const SIGNATURE = `data:image/png;base64,${PNG.toString('base64')}`;
const post = (user: TestUser, path: string, body?: unknown) =>
  t.request(user, 'POST', `/api/loaners/${path}`, body);

async function addInsurer(user: TestUser, body: Record<string, unknown> = {}) {
  const res = await post(user, 'insurers/', {
    name: 'Acme Mutual',
    daily_rate_cap: '35.00',
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as { id: number; name: string; open_balance: string };
}

/** A loan of the shop's loaner, out at `out` and back at `back` (instants), if given. */
async function lend(
  s: Awaited<ReturnType<typeof f.setup>>,
  terms: Record<string, unknown>,
  times: { out: Date; back?: Date },
  odometer = 10_000,
) {
  const a = await f.reserve(s.admin, s.vin, s.customer.id, {
    starts_at: new Date(times.out.getTime() - HOUR).toISOString(),
    due_at: hoursFromNow(200),
    ...terms,
  });
  const out = await post(s.admin, `agreements/${a.id}/check_out/`, {
    odometer_out: odometer,
    fuel_out: 8,
    signature: SIGNATURE,
    signed_name: 'Dana Reyes',
    checked_out_at: times.out.toISOString(),
  });
  expect(out.statusCode, out.body).toBe(200);
  if (!times.back) return out.json();
  const back = await post(s.admin, `agreements/${a.id}/check_in/`, {
    odometer_in: odometer + 100,
    fuel_in: 8,
    checked_in_at: times.back.toISOString(),
  });
  expect(back.statusCode, back.body).toBe(200);
  return back.json();
}

describe('insurers', () => {
  it('are added with the directory defaults, found by name, and one name per shop whatever its case', async () => {
    const s = await f.setup();
    const acme = await addInsurer(s.admin);
    expect(acme).toMatchObject({
      name: 'Acme Mutual',
      daily_rate_cap: '35.00',
      day_rule: '24h',
      grace_minutes: 59,
      payment_terms_days: 30,
      open_balance: '0.00',
    });
    const twice = await post(s.admin, 'insurers/', { name: ' acme MUTUAL ' });
    expect(twice.statusCode).toBe(400);
    expect(twice.json()).toEqual({ name: ['An insurer with this name already exists.'] });
    await addInsurer(s.admin, { name: 'Harbor Insurance', day_rule: 'calendar' });
    const found = await t.request(s.admin, 'GET', '/api/loaners/insurers/?search=harb');
    expect(found.json()).toMatchObject({ count: 1, results: [{ day_rule: 'calendar' }] });
    // Another shop of the same name is another insurer.
    const other = await f.setup();
    expect((await addInsurer(other.admin)).id).not.toBe(acme.id);
    expect(
      (await t.request(other.admin, 'GET', `/api/loaners/insurers/${acme.id}/`)).statusCode,
    ).toBe(404);
  });

  it('are edited field by field; nothing to change answers the insurer as it is; a bad rule is refused', async () => {
    const s = await f.setup();
    const acme = await addInsurer(s.admin);
    const path = `/api/loaners/insurers/${acme.id}/`;
    expect((await t.request(s.admin, 'PATCH', path, {})).json()).toEqual(acme);
    const edited = await t.request(s.admin, 'PATCH', path, {
      grace_minutes: 0,
      payment_terms_days: 45,
    });
    expect(edited.json()).toMatchObject({
      grace_minutes: 0,
      payment_terms_days: 45,
      name: 'Acme Mutual',
    });
    const bad = await t.request(s.admin, 'PATCH', path, {
      day_rule: 'weekly',
      grace_minutes: 2000,
    });
    expect(Object.keys(bad.json()).sort()).toEqual(['day_rule', 'grace_minutes']);
  });

  it('give a reservation their name, rate cap and day rule', async () => {
    const s = await f.setup();
    const harbor = await addInsurer(s.admin, {
      name: 'Harbor',
      daily_rate_cap: '42.50',
      day_rule: 'calendar',
    });
    const a = await f.reserve(s.admin, s.vin, s.customer.id, {
      insurer: harbor.id,
      insurer_name: '',
      insurer_daily_rate: null,
      insurer_max_days: 4,
    });
    expect(a).toMatchObject({
      insurer: harbor.id,
      insurer_name: 'Harbor',
      insurer_daily_rate: '42.50',
      authorizations: [{ days: 4, daily_rate: '42.50' }],
      totals: { day_rule: 'calendar', authorized_days: 4 },
    });
    const other = await f.setup();
    const refused = await t.request(other.admin, 'POST', '/api/loaners/agreements/', {
      ...f.agreementBody(other.vin, other.customer.id),
      insurer: harbor.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ insurer: ['Insurer not found.'] });
  });
});

describe('days by the insurer’s rule', () => {
  it('counts calendar dates in the shop’s zone where 24-hour periods count one', async () => {
    const s = await f.setup();
    const day = new Date(Date.now() - 4 * 24 * HOUR);
    const out = new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth(), day.getUTCDate(), 23));
    const back = new Date(out.getTime() + 2 * HOUR);
    const calendar = await addInsurer(s.admin, { name: 'Calendar Co', day_rule: 'calendar' });
    const byDate = await lend(s, { insurer: calendar.id, insurer_max_days: 5 }, { out, back });
    expect(byDate.totals).toMatchObject({ day_rule: 'calendar', days: 2, insurer_amount: '70.00' });
    const hours = await lend(
      s,
      { insurer_max_days: 5 },
      { out: new Date(back.getTime() + HOUR), back: new Date(back.getTime() + 3 * HOUR) },
      10_100,
    );
    expect(hours.totals).toMatchObject({ day_rule: '24h', days: 1, insurer_amount: '35.00' });
  });
});

describe('authorizations', () => {
  it('extend the covered days, each day at the rate of the authorization covering it; the history stays', async () => {
    const s = await f.setup();
    const out = new Date(Date.now() - 73 * HOUR);
    const a = await lend(s, { insurer_max_days: 2, insurer_daily_rate: '35.00' }, { out });
    expect(a.totals).toMatchObject({
      days: 4,
      authorized_days: 2,
      covered_days: 2,
      insurer_amount: '70.00',
    });
    const extended = await post(s.admin, `agreements/${a.id}/authorizations/`, {
      days: 1,
      daily_rate: '40.00',
      reference: 'EXT-1',
      adjuster: 'Pat Lee',
      authorized_on: '2026-03-04',
    });
    expect(extended.statusCode, extended.body).toBe(201);
    expect(extended.json().totals).toMatchObject({
      authorized_days: 3,
      covered_days: 3,
      insurer_amount: '110.00',
    });
    expect(extended.json().authorizations).toMatchObject([
      { days: 2, daily_rate: '35.00' },
      { days: 1, daily_rate: '40.00', reference: 'EXT-1', adjuster: 'Pat Lee' },
    ]);
    // Without a rate of its own, an extension takes the agreement's insurer rate.
    const more = await post(s.admin, `agreements/${a.id}/authorizations/`, {
      days: 5,
      authorized_on: '2026-03-05',
    });
    expect(more.json().authorizations[2]).toMatchObject({ days: 5, daily_rate: '35.00' });
    expect(more.json().totals).toMatchObject({ covered_days: 4, insurer_amount: '145.00' });
    const bad = await post(s.admin, `agreements/${a.id}/authorizations/`, { days: 0 });
    expect(bad.json()).toEqual({
      days: ['Enter a whole number of days from 1 to 365.'],
      authorized_on: ['Authorization date is required'],
    });
  });

  it('added after the return count toward the insurer’s open balance, and take the day off the customer', async () => {
    const s = await f.setup();
    const acme = await addInsurer(s.admin);
    const out = new Date(Date.now() - 73 * HOUR);
    const a = await lend(
      s,
      { insurer: acme.id, insurer_max_days: 2 },
      { out, back: new Date(out.getTime() + 72 * HOUR) },
    );
    const balance = async () =>
      (await t.request(s.admin, 'GET', `/api/loaners/insurers/${acme.id}/`)).json().open_balance;
    expect(await balance()).toBe('70.00');
    type Charge = { kind: string; amount: string; description: string };
    const dayCharges = (agreement: { charges: Charge[] }) =>
      agreement.charges.filter((c) => c.kind === 'day').map((c) => [c.amount, c.description]);
    // 3 days, 2 covered: the customer was billed the third at the shop's $45.00.
    expect(dayCharges(a)).toEqual([['45.00', '1 of 3 days not covered × $45.00']]);
    expect(a.totals.customer_balance).toBe('45.00');
    const extended = await post(s.admin, `agreements/${a.id}/authorizations/`, {
      days: 1,
      authorized_on: '2026-03-05',
    });
    expect(await balance()).toBe('105.00');
    // The insurer now covers the third day: the customer is no longer billed for it.
    expect(dayCharges(extended.json())).toEqual([]);
    expect(extended.json().totals.customer_balance).toBe('0.00');
  });
});

describe('coverage ending before the repair', () => {
  it('is flagged on the agreement and the board until an extension covers the repair', async () => {
    const s = await f.setup();
    const start = new Date(Date.UTC(2030, 0, 7, 9));
    const a = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: start.toISOString(),
      due_at: new Date(start.getTime() + 6 * 24 * HOUR).toISOString(),
      insurer_max_days: 2,
      expected_completion_on: '2030-01-12',
    });
    // Two 24-hour days and the grace from Jan 7, 9:00 UTC end on Jan 9.
    expect(a.totals).toMatchObject({ coverage_ends_on: '2030-01-09', short_of_completion: true });
    const bar = async () =>
      (await t.request(s.admin, 'GET', '/api/loaners/board/?from=2030-01-06&to=2030-01-14')).json()
        .vehicles[0].agreements[0];
    expect(await bar()).toMatchObject({ number: a.number, short_of_completion: true });
    const extended = await post(s.admin, `agreements/${a.id}/authorizations/`, {
      days: 3,
      authorized_on: '2030-01-06',
    });
    expect(extended.json().totals).toMatchObject({
      coverage_ends_on: '2030-01-12',
      short_of_completion: false,
    });
    expect(await bar()).toMatchObject({ short_of_completion: false });
  });
});

describe('payments', () => {
  it('bring each payer’s balance to zero, never below, and the customer’s and insurer’s balances follow', async () => {
    const s = await f.setup();
    const acme = await addInsurer(s.admin);
    const out = new Date(Date.now() - 73 * HOUR);
    // 3 days, 2 covered at 35.00: the insurer owes 70.00, the customer one day at 45.00.
    const a = await lend(
      s,
      { insurer: acme.id, insurer_max_days: 2 },
      { out, back: new Date(out.getTime() + 72 * HOUR) },
    );
    expect(a.totals).toMatchObject({ insurer_balance: '70.00', customer_balance: '45.00' });
    const pay = (body: Record<string, unknown>) =>
      post(s.admin, `agreements/${a.id}/payments/`, { received_on: '2026-12-01', ...body });

    const card = await pay({
      payer: 'customer',
      amount: '45.00',
      method: 'card',
      reference: 'VISA 4242',
    });
    expect(card.statusCode, card.body).toBe(201);
    expect(card.json().totals).toMatchObject({ customer_paid: '45.00', customer_balance: '0.00' });
    const customer = await t.request(s.admin, 'GET', `/api/loaners/customers/${s.customer.id}/`);
    expect(customer.json().balance_due).toBe('0.00');

    const over = await pay({ payer: 'customer', amount: '0.01', method: 'cash' });
    expect(over.statusCode).toBe(400);
    expect(over.json()).toEqual({
      amount: ['This is more than is owed ($0.00). A payment cannot exceed the balance.'],
    });
    const check = await pay({
      payer: 'insurer',
      amount: '50.00',
      method: 'check',
      reference: '10021',
    });
    expect(check.json().totals).toMatchObject({ insurer_paid: '50.00', insurer_balance: '20.00' });
    const noReason = await pay({ payer: 'insurer', amount: '20.00', method: 'write_off' });
    expect(noReason.json()).toEqual({ reason: ['A write-off needs a reason.'] });
    const written = await pay({
      payer: 'insurer',
      amount: '20.00',
      method: 'write_off',
      reason: 'Short-paid',
    });
    expect(written.json().totals).toMatchObject({ insurer_balance: '0.00' });
    expect(written.json().payments.map((p: { method: string }) => p.method)).toEqual([
      'card',
      'check',
      'write_off',
    ]);
    const insurer = await t.request(s.admin, 'GET', `/api/loaners/insurers/${acme.id}/`);
    expect(insurer.json().open_balance).toBe('0.00');

    // A payment removed is owed again.
    const removed = await t.request(
      s.admin,
      'DELETE',
      `/api/loaners/payments/${check.json().payments[1].id}/`,
    );
    expect(removed.statusCode).toBe(204);
    const after = await t.request(s.admin, 'GET', `/api/loaners/agreements/${a.id}/`);
    expect(after.json().totals).toMatchObject({ insurer_paid: '20.00', insurer_balance: '50.00' });
  });

  it('need Manage loaner charges, and a reserved agreement takes none', async () => {
    const s = await f.setup();
    const coordinator = await t.createUser({ shops: [s.shop], role: 'fleet_coordinator' });
    const out = new Date(Date.now() - 30 * HOUR);
    const a = await lend(s, {}, { out });
    const body = { payer: 'customer', amount: '1.00', method: 'cash', received_on: '2026-12-01' };
    expect((await post(coordinator, `agreements/${a.id}/payments/`, body)).statusCode).toBe(403);
    const reserved = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(300),
      due_at: hoursFromNow(310),
    });
    const refused = await post(s.admin, `agreements/${reserved.id}/payments/`, body);
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({
      detail: 'Only an agreement that is out or returned can take this.',
    });
  });
});

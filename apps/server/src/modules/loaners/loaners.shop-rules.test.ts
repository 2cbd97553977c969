import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

/** The shop's optional rules in the loaner settings (issue 36 §5), through the API. */

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const setRules = async (user: TestUser, body: Record<string, unknown>) => {
  const res = await t.request(user, 'PATCH', '/api/loaners/settings/', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
};

const agreementOf = async (user: TestUser, id: number) =>
  (await t.request(user, 'GET', `/api/loaners/agreements/${id}/`)).json();

/** Out 48 hours ago and back `backHoursAgo` hours ago, with the reading and fuel it left with. */
const lend = (user: TestUser, id: number, backHoursAgo: number) =>
  f.lend(user, id, 48, backHoursAgo);

/** The text of the agreement the customer signed at check-out. */
const signedText = async (a: { agreement_document: { file_url: string } }) =>
  (
    await readPdf(
      (await t.app.inject({ method: 'GET', url: a.agreement_document.file_url })).rawPayload,
    )
  ).text;

/** Reserved from 50 hours ago, due `dueHoursFromNow`, two days covered at $35.00 by the insurer. */
const reserveLent = (s: Awaited<ReturnType<typeof f.setup>>, dueHoursFromNow: number) =>
  f.reserve(s.admin, s.vin, s.customer.id, {
    starts_at: hoursFromNow(-50),
    due_at: hoursFromNow(dueHoursFromNow),
    insurer_daily_rate: '35.00',
    insurer_max_days: 3,
    daily_rate: '45.00',
  });

describe('loaner settings: the shop rules', () => {
  it('reads the defaults that bill as before, saves each rule, refuses bad values', async () => {
    const { shop, admin } = await f.setup();
    const read = await t.request(admin, 'GET', '/api/loaners/settings/');
    expect(read.json()).toMatchObject({
      grace_minutes: 59,
      late_return_fee: '0.00',
      toll_admin_fee: '0.00',
      customer_pays_rate_difference: false,
      licence_required_to_reserve: false,
    });
    expect(
      await setRules(admin, {
        grace_minutes: 30,
        late_return_fee: '25',
        toll_admin_fee: '3.5',
        customer_pays_rate_difference: true,
        licence_required_to_reserve: true,
      }),
    ).toMatchObject({
      grace_minutes: 30,
      late_return_fee: '25.00',
      toll_admin_fee: '3.50',
      customer_pays_rate_difference: true,
      licence_required_to_reserve: true,
      daily_rate: '45.00',
    });
    const bad = await t.request(admin, 'PATCH', '/api/loaners/settings/', {
      grace_minutes: 1440,
      late_return_fee: '-1',
      customer_pays_rate_difference: 'maybe',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json()).sort()).toEqual([
      'customer_pays_rate_difference',
      'grace_minutes',
      'late_return_fee',
    ]);
    const coordinator = await t.createUser({ shops: [shop], role: 'fleet_coordinator' });
    const refused = await t.request(coordinator, 'PATCH', '/api/loaners/settings/', {
      late_return_fee: '1',
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('the shop’s grace', () => {
  it('counts an agreement without an insurer with it; one with an insurer keeps the insurer’s', async () => {
    const s = await f.setup();
    const before = await f.reserve(s.admin, s.vin, s.customer.id);
    await setRules(s.admin, { grace_minutes: 0 });
    const insurer = await t.request(s.admin, 'POST', '/api/loaners/insurers/', {
      name: 'Harbor Mutual',
      grace_minutes: 15,
    });
    expect(insurer.statusCode, insurer.body).toBe(201);
    const own = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(100),
      due_at: hoursFromNow(120),
    });
    const insured = await f.reserve(s.admin, s.vin, s.customer.id, {
      insurer: insurer.json().id,
      starts_at: hoursFromNow(200),
      due_at: hoursFromNow(220),
    });
    expect(own.totals).toMatchObject({ day_rule: '24h', grace_minutes: 0 });
    expect(insured.totals).toMatchObject({ grace_minutes: 15 });
    // Its insurer taken off, it counts with the shop's grace of the moment.
    const uninsured = await t.request(s.admin, 'PATCH', `/api/loaners/agreements/${insured.id}/`, {
      insurer: null,
    });
    expect(uninsured.statusCode, uninsured.body).toBe(200);
    expect(uninsured.json().totals).toMatchObject({ day_rule: '24h', grace_minutes: 0 });
    // Made before the change: it keeps the grace it was made with.
    expect((await agreementOf(s.admin, before.id)).totals.grace_minutes).toBe(59);
  });
});

describe('a licence required to reserve', () => {
  it('refuses a customer without a licence number on the customer field, only when set', async () => {
    const s = await f.setup();
    const unlicensed = await f.createCustomer(s.admin, { licence_number: '' });
    const free = await f.reserve(s.admin, s.vin, unlicensed.id);
    expect(free.customer).toBe(unlicensed.id);
    await setRules(s.admin, { licence_required_to_reserve: true });
    const refused = await t.request(
      s.admin,
      'POST',
      '/api/loaners/agreements/',
      f.agreementBody(s.vin, unlicensed.id, {
        starts_at: hoursFromNow(100),
        due_at: hoursFromNow(120),
      }),
    );
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ customer: [LOANER_MESSAGES.licenceRequired] });
    const licensed = await f.reserve(s.admin, s.vin, s.customer.id, {
      starts_at: hoursFromNow(100),
      due_at: hoursFromNow(120),
    });
    expect(licensed.customer).toBe(s.customer.id);
  });
});

describe('the late-return fee', () => {
  it('is charged to the customer once at a check-in past due and the grace', async () => {
    const s = await f.setup();
    await setRules(s.admin, { late_return_fee: '25.00' });
    const a = await reserveLent(s, -3);
    expect(a).toMatchObject({ late_return_fee: '25.00', customer_pays_rate_difference: false });
    const back = await lend(s.admin, a.id, 1);
    const late = back.charges.filter((c) => c.kind === 'late_return');
    expect(late).toEqual([
      expect.objectContaining({ amount: '25.00', bill_to: 'customer', kind: 'late_return' }),
    ]);
    expect(late[0]!.description).toMatch(/^Returned after the due time/);
    expect(back.totals).toMatchObject({ customer_amount: '25.00', insurer_amount: '70.00' });
    expect(await signedText(back)).toContain('Late return');
  });

  it('is not charged within the grace, nor when the agreement was made before the fee', async () => {
    const s = await f.setup();
    const early = await reserveLent(s, -3);
    await setRules(s.admin, { late_return_fee: '25.00', grace_minutes: 59 });
    // Made without the fee: late, and still nothing.
    expect((await lend(s.admin, early.id, 1)).charges).toEqual([]);
    const s2 = await f.setup();
    await setRules(s2.admin, { late_return_fee: '25.00' });
    // Due 30 minutes before the check-in: inside the 59 minutes of grace.
    const a = await f.reserve(s2.admin, s2.vin, s2.customer.id, {
      starts_at: hoursFromNow(-50),
      due_at: hoursFromNow(-1.5),
      insurer_max_days: 3,
    });
    expect((await lend(s2.admin, a.id, 1)).charges).toEqual([]);
  });
});

describe('the customer paying the rate difference', () => {
  it('bills the customer the shop’s rate above the insurer’s for each covered day', async () => {
    const s = await f.setup();
    await setRules(s.admin, { customer_pays_rate_difference: true });
    const a = await reserveLent(s, 5);
    expect(a.customer_pays_rate_difference).toBe(true);
    const back = await lend(s.admin, a.id, 1);
    // 2 days out, both covered at $35.00: 2 × (45.00 − 35.00); the insurer still pays its rate.
    expect(back.charges).toEqual([
      expect.objectContaining({
        kind: 'rate_difference',
        amount: '20.00',
        bill_to: 'customer',
        description: '2 covered days at $45.00 less the insurer’s rate',
      }),
    ]);
    expect(back.totals).toMatchObject({
      days: 2,
      covered_days: 2,
      insurer_amount: '70.00',
      customer_amount: '20.00',
    });
    expect(await signedText(back)).toContain('The borrower pays the difference each covered day');
    const customer = await t.request(s.admin, 'GET', `/api/loaners/customers/${s.customer.id}/`);
    expect(customer.json().balance_due).toBe('20.00');
  });

  it('bills nothing when off (the default), whatever the rates', async () => {
    const s = await f.setup();
    const a = await reserveLent(s, 5);
    const back = await lend(s.admin, a.id, 1);
    expect(back.charges).toEqual([]);
    expect(back.totals).toMatchObject({ insurer_amount: '70.00', customer_amount: '0.00' });
    // The signed agreement prints no rule that is off.
    const text = await signedText(back);
    expect(text).not.toContain('Late return');
    expect(text).not.toContain('insurer’s rate');
  });
});

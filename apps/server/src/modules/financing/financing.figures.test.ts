import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCING_MESSAGES, type Financing } from '@fleetdesk/contract/financing';
import { addDays, addMonths } from '@fleetdesk/contract/rules/financing-dates';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { parseCsv } from './financing.export.test-fixtures';
import { financingFixtures, leaseBody, loanBody } from './financing.test-fixtures';

/**
 * Issue 22, "every figure agrees": the balance the server keeps, payment dates, amounts as large
 * as the columns hold, and the one visibility rule on every financing read.
 */

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
let today: string;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
  today = await f.databaseToday();
});
afterAll(() => t.close());

const detail = async (user: TestUser, id: number) =>
  (await t.request(user, 'GET', `/api/vehicles/financing/${id}/`)).json() as Financing;
const postPayment = (user: TestUser, body: Record<string, unknown>) =>
  t.request(user, 'POST', '/api/vehicles/financing-payments/', body);

describe('the remaining balance is kept by the server', () => {
  it('lowers a loan’s opening balance by each payment’s principal, and replays on an edit', async () => {
    const { admin, vehicle } = await f.setup();
    // Two months in, two years to run, 6% a year.
    const terms = (opening_balance: string) =>
      loanBody([vehicle.vin], {
        start_date: addMonths(today, -2),
        end_date: addMonths(today, 24),
        interest_rate: '6.000',
        opening_balance,
        monthly_payment: '500.00',
      });
    const loan = await f.createFinancing(admin, terms('12000.00'));
    expect(loan).toMatchObject({
      opening_balance: '12000.00',
      remaining_balance: '12000.00',
      interest_paid: '0.00',
    });
    // Recorded out of order: the replay goes by date. 60.00 interest, then 57.80.
    await f.pay(admin, loan.id, { payment_date: addMonths(today, -1), amount_paid: '500.00' });
    await f.pay(admin, loan.id, { payment_date: addMonths(today, -2), amount_paid: '500.00' });
    expect(await detail(admin, loan.id)).toMatchObject({
      remaining_balance: '11117.80',
      interest_paid: '117.80',
    });
    const listed = (
      await t.request(admin, 'GET', `/api/vehicles/financing/?vehicle=${vehicle.vin}`)
    ).json();
    expect(listed.results[0].remaining_balance).toBe('11117.80');

    // A new opening balance replays every payment from it.
    const put = await t.request(
      admin,
      'PUT',
      `/api/vehicles/financing/${loan.id}/`,
      terms('6000.00'),
    );
    expect(put.statusCode, put.body).toBe(200);
    // 30.00 interest, 470 principal → 5,530; 27.65 interest → 5,057.65.
    expect(put.json()).toMatchObject({ remaining_balance: '5057.65', interest_paid: '57.65' });
  });

  it('replays the payments when one is corrected or removed', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(
      admin,
      loanBody([vehicle.vin], {
        start_date: addMonths(today, -2),
        end_date: addMonths(today, 24),
        interest_rate: '6.000',
        opening_balance: '12000.00',
        monthly_payment: '500.00',
      }),
    );
    const first = await f.pay(admin, loan.id, { payment_date: addMonths(today, -1) });
    await f.pay(admin, loan.id, { payment_date: today, amount_paid: '500.00' });
    // 450.00 (60.00 interest) then 500.00 (58.05 interest): 11,168.05.
    expect((await detail(admin, loan.id)).remaining_balance).toBe('11168.05');
    const corrected = await t.request(
      admin,
      'PUT',
      `/api/vehicles/financing-payments/${first.id}/`,
      { financing: loan.id, payment_date: addMonths(today, -1), amount_paid: '500.00' },
    );
    expect(corrected.statusCode, corrected.body).toBe(200);
    expect(corrected.json()).toMatchObject({ amount_paid: '500.00', total_payment: '500.00' });
    expect(await detail(admin, loan.id)).toMatchObject({
      remaining_balance: '11117.80',
      interest_paid: '117.80',
      total_amount_paid: '1000.00',
    });
    const removed = await t.request(
      admin,
      'DELETE',
      `/api/vehicles/financing-payments/${first.id}/`,
    );
    expect(removed.statusCode, removed.body).toBe(204);
    // The remaining payment is now the first: 60.00 interest, 440.00 principal.
    expect(await detail(admin, loan.id)).toMatchObject({
      remaining_balance: '11560.00',
      payment_count: 1,
    });
    const other = await f.setup();
    const gone = await t.request(
      other.admin,
      'DELETE',
      `/api/vehicles/financing-payments/${first.id + 1}/`,
    );
    expect(gone.statusCode).toBe(404);
    expect((await detail(admin, loan.id)).payment_count).toBe(1);
  });

  it('owes nothing once the term has ended with every month paid, and is then completed', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    // Ended in 2024 with six months missing: still owed, overdue rather than completed.
    expect(await detail(admin, loan.id)).toMatchObject({
      remaining_balance: '18000.00',
      payment_status: { status: 'overdue', missing_count: 6 },
    });
    await f.payOff(admin, loan.id);
    expect(await detail(admin, loan.id)).toMatchObject({
      remaining_balance: '0.00',
      payment_status: { status: 'current', missing_count: 0 },
    });
    const card = (
      await t.request(admin, 'GET', '/api/vehicles/financing/dashboard/?page_size=100')
    ).json();
    expect(card.summary).toMatchObject({ total: 1, inactive: 1, monthly_total: '0.00' });
  });

  it('is not completed the day after its end date while its last month is unpaid', async () => {
    const { admin, vehicle } = await f.setup();
    const yesterday = addDays(today, -1);
    const start = addMonths(yesterday, -2);
    const loan = await f.createFinancing(
      admin,
      loanBody([vehicle.vin], { start_date: start, end_date: yesterday }),
    );
    await f.pay(admin, loan.id, { payment_date: addMonths(start, 1), amount_paid: '450.00' });
    expect(await detail(admin, loan.id)).toMatchObject({
      state: 'active',
      payment_status: { missing_count: 0 },
    });
    const card = (
      await t.request(admin, 'GET', '/api/vehicles/financing/dashboard/?page_size=100')
    ).json();
    expect(card.summary).toMatchObject({ total: 1, inactive: 0, monthly_total: '450.00' });
  });

  it('counts a lease’s monthly payment for each scheduled month not yet paid', async () => {
    const { admin, vehicle } = await f.setup();
    const start = addMonths(today, -2);
    const lease = await f.createFinancing(
      admin,
      leaseBody([vehicle.vin], { start_date: start, end_date: addMonths(start, 12) }),
    );
    expect(lease.remaining_balance).toBe('4799.88'); // 12 × 399.99
    await f.pay(admin, lease.id, { payment_date: addMonths(start, 1), amount_paid: '399.99' });
    expect((await detail(admin, lease.id)).remaining_balance).toBe('4399.89');
  });
});

describe('a payment’s date', () => {
  it('is required, from 1990 on and no more than a year ahead; a refused one records nothing', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const cases: [unknown, string][] = [
      [undefined, FINANCING_MESSAGES.paymentDateRequired],
      ['', FINANCING_MESSAGES.paymentDateRequired],
      ['1989-12-31', FINANCING_MESSAGES.paymentDateTooEarly],
      [addMonths(today, 13), FINANCING_MESSAGES.paymentDateTooLate],
    ];
    for (const [payment_date, message] of cases) {
      const res = await postPayment(admin, {
        financing: loan.id,
        payment_date,
        amount_paid: '450.00',
      });
      expect(res.statusCode, res.body).toBe(400);
      expect(res.json()).toEqual({ payment_date: [message] });
    }
    expect((await detail(admin, loan.id)).payment_count).toBe(0);
    const ok = await postPayment(admin, {
      financing: loan.id,
      payment_date: addMonths(today, 12),
      amount_paid: '450.00',
    });
    expect(ok.statusCode, ok.body).toBe(201);
  });
});

describe('money that fits its columns', () => {
  it('records the largest amounts and sums any number of them; a larger one is a 400', async () => {
    const { admin, vehicle } = await f.setup();
    const max = '9999999999.99';
    const loan = await f.createFinancing(
      admin,
      loanBody([vehicle.vin], { loan_amount: max, monthly_payment: max, opening_balance: max }),
    );
    for (const month of ['02', '03', '04']) {
      const res = await postPayment(admin, {
        financing: loan.id,
        payment_date: `2024-${month}-10`,
        amount_paid: max,
        is_late: true,
        late_fee: max,
      });
      expect(res.statusCode, res.body).toBe(201);
      expect(res.json().total_payment).toBe('19999999999.98');
    }
    expect(await detail(admin, loan.id)).toMatchObject({
      total_amount_paid: '59999999999.94',
      payment_count: 3,
    });
    const analytics = await t.request(admin, 'GET', '/api/vehicles/financing/analytics/?range=all');
    expect(analytics.statusCode, analytics.body).toBe(200);
    expect(analytics.json().key_metrics.total_paid).toBe('59999999999.94');
    const summary = await t.request(admin, 'GET', '/api/vehicles/export/summary/');
    expect(summary.statusCode, summary.body).toBe(200);

    const tooLarge = await postPayment(admin, {
      financing: loan.id,
      payment_date: '2024-05-10',
      amount_paid: '10000000000.00',
    });
    expect(tooLarge.statusCode).toBe(400);
    expect(tooLarge.json()).toEqual({ amount_paid: ['Enter an amount up to $9,999,999,999.99'] });
  });
});

describe('one visibility rule: a financing is visible when any of its vehicles is', () => {
  it('shows a financing over an archived and an active vehicle on every read, naming only the active one', async () => {
    const { shop, admin } = await f.setup();
    const viewer = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewArchived'],
    });
    const gone = await f.createVehicle(admin, { make: 'Acura', model: 'ILX', year: 2020 });
    const kept = await f.createVehicle(admin, { make: 'Buick', model: 'Encore', year: 2021 });
    const start = addMonths(today, -1);
    const both = await f.createFinancing(
      admin,
      loanBody([gone.vin, kept.vin], { start_date: start, end_date: addMonths(today, 24) }),
    );
    await f.pay(admin, both.id, { payment_date: today, amount_paid: '450.00' });
    const hidden = await f.createFinancing(
      admin,
      leaseBody([gone.vin], { notes: 'only archived' }),
    );
    await f.archive(shop, gone.vin);
    const get = async (url: string) => {
      const res = await t.request(viewer, 'GET', url);
      expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
      return res;
    };

    const list = (await get('/api/vehicles/financing/')).json();
    expect(list.results.map((r: Financing) => r.id)).toEqual([both.id]);
    expect(list.results[0]).toMatchObject({
      vehicles: [kept.vin],
      vehicle_description: kept.description,
    });

    const dashboard = (await get('/api/vehicles/financing/dashboard/')).json();
    expect(dashboard.results.map((r: Financing) => r.id)).toEqual([both.id]);
    expect(dashboard.summary.total).toBe(1);

    const analytics = (await get('/api/vehicles/financing/analytics/?range=all')).json();
    expect(analytics.key_metrics).toMatchObject({
      total_financings: 1,
      total_paid: '450.00',
      vehicles_financed: 1,
    });

    const csv = parseCsv(
      (await get('/api/vehicles/export/financing/')).body.replace(/^\uFEFF/, ''),
    );
    const [header, ...rows] = csv;
    expect(rows).toHaveLength(1);
    const row = Object.fromEntries(header!.map((h, i) => [h, rows[0]![i]]));
    expect(row).toMatchObject({ Vehicles: kept.description, VINs: kept.vin });
    const payments = parseCsv(
      (await get('/api/vehicles/export/payments/')).body.replace(/^\uFEFF/, ''),
    );
    expect(payments).toHaveLength(2);
    expect(payments[1]!.join(',')).toContain(kept.description);
    expect(payments[1]!.join(',')).not.toContain(gone.vin);

    const summary = (await get('/api/vehicles/export/summary/')).json();
    expect(summary.results.map((r: { id: number }) => r.id)).toEqual([both.id]);
    expect(summary.results[0].vehicle_description).toBe(kept.description);
    expect(summary.totals.count).toBe(1);

    // The admin (canViewArchived) sees both financings and both vehicles.
    const all = (await t.request(admin, 'GET', '/api/vehicles/export/summary/')).json();
    expect(all.results.map((r: { id: number }) => r.id).sort()).toEqual(
      [both.id, hidden.id].sort(),
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { financingFixtures, leaseBody, loanBody } from './financing.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
});
afterAll(() => t.close());

const payments = (user: { token: string }, query = '') =>
  t.request(user, 'GET', `/api/vehicles/financing-payments/${query}`);

describe('POST /api/vehicles/financing-payments/', () => {
  it('records a payment with its defaults, and the late fee only when late', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const onTime = await f.pay(admin, loan.id, { late_fee: '30.00', reference_number: 'CHK 101' });
    expect(onTime).toMatchObject({
      financing: loan.id,
      amount_paid: '450.00',
      late_fee: '0.00',
      total_payment: '450.00',
      payment_method: 'check',
      payment_method_display: 'Check',
      reference_number: 'CHK 101',
      is_late: false,
      financing_description: 'First Bank Loan',
      allocated_vehicle_description: vehicle.description,
    });
    const today = (await t.request(admin, 'GET', `/api/vehicles/financing/${loan.id}/`)).json();
    expect(onTime.payment_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(today.payments[0].id).toBe(onTime.id);
    const late = await f.pay(admin, loan.id, {
      payment_date: '2024-02-20',
      is_late: true,
      late_fee: '25.50',
      payment_method: 'ach',
    });
    expect(late).toMatchObject({
      late_fee: '25.50',
      total_payment: '475.50',
      payment_method_display: 'ACH',
    });
  });

  it('moves the financing’s totals and stored status with each payment', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const dates = ['2024-02-10', '2024-03-10', '2024-04-10', '2024-05-10', '2024-06-10'];
    for (const d of dates) await f.pay(admin, loan.id, { payment_date: d });
    const listed = (
      await t.request(admin, 'GET', `/api/vehicles/financing/?vehicle=${vehicle.vin}`)
    ).json();
    expect(listed.results[0]).toMatchObject({
      total_amount_paid: '2250.00',
      payment_count: 5,
      payment_status: { status: 'overdue', missing_count: 1, late_count: 0 },
    });
    await f.pay(admin, loan.id, { payment_date: '2024-07-18' }); // 8 days late
    const after = (
      await t.request(admin, 'GET', `/api/vehicles/financing/?vehicle=${vehicle.vin}`)
    ).json();
    expect(after.results[0]).toMatchObject({
      total_amount_paid: '2700.00',
      payment_count: 6,
      payment_status: { status: 'current', missing_count: 0, late_count: 0 },
    });
  });

  it('answers 400 per field and records nothing', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const res = await t.request(admin, 'POST', '/api/vehicles/financing-payments/', {
      financing: loan.id,
      amount_paid: '',
      payment_date: '2024-02-30',
      payment_method: 'barter',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      amount_paid: [FINANCING_MESSAGES.amountPaidRequired],
      payment_date: ['Enter a valid date (YYYY-MM-DD).'],
      payment_method: [FINANCING_MESSAGES.methodInvalid],
    });
    expect((await payments(admin, `?financing=${loan.id}`)).json().count).toBe(0);
  });

  it("refuses another shop's financing as a field error, and a viewer's payment with 403", async () => {
    const { shop, admin, vehicle } = await f.setup();
    const other = await f.setup();
    const theirs = await f.createFinancing(other.admin, loanBody([other.vehicle.vin]));
    const res = await t.request(admin, 'POST', '/api/vehicles/financing-payments/', {
      financing: theirs.id,
      payment_date: '2024-03-10',
      amount_paid: '10.00',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ financing: [FINANCING_MESSAGES.notFound] });
    expect((await payments(other.admin, `?financing=${theirs.id}`)).json().count).toBe(0);

    const ours = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const viewer = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canViewFinancial'],
    });
    const refused = await t.request(viewer, 'POST', '/api/vehicles/financing-payments/', {
      financing: ours.id,
      amount_paid: '10.00',
    });
    expect(refused.statusCode).toBe(403);
    expect((await payments(viewer, `?financing=${ours.id}`)).statusCode).toBe(200);
  });
});

describe('GET /api/vehicles/financing-payments/', () => {
  it('lists newest first, by financing or by vehicle, never another shop’s', async () => {
    const { admin, vehicle } = await f.setup();
    const second = await f.createVehicle(admin);
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const lease = await f.createFinancing(admin, leaseBody([second.vin]));
    const a = await f.pay(admin, loan.id, { payment_date: '2024-02-10' });
    const b = await f.pay(admin, loan.id, { payment_date: '2024-03-10' });
    const c = await f.pay(admin, lease.id, { payment_date: '2024-02-12', amount_paid: '399.99' });
    const other = await f.setup();
    const theirs = await f.createFinancing(other.admin, loanBody([other.vehicle.vin]));
    await f.pay(other.admin, theirs.id, { payment_date: '2024-02-10' });

    const ids = async (query: string) =>
      (await payments(admin, query)).json().results.map((p: { id: number }) => p.id);
    expect(await ids('')).toEqual([b.id, c.id, a.id]);
    expect(await ids(`?financing=${loan.id}`)).toEqual([b.id, a.id]);
    expect(await ids(`?vehicle=${second.vin}`)).toEqual([c.id]);
    expect((await payments(admin, `?financing=${theirs.id}`)).statusCode).toBe(404);
    expect((await payments(admin, '?financing=abc')).statusCode).toBe(400);
    const page = (await payments(admin, '?page_size=2')).json();
    expect(page).toMatchObject({ count: 3, total_pages: 2 });
  });
});

describe('payment history and variance', () => {
  it('gives the history newest first with the total paid, late fees included', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    await f.pay(admin, loan.id, { payment_date: '2024-02-10' });
    await f.pay(admin, loan.id, { payment_date: '2024-03-20', is_late: true, late_fee: '35.00' });
    const res = await t.request(
      admin,
      'GET',
      `/api/vehicles/financing/${loan.id}/payment_history/`,
    );
    expect(res.statusCode).toBe(200);
    const history = res.json();
    expect(history).toMatchObject({ financing: loan.id, total_paid: '935.00', payment_count: 2 });
    expect(history.payments.map((p: { payment_date: string }) => p.payment_date)).toEqual([
      '2024-03-20',
      '2024-02-10',
    ]);
  });

  it('compares each scheduled month with what was paid, and lists unscheduled payments', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    await f.pay(admin, loan.id, { payment_date: '2024-02-10' });
    await f.pay(admin, loan.id, { payment_date: '2024-03-18' });
    await f.pay(admin, loan.id, { payment_date: '2024-04-10', amount_paid: '200.00' });
    await f.pay(admin, loan.id, { payment_date: '2024-04-12', amount_paid: '200.00' });
    await f.pay(admin, loan.id, { payment_date: '2024-05-10', amount_paid: '500.00' });
    await f.pay(admin, loan.id, { payment_date: '2024-09-30', amount_paid: '100.00' });
    const res = await t.request(
      admin,
      'GET',
      `/api/vehicles/financing/${loan.id}/variance/?period=all`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const v = res.json();
    expect(
      v.rows.map((r: { scheduled_date: string; status: string }) => [r.scheduled_date, r.status]),
    ).toEqual([
      ['2024-02-10', 'on-time'],
      ['2024-03-10', 'late'],
      ['2024-04-10', 'underpaid'],
      ['2024-05-10', 'overpaid'],
      ['2024-06-10', 'missing'],
      ['2024-07-10', 'missing'],
    ]);
    expect(v.rows[2]).toMatchObject({
      actual_amount: '400.00',
      variance: '-50.00',
      variance_percentage: '-11.11',
    });
    expect(v.summary).toMatchObject({
      scheduled_total: '2700.00',
      actual_total: '1800.00',
      variance_total: '-900.00',
      on_time: 1,
      late: 1,
      underpaid: 1,
      overpaid: 1,
      missing: 2,
    });
    expect(v.unscheduled.map((p: { payment_date: string }) => p.payment_date)).toEqual([
      '2024-09-30',
    ]);
    // Those months are more than a year ago: the default period (12 months) shows none of them.
    const recent = (
      await t.request(admin, 'GET', `/api/vehicles/financing/${loan.id}/variance/`)
    ).json();
    expect(recent).toMatchObject({ period: 'last12months', rows: [], unscheduled: [] });
    const bad = await t.request(
      admin,
      'GET',
      `/api/vehicles/financing/${loan.id}/variance/?period=week`,
    );
    expect(bad.statusCode).toBe(400);
  });
});

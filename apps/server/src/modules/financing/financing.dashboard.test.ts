import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCING_MESSAGES, type Financing } from '@fleetdesk/contract/financing';
import {
  CARD_STATUS_TILE,
  financingCardStatus,
} from '@fleetdesk/contract/rules/financing-card-status';
import { addDays, addMonths } from '@fleetdesk/contract/rules/financing-dates';
import { scheduledDates } from '@fleetdesk/contract/rules/financing-variance';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { financingFixtures, leaseBody, loanBody } from './financing.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
let today: string;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
  today = await f.databaseToday();
});
afterAll(() => t.close());

/**
 * One financing of each card status (spec 2 section 4), dated from today: upcoming (paid, due in
 * 3 days), overdue (nothing paid), late (one payment 10 days late), inactive, completed, current
 * (first payment not yet due).
 */
async function portfolio() {
  const { shop, admin, vehicle } = await f.setup();
  const cars = [vehicle, ...(await Promise.all([1, 2, 3, 4, 5].map(() => f.createVehicle(admin))))];
  const vins = cars.map((c) => c.vin);
  const far = addMonths(today, 24);
  const paidStart = addDays(addMonths(today, -3), 3);
  const upcoming = await f.createFinancing(
    admin,
    loanBody([vins[0]!], { start_date: paidStart, end_date: far, monthly_payment: '500.00' }),
  );
  for (const d of scheduledDates(paidStart, far, today))
    await f.pay(admin, upcoming.id, { payment_date: d, amount_paid: '500.00' });
  const overdue = await f.createFinancing(
    admin,
    loanBody([vins[1]!], {
      start_date: addMonths(today, -4),
      end_date: far,
      lender_name: 'Coastal Credit',
    }),
  );
  const lateStart = addMonths(today, -2);
  const late = await f.createFinancing(
    admin,
    loanBody([vins[2]!], { start_date: lateStart, end_date: far, monthly_payment: '300.00' }),
  );
  const [first, second] = scheduledDates(lateStart, far, addDays(today, -6));
  await f.pay(admin, late.id, { payment_date: addDays(first!, 10), amount_paid: '300.00' });
  if (second) await f.pay(admin, late.id, { payment_date: second, amount_paid: '300.00' });
  const inactive = await f.createFinancing(admin, leaseBody([vins[3]!], { is_active: false }));
  const completed = await f.createFinancing(admin, loanBody([vins[4]!]));
  await f.payOff(admin, completed.id);
  const current = await f.createFinancing(
    admin,
    leaseBody([vins[5]!], { start_date: addDays(today, -20), monthly_payment: '250.00' }),
  );
  return { shop, admin, cars, upcoming, overdue, late, inactive, completed, current };
}

const dashboard = (user: { token: string }, query = '') =>
  t.request(user, 'GET', `/api/vehicles/financing/dashboard/${query}`);
const ids = (body: { results: Financing[] }) => body.results.map((r) => r.id);

describe('GET /api/vehicles/financing/dashboard/', () => {
  it('counts the tiles as the card status rule does, and the type filter', async () => {
    const p = await portfolio();
    const res = await dashboard(p.admin, '?page_size=100');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body.summary).toEqual({
      total: 6,
      payment_issues: 2,
      due_soon: 1,
      current: 1,
      inactive: 2,
      // upcoming 500 + overdue 450 + late 300 + current 250
      monthly_total: '1500.00',
    });
    expect(body.type_counts).toEqual({ all: 6, loans: 4, leases: 2 });
    const kinds = Object.fromEntries(
      (body.results as Financing[]).map((r) => [r.id, financingCardStatus(r, today).kind]),
    );
    expect(kinds).toEqual({
      [p.upcoming.id]: 'upcoming',
      [p.overdue.id]: 'overdue',
      [p.late.id]: 'late',
      [p.inactive.id]: 'inactive',
      [p.completed.id]: 'completed',
      [p.current.id]: 'current',
    });
    const tiles = Object.values(kinds).map((k) => CARD_STATUS_TILE[k]);
    expect(tiles.filter((x) => x === 'payment_issues')).toHaveLength(body.summary.payment_issues);
  });

  it('filters by type and search, orders and pages on the server', async () => {
    const p = await portfolio();
    const leases = (await dashboard(p.admin, '?type=lease')).json();
    expect(leases.summary.total).toBe(2);
    expect(ids(leases).sort()).toEqual([p.inactive.id, p.current.id].sort());
    expect(leases.type_counts).toEqual({ all: 6, loans: 4, leases: 2 });

    expect(ids((await dashboard(p.admin, '?search=coastal')).json())).toEqual([p.overdue.id]);
    expect(ids((await dashboard(p.admin, '?search=$250')).json())).toEqual([p.current.id]);
    expect((await dashboard(p.admin, '?search=lease')).json().count).toBe(2);
    const byCar = (await dashboard(p.admin, `?search=${p.cars[2]!.description}`)).json();
    expect(byCar.count).toBe(6); // every demo car shares the description
    expect((await dashboard(p.admin, '?search=nothing-like-this')).json().summary.total).toBe(0);

    const byAmount = (await dashboard(p.admin, '?ordering=-monthly_payment&page_size=2')).json();
    expect(byAmount.results.map((r: Financing) => r.monthly_payment)).toEqual(['500.00', '450.00']);
    expect(byAmount).toMatchObject({ count: 6, total_pages: 3 });
    const byEnd = (await dashboard(p.admin, '?page_size=100')).json();
    expect(byEnd.results[0].id).toBe(p.completed.id); // the earliest end date first
    expect((await dashboard(p.admin, '?ordering=color')).statusCode).toBe(400);
  });
});

describe('GET /api/vehicles/financing/analytics/', () => {
  it('answers the six sections from aggregates, in decimal strings', async () => {
    const p = await portfolio();
    await f.pay(p.admin, p.current.id, { amount_paid: '250.00', payment_method: 'ach' });
    await f.pay(p.admin, p.current.id, {
      amount_paid: '250.00',
      payment_method: 'card',
      is_late: true,
      late_fee: '20.00',
    });
    const res = await t.request(p.admin, 'GET', '/api/vehicles/financing/analytics/?range=all');
    expect(res.statusCode, res.body).toBe(200);
    const a = res.json();
    expect(a.key_metrics).toMatchObject({
      total_financings: 6,
      active_financings: 4,
      total_monthly_payments: '1500.00',
      annual_cost: '18000.00',
      vehicles_financed: 4,
    });
    expect(a.cost_efficiency).toMatchObject({
      average_monthly_payment: '375.00',
      cost_per_vehicle: '375.00',
      loan_monthly_total: '1250.00',
      lease_monthly_total: '250.00',
    });
    expect(a.risk).toMatchObject({ overdue_financings: 1, late_financings: 1, level: 'high' });
    expect(a.payment_methods[0]).toEqual({
      method: 'check',
      label: 'Check',
      count: a.payment_performance.payment_count - 2,
      total: expect.any(String),
    });
    expect(a.payment_methods.map((m: { method: string }) => m.method).sort()).toEqual([
      'ach',
      'card',
      'check',
    ]);
    expect(a.payment_performance).toMatchObject({ late_count: 1, late_fees: '20.00' });
    expect(a.portfolio.by_type).toEqual([
      { financing_type: 'LEASE', count: 2, active_count: 1, monthly_total: '250.00' },
      { financing_type: 'LOAN', count: 4, active_count: 3, monthly_total: '1250.00' },
    ]);
    // Active financings only, largest monthly total first.
    expect(a.portfolio.by_company).toEqual([
      { company_name: 'First Bank', count: 2, monthly_total: '800.00' },
      { company_name: 'Coastal Credit', count: 1, monthly_total: '450.00' },
      { company_name: 'Ally Leasing', count: 1, monthly_total: '250.00' },
    ]);
    const month = (await t.request(p.admin, 'GET', '/api/vehicles/financing/analytics/')).json();
    expect(month.range).toBe('year');
    expect(month.date_from).toBe(`${today.slice(0, 4)}-01-01`);
  });
});

describe('the vehicle detail follows its financings', () => {
  it('shows Loan and Lease badges and refuses to archive while one is active', async () => {
    const { admin, vehicle } = await f.setup();
    const detail = async () =>
      (await t.request(admin, 'GET', `/api/vehicles/vehicles/${vehicle.vin}/`)).json();
    expect(await detail()).toMatchObject({ has_active_loan: false, can_be_archived: true });
    const lease = await f.createFinancing(admin, leaseBody([vehicle.vin]));
    const ended = await f.createFinancing(admin, loanBody([vehicle.vin])); // ended in 2024
    expect(await detail()).toMatchObject({ has_active_loan: true }); // six months missing: owed
    await f.payOff(admin, ended.id);
    expect(await detail()).toMatchObject({
      has_active_loan: false,
      has_active_lease: true,
      can_be_archived: false,
    });
    const refused = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${vehicle.vin}/archive/`,
      {},
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: FINANCING_MESSAGES.activeBlocksArchive });
    await t.request(
      admin,
      'PUT',
      `/api/vehicles/financing/${lease.id}/`,
      leaseBody([vehicle.vin], { is_active: false }),
    );
    expect(await detail()).toMatchObject({ has_active_lease: false, can_be_archived: true });
    const archived = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${vehicle.vin}/archive/`,
      {},
    );
    expect(archived.statusCode).toBe(200);
  });
});

import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FINANCING_MESSAGES } from '@fleetdesk/contract/financing';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { auditLog } from '../audit/audit.tables';
import { financingFixtures, leaseBody, loanBody } from './financing.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof financingFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = financingFixtures(t);
});
afterAll(() => t.close());

const list = (user: { token: string }, query = '') =>
  t.request(user, 'GET', `/api/vehicles/financing/${query}`);

describe('POST /api/vehicles/financing/', () => {
  it('adds a loan with its vehicles and the payment status of its schedule', async () => {
    const { admin, vehicle } = await f.setup();
    const res = await t.request(admin, 'POST', '/api/vehicles/financing/', {
      ...loanBody([vehicle.vin.toLowerCase()]),
      opening_balance: '',
      leasing_company: 'not for a loan',
      notes: 'Dealer financing',
    });
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({
      financing_type: 'LOAN',
      financing_type_display: 'Loan',
      is_loan: true,
      is_lease: false,
      is_active: true,
      monthly_payment: '450.00',
      start_date: '2024-01-10',
      end_date: '2024-07-10',
      company_name: 'First Bank',
      lender_name: 'First Bank',
      loan_amount: '18000.00',
      interest_rate: '5.250',
      // No opening balance: it starts from the loan amount, all still owed (six months missing).
      opening_balance: null,
      remaining_balance: '18000.00',
      interest_paid: '0.00',
      leasing_company: '',
      lease_type: null,
      notes: 'Dealer financing',
      vehicles: [vehicle.vin],
      vehicle_count: 1,
      vehicle_vin: vehicle.vin,
      vehicle_description: vehicle.description,
      vehicle_descriptions: [vehicle.description],
      total_amount_paid: '0.00',
      payment_count: 0,
      payments: [],
      // Six monthly dates from 2024-02-10 to 2024-07-10, none paid.
      payment_status: {
        status: 'overdue',
        missing_count: 6,
        late_count: 0,
        next_due_in_days: null,
      },
    });
  });

  it('adds a lease with its terms and without loan fields', async () => {
    const { admin, vehicle } = await f.setup();
    const lease = await f.createFinancing(admin, leaseBody([vehicle.vin], { lender_name: 'x' }));
    expect(lease).toMatchObject({
      financing_type: 'LEASE',
      financing_type_display: 'Lease',
      company_name: 'Ally Leasing',
      lender_name: '',
      loan_amount: null,
      lease_type: 'finance',
      mileage_allowance: 12000,
      excess_mileage_rate: '0.2500',
    });
  });

  it('answers 400 with every field message, and saves nothing', async () => {
    const { admin } = await f.setup();
    const res = await t.request(admin, 'POST', '/api/vehicles/financing/', {
      monthly_payment: 'abc',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      monthly_payment: ['Enter a valid amount'],
      start_date: [FINANCING_MESSAGES.startDateRequired],
      vehicles: [FINANCING_MESSAGES.vehiclesRequired],
      end_date: [FINANCING_MESSAGES.endDateRequired],
      lender_name: [FINANCING_MESSAGES.lenderRequired],
      loan_amount: [FINANCING_MESSAGES.loanAmountRequired],
      interest_rate: [FINANCING_MESSAGES.interestRateRequired],
    });
    expect((await list(admin)).json().count).toBe(0);
  });

  it("refuses another shop's vehicle as a field error and rolls the whole write back", async () => {
    const { admin, vehicle } = await f.setup();
    const other = await f.setup();
    const res = await t.request(
      admin,
      'POST',
      '/api/vehicles/financing/',
      loanBody([vehicle.vin, other.vehicle.vin]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      vehicles: [`${FINANCING_MESSAGES.vehicleInvalid}: ${other.vehicle.vin}`],
    });
    expect((await list(admin)).json().count).toBe(0);
  });
});

describe('GET /api/vehicles/financing/', () => {
  it('lists the shop’s financings, of one vehicle with ?vehicle=, up to 1000 a page', async () => {
    const { admin, vehicle } = await f.setup();
    const second = await f.createVehicle(admin);
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const lease = await f.createFinancing(admin, leaseBody([second.vin, vehicle.vin]));
    const other = await f.setup();
    await f.createFinancing(other.admin, loanBody([other.vehicle.vin]));

    const all = (await list(admin, '?page_size=1000')).json();
    expect(all.count).toBe(2);
    expect(all.results.map((r: { id: number }) => r.id).sort()).toEqual([loan.id, lease.id].sort());
    const ofSecond = (await list(admin, `?vehicle=${second.vin}`)).json();
    expect(ofSecond.results.map((r: { id: number }) => r.id)).toEqual([lease.id]);
    expect(ofSecond.results[0]).toMatchObject({
      vehicles: [second.vin, vehicle.vin],
      vehicle_count: 2,
    });
    expect(ofSecond.results[0].payments).toBeUndefined();
    expect((await list(admin, '?page_size=1001')).statusCode).toBe(400);
    expect((await list(admin, '?vehicle=NOSUCHVIN')).statusCode).toBe(404);
  });
});

describe('GET, PUT and DELETE /api/vehicles/financing/{id}/', () => {
  it('updates the whole form, its vehicles and its audit trail', async () => {
    const { shop, admin, vehicle } = await f.setup();
    const second = await f.createVehicle(admin);
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const res = await t.request(
      admin,
      'PUT',
      `/api/vehicles/financing/${loan.id}/`,
      loanBody([second.vin], { monthly_payment: '475.50', is_active: false, gl_account: '2100' }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      monthly_payment: '475.50',
      is_active: false,
      gl_account: '2100',
      vehicles: [second.vin],
    });
    expect((await list(admin, `?vehicle=${vehicle.vin}`)).json().count).toBe(0);
    const audit = await t.inShop(shop, (db) =>
      db
        .select({ action: auditLog.action, before: auditLog.before, after: auditLog.after })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'financing'), eq(auditLog.entityId, String(loan.id)))),
    );
    expect(audit.map((a) => a.action).sort()).toEqual(['create', 'update']);
    const update = audit.find((a) => a.action === 'update')!;
    expect(update.before).toMatchObject({ monthly_payment: '450.00' });
    expect(update.after).toMatchObject({ monthly_payment: '475.50' });
  });

  it('refuses a bad update with field errors and keeps the financing as it was', async () => {
    const { admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const res = await t.request(
      admin,
      'PUT',
      `/api/vehicles/financing/${loan.id}/`,
      loanBody([vehicle.vin], { end_date: '2023-01-01', monthly_payment: '999.00' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ end_date: [FINANCING_MESSAGES.endBeforeStart] });
    const now = await t.request(admin, 'GET', `/api/vehicles/financing/${loan.id}/`);
    expect(now.json()).toMatchObject({ monthly_payment: '450.00', end_date: '2024-07-10' });
  });

  it('deletes a financing without payments, and refuses one with payments (409)', async () => {
    const { admin, vehicle } = await f.setup();
    const empty = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const paid = await f.createFinancing(admin, loanBody([vehicle.vin]));
    await f.pay(admin, paid.id, { payment_date: '2024-02-10' });

    const gone = await t.request(admin, 'DELETE', `/api/vehicles/financing/${empty.id}/`);
    expect(gone.statusCode).toBe(204);
    expect((await t.request(admin, 'GET', `/api/vehicles/financing/${empty.id}/`)).statusCode).toBe(
      404,
    );
    const refused = await t.request(admin, 'DELETE', `/api/vehicles/financing/${paid.id}/`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ detail: FINANCING_MESSAGES.hasPayments });
    expect((await t.request(admin, 'GET', `/api/vehicles/financing/${paid.id}/`)).statusCode).toBe(
      200,
    );
  });

  it("hides another shop's financing: 404 to read, change or delete, absent from lists", async () => {
    const { admin } = await f.setup();
    const other = await f.setup();
    const theirs = await f.createFinancing(other.admin, loanBody([other.vehicle.vin]));
    const path = `/api/vehicles/financing/${theirs.id}/`;
    expect((await t.request(admin, 'GET', path)).statusCode).toBe(404);
    expect((await t.request(admin, 'GET', `${path}payment_history/`)).statusCode).toBe(404);
    expect((await t.request(admin, 'GET', `${path}variance/`)).statusCode).toBe(404);
    const put = await t.request(admin, 'PUT', path, loanBody([other.vehicle.vin]));
    expect(put.statusCode).toBe(404);
    expect((await t.request(admin, 'DELETE', path)).statusCode).toBe(404);
    expect((await list(admin)).json().count).toBe(0);
    expect((await t.request(other.admin, 'GET', path)).json()).toMatchObject({
      monthly_payment: '450.00',
    });
  });
});

describe('permissions and the archived rule', () => {
  it('reads with canViewFinancial, writes only with canManageFinancial', async () => {
    const { shop, admin, vehicle } = await f.setup();
    const loan = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const viewer = await t.createUser({
      shops: [shop],
      role: 'vehicle_viewer',
      grants: ['canViewFinancial'],
    });
    const coordinator = await t.createUser({ shops: [shop], role: 'fleet_coordinator' });
    expect((await list(viewer)).json().count).toBe(1);
    expect((await t.request(viewer, 'GET', `/api/vehicles/financing/${loan.id}/`)).statusCode).toBe(
      200,
    );
    const post = await t.request(
      viewer,
      'POST',
      '/api/vehicles/financing/',
      loanBody([vehicle.vin]),
    );
    expect(post.statusCode).toBe(403);
    const put = await t.request(
      viewer,
      'PUT',
      `/api/vehicles/financing/${loan.id}/`,
      loanBody([vehicle.vin]),
    );
    expect(put.statusCode).toBe(403);
    expect(
      (await t.request(viewer, 'DELETE', `/api/vehicles/financing/${loan.id}/`)).statusCode,
    ).toBe(403);
    expect((await list(coordinator)).statusCode).toBe(403);
    expect(
      (await t.request(coordinator, 'GET', `/api/vehicles/financing/${loan.id}/`)).statusCode,
    ).toBe(403);
  });

  it('hides a financing whose every vehicle is archived from a member without canViewArchived', async () => {
    const { shop, admin, vehicle } = await f.setup();
    const second = await f.createVehicle(admin);
    const alone = await f.createFinancing(admin, loanBody([vehicle.vin]));
    const shared = await f.createFinancing(admin, leaseBody([vehicle.vin, second.vin]));
    await f.archive(shop, vehicle.vin);
    const manager = await t.createUser({
      shops: [shop],
      role: 'fleet_manager',
      withdrawals: ['canViewArchived'],
    });

    expect(
      (await t.request(manager, 'GET', `/api/vehicles/financing/${alone.id}/`)).statusCode,
    ).toBe(404);
    const seen = (await list(manager)).json();
    expect(seen.results.map((r: { id: number }) => r.id)).toEqual([shared.id]);
    expect(seen.results[0]).toMatchObject({ vehicles: [second.vin], vehicle_count: 1 });
    expect((await list(manager, `?vehicle=${vehicle.vin}`)).statusCode).toBe(404);
    // Saving the form it saw keeps the hidden vehicle's link.
    const put = await t.request(
      manager,
      'PUT',
      `/api/vehicles/financing/${shared.id}/`,
      leaseBody([second.vin], { notes: 'renewed' }),
    );
    expect(put.statusCode, put.body).toBe(200);
    const full = (await t.request(admin, 'GET', `/api/vehicles/financing/${shared.id}/`)).json();
    expect(full.vehicles.sort()).toEqual([vehicle.vin, second.vin].sort());
    expect((await list(admin)).json().count).toBe(2);
  });
});

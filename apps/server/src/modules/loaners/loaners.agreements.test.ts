import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { RATES_NEED_CHARGES } from '@fleetdesk/contract/loaners';
import { auditLog } from '../audit/audit.tables';
import { PNG } from '../documents/documents.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const post = (user: { token: string }, body: unknown) =>
  t.request(user, 'POST', '/api/loaners/agreements/', body);

describe('POST /api/loaners/agreements/', () => {
  it('reserves a loaner, numbered per shop, rates from the settings, with an audit row', async () => {
    const { shop, admin, vin, plate, customer } = await f.setup();
    const first = await f.reserve(admin, vin, customer.id);
    expect(first).toMatchObject({
      number: 'LA-00001',
      status: 'reserved',
      vehicle_vin: vin,
      license_plate: plate,
      customer: customer.id,
      customer_name: 'Dana Reyes',
      repair_order_number: 'RO-1001',
      insurer_daily_rate: '35.00',
      insurer_max_days: 3,
      daily_rate: '45.00',
      mileage_allowance_per_day: 150,
      excess_mileage_rate: '0.25',
      fuel_rate_per_eighth: '10.00',
      checked_out_at: null,
      damage: [],
      charges: [],
      agreement_document: null,
      totals: { days: 0, covered_days: 0, insurer_amount: '0.00', customer_amount: '0.00' },
    });
    const second = await f.reserve(admin, vin, customer.id, {
      starts_at: hoursFromNow(100),
      due_at: hoursFromNow(120),
      daily_rate: '60',
    });
    expect(second.number).toBe('LA-00002');
    expect(second.daily_rate).toBe('60.00');
    // Another shop starts its own sequence.
    const other = await f.setup();
    expect((await f.reserve(other.admin, other.vin, other.customer.id)).number).toBe('LA-00001');
    const audit = await t.inShop(shop, (db) =>
      db
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.shopId, shop.id), eq(auditLog.entity, 'loan_agreement'))),
    );
    expect(audit.map((a) => a.action)).toEqual(['create', 'create']);
  });

  it('refuses a vehicle that is not a loaner, or archived', async () => {
    const { admin, customer } = await f.setup();
    const service = await f.createVehicle(admin, { vehicle_types: ['service'] });
    const res = await post(admin, f.agreementBody(service.vin, customer.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ vehicle: ['This vehicle is not a loaner.'] });
    const archived = await f.createVehicle(admin);
    const archive = await t.request(
      admin,
      'POST',
      `/api/vehicles/vehicles/${archived.vin}/archive/`,
    );
    expect(archive.statusCode, archive.body).toBe(200);
    const refused = await post(admin, f.agreementBody(archived.vin, customer.id));
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toEqual({ vehicle: ['This loaner is archived.'] });
  });

  it('refuses a do-not-lend customer and a licence expiring before the due date', async () => {
    const { admin, vin } = await f.setup();
    const barred = await f.createCustomer(admin, {
      do_not_lend: true,
      do_not_lend_reason: 'Returned a car with a cracked windshield',
    });
    const res = await post(admin, f.agreementBody(vin, barred.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      customer: ['This customer is marked do-not-lend: Returned a car with a cracked windshield'],
    });
    const expiring = await f.createCustomer(admin, { licence_expires_on: '2020-01-01' });
    const late = await post(admin, f.agreementBody(vin, expiring.id));
    expect(late.statusCode).toBe(400);
    expect(late.json()).toEqual({
      customer: ['The customer’s licence expires before the agreement is due.'],
    });
    const unknown = await post(admin, f.agreementBody(vin, 2_000_000_000));
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toEqual({ customer: ['Customer not found.'] });
  });

  it('refuses a due date before the start and a bad date', async () => {
    const { admin, vin, customer } = await f.setup();
    const res = await post(
      admin,
      f.agreementBody(vin, customer.id, { starts_at: hoursFromNow(5), due_at: hoursFromNow(2) }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ due_at: ['The due date must be after the start'] });
    const bad = await post(admin, f.agreementBody(vin, customer.id, { starts_at: '2026-13-01' }));
    expect(bad.statusCode).toBe(400);
    expect(bad.json().starts_at).toEqual(['Enter a valid date and time.']);
  });

  it('refuses an overlapping period with a 409 naming the other agreement, and lets a cancelled one go', async () => {
    const { admin, vin, customer } = await f.setup();
    const held = await f.reserve(admin, vin, customer.id, {
      starts_at: hoursFromNow(10),
      due_at: hoursFromNow(40),
    });
    const res = await post(
      admin,
      f.agreementBody(vin, customer.id, { starts_at: hoursFromNow(30), due_at: hoursFromNow(60) }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toEqual({
      detail: `This loaner is already booked by ${held.number} for that period.`,
    });
    // Back to back is no overlap.
    const after = await post(
      admin,
      f.agreementBody(vin, customer.id, {
        starts_at: held.due_at as string,
        due_at: hoursFromNow(60),
      }),
    );
    expect(after.statusCode, after.body).toBe(201);
    // A refused reservation took no number.
    expect(after.json().number).toBe('LA-00002');
  });

  it('lets exactly one of ten concurrent reservations of one period win', async () => {
    const { admin, vin, customer } = await f.setup();
    const body = f.agreementBody(vin, customer.id, {
      starts_at: hoursFromNow(200),
      due_at: hoursFromNow(230),
    });
    const replies = await Promise.all(Array.from({ length: 10 }, () => post(admin, body)));
    const won = replies.filter((r) => r.statusCode === 201);
    const lost = replies.filter((r) => r.statusCode === 409);
    expect(won).toHaveLength(1);
    expect(lost).toHaveLength(9);
    const number = won[0]!.json().number;
    for (const r of lost)
      expect(r.json()).toEqual({
        detail: `This loaner is already booked by ${number} for that period.`,
      });
    const list = await t.request(admin, 'GET', `/api/loaners/agreements/?vehicle=${vin}`);
    expect(list.json().count).toBe(1);
  });
});

describe('GET /api/loaners/agreements/', () => {
  it('filters by status, vehicle, customer and search, and hides an archived loaner’s agreements', async () => {
    const { shop, admin, vin, plate, customer } = await f.setup();
    const a = await f.reserve(admin, vin, customer.id, { repair_order_number: 'RO-ALPHA' });
    const other = await f.createCustomer(admin, { first_name: 'Lee', last_name: 'Okafor' });
    const second = await f.createVehicle(admin);
    const b = await f.reserve(admin, second.vin, other.id, { claim_number: 'CLAIM-ZULU' });
    const ids = async (query: string) =>
      (await t.request(admin, 'GET', `/api/loaners/agreements/${query}`))
        .json()
        .results.map((r: { id: number }) => r.id);
    expect(await ids('')).toEqual(expect.arrayContaining([a.id, b.id]));
    expect(await ids(`?vehicle=${vin}`)).toEqual([a.id]);
    expect(await ids(`?customer=${other.id}`)).toEqual([b.id]);
    expect(await ids('?search=alpha')).toEqual([a.id]);
    expect(await ids('?search=zulu')).toEqual([b.id]);
    expect(await ids('?search=okafor')).toEqual([b.id]);
    expect(await ids(`?search=${plate.toLowerCase()}`)).toEqual([a.id]);
    expect(await ids('?status=out')).toEqual([]);
    expect(await ids('?overdue=true')).toEqual([]);
    // Archive the second loaner (its agreement is cancelled first: it is only reserved).
    await t.request(admin, 'POST', `/api/loaners/agreements/${b.id}/cancel/`);
    await t.request(admin, 'POST', `/api/vehicles/vehicles/${second.vin}/archive/`);
    const viewer = await t.createUser({ shops: [shop], role: 'vehicle_viewer' });
    const seen = await t.request(viewer, 'GET', '/api/loaners/agreements/');
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().results.map((r: { id: number }) => r.id)).toEqual([a.id]);
    const hidden = await t.request(viewer, 'GET', `/api/loaners/agreements/${b.id}/`);
    expect(hidden.statusCode).toBe(404);
  });
});

describe('PATCH /api/loaners/agreements/{id}/', () => {
  it('needs Manage loaner charges to change the rates or the insurer coverage, not the other terms', async () => {
    const { shop, admin, vin, customer } = await f.setup();
    const a = await f.reserve(admin, vin, customer.id, {
      starts_at: hoursFromNow(10),
      due_at: hoursFromNow(20),
    });
    const url = `/api/loaners/agreements/${a.id}/`;
    const member = await t.createUser({ shops: [shop], withdrawals: ['canManageLoanerCharges'] });
    const before = (await t.request(admin, 'GET', url)).json();
    for (const change of [
      { daily_rate: '0.00' },
      { insurer_daily_rate: '9999.00', insurer_max_days: 365 },
      { insurer_daily_rate: null },
    ]) {
      const res = await t.request(member, 'PATCH', url, change);
      expect(res.statusCode, JSON.stringify(change)).toBe(403);
      expect(res.json()).toEqual({ detail: RATES_NEED_CHARGES });
    }
    expect((await t.request(admin, 'GET', url)).json()).toMatchObject({
      daily_rate: before.daily_rate,
      insurer_daily_rate: before.insurer_daily_rate,
    });
    // The other terms, and the rates sent back as they are (the edit form sends every field).
    const notes = await t.request(member, 'PATCH', url, {
      notes: 'Customer calls ahead',
      daily_rate: before.daily_rate,
      insurer_daily_rate: before.insurer_daily_rate,
    });
    expect(notes.statusCode, notes.body).toBe(200);
    const allowed = await t.request(admin, 'PATCH', url, { daily_rate: '12.50' });
    expect(allowed.json()).toMatchObject({ daily_rate: '12.50' });
  });

  it('changes terms and period, refuses an overlap with the other agreement’s number', async () => {
    const { admin, vin, customer } = await f.setup();
    const a = await f.reserve(admin, vin, customer.id, {
      starts_at: hoursFromNow(10),
      due_at: hoursFromNow(20),
    });
    const b = await f.reserve(admin, vin, customer.id, {
      starts_at: hoursFromNow(30),
      due_at: hoursFromNow(40),
    });
    const moved = await t.request(admin, 'PATCH', `/api/loaners/agreements/${a.id}/`, {
      due_at: hoursFromNow(25),
      claim_number: 'CLM-NEW',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().claim_number).toBe('CLM-NEW');
    const clash = await t.request(admin, 'PATCH', `/api/loaners/agreements/${a.id}/`, {
      due_at: hoursFromNow(35),
    });
    expect(clash.statusCode).toBe(409);
    expect(clash.json()).toEqual({
      detail: `This loaner is already booked by ${b.number} for that period.`,
    });
  });

  it('extends the due date of a loan that is out, never to before its check-out', async () => {
    const { admin, vin, customer } = await f.setup();
    const a = await f.reserve(admin, vin, customer.id, {
      starts_at: hoursFromNow(-10),
      due_at: hoursFromNow(5),
    });
    const out = await t.request(admin, 'POST', `/api/loaners/agreements/${a.id}/check_out/`, {
      odometer_out: 10_010,
      fuel_out: 8,
      signature: `data:image/png;base64,${PNG.toString('base64')}`,
      signed_name: 'Dana Reyes',
    });
    expect(out.statusCode, out.body).toBe(200);
    const due = hoursFromNow(48);
    const extended = await t.request(admin, 'PATCH', `/api/loaners/agreements/${a.id}/`, {
      due_at: due,
    });
    expect(extended.statusCode, extended.body).toBe(200);
    expect(extended.json()).toMatchObject({ status: 'out', due_at: due });
    // After the start, but before the check-out (now).
    const early = await t.request(admin, 'PATCH', `/api/loaners/agreements/${a.id}/`, {
      due_at: hoursFromNow(-2),
    });
    expect(early.statusCode).toBe(400);
    expect(early.json()).toEqual({ due_at: ['The due date must be after the check-out.'] });
  });
});

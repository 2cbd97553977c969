import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { utcDayOf } from '../../platform/shop-day';
import { auditLog } from '../audit/audit.tables';
import { PNG, postMultipart } from '../documents/documents.test-fixtures';
import { readPdf } from './loaners.pdf-reading.test-fixtures';
import { hoursFromNow, loanerFixtures } from './loaners.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const act = (user: TestUser, id: number, action: string, body?: unknown) =>
  t.request(user, 'POST', `/api/loaners/agreements/${id}/${action}/`, body);

/** A second loaner of the shop, read at `mileage`. */
async function loaner(admin: TestUser, mileage: number, plate: string) {
  const vehicle = await f.createVehicle(admin, { vehicle_types: ['loaner'], license_plate: plate });
  const reading = await t.request(admin, 'POST', '/api/vehicles/mileage-logs/', {
    vehicle: vehicle.vin,
    mileage,
  });
  expect(reading.statusCode, reading.body).toBe(201);
  return vehicle.vin;
}

/**
 * An agreement out for 60 hours (3 days of 24 h with the grace, 2 covered by the insurer at
 * 35.00) on the shop's first loaner at 10,000 mi and a full tank; a second loaner at 20,000 mi.
 */
async function outWithSpare() {
  const s = await f.setup();
  const spare = await loaner(s.admin, 20_000, 'SPARE-1');
  const reserved = await f.reserve(s.admin, s.vin, s.customer.id, {
    starts_at: hoursFromNow(-70),
    due_at: hoursFromNow(10),
    insurer_daily_rate: '35.00',
    insurer_max_days: 2,
  });
  const out = await act(s.admin, reserved.id, 'check_out', {
    odometer_out: 10_000,
    fuel_out: 8,
    signature: `data:image/png;base64,${PNG.toString('base64')}`,
    signed_name: 'Dana Reyes',
    checked_out_at: hoursFromNow(-60),
  });
  expect(out.statusCode, out.body).toBe(200);
  return { ...s, spare, id: reserved.id, number: reserved.number };
}

const swapBody = (vehicle: string, overrides: Record<string, unknown> = {}) => ({
  vehicle,
  odometer_in: 10_300,
  fuel_in: 5,
  odometer_out: 20_000,
  fuel_out: 8,
  ...overrides,
});

const latestReading = async (admin: TestUser, vin: string) =>
  (await t.request(admin, 'GET', `/api/vehicles/mileage-logs/?vehicle=${vin}`)).json()
    .results[0] as { mileage: number; source: string; notes: string };

describe('POST /api/loaners/agreements/{id}/swap/', () => {
  it('goes on with the new loaner: segments, board, both cars’ mileage, charges over both at check-in', async () => {
    const s = await outWithSpare();
    const res = await act(
      s.admin,
      s.id,
      'swap',
      swapBody(s.spare, { damage: [{ zone: 'hood', kind: 'chip', note: 'Small chip' }] }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const swapped = res.json();
    expect(swapped).toMatchObject({
      status: 'out',
      vehicle_vin: s.spare,
      license_plate: 'SPARE-1',
      odometer_out: 20_000,
      fuel_out: 8,
    });
    expect(swapped.segments).toMatchObject([
      {
        vehicle_vin: s.vin,
        license_plate: s.plate,
        odometer_out: 10_000,
        fuel_out: 8,
        odometer_in: 10_300,
        fuel_in: 5,
      },
      {
        vehicle_vin: s.spare,
        license_plate: 'SPARE-1',
        odometer_out: 20_000,
        fuel_out: 8,
        checked_in_at: null,
        odometer_in: null,
        fuel_in: null,
      },
    ]);
    // The first car came back when the second went out.
    expect(swapped.segments[0].checked_out_at).toBe(swapped.checked_out_at);
    expect(swapped.segments[1].checked_out_at).toBe(swapped.segments[0].checked_in_at);
    expect(
      swapped.damage.map((d: { stage: string; zone: string }) => `${d.stage} ${d.zone}`),
    ).toEqual(['out hood']);

    // The audit row holds the agreement before (one car) and after (two), and the change.
    const [audit] = await t.inShop(s.shop, (db) =>
      db
        .select({ before: auditLog.before, after: auditLog.after, userId: auditLog.userId })
        .from(auditLog)
        .where(and(eq(auditLog.entity, 'loan_agreement'), eq(auditLog.entityId, String(s.id))))
        .orderBy(desc(auditLog.id))
        .limit(1),
    );
    expect(audit).toMatchObject({
      userId: s.admin.id,
      before: { vehicle_vin: s.vin, segments: [{ vehicle_vin: s.vin }] },
      after: {
        vehicle_vin: s.spare,
        segments: [{ vehicle_vin: s.vin }, { vehicle_vin: s.spare }],
        swapped: { from: s.vin, to: s.spare },
      },
    });

    expect(await latestReading(s.admin, s.vin)).toMatchObject({
      mileage: 10_300,
      source: 'rental',
      notes: `Swap on ${s.number}`,
    });
    expect(await latestReading(s.admin, s.spare)).toMatchObject({
      mileage: 20_000,
      source: 'rental',
      notes: `Swap on ${s.number}`,
    });

    const today = utcDayOf(new Date());
    const board = await t.request(
      s.admin,
      'GET',
      `/api/loaners/board/?from=${addDays(today, -3)}&to=${addDays(today, 1)}`,
    );
    expect(board.statusCode, board.body).toBe(200);
    const state = Object.fromEntries(
      (board.json().vehicles as { vin: string; state: string }[]).map((v) => [v.vin, v.state]),
    );
    expect(state).toEqual({ [s.vin]: 'available', [s.spare]: 'out' });

    // 3 days, 2 covered: 1 × 45.00. 300 + 400 = 700 mi against 3 × 150: 250 × 0.25 = 62.50.
    // 3 eighths missing from the first car, 2 from the second: 5 × 10.00 = 50.00.
    const back = await act(s.admin, s.id, 'check_in', { odometer_in: 20_400, fuel_in: 6 });
    expect(back.statusCode, back.body).toBe(200);
    expect(
      back.json().charges.map((c: { kind: string; amount: string }) => [c.kind, c.amount]),
    ).toEqual([
      ['day', '45.00'],
      ['mileage', '62.50'],
      ['fuel', '50.00'],
    ]);
    expect(back.json().totals).toMatchObject({ days: 3, customer_amount: '157.50' });
    expect(back.json().segments.map((x: { odometer_in: number }) => x.odometer_in)).toEqual([
      10_300, 20_400,
    ]);

    const statement = await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/statement/`);
    const pdf = await readPdf(statement.rawPayload);
    expect(pdf.text).toContain(`${s.plate}: 300 mi, 3 eighths of fuel used`);
    expect(pdf.text).toContain('SPARE-1: 400 mi, 2 eighths of fuel used');
  });

  it('refuses the same loaner, a busy one, an archived one and odometers below, changing nothing', async () => {
    const s = await outWithSpare();
    const same = await act(s.admin, s.id, 'swap', swapBody(s.vin));
    expect(same.statusCode).toBe(400);
    expect(same.json()).toEqual({ vehicle: [LOANER_MESSAGES.sameLoaner] });

    const below = await act(s.admin, s.id, 'swap', swapBody(s.spare, { odometer_in: 9_000 }));
    expect(below.json()).toEqual({ odometer_in: [LOANER_MESSAGES.odometerBelowOut(10_000)] });
    const belowNext = await act(s.admin, s.id, 'swap', swapBody(s.spare, { odometer_out: 19_000 }));
    expect(belowNext.json()).toEqual({
      odometer_out: [LOANER_MESSAGES.odometerBelowLatest(20_000)],
    });

    const other = await f.createCustomer(s.admin, { last_name: 'Other' });
    const booked = await f.reserve(s.admin, s.spare, other.id, {
      starts_at: hoursFromNow(2),
      due_at: hoursFromNow(20),
    });
    const busy = await act(s.admin, s.id, 'swap', swapBody(s.spare));
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ detail: LOANER_MESSAGES.overlap(booked.number) });

    const old = await loaner(s.admin, 5_000, 'OLD-1');
    await t.request(s.admin, 'POST', `/api/vehicles/vehicles/${old}/archive/`);
    const archived = await act(s.admin, s.id, 'swap', swapBody(old, { odometer_out: 5_000 }));
    expect(archived.statusCode).toBe(400);
    expect(archived.json()).toEqual({ vehicle: [LOANER_MESSAGES.vehicleArchived] });

    const now = await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`);
    expect(now.json()).toMatchObject({ vehicle_vin: s.vin, odometer_out: 10_000, fuel_out: 8 });
    expect(now.json().segments).toHaveLength(1);
    expect(await latestReading(s.admin, s.vin)).toMatchObject({ mileage: 10_000 });
  });

  it('refuses an agreement that is not out, another shop’s, and a member who may not manage loaners', async () => {
    const s = await outWithSpare();
    const reserved = await f.reserve(s.admin, s.spare, s.customer.id, {
      starts_at: hoursFromNow(100),
      due_at: hoursFromNow(120),
    });
    const notOut = await act(s.admin, reserved.id, 'swap', swapBody(s.vin));
    expect(notOut.statusCode).toBe(400);
    expect(notOut.json()).toEqual({ detail: LOANER_MESSAGES.notOutForSwap });

    const viewer = await t.createUser({ shops: [s.shop], role: 'vehicle_viewer' });
    expect((await act(viewer, s.id, 'swap', swapBody(s.spare))).statusCode).toBe(403);

    const elsewhere = await outWithSpare();
    const foreignAgreement = await act(elsewhere.admin, s.id, 'swap', swapBody(elsewhere.spare));
    expect(foreignAgreement.statusCode).toBe(404);
    const foreignVehicle = await act(s.admin, s.id, 'swap', swapBody(elsewhere.spare));
    expect(foreignVehicle.statusCode).toBe(404);
    const still = await t.request(s.admin, 'GET', `/api/loaners/agreements/${s.id}/`);
    expect(still.json().segments).toHaveLength(1);
  });

  it('bills a toll to the agreement by the car that was out at its time', async () => {
    const s = await outWithSpare();
    expect((await act(s.admin, s.id, 'swap', swapBody(s.spare))).statusCode).toBe(200);
    // 30 hours ago the first car was out; the spare was still at the shop.
    const csv = [
      'plate,occurred_at,amount,kind,agency,reference',
      `${s.plate},${hoursFromNow(-30)},4.50,toll,E-ZPass,SW-1`,
      `SPARE-1,${hoursFromNow(-30)},3.25,toll,E-ZPass,SW-2`,
    ].join('\n');
    const res = await postMultipart(
      t,
      s.admin,
      '/api/loaners/citations/import/?dry_run=true',
      {},
      { filename: 'tolls.csv', data: Buffer.from(csv), contentType: 'text/csv' },
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(
      res
        .json()
        .rows.map((r: { result: string; agreement: string | null }) => [r.result, r.agreement]),
    ).toEqual([
      ['matched', s.number],
      ['unmatched', null],
    ]);
  });

  it('draws each car’s own stretch on the board, marked as the same agreement changed', async () => {
    const s = await outWithSpare();
    const first = (await act(s.admin, s.id, 'swap', swapBody(s.spare))).json();
    // And back to the first car: the spare's stretch lies between two changes.
    const back = await act(s.admin, s.id, 'swap', {
      vehicle: s.vin,
      odometer_in: 20_100,
      fuel_in: 8,
      odometer_out: 10_300,
      fuel_out: 5,
    });
    expect(back.statusCode, back.body).toBe(200);
    const [outOn, toSpare, toFirst] = back
      .json()
      .segments.map((x: { checked_out_at: string }) => x.checked_out_at);
    expect(outOn).toBe(first.checked_out_at);

    const today = utcDayOf(new Date());
    const board = await t.request(
      s.admin,
      'GET',
      `/api/loaners/board/?from=${addDays(today, -3)}&to=${addDays(today, 1)}`,
    );
    expect(board.statusCode, board.body).toBe(200);
    const rows = Object.fromEntries(
      (board.json().vehicles as { vin: string }[]).map((v) => [v.vin, v]),
    );
    const same = { id: s.id, number: s.number, status: 'out', customer_name: 'Dana Reyes' };
    expect(rows[s.vin]).toMatchObject({
      state: 'out',
      agreements: [
        {
          ...same,
          checked_out_at: outOn,
          checked_in_at: toSpare,
          swapped_from: null,
          swapped_to: 'SPARE-1',
        },
        {
          ...same,
          checked_out_at: toFirst,
          checked_in_at: null,
          swapped_from: 'SPARE-1',
          swapped_to: null,
        },
      ],
    });
    expect(rows[s.spare]).toMatchObject({
      state: 'available',
      agreements: [
        {
          ...same,
          checked_out_at: toSpare,
          checked_in_at: toFirst,
          swapped_from: s.plate,
          swapped_to: s.plate,
        },
      ],
    });
    // Once back, the first car's last stretch ends at the check-in; the earlier ones stay.
    const returned = await act(s.admin, s.id, 'check_in', { odometer_in: 10_400, fuel_in: 5 });
    expect(returned.statusCode, returned.body).toBe(200);
    const after = await t.request(
      s.admin,
      'GET',
      `/api/loaners/board/?from=${addDays(today, -3)}&to=${addDays(today, 1)}`,
    );
    const firstCar = after.json().vehicles.find((v: { vin: string }) => v.vin === s.vin);
    expect(
      firstCar.agreements.map((b: { status: string; checked_in_at: string }) => b.status),
    ).toEqual(['returned', 'returned']);
    expect(firstCar.agreements[1].checked_in_at).toBe(returned.json().checked_in_at);
  });
});

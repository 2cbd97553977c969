import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { boardReplySchema } from '@fleetdesk/contract/loaner-board';
import type { TestApp, TestShop, TestUser } from '../../../test/helpers';
import { countingTestApp } from '../insurance/insurance.test-fixtures';
import { vehicleFixtures } from '../vehicles/vehicles.test-fixtures';
import { loanerFixtures } from './loaners.citations.test-fixtures';

let t: TestApp;
let counted: Awaited<ReturnType<typeof countingTestApp>>['counted'];
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  ({ t, counted } = await countingTestApp());
  f = loanerFixtures(t);
});
afterAll(() => t.close());

/** An instant `hours` from now, whole seconds, ISO 8601. */
const NOW = Math.floor(Date.now() / 1000) * 1000;
const hoursFromNow = (hours: number) => new Date(NOW + hours * 3_600_000).toISOString();
const dayOf = (hours: number) => hoursFromNow(hours).slice(0, 10);

async function shopWithAdmin(): Promise<{ shop: TestShop; admin: TestUser }> {
  const shop = await t.createShop();
  return { shop, admin: await t.createUser({ shops: [shop] }) };
}

describe('GET /api/loaners/board/', () => {
  it('lists every loaner that is not archived with its state and the agreements in the window', async () => {
    const { shop, admin } = await shopWithAdmin();
    const who = await f.customer(shop, { first: 'Ana', last: 'Lima' });
    const free = await f.loaner(shop, { plate: 'FREE' });
    const out = await f.loaner(shop, { plate: 'OUT' });
    const late = await f.loaner(shop, { plate: 'LATE' });
    const booked = await f.loaner(shop, { plate: 'BOOKED' });
    const later = await f.loaner(shop, { plate: 'LATER' });
    await f.loaner(shop, { plate: 'GONE', isArchived: true });
    await vehicleFixtures(t).insertVehicles(shop, [
      { licensePlate: 'EMPLOYEE', types: ['employee'] },
    ]);
    const returned = await f.agreement(shop, {
      vehicleId: free.id,
      customerId: who.id,
      startsAt: hoursFromNow(-72),
      dueAt: hoursFromNow(-48),
      checkedOutAt: hoursFromNow(-72),
      checkedInAt: hoursFromNow(-50),
    });
    await f.agreement(shop, {
      vehicleId: free.id,
      customerId: who.id,
      status: 'cancelled',
      startsAt: hoursFromNow(-30),
      dueAt: hoursFromNow(-20),
    });
    const lent = await f.agreement(shop, {
      vehicleId: out.id,
      customerId: who.id,
      startsAt: hoursFromNow(-5),
      dueAt: hoursFromNow(48),
      checkedOutAt: hoursFromNow(-5),
    });
    const overdue = await f.agreement(shop, {
      vehicleId: late.id,
      customerId: who.id,
      startsAt: hoursFromNow(-100),
      dueAt: hoursFromNow(-30),
      checkedOutAt: hoursFromNow(-100),
    });
    await f.agreement(shop, {
      vehicleId: booked.id,
      customerId: who.id,
      startsAt: hoursFromNow(-1),
      dueAt: hoursFromNow(30),
    });
    const future = await f.agreement(shop, {
      vehicleId: later.id,
      customerId: who.id,
      startsAt: hoursFromNow(24 * 10),
      dueAt: hoursFromNow(24 * 12),
    });

    const res = await t.request(
      admin,
      'GET',
      `/api/loaners/board/?from=${dayOf(-24 * 3)}&to=${dayOf(24 * 3)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    const byPlate = Object.fromEntries(
      (res.json().vehicles as { license_plate: string }[]).map((v) => [v.license_plate, v]),
    );
    expect(Object.keys(byPlate).sort()).toEqual(['BOOKED', 'FREE', 'LATE', 'LATER', 'OUT']);
    // Every field the reply's schema names, no other (the reply is written as text).
    expect(byPlate.FREE).toEqual({
      vin: free.vin,
      description: free.description,
      license_plate: 'FREE',
      state: 'available',
      out_of_service: null,
      agreements: [
        {
          id: returned.id,
          number: returned.number,
          status: 'returned',
          starts_at: hoursFromNow(-72),
          due_at: hoursFromNow(-48),
          checked_out_at: hoursFromNow(-72),
          checked_in_at: hoursFromNow(-50),
          customer_name: 'Ana Lima',
          short_of_completion: false,
          swapped_from: null,
          swapped_to: null,
        },
      ],
    });
    expect(byPlate.OUT).toMatchObject({
      state: 'out',
      agreements: [{ id: lent.id, status: 'out' }],
    });
    // Out past its due time: overdue, and its bar still reaches into the window.
    expect(byPlate.LATE).toMatchObject({ state: 'overdue', agreements: [{ id: overdue.id }] });
    expect(byPlate.BOOKED).toMatchObject({ state: 'reserved' });
    // Reserved in ten days: available now, and not in this window.
    expect(byPlate.LATER).toMatchObject({ state: 'available', agreements: [] });

    const next = await t.request(
      admin,
      'GET',
      `/api/loaners/board/?from=${dayOf(24 * 9)}&to=${dayOf(24 * 20)}`,
    );
    const laterNext = next.json().vehicles.find((v: { vin: string }) => v.vin === later.vin);
    expect(laterNext.agreements).toMatchObject([{ id: future.id, status: 'reserved' }]);
  });

  it('draws a bar by where it ends, not by its due time alone, and escapes what it writes', async () => {
    const { shop, admin } = await shopWithAdmin();
    const who = await f.customer(shop, { first: 'Zoë "Z"', last: "O'Brien \\ Søn" });
    const car = await f.loaner(shop, { plate: 'EDGE' });
    const lend = (a: Omit<Parameters<typeof f.agreement>[1], 'vehicleId' | 'customerId'>) =>
      f.agreement(shop, { vehicleId: car.id, customerId: who.id, ...a });
    // Due before the window, brought back inside it: drawn.
    const lateBack = await lend({
      startsAt: hoursFromNow(-24 * 12),
      dueAt: hoursFromNow(-24 * 9),
      checkedOutAt: hoursFromNow(-24 * 12),
      checkedInAt: hoursFromNow(-24),
    });
    // Due inside the window, brought back before it: not drawn.
    await lend({
      startsAt: hoursFromNow(-24 * 14),
      dueAt: hoursFromNow(-24 * 2),
      checkedOutAt: hoursFromNow(-24 * 14),
      checkedInAt: hoursFromNow(-24 * 6),
    });
    // Returned without a check-in time: its bar ends at its due time, inside the window.
    const noCheckIn = await lend({
      status: 'returned',
      startsAt: hoursFromNow(-24 * 8),
      dueAt: hoursFromNow(-24 * 2),
      checkedOutAt: hoursFromNow(-24 * 8),
    });
    // Reserved, due before the window: not drawn.
    await lend({ startsAt: hoursFromNow(-24 * 20), dueAt: hoursFromNow(-24 * 18) });

    const res = await t.request(
      admin,
      'GET',
      `/api/loaners/board/?from=${dayOf(-24 * 4)}&to=${dayOf(24 * 3)}`,
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    const reply = boardReplySchema.parse(JSON.parse(res.body));
    const edge = reply.vehicles.find((v) => v.license_plate === 'EDGE');
    // By where the bar starts: the one checked out twelve days ago first.
    expect(edge?.agreements.map((a) => a.id)).toEqual([lateBack.id, noCheckIn.id]);
    expect(edge?.agreements[1]).toEqual({
      id: noCheckIn.id,
      number: noCheckIn.number,
      status: 'returned',
      starts_at: hoursFromNow(-24 * 8),
      due_at: hoursFromNow(-24 * 2),
      checked_out_at: hoursFromNow(-24 * 8),
      checked_in_at: null,
      customer_name: 'Zoë "Z" O\'Brien \\ Søn',
      short_of_completion: false,
      swapped_from: null,
      swapped_to: null,
    });
  });

  it('costs the same statements for one loaner as for many', async () => {
    const { shop, admin } = await shopWithAdmin();
    const who = await f.customer(shop);
    const url = `/api/loaners/board/?from=${dayOf(-240)}&to=${dayOf(240)}`;
    const one = await f.loaner(shop);
    await f.agreement(shop, {
      vehicleId: one.id,
      customerId: who.id,
      startsAt: hoursFromNow(1),
      dueAt: hoursFromNow(5),
    });
    const few = await counted(() => t.request(admin, 'GET', url));
    for (let i = 0; i < 6; i++) {
      const car = await f.loaner(shop);
      await f.agreement(shop, {
        vehicleId: car.id,
        customerId: who.id,
        startsAt: hoursFromNow(1),
        dueAt: hoursFromNow(5),
      });
    }
    const many = await counted(() => t.request(admin, 'GET', url));
    expect(many.result.json().vehicles).toHaveLength(7);
    expect(many.statements).toBe(few.statements);
  });

  it('refuses a window that ends before it starts or spans more than 120 days', async () => {
    const { admin } = await shopWithAdmin();
    const ask = (from: string, to: string) =>
      t.request(admin, 'GET', `/api/loaners/board/?from=${from}&to=${to}`);
    const backwards = await ask('2026-03-10', '2026-03-09');
    expect(backwards.statusCode).toBe(400);
    expect(backwards.json()).toEqual({
      to: ['The end of the window must not be before its start.'],
    });
    expect((await ask('2026-01-01', '2026-04-30')).statusCode).toBe(200);
    const wide = await ask('2026-01-01', '2026-05-01');
    expect(wide.statusCode).toBe(400);
    expect(wide.json()).toEqual({ to: ['Ask for at most 120 days at a time.'] });
    expect((await ask('2026-02-30', '2026-03-01')).statusCode).toBe(400);
    expect((await t.request(admin, 'GET', '/api/loaners/board/')).statusCode).toBe(400);
  });

  it('needs canViewLoaners', async () => {
    const { shop } = await shopWithAdmin();
    const blind = await t.createUser({ shops: [shop], withdrawals: ['canViewLoaners'] });
    const res = await t.request(blind, 'GET', '/api/loaners/board/?from=2026-03-01&to=2026-03-02');
    expect(res.statusCode).toBe(403);
  });
});

import { utcDayOf } from '../../platform/shop-day';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../../test/helpers';
import { loanerFixtures } from './loaners.citations.test-fixtures';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

const NOW = Date.now();
const hours = (n: number) => new Date(NOW + n * 3_600_000).toISOString();
/** The test shop's today: a new shop keeps UTC's clock. */
const today = () => utcDayOf(new Date());

describe('the loaner-availability widget', () => {
  it('counts each loaner in the board’s state: the same numbers as the board, overdue included', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const who = await f.customer(shop);
    const [out, overdue, reserved, returned, , archivedOut] = [
      await f.loaner(shop, { plate: 'OUT-1' }),
      await f.loaner(shop, { plate: 'LATE-1' }),
      await f.loaner(shop, { plate: 'RES-1' }),
      await f.loaner(shop, { plate: 'BACK-1' }),
      await f.loaner(shop, { plate: 'FREE-1' }),
      await f.loaner(shop, { plate: 'GONE-1' }),
    ];
    const lend = (vehicleId: number, a: Partial<Parameters<typeof f.agreement>[1]>) =>
      f.agreement(shop, {
        vehicleId,
        customerId: who.id,
        startsAt: hours(-2),
        dueAt: hours(20),
        ...a,
      });
    await lend(out!.id, { checkedOutAt: hours(-2) });
    await lend(overdue!.id, { startsAt: hours(-30), dueAt: hours(-3), checkedOutAt: hours(-30) });
    await lend(reserved!.id, { startsAt: hours(-1) });
    await lend(returned!.id, {
      startsAt: hours(-50),
      dueAt: hours(-30),
      checkedOutAt: hours(-50),
      checkedInAt: hours(-31),
    });
    await lend(archivedOut!.id, { checkedOutAt: hours(-2) });
    await f.archive(shop, archivedOut!.id);

    const board = await t.request(
      admin,
      'GET',
      `/api/loaners/board/?from=${today()}&to=${today()}`,
    );
    expect(board.statusCode, board.body).toBe(200);
    const states = board.json().vehicles.map((v: { state: string }) => v.state);
    const onBoard = (state: string) => states.filter((s: string) => s === state).length;
    const res = await t.request(admin, 'GET', '/api/dashboard/widget-data/loaner-availability/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      total_loaners: states.length,
      available_loaners: onBoard('available'),
      assigned_loaners: states.length - onBoard('available'),
      reserved_loaners: onBoard('reserved'),
      out_loaners: onBoard('out'),
      overdue_loaners: onBoard('overdue'),
    });
    expect(body).toMatchObject({
      total_loaners: 5,
      available_loaners: 2,
      assigned_loaners: 3,
      reserved_loaners: 1,
      out_loaners: 1,
      overdue_loaners: 1,
    });
    // Available ones first, with the plate as the board shows it and the board's state.
    expect(body.loaner_list).toHaveLength(3);
    expect(body.loaner_list.slice(0, 2).map((l: { state: string }) => l.state)).toEqual([
      'available',
      'available',
    ]);
    const plates = new Map(
      board
        .json()
        .vehicles.map((v: { vin: string; license_plate: string; state: string }) => [
          v.vin,
          [v.license_plate, v.state],
        ]),
    );
    for (const l of body.loaner_list) expect([l.license_plate, l.state]).toEqual(plates.get(l.vin));
  });
});

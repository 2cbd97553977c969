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

describe('the loaner-availability widget counts agreements', () => {
  it('counts a loaner with an agreement out as assigned; reserved and returned ones stay available', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const who = await f.customer(shop);
    const [out, reserved, returned, archivedOut] = [
      await f.loaner(shop),
      await f.loaner(shop),
      await f.loaner(shop),
      await f.loaner(shop),
    ];
    await f.agreement(shop, {
      vehicleId: out!.id,
      customerId: who.id,
      startsAt: hours(-2),
      dueAt: hours(20),
      checkedOutAt: hours(-2),
    });
    await f.agreement(shop, {
      vehicleId: reserved!.id,
      customerId: who.id,
      startsAt: hours(-1),
      dueAt: hours(20),
    });
    await f.agreement(shop, {
      vehicleId: returned!.id,
      customerId: who.id,
      startsAt: hours(-50),
      dueAt: hours(-30),
      checkedOutAt: hours(-50),
      checkedInAt: hours(-31),
    });
    await f.agreement(shop, {
      vehicleId: archivedOut!.id,
      customerId: who.id,
      startsAt: hours(-2),
      dueAt: hours(20),
      checkedOutAt: hours(-2),
    });
    await f.archive(shop, archivedOut!.id);

    const res = await t.request(admin, 'GET', '/api/dashboard/widget-data/loaner-availability/');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ total_loaners: 3, available_loaners: 2, assigned_loaners: 1 });
    // Available ones first (by description), then the one out.
    expect(body.loaner_list.map((l: { vin: string }) => l.vin).at(-1)).toBe(out!.vin);
    expect(body.loaner_list.map((l: { vin: string }) => l.vin).sort()).toEqual(
      [out!.vin, reserved!.vin, returned!.vin].sort(),
    );
  });
});

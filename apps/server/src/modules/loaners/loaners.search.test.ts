import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp, type TestUser } from '../../../test/helpers';
import { loanerFixtures } from './loaners.citations.test-fixtures';
import { loanerCustomers } from './loaners.tables';

let t: TestApp;
let f: ReturnType<typeof loanerFixtures>;
beforeAll(async () => {
  t = await setupTestApp();
  f = loanerFixtures(t);
});
afterAll(() => t.close());

type Hit = { type: string; id: number; title: string; url: string; details: string };
const agreementsFound = async (user: TestUser, q: string) => {
  const res = await t.request(user, 'GET', `/api/base/search/?q=${encodeURIComponent(q)}`);
  expect(res.statusCode, res.body).toBe(200);
  return (res.json().results as Hit[]).filter((h) => h.type === 'loan_agreement');
};

describe('global search over loan agreements', () => {
  it('finds an agreement by number, RO, claim, customer and plate, and links to it', async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const car = await f.loaner(shop, { plate: 'ZX 4821' });
    const who = await f.customer(shop, { first: 'Marisol', last: 'Quintero' });
    const a = await f.agreement(shop, {
      vehicleId: car.id,
      customerId: who.id,
      repairOrderNumber: 'RO-55821',
      claimNumber: 'CLM-99812',
      startsAt: '2026-03-01T10:00:00Z',
      dueAt: '2026-03-05T10:00:00Z',
    });
    for (const q of [a.number, 'ro-5582', 'CLM-998', 'quinter', 'Marisol Quintero', 'zx 48']) {
      const hits = await agreementsFound(admin, q);
      expect(
        hits.map((h) => h.id),
        q,
      ).toEqual([a.id]);
      expect(hits[0]).toMatchObject({
        title: `${a.number} · Marisol Quintero`,
        url: `/loaners/agreements/${a.id}`,
        details: 'RO RO-55821 · Claim CLM-99812 · Reserved',
      });
    }
    // A renamed customer is found by the new name.
    await t.inShop(shop, (db) =>
      db.update(loanerCustomers).set({ lastName: 'Okafor' }).where(eq(loanerCustomers.id, who.id)),
    );
    expect((await agreementsFound(admin, 'okafor')).map((h) => h.id)).toEqual([a.id]);
    expect(await agreementsFound(admin, 'quintero')).toEqual([]);
  });

  it("hides another shop's agreements, an archived loaner's from members who may not see it, and all without canViewLoaners", async () => {
    const shop = await t.createShop();
    const admin = await t.createUser({ shops: [shop] });
    const car = await f.loaner(shop);
    const who = await f.customer(shop, { first: 'Ines', last: 'Vandermolen' });
    const a = await f.agreement(shop, {
      vehicleId: car.id,
      customerId: who.id,
      startsAt: '2026-03-01T10:00:00Z',
      dueAt: '2026-03-05T10:00:00Z',
    });
    const stranger = await t.createUser({ shops: [await t.createShop()] });
    expect(await agreementsFound(stranger, 'vandermolen')).toEqual([]);
    const blind = await t.createUser({ shops: [shop], withdrawals: ['canViewLoaners'] });
    expect(await agreementsFound(blind, 'vandermolen')).toEqual([]);
    await f.archive(shop, car.id);
    const viewer = await t.createUser({ shops: [shop], withdrawals: ['canViewArchived'] });
    expect(await agreementsFound(viewer, 'vandermolen')).toEqual([]);
    expect((await agreementsFound(admin, 'vandermolen')).map((h) => h.id)).toEqual([a.id]);
  });
});

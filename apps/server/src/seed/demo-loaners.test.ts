import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { loanAgreements, loanerSettings } from '../modules/loaners';
import { seedDemoLoaners } from './demo-loaners';
import { seedDemoFleet } from './demo-vehicles';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

const isoDay = (offsetDays: number) =>
  new Date(Date.now() + offsetDays * 86_400_000).toISOString().slice(0, 10);

describe('seedDemoLoaners', () => {
  it('lends a dozen loaners: returned with charges, out, overdue, reserved; customers and tolls', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    const admin = await t.createUser({ shops: [shop], role: 'administrator' });
    await seedDemoFleet(t.db, [shop.id]);
    await seedDemoLoaners(t.db, [shop.id]);
    await seedDemoLoaners(t.db, [shop.id]);

    const numbers = await t.inShop(shop, async (db) => {
      const [settings] = await db
        .select()
        .from(loanerSettings)
        .where(eq(loanerSettings.shopId, shop.id));
      expect(settings!.lastAgreementNumber).toBe(13);
      return (await db.select().from(loanAgreements).where(eq(loanAgreements.shopId, shop.id))).map(
        (a) => a.number,
      );
    });
    expect(numbers.sort()).toEqual(
      Array.from({ length: 13 }, (_, i) => `LA-${String(i + 1).padStart(5, '0')}`),
    );

    const list = (await t.request(admin, 'GET', '/api/loaners/agreements/?page_size=100')).json();
    const byStatus = (s: string) => list.results.filter((a: { status: string }) => a.status === s);
    expect(byStatus('returned')).toHaveLength(5);
    expect(byStatus('out')).toHaveLength(4);
    expect(byStatus('reserved')).toHaveLength(4);
    const charged = await Promise.all(
      byStatus('returned').map(async (a: { id: number }) =>
        (await t.request(admin, 'GET', `/api/loaners/agreements/${a.id}/`)).json(),
      ),
    );
    expect(charged.flatMap((a) => a.charges).map((c: { kind: string }) => c.kind)).toEqual(
      expect.arrayContaining(['day', 'fuel', 'toll', 'cleaning']),
    );

    const board = await t.request(
      admin,
      'GET',
      `/api/loaners/board/?from=${isoDay(-35)}&to=${isoDay(10)}`,
    );
    expect(board.statusCode, board.body).toBe(200);
    const states = board.json().vehicles.map((v: { state: string }) => v.state);
    expect(states.filter((s: string) => s === 'overdue')).toHaveLength(1);
    expect(states.filter((s: string) => s === 'out')).toHaveLength(3);
    const lent = board
      .json()
      .vehicles.filter((v: { agreements: unknown[] }) => v.agreements.length);
    expect(lent).toHaveLength(12);

    const customers = (
      await t.request(admin, 'GET', '/api/loaners/customers/?page_size=100')
    ).json();
    expect(customers.count).toBe(6);
    expect(customers.results.filter((c: { do_not_lend: boolean }) => c.do_not_lend)).toHaveLength(
      1,
    );
    const unmatched = (
      await t.request(admin, 'GET', '/api/loaners/citations/?matched=false')
    ).json();
    expect(unmatched.count).toBe(1);
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { financingPayments, financings } from '../modules/financing';
import { seedDemoFinancing } from './demo-financing';
import { seedDemoFleet } from './demo-vehicles';

let t: TestApp;
beforeAll(async () => {
  t = await setupTestApp();
});
afterAll(() => t.close());

describe('seedDemoFinancing', () => {
  it('gives a shop loans and leases with every payment story, once', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    await t.createUser({ shops: [shop], role: 'administrator' });
    await seedDemoFleet(t.db, [shop.id]);
    await seedDemoFinancing(t.db, [shop.id]);
    await seedDemoFinancing(t.db, [shop.id]);

    await t.inShop(shop, async (db) => {
      const rows = await db
        .select({
          type: financings.financingType,
          active: financings.isActive,
          ended: sql<boolean>`${financings.endDate} < current_date`,
          status: financings.paymentStatus,
          late: financings.lateCount,
          paid: financings.paymentCount,
        })
        .from(financings)
        .where(eq(financings.shopId, shop.id));
      expect(rows).toHaveLength(12);
      expect(rows.filter((r) => r.type === 'LEASE')).toHaveLength(5);
      expect(rows.filter((r) => !r.active)).toHaveLength(1);
      expect(rows.filter((r) => r.ended)).toHaveLength(1);
      expect(rows.filter((r) => r.status === 'overdue')).toHaveLength(2);
      expect(rows.filter((r) => r.status === 'late').length).toBeGreaterThan(0);
      expect(Math.min(...rows.map((r) => r.paid))).toBeGreaterThanOrEqual(4);
      expect(Math.max(...rows.map((r) => r.paid))).toBeLessThanOrEqual(24);
      const [fees] = await db
        .select({ n: count() })
        .from(financingPayments)
        .where(and(eq(financingPayments.shopId, shop.id), eq(financingPayments.isLate, true)));
      expect(fees!.n).toBeGreaterThan(3);
    });
  });
});

import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setupTestApp, type TestApp } from '../../test/helpers';
import { financingPayments, financings } from '../modules/financing';
import { toCents } from '@fleetdesk/contract/money';
import { amortizedPayment, financingBalance } from '@fleetdesk/contract/rules/financing-balance';
import { scheduledDates } from '@fleetdesk/contract/rules/financing-variance';
import { rowsOf } from '../platform/database/client';
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

  it('makes real loans: amortised payments, balances from the payments, one paid off at 0', async () => {
    const shop = await t.createShop();
    await t.createLocation(shop);
    await t.createUser({ shops: [shop], role: 'administrator' });
    await seedDemoFleet(t.db, [shop.id]);
    await seedDemoFinancing(t.db, [shop.id]);

    await t.inShop(shop, async (db) => {
      const loans = await db
        .select({
          id: financings.id,
          financing_type: financings.financingType,
          start_date: financings.startDate,
          end_date: financings.endDate,
          monthly_payment: financings.monthlyPayment,
          opening_balance: financings.openingBalance,
          loan_amount: financings.loanAmount,
          interest_rate: financings.interestRate,
          remaining: financings.remainingBalance,
          missing: financings.missingCount,
        })
        .from(financings)
        .where(and(eq(financings.shopId, shop.id), eq(financings.financingType, 'LOAN')));
      expect(loans).toHaveLength(7);
      const [{ today }] = rowsOf<{ today: string }>(
        await db.execute(sql`select current_date::text as today`),
      ) as [{ today: string }];
      for (const loan of loans) {
        const term = scheduledDates(loan.start_date, loan.end_date, loan.end_date!).length;
        expect(loan.monthly_payment).toBe(
          amortizedPayment(loan.loan_amount!, loan.interest_rate!, term),
        );
        const paid = await db
          .select({
            id: financingPayments.id,
            payment_date: financingPayments.paymentDate,
            amount_paid: financingPayments.amountPaid,
          })
          .from(financingPayments)
          .where(
            and(eq(financingPayments.shopId, shop.id), eq(financingPayments.financingId, loan.id)),
          );
        const balance = financingBalance(loan, paid, today, loan.missing).remaining_balance!;
        expect(toCents(loan.remaining!)).toBe(toCents(balance));
        expect(toCents(balance)).toBeLessThan(toCents(loan.loan_amount!));
      }
      const ended = loans.filter((l) => l.end_date! < today);
      expect(ended).toHaveLength(1);
      expect(ended[0]!.remaining).toBe('0.00');
    });
  });
});

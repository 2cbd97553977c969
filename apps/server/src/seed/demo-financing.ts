import { and, asc, count, eq, sql } from 'drizzle-orm';
import { addDays, addMonths } from '@fleetdesk/contract/rules/financing-dates';
import { amortizedPayment } from '@fleetdesk/contract/rules/financing-balance';
import { scheduledDates } from '@fleetdesk/contract/rules/financing-variance';
import type { PaymentMethod } from '@fleetdesk/contract/financing';
import {
  financingPayments,
  financingVehicles,
  financings,
  refreshFinancingStatuses,
} from '../modules/financing';
import { vehicles } from '../modules/vehicles';
import { shopToday } from '../platform/shop-day';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';

/**
 * Demo loans and leases (issue 8): 6 to 24 months of payments each, most on time, some late
 * with fees, some months missing, one overpaid, one inactive, one ended. Dated from the
 * database's today, so the dashboard shows every status whenever the demo is seeded. The loans
 * are real loans (issue 22): the monthly payment follows from the amount, the rate and the term
 * by the amortisation formula, and the balance from the payments (the ended one is paid off).
 */

type Plan = {
  type: 'LOAN' | 'LEASE';
  company: string;
  /** A loan's amount (its monthly payment is amortised from it), a lease's monthly payment. */
  amount: string;
  /** Months of payments so far. */
  months: number;
  /** What happens to the payments: on time, some late with a fee, a missing month, overpaid. */
  pattern: 'on-time' | 'late' | 'missing' | 'overpaid';
  active?: false;
  /** Ended this many months ago (all paid). */
  endedMonthsAgo?: number;
};

const PLANS: Plan[] = [
  {
    type: 'LOAN',
    company: 'First Harbor Bank',
    amount: '22000.00',
    months: 18,
    pattern: 'on-time',
  },
  { type: 'LOAN', company: 'Ally Financial', amount: '28500.00', months: 24, pattern: 'late' },
  { type: 'LOAN', company: 'Capital One Auto', amount: '17500.00', months: 12, pattern: 'on-time' },
  { type: 'LOAN', company: 'Chase Auto', amount: '31000.00', months: 9, pattern: 'missing' },
  {
    type: 'LOAN',
    company: 'First Harbor Bank',
    amount: '19800.00',
    months: 15,
    pattern: 'overpaid',
  },
  { type: 'LOAN', company: 'Credit Union West', amount: '14500.00', months: 6, pattern: 'on-time' },
  {
    type: 'LOAN',
    company: 'Chase Auto',
    amount: '9600.00',
    months: 20,
    pattern: 'on-time',
    endedMonthsAgo: 2,
  },
  { type: 'LEASE', company: 'Toyota Financial', amount: '329.99', months: 14, pattern: 'on-time' },
  { type: 'LEASE', company: 'Honda Lease Trust', amount: '349.00', months: 22, pattern: 'late' },
  { type: 'LEASE', company: 'Enterprise Fleet', amount: '612.40', months: 8, pattern: 'on-time' },
  { type: 'LEASE', company: 'Enterprise Fleet', amount: '587.00', months: 11, pattern: 'missing' },
  {
    type: 'LEASE',
    company: 'Toyota Financial',
    amount: '299.00',
    months: 7,
    pattern: 'on-time',
    active: false,
  },
];

const METHODS: PaymentMethod[] = ['ach', 'check', 'ach', 'card', 'wire', 'ach', 'cash', 'other'];

export async function seedDemoFinancing(db: Db, shopIds: number[]): Promise<void> {
  for (const shopId of shopIds)
    await inScope(db, { shopId, userId: null }, (tx) => seedShopFinancing(tx, shopId));
}

async function seedShopFinancing(db: Db, shopId: number): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(financings)
    .where(eq(financings.shopId, shopId));
  if ((existing?.n ?? 0) > 0) return;
  const fleet = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.isArchived, false)))
    .orderBy(asc(vehicles.id))
    .limit(PLANS.length + 1);
  if (fleet.length < PLANS.length + 1) return;
  const today = await shopToday(db);

  for (const [i, plan] of PLANS.entries()) {
    const endedAgo = plan.endedMonthsAgo ?? 0;
    // The start day moves with i, so due dates spread over the month.
    const start = addDays(addMonths(today, -(plan.months + endedAgo)), (i * 3) % 27);
    const term = endedAgo > 0 ? plan.months : 36 + (i % 3) * 12;
    const end = addMonths(start, term);
    const isLoan = plan.type === 'LOAN';
    const rate = `${4 + (i % 4)}.${String((i * 25) % 100).padStart(2, '0')}`;
    const monthly = isLoan ? amortizedPayment(plan.amount, rate, term) : plan.amount;
    const [row] = await db
      .insert(financings)
      .values({
        shopId,
        financingType: plan.type,
        isActive: plan.active ?? true,
        monthlyPayment: monthly,
        startDate: start,
        endDate: end,
        lenderName: isLoan ? plan.company : '',
        loanNumber: isLoan ? `LN-${shopId}${String(i).padStart(3, '0')}` : '',
        // The balance starts from the loan amount; the status refresh below replays the payments.
        loanAmount: isLoan ? plan.amount : null,
        interestRate: isLoan ? rate : null,
        leasingCompany: isLoan ? '' : plan.company,
        leaseType: isLoan ? null : (['operating', 'finance', 'capital'] as const)[i % 3]!,
        mileageAllowance: isLoan ? null : 12000,
        excessMileageRate: isLoan ? null : '0.25',
        glAccount: isLoan ? '2400' : '6400',
        quickbooksClass: i % 2 === 0 ? 'Loaners' : 'Shop Vehicles',
        notes: plan.active === false ? 'Returned early; kept for the record.' : '',
      })
      .returning({ id: financings.id });
    const id = row!.id;
    // The last plan shares two vehicles: a financing may cover several.
    const cars = i === PLANS.length - 1 ? [fleet[i]!, fleet[i + 1]!] : [fleet[i]!];
    await db
      .insert(financingVehicles)
      .values(cars.map((c, position) => ({ shopId, financingId: id, vehicleId: c.id, position })));
    const payments = scheduledDates(start, end, addDays(today, -1)).flatMap((due, k, all) => {
      if (plan.pattern === 'missing' && k >= all.length - 2) return [];
      const late = plan.pattern === 'late' && k % 5 === 2;
      return [
        {
          shopId,
          financingId: id,
          paymentDate: late ? addDays(due, 9 + (k % 4)) : addDays(due, (k % 3) - 1),
          amountPaid:
            plan.pattern === 'overpaid' && k === all.length - 1
              ? sql`${monthly}::numeric + 150`
              : monthly,
          isLate: late,
          lateFee: late ? '35.00' : '0',
          paymentMethod: METHODS[(i + k) % METHODS.length]!,
          referenceNumber: `REF-${id}-${k + 1}`,
        },
      ];
    });
    if (payments.length > 0) await db.insert(financingPayments).values(payments);
  }
  await refreshFinancingStatuses({ db, shopId }, today);
}

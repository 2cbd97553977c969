import { and, asc, count, eq, sql } from 'drizzle-orm';
import { financingVehicles, financings } from '../modules/financing';
import { vehicles } from '../modules/vehicles';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';

/** Two loans and a lease per shop, on its first vehicles. */
const FINANCINGS = [
  {
    financingType: 'LOAN',
    lenderName: 'Ally Bank',
    loanNumber: 'AL-20931',
    loanAmount: '32000.00',
    interestRate: '5.490',
    monthlyPayment: '612.45',
    glAccount: '2100 Vehicle Loans',
    quickbooksClass: 'Fleet',
    method: 'ach',
  },
  {
    financingType: 'LOAN',
    lenderName: 'Chase Auto Finance',
    loanNumber: 'CH-55817',
    loanAmount: '24500.00',
    interestRate: '6.250',
    monthlyPayment: '478.10',
    glAccount: '2100 Vehicle Loans',
    quickbooksClass: 'Loaners',
    method: 'check',
  },
  {
    financingType: 'LEASE',
    leasingCompany: 'Toyota Financial Services',
    leaseType: 'operating',
    mileageAllowance: 12000,
    excessMileageRate: '0.2500',
    monthlyPayment: '389.00',
    glAccount: '2200 Vehicle Leases',
    quickbooksClass: 'Loaners',
    method: 'card',
  },
] as const;

/**
 * Demo financings with six monthly payments each, the newest today (the Export tab's default
 * range, this year, always holds one); the second loan's third payment was late, with a fee.
 * A shop that already has financings (another seed made them) is left as it is.
 */
export async function seedDemoFinancingExport(db: Db, shopIds: number[]): Promise<void> {
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, async (tx) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(financings)
        .where(eq(financings.shopId, shopId));
      if ((existing?.n ?? 0) > 0) return;
      const cars = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.shopId, shopId), eq(vehicles.isArchived, false)))
        .orderBy(asc(vehicles.id))
        .limit(FINANCINGS.length);
      for (const [i, car] of cars.entries()) {
        const { method, ...values } = FINANCINGS[i]!;
        const [row] = await tx
          .insert(financings)
          .values({
            shopId,
            ...values,
            startDate: sql`(current_date - interval '7 months')::date`,
            endDate: sql`(current_date + interval '29 months')::date`,
          })
          .returning({ id: financings.id });
        const id = row!.id;
        await tx.insert(financingVehicles).values({ shopId, financingId: id, vehicleId: car.id });
        await tx.execute(sql`insert into financing_payments
            (shop_id, financing_id, payment_date, amount_paid, late_fee, is_late, payment_method, reference_number)
          select ${shopId}, ${id}, (current_date - make_interval(months => m))::date,
            ${values.monthlyPayment}::numeric, case when ${i} = 1 and m = 2 then 35.00 else 0 end,
            ${i} = 1 and m = 2, ${method}, 'REF-' || ${id} || '-' || (6 - m)
          from generate_series(0, 5) as m`);
        await tx.execute(sql`update financings set
            total_amount_paid = (select sum(total_payment) from financing_payments where shop_id = ${shopId} and financing_id = ${id}),
            payment_count = 6, late_count = ${i === 1 ? 1 : 0}
          where shop_id = ${shopId} and id = ${id}`);
      }
    });
  }
}

import { and, asc, count, eq, inArray, sql } from 'drizzle-orm';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { DEFAULT_COVERAGE_TYPES } from '@fleetdesk/contract/insurance';
import { fromCents, renewalTotal } from '@fleetdesk/contract/rules/insurance-renewal-total';
import {
  coverageTypes,
  insuranceCompanies,
  insurancePolicies,
  masterPolicies,
} from '../modules/insurance';
import { vehicles } from '../modules/vehicles';
import { utcDayOf } from '../platform/shop-day';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';

/** `YYYY-MM-DD`, `days` from today (UTC). */
const day = (days: number) => addDays(utcDayOf(new Date()), days);

/** A premium between $850 and $1,150 by position, in whole cents (no floats). */
const premium = (i: number) => fromCents(85_000n + BigInt((i * 4_550) % 30_000));

/**
 * Insurance for each demo shop (issue 7 part 4): last year's master policy (history), this
 * year's renewal of it covering most active vehicles, and individual policies: two current, one
 * expired (the list shows "Insurance expired") and one with an empty end date. Shops that
 * already have master policies are left alone.
 */
export async function seedDemoInsurance(db: Db, shopIds: number[]): Promise<void> {
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, (tx) => seedShop(tx, shopId));
  }
}

async function seedShop(db: Db, shopId: number): Promise<void> {
  const [existing] = await db
    .select({ n: count() })
    .from(masterPolicies)
    .where(eq(masterPolicies.shopId, shopId));
  if ((existing?.n ?? 0) > 0) return;
  const fleet = await db
    .select({ id: vehicles.id })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, shopId), eq(vehicles.isArchived, false)))
    .orderBy(asc(vehicles.id));
  if (fleet.length < 6) return;
  await db
    .insert(coverageTypes)
    .values(DEFAULT_COVERAGE_TYPES.map((name) => ({ shopId, name })))
    .onConflictDoNothing();
  const [full] = await db
    .select({ id: coverageTypes.id })
    .from(coverageTypes)
    .where(and(eq(coverageTypes.shopId, shopId), eq(coverageTypes.name, 'Full Coverage')));
  const [company] = await db
    .insert(insuranceCompanies)
    .values({ shopId, name: 'Harborline Mutual' })
    .returning({ id: insuranceCompanies.id });

  const covered = fleet.slice(0, fleet.length - 4);
  const [solo1, solo2, expired, open] = fleet.slice(fleet.length - 4);
  const master = async (
    term: { start: number; end: number; number: string },
    from: number | null,
  ) => {
    const allocations = covered.map((_, i) => ({ vehicle_premium: premium(i) }));
    const [row] = await db
      .insert(masterPolicies)
      .values({
        shopId,
        policyName: 'Fleet Auto Policy',
        policyNumber: term.number,
        insuranceCompany: 'Harborline Mutual',
        insuranceCompanyId: company!.id,
        coverageTypeId: full!.id,
        coverageType: 'Full Coverage',
        renewedFromId: from,
        startDate: day(term.start),
        endDate: day(term.end),
        totalPremium: renewalTotal(allocations, '350.00'),
        deductible: '500.00',
        additionalCosts: '350.00',
        additionalCostsNotes: 'Broker fee',
      })
      .returning({ id: masterPolicies.id });
    return row!.id;
  };
  const previousId = await master({ start: -500, end: -136, number: 'HM-FLEET-1' }, null);
  const currentId = await master({ start: -135, end: 229, number: 'HM-FLEET-2' }, previousId);
  const policy = (vehicleId: number, i: number, term: { start: number; end: number | null }) => ({
    shopId,
    vehicleId,
    coverageTypeId: full!.id,
    vehiclePremium: premium(i),
    policyCosts: premium(i),
    startDate: day(term.start),
    endDate: term.end === null ? null : day(term.end),
    collisionDeductible: '500.00',
    comprehensiveDeductible: '250.00',
  });
  const old = await db
    .insert(insurancePolicies)
    .values(
      covered.map((v, i) => ({
        ...policy(v.id, i, { start: -500, end: -136 }),
        masterPolicyId: previousId,
      })),
    )
    .returning({ id: insurancePolicies.id, vehicleId: insurancePolicies.vehicleId });
  const oldOf = new Map(old.map((p) => [p.vehicleId, p.id]));
  await db.insert(insurancePolicies).values([
    ...covered.map((v, i) => ({
      ...policy(v.id, i, { start: -135, end: 229 }),
      masterPolicyId: currentId,
      renewedFromId: oldOf.get(v.id) ?? null,
    })),
    {
      ...policy(solo1!.id, 1, { start: -60, end: 305 }),
      insuranceCompany: 'Coastal Auto Insurance',
      policyNumber: 'CA-11873',
    },
    {
      ...policy(solo2!.id, 2, { start: -20, end: 345 }),
      insuranceCompany: 'Coastal Auto Insurance',
      policyNumber: 'CA-11874',
    },
    {
      ...policy(expired!.id, 3, { start: -400, end: -35 }),
      insuranceCompany: 'Keystone Casualty',
      policyNumber: 'KC-5521',
      notes: 'Lapsed: quote requested',
    },
    {
      ...policy(open!.id, 4, { start: -90, end: null }),
      insuranceCompany: 'Keystone Casualty',
      policyNumber: 'KC-5522',
      notes: 'Term to be confirmed',
    },
  ]);
  // The list's status reads each vehicle's latest real end date.
  await db
    .update(vehicles)
    .set({
      insuranceEndsOn: sql`(select max(p.end_date) from ${insurancePolicies} p where p.shop_id = "vehicles"."shop_id" and p.vehicle_id = "vehicles"."id" and p.end_date > '1970-01-01')`,
    })
    .where(
      and(
        eq(vehicles.shopId, shopId),
        inArray(
          vehicles.id,
          fleet.map((v) => v.id),
        ),
      ),
    );
}

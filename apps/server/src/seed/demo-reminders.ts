import { and, asc, eq } from 'drizzle-orm';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { localIsoDate } from '@fleetdesk/contract/rules/registration-expiry';
import { financingVehicles, financings } from '../modules/financing';
import { insurancePolicies } from '../modules/insurance';
import { serviceRecords, vendors } from '../modules/service';
import { vehicleModuleSettings, vehicles } from '../modules/vehicles';
import type { Db } from '../platform/database/client';
import { inScope } from '../platform/tenancy';

const day = (offset: number) => addDays(localIsoDate(), offset);

/** Who hears of registrations in each demo shop (the Registration Admin tab). */
const CONTACTS = [
  {
    registrationAdmin: 'Dana Whitfield',
    registrationAdminEmail: 'registrations@northside.example',
    registrationAdminAdditionalEmail: 'office@northside.example',
    registrationManager: 'Jordan Lee',
    registrationManagerEmail: 'manager@fleetdesk.example',
  },
  {
    registrationAdmin: 'Ray Okafor',
    registrationAdminEmail: 'registrations@harbor.example',
    registrationAdminAdditionalEmail: '',
    registrationManager: 'Jordan Lee',
    registrationManagerEmail: 'manager@fleetdesk.example',
  },
];

/**
 * Issue 9's demo: registration contacts, and a policy, payments and a service in each threshold
 * (the fleet seed already has registrations expired and due soon), so the first reminders run
 * produces a realistic handful. Shops that already have policies or financings are left alone.
 */
export async function seedDemoReminders(db: Db, shopIds: number[]): Promise<void> {
  for (const [i, shopId] of shopIds.entries()) {
    await inScope(db, { shopId, userId: null }, async (tx) => {
      await tx
        .insert(vehicleModuleSettings)
        .values({ shopId, ...CONTACTS[i % CONTACTS.length]! })
        .onConflictDoNothing({ target: vehicleModuleSettings.shopId });
      const [policy] = await tx
        .select({ id: insurancePolicies.id })
        .from(insurancePolicies)
        .where(eq(insurancePolicies.shopId, shopId))
        .limit(1);
      const [loan] = await tx
        .select({ id: financings.id })
        .from(financings)
        .where(eq(financings.shopId, shopId))
        .limit(1);
      if (policy || loan) return;
      const fleet = await tx
        .select({ id: vehicles.id })
        .from(vehicles)
        .where(and(eq(vehicles.shopId, shopId), eq(vehicles.isArchived, false)))
        .orderBy(asc(vehicles.id))
        .limit(12);
      if (fleet.length < 12) return;
      const at = (k: number) => fleet[k]!.id;
      await seedPolicies(tx, shopId, [at(5), at(6), at(7)]);
      await seedFinancings(tx, shopId, [at(8), at(9)]);
      await seedService(tx, shopId, at(10));
    });
  }
}

/** Ending in 10 days, ended 5 days ago, ending in 25 days. */
async function seedPolicies(tx: Db, shopId: number, vehicleIds: number[]) {
  const ends = [day(10), day(-5), day(25)];
  await tx.insert(insurancePolicies).values(
    vehicleIds.map((vehicleId, k) => ({
      shopId,
      vehicleId,
      insuranceCompany: 'Harborline Mutual',
      policyNumber: `HM-${shopId}-${100 + k}`,
      policyCosts: '1240.00',
      startDate: day(-365 + 10 * k),
      endDate: ends[k]!,
    })),
  );
  for (const [k, vehicleId] of vehicleIds.entries())
    await tx
      .update(vehicles)
      .set({ insuranceEndsOn: ends[k]! })
      .where(and(eq(vehicles.shopId, shopId), eq(vehicles.id, vehicleId)));
}

/** A loan with a missed month, and a lease whose payment is due in 4 days (stored status). */
async function seedFinancings(tx: Db, shopId: number, vehicleIds: number[]) {
  const rows = await tx
    .insert(financings)
    .values([
      {
        shopId,
        financingType: 'LOAN',
        monthlyPayment: '512.40',
        startDate: day(-200),
        endDate: day(900),
        lenderName: 'First Harbor Bank',
        loanAmount: '28000.00',
        paymentStatus: 'overdue',
        missingCount: 1,
        maxOverdueDays: 12,
        nextDueDate: day(18),
        statusAsOf: day(0),
      },
      {
        shopId,
        financingType: 'LEASE',
        monthlyPayment: '389.00',
        startDate: day(-90),
        endDate: day(1000),
        leasingCompany: 'Metro Fleet Leasing',
        leaseType: 'operating',
        nextDueDate: day(4),
        statusAsOf: day(0),
      },
    ])
    .returning({ id: financings.id });
  await tx
    .insert(financingVehicles)
    .values(rows.map((r, k) => ({ shopId, financingId: r.id, vehicleId: vehicleIds[k]! })));
}

/** A maintenance whose next service is 6 days away. */
async function seedService(tx: Db, shopId: number, vehicleId: number) {
  const [vendor] = await tx
    .select({ id: vendors.id })
    .from(vendors)
    .where(eq(vendors.shopId, shopId))
    .orderBy(asc(vendors.id))
    .limit(1);
  if (!vendor) return;
  await tx.insert(serviceRecords).values({
    shopId,
    vehicleId,
    vendorId: vendor.id,
    serviceDate: day(-174),
    serviceType: 'maintenance',
    amount: '96.00',
    description: 'Oil and filter change',
    nextServiceDate: day(6),
    nextServiceMileage: null,
    invoiceNumber: `INV-R-${shopId}`,
  });
}

import { plateKey } from '@fleetdesk/contract/loaner-citations';
import { and, asc, count, eq, isNull } from 'drizzle-orm';
import { agreementNumber, type AgreementStatus } from '@fleetdesk/contract/loaners';
import { fromCents } from '@fleetdesk/contract/money';
import {
  checkInCharges,
  loanCoverage,
  type DayRule,
} from '@fleetdesk/contract/rules/loaner-totals';
import {
  loanAgreementCharges,
  loanAgreements,
  loanerCitations,
  loanerCustomers,
  loanerSettings,
} from '../modules/loaners';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from '../modules/vehicles';
import type { Db } from '../platform/database/client';
import { scopeTimeZone } from '../platform/shop-day';
import { inScope } from '../platform/tenancy';
import { seedAuthorizations, seedInsurers } from './demo-loaner-insurers';

/**
 * Loaners in each demo shop (issue 23): a dozen of the fleet's loaners (the active ones without a
 * driver) with past agreements returned with their charges, current ones out, one overdue and
 * future reservations; a few customers, one marked do-not-lend; a toll matched to a returned
 * agreement and one left unmatched. Times count from now, so the board always has something on
 * it. Numbers come from the shop's sequence as the API hands them, and no two reserved or out
 * periods of a loaner overlap (the database's exclusion holds it). Shops with agreements are left
 * alone.
 */

export const DEMO_LOANERS = 12;

const CUSTOMERS = [
  { firstName: 'Maria', lastName: 'Alvarez', carrier: 'State Farm', phone: '(206) 555-0141' },
  { firstName: 'James', lastName: 'Okafor', carrier: 'GEICO', phone: '(206) 555-0187' },
  { firstName: 'Linda', lastName: 'Chen', carrier: 'Progressive', phone: '(425) 555-0112' },
  { firstName: 'Robert', lastName: 'Novak', carrier: 'Allstate', phone: '(253) 555-0163' },
  { firstName: 'Aisha', lastName: 'Patel', carrier: 'State Farm', phone: '(206) 555-0129' },
  {
    firstName: 'Kevin',
    lastName: 'Brooks',
    carrier: 'Liberty Mutual',
    phone: '(360) 555-0174',
    doNotLend: 'Returned a loaner smelling of smoke twice; cleaning charge unpaid.',
  },
];

type Story = {
  loaner: number;
  customer: number;
  status: AgreementStatus;
  /** Hours from now. */
  start: number;
  due: number;
  out?: number;
  in?: number;
  driven?: number;
  fuelIn?: number;
  insurer?: { name: string; rate: string; maxDays: number };
  extra?: { kind: 'cleaning' | 'damage'; description: string; amount: string };
  toll?: boolean;
};

const D = 24;
const STATE_FARM = { name: 'State Farm', rate: '35.00', maxDays: 5 };
const GEICO = { name: 'GEICO', rate: '40.00', maxDays: 7 };

const STORIES: Story[] = [
  // Returned, with their charges.
  {
    loaner: 0,
    customer: 0,
    status: 'returned',
    start: -30 * D,
    due: -25 * D,
    out: -30 * D,
    in: -23 * D,
    driven: 610,
    fuelIn: 6,
    insurer: STATE_FARM,
  },
  {
    loaner: 1,
    customer: 1,
    status: 'returned',
    start: -21 * D,
    due: -17 * D,
    out: -21 * D,
    in: -17 * D - 3,
    driven: 340,
    fuelIn: 8,
    insurer: GEICO,
    toll: true,
  },
  {
    loaner: 2,
    customer: 2,
    status: 'returned',
    start: -14 * D,
    due: -11 * D,
    out: -14 * D + 2,
    in: -10 * D,
    driven: 905,
    fuelIn: 3,
  },
  {
    loaner: 3,
    customer: 3,
    status: 'returned',
    start: -9 * D,
    due: -6 * D,
    out: -9 * D,
    in: -6 * D - 5,
    driven: 220,
    fuelIn: 8,
    insurer: STATE_FARM,
  },
  {
    loaner: 4,
    customer: 5,
    status: 'returned',
    start: -8 * D,
    due: -5 * D,
    out: -8 * D,
    in: -5 * D + 4,
    driven: 410,
    fuelIn: 5,
    extra: { kind: 'cleaning', description: 'Smoke odour treatment', amount: '150.00' },
  },
  // Out now; one past its due time.
  {
    loaner: 5,
    customer: 4,
    status: 'out',
    start: -1 * D,
    due: 2 * D,
    out: -1 * D,
    insurer: STATE_FARM,
  },
  { loaner: 6, customer: 0, status: 'out', start: -2 * D, due: 3 * D, out: -2 * D + 1 },
  { loaner: 7, customer: 2, status: 'out', start: -3 * D, due: 1 * D, out: -3 * D, insurer: GEICO },
  { loaner: 8, customer: 3, status: 'out', start: -6 * D, due: -2 * D, out: -6 * D },
  // Reserved ahead.
  { loaner: 9, customer: 1, status: 'reserved', start: 1 * D, due: 4 * D, insurer: GEICO },
  { loaner: 10, customer: 4, status: 'reserved', start: 3 * D, due: 7 * D },
  { loaner: 0, customer: 2, status: 'reserved', start: 2 * D, due: 6 * D, insurer: STATE_FARM },
  { loaner: 11, customer: 3, status: 'reserved', start: 5 * D, due: 8 * D },
];

const HOUR = 3_600_000;

export async function seedDemoLoaners(db: Db, shopIds: number[]): Promise<void> {
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, (tx) => seedShop(tx, shopId));
  }
}

async function seedShop(db: Db, shopId: number) {
  const [existing] = await db
    .select({ n: count() })
    .from(loanAgreements)
    .where(eq(loanAgreements.shopId, shopId));
  if ((existing?.n ?? 0) > 0) return;
  const timeZone = await scopeTimeZone(db);
  const loaners = await db
    .select({ id: vehicles.id, plate: vehicles.licensePlate, mileage: vehicles.currentMileage })
    .from(vehicles)
    .innerJoin(
      vehicleVehicleTypes,
      and(
        eq(vehicleVehicleTypes.shopId, vehicles.shopId),
        eq(vehicleVehicleTypes.vehicleId, vehicles.id),
      ),
    )
    .innerJoin(vehicleTypes, eq(vehicleTypes.id, vehicleVehicleTypes.vehicleTypeId))
    .where(
      and(
        eq(vehicles.shopId, shopId),
        eq(vehicleTypes.name, 'loaner'),
        eq(vehicles.isArchived, false),
        isNull(vehicles.primaryDriverId),
      ),
    )
    .orderBy(asc(vehicles.id))
    .limit(DEMO_LOANERS);
  if (loaners.length < DEMO_LOANERS) return;

  const [settings] = await db
    .insert(loanerSettings)
    .values({
      shopId,
      agreementTerms:
        'The borrower returns the loaner by the due time with the fuel it left with, pays tolls, tickets and charges not covered by their insurer, and does not smoke in it or lend it to anyone.',
    })
    .onConflictDoUpdate({ target: loanerSettings.shopId, set: { shopId } })
    .returning();
  const customers = await db
    .insert(loanerCustomers)
    .values(
      CUSTOMERS.map((c, i) => ({
        shopId,
        firstName: c.firstName,
        lastName: c.lastName,
        phone: c.phone,
        email: `${c.firstName.toLowerCase()}.${c.lastName.toLowerCase()}@example.com`,
        licenceNumber: `WDL${String(4_810_000 + i * 7_919).padStart(9, '0')}`,
        licenceState: 'WA',
        licenceExpiresOn: `${new Date().getUTCFullYear() + 3}-0${(i % 9) + 1}-15`,
        insuranceCarrier: c.carrier,
        insurancePolicyNumber: `POL-${720_000 + i * 313}`,
        doNotLend: Boolean(c.doNotLend),
        doNotLendReason: c.doNotLend ?? '',
      })),
    )
    .returning({ id: loanerCustomers.id });

  const now = Math.floor(Date.now() / HOUR) * HOUR;
  const at = (hours: number) => new Date(now + hours * HOUR);
  const ordered = [...STORIES].sort((a, b) => a.start - b.start);
  const first = settings!.lastAgreementNumber + 1;
  await db
    .update(loanerSettings)
    .set({ lastAgreementNumber: settings!.lastAgreementNumber + ordered.length })
    .where(eq(loanerSettings.shopId, shopId));

  const rates = {
    dailyRate: settings!.dailyRate,
    mileageAllowancePerDay: settings!.mileageAllowancePerDay,
    excessMileageRate: settings!.excessMileageRate,
    fuelRatePerEighth: settings!.fuelRatePerEighth,
  };
  const insurers = await seedInsurers(db, shopId);
  const insurerOf = (name: string | undefined) => insurers.find((x) => x.name === name);
  const rows = ordered.map((s, i) => {
    const car = loaners[s.loaner]!;
    const insurer = insurerOf(s.insurer?.name);
    const odometerOut = s.out === undefined ? null : (car.mileage ?? 20_000) - (s.driven ?? 0);
    return {
      shopId,
      number: agreementNumber(first + i),
      status: s.status,
      vehicleId: car.id,
      customerId: customers[s.customer]!.id,
      repairOrderNumber: `RO-${24_180 + first + i}`,
      claimNumber: s.insurer ? `CLM-${s.insurer.name.slice(0, 2).toUpperCase()}-${88_400 + i}` : '',
      insurerId: insurer?.id ?? null,
      dayRule: insurer?.dayRule ?? '24h',
      insurerName: s.insurer?.name ?? '',
      insurerDailyRate: s.insurer?.rate ?? null,
      insurerMaxDays: s.insurer?.maxDays ?? null,
      startsAt: at(s.start),
      dueAt: at(s.due),
      checkedOutAt: s.out === undefined ? null : at(s.out),
      odometerOut,
      fuelOut: s.out === undefined ? null : 8,
      signedName:
        s.out === undefined
          ? ''
          : `${CUSTOMERS[s.customer]!.firstName} ${CUSTOMERS[s.customer]!.lastName}`,
      checkedInAt: s.in === undefined ? null : at(s.in),
      odometerIn: s.in === undefined ? null : (car.mileage ?? 20_000),
      fuelIn: s.in === undefined ? null : (s.fuelIn ?? 8),
      ...rates,
    };
  });
  const agreements = await db.insert(loanAgreements).values(rows).returning();
  const initialOf = await seedAuthorizations(db, shopId, timeZone, agreements);

  const charges: (typeof loanAgreementCharges.$inferInsert)[] = [];
  for (const [i, s] of ordered.entries()) {
    const a = agreements[i]!;
    if (s.status !== 'returned') continue;
    const coverage = loanCoverage(
      {
        checked_out_at: a.checkedOutAt!.toISOString(),
        checked_in_at: a.checkedInAt!.toISOString(),
        authorizations: initialOf(a),
      },
      { day_rule: a.dayRule as DayRule, grace_minutes: a.graceMinutes, time_zone: timeZone },
    );
    await db
      .update(loanAgreements)
      .set({ insurerDaysAmount: fromCents(coverage.insurerCents) })
      .where(and(eq(loanAgreements.shopId, shopId), eq(loanAgreements.id, a.id)));
    const computed = checkInCharges({
      days: coverage.days,
      covered_days: coverage.coveredDays,
      daily_rate: a.dailyRate,
      odometer_out: a.odometerOut!,
      odometer_in: a.odometerIn!,
      mileage_allowance_per_day: a.mileageAllowancePerDay,
      excess_mileage_rate: a.excessMileageRate,
      fuel_out: a.fuelOut!,
      fuel_in: a.fuelIn!,
      fuel_rate_per_eighth: a.fuelRatePerEighth,
    });
    const described = {
      day: `${coverage.days - coverage.coveredDays} day(s) not covered`,
      mileage: 'Miles beyond the allowance',
      fuel: `${a.fuelOut! - a.fuelIn!} eighth(s) of fuel`,
    };
    for (const kind of ['day', 'mileage', 'fuel'] as const)
      if (Number(computed[kind]) > 0)
        charges.push({
          shopId,
          agreementId: a.id,
          kind,
          description: described[kind],
          amount: computed[kind],
          occurredAt: a.checkedInAt,
          billTo: 'customer',
        });
    if (s.extra)
      charges.push({
        shopId,
        agreementId: a.id,
        ...s.extra,
        occurredAt: a.checkedInAt,
        billTo: 'customer',
      });
  }
  if (charges.length) await db.insert(loanAgreementCharges).values(charges);

  // A toll on a returned loaner, matched and charged to its borrower; one on no loaner of ours.
  const tolled = ordered.findIndex((s) => s.toll);
  const a = agreements[tolled]!;
  const plate = loaners[ordered[tolled]!.loaner]!.plate;
  const tollAt = new Date(a.checkedOutAt!.getTime() + 26 * HOUR);
  const [matched] = await db
    .insert(loanerCitations)
    .values([
      {
        shopId,
        plate,
        plateKey: plateKey(plate),
        occurredAt: tollAt,
        amount: '4.75',
        kind: 'toll',
        agency: 'Good To Go',
        reference: `GTG-${shopId}-10021`,
        result: 'matched',
        agreementId: a.id,
      },
      {
        shopId,
        plate: '8KXT 442',
        plateKey: plateKey('8KXT 442'),
        occurredAt: at(-4 * D + 7),
        amount: '6.25',
        kind: 'toll',
        agency: 'Good To Go',
        reference: `GTG-${shopId}-10388`,
        result: 'unmatched',
      },
    ])
    .returning({ id: loanerCitations.id });
  await db.insert(loanAgreementCharges).values({
    shopId,
    agreementId: a.id,
    kind: 'toll',
    description: 'Toll: Good To Go',
    amount: '4.75',
    occurredAt: tollAt,
    billTo: 'customer',
    reference: `GTG-${shopId}-10021`,
    citationId: matched!.id,
  });
}

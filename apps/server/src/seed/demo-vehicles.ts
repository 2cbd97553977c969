import { and, asc, count, eq } from 'drizzle-orm';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import type { MileageSource } from '@fleetdesk/contract/mileage';
import type { ServiceType } from '@fleetdesk/contract/service';
import { users } from '../modules/auth';
import { mileageLogs } from '../modules/mileage';
import { registrations } from '../modules/registrations';
import { serviceRecords, vendors } from '../modules/service';
import { locations, memberships } from '../modules/shops';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from '../modules/vehicles';
import { utcDayOf } from '../platform/shop-day';
import { inScope } from '../platform/tenancy';
import type { Db } from '../platform/database/client';

/** How many vehicles each demo shop gets. */
export const DEMO_FLEET_SIZE = 44;

const MODELS: [make: string, model: string, value: number][] = [
  ['Toyota', 'Camry', 21500],
  ['Toyota', 'Corolla', 17800],
  ['Toyota', 'RAV4', 26400],
  ['Toyota', 'Tacoma', 31200],
  ['Honda', 'Accord', 22900],
  ['Honda', 'Civic', 18600],
  ['Honda', 'CR-V', 25800],
  ['Ford', 'F-150', 34500],
  ['Ford', 'Transit Connect', 27100],
  ['Ford', 'Escape', 21900],
  ['Chevrolet', 'Malibu', 18900],
  ['Chevrolet', 'Silverado 1500', 36800],
  ['Chevrolet', 'Equinox', 22300],
  ['Nissan', 'Altima', 19400],
  ['Nissan', 'Rogue', 23100],
  ['Hyundai', 'Elantra', 16900],
  ['Hyundai', 'Tucson', 23800],
  ['Kia', 'Forte', 16200],
  ['Kia', 'Sportage', 22600],
  ['Subaru', 'Outback', 26900],
  ['Jeep', 'Grand Cherokee', 33400],
  ['Ram', 'ProMaster City', 28700],
  ['Mazda', 'CX-5', 24900],
  ['Volkswagen', 'Jetta', 18300],
];

const VENDORS: { name: string; vendorType: string; phone: string; address: string }[] = [
  {
    name: 'Precision Auto Care',
    vendorType: 'vehicle_service',
    phone: '(555) 201-4410',
    address: '410 Industrial Pkwy',
  },
  {
    name: 'QuickLube Express',
    vendorType: 'vehicle_service',
    phone: '(555) 201-7788',
    address: '77 Commerce Dr',
  },
  {
    name: 'Discount Tire Center',
    vendorType: 'vehicle_service',
    phone: '(555) 201-3321',
    address: '1500 Route 9',
  },
  {
    name: 'Safelite Glass Repair',
    vendorType: 'vehicle_service',
    phone: '(555) 201-9080',
    address: '22 Mill Rd',
  },
  {
    name: 'Dealer Service Dept.',
    vendorType: 'vehicle_service',
    phone: '(555) 201-5500',
    address: '900 Auto Mall Blvd',
  },
  { name: 'Metro Towing', vendorType: 'towing', phone: '(555) 201-0911', address: '3 Depot St' },
];

const SERVICES: [ServiceType, string, number][] = [
  ['maintenance', 'Oil and filter change', 69],
  ['maintenance', 'Brake fluid flush and inspection', 129],
  ['tires', 'Rotate and balance tires', 59],
  ['tires', 'Replace two front tires', 389],
  ['inspection', 'Annual state safety inspection', 45],
  ['repair', 'Replace front brake pads and rotors', 462],
  ['repair', 'Replace alternator', 618],
  ['glass', 'Windshield chip repair', 95],
  ['bodywork', 'Repair rear bumper scuff', 340],
  ['recall', 'Airbag inflator recall', 0],
  ['warranty', 'Replace window regulator under warranty', 0],
];

/** A VIN's characters: never I, O or Q; position 9 is then set to the check digit (issue 34). */
const VIN_CHARS = 'ABCDEFGHJKLMNPRSTUVWXYZ0123456789';

/** A small deterministic generator, so the demo fleet is the same on every machine. */
function generator(seed: number) {
  let state = (seed * 2654435761) >>> 0 || 1;
  const next = () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 4294967296;
  };
  return {
    int: (min: number, max: number) => min + Math.floor(next() * (max - min + 1)),
    pick: <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)]!,
    chance: (p: number) => next() < p,
  };
}

const isoDay = (daysFromToday: number) => addDays(utcDayOf(new Date()), daysFromToday);

const money = (dollars: number) => dollars.toFixed(2);

/** The registration of vehicle `i`: a few expired, a few due within 30 days, most fine. */
function registrationOffset(i: number, rnd: ReturnType<typeof generator>): number | null {
  if (i % 15 === 14) return null;
  if (i % 11 === 3) return -rnd.int(3, 75);
  if (i % 7 === 2) return rnd.int(1, 28);
  return rnd.int(45, 360);
}

/**
 * Gives each shop a realistic fleet (issue 3, part 4): 44 vehicles across types and the shop's
 * locations, registrations (some expired or due soon), mileage and service histories, vendors.
 * Shops that already have vehicles are left alone, so a second run changes nothing.
 */
export async function seedDemoFleet(db: Db, shopIds: number[]): Promise<void> {
  const types = await db
    .select({ id: vehicleTypes.id, name: vehicleTypes.name })
    .from(vehicleTypes);
  const typeId = (name: string) => types.find((t) => t.name === name)!.id;
  // One transaction per shop, in that shop's row-level-security scope.
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, async (tx) => {
      const [existing] = await tx
        .select({ n: count() })
        .from(vehicles)
        .where(eq(vehicles.shopId, shopId));
      if ((existing?.n ?? 0) === 0) await seedShop(tx, shopId, typeId);
    });
  }
}

async function seedShop(db: Db, shopId: number, typeId: (name: string) => number) {
  const rnd = generator(shopId);
  const locationIds = (
    await db
      .select({ id: locations.id })
      .from(locations)
      .where(eq(locations.shopId, shopId))
      .orderBy(asc(locations.id))
  ).map((l) => l.id);
  const memberIds = (
    await db
      .select({ id: memberships.userId })
      .from(memberships)
      .innerJoin(users, eq(users.id, memberships.userId))
      .where(
        and(
          eq(memberships.shopId, shopId),
          eq(memberships.isActive, true),
          eq(users.isActive, true),
        ),
      )
      .orderBy(asc(memberships.userId))
  ).map((m) => m.id);

  const vendorIds = (
    await db
      .insert(vendors)
      .values(
        VENDORS.map((v) => ({
          ...v,
          shopId,
          email: `service@${v.name.toLowerCase().replace(/[^a-z]+/g, '')}.example`,
        })),
      )
      .returning({ id: vendors.id, vendorType: vendors.vendorType })
  )
    .filter((v) => v.vendorType === 'vehicle_service')
    .map((v) => v.id);

  type Plan = {
    vehicle: typeof vehicles.$inferInsert;
    types: string[];
    registrations: { offset: number; cost: number }[];
    readings: { daysAgo: number; mileage: number; source: MileageSource; by: number | null }[];
    services: { daysAgo: number; pick: [ServiceType, string, number]; mileage: number }[];
  };
  const plans: Plan[] = [];
  for (let i = 0; i < DEMO_FLEET_SIZE; i++) {
    const [make, model, value] = rnd.pick(MODELS);
    const year = rnd.int(2016, new Date().getFullYear());
    const role =
      i % 4 === 0 ? 'employee' : i % 4 === 1 ? 'service' : i % 9 === 8 ? 'general' : 'loaner';
    const extra = role === 'service' && i % 3 === 0 ? ['loaner'] : [];
    const offset = registrationOffset(i, rnd);
    const regs =
      offset === null
        ? []
        : [
            { offset: offset - 365, cost: rnd.int(60, 240) },
            { offset, cost: rnd.int(60, 240) },
          ];
    let mileage = rnd.int(8_000, 40_000);
    const readings: Plan['readings'] = [];
    const services: Plan['services'] = [];
    for (
      let k = 0, daysAgo = rnd.int(300, 420);
      k < rnd.int(4, 8);
      k++, daysAgo -= rnd.int(30, 70)
    ) {
      mileage += rnd.int(600, 2_400);
      const at = Math.max(daysAgo, 1);
      readings.push({
        daysAgo: at,
        mileage,
        source: rnd.pick(['manual', 'manual', 'rental', 'inspection'] as const),
        by: memberIds.length && rnd.chance(0.8) ? rnd.pick(memberIds) : null,
      });
      if (k % 2 === 1) services.push({ daysAgo: at, pick: rnd.pick(SERVICES), mileage });
    }
    plans.push({
      vehicle: {
        shopId,
        vin: withVinCheckDigit(
          Array.from({ length: 17 }, () => rnd.pick(VIN_CHARS.split(''))).join(''),
        ),
        make,
        model,
        year,
        licensePlate: `${rnd.int(1, 9)}${Array.from({ length: 3 }, () => rnd.pick('ABCDEFGHJKLMNPRSTUVWXYZ'.split(''))).join('')}${rnd.int(100, 999)}`,
        locationId:
          locationIds.length && i % 10 !== 9 ? locationIds[i % locationIds.length]! : null,
        // Employees drive their own car; about a third of the loaners are lent out (assigned).
        primaryDriverId:
          (role === 'employee' || (role === 'loaner' && i % 3 === 0)) && memberIds.length
            ? memberIds[i % memberIds.length]!
            : null,
        currentValue: money(
          Math.max(4_000, value - (new Date().getFullYear() - year) * rnd.int(1_200, 2_000)),
        ),
        currentMileage: readings.at(-1)?.mileage ?? null,
        registrationExpiresOn: regs.length ? isoDay(regs.at(-1)!.offset) : null,
        isArchived: i === DEMO_FLEET_SIZE - 1 || i === DEMO_FLEET_SIZE - 2,
        archivedAt: i >= DEMO_FLEET_SIZE - 2 ? new Date() : null,
      },
      types: [role, ...extra],
      registrations: regs,
      readings,
      services,
    });
  }

  const inserted = await db
    .insert(vehicles)
    .values(plans.map((p) => p.vehicle))
    .onConflictDoNothing()
    .returning({ id: vehicles.id, vin: vehicles.vin });
  const idOf = new Map(inserted.map((v) => [v.vin, v.id]));
  const seeded = plans.flatMap((p) => {
    const id = idOf.get(p.vehicle.vin);
    return id === undefined ? [] : [{ ...p, id }];
  });
  const dateAgo = (days: number) => new Date(Date.now() - days * 86_400_000);

  await db
    .insert(vehicleVehicleTypes)
    .values(
      seeded.flatMap((p) =>
        p.types.map((t) => ({ shopId, vehicleId: p.id, vehicleTypeId: typeId(t) })),
      ),
    );
  const regRows = seeded.flatMap((p) =>
    p.registrations.map((r) => ({
      shopId,
      vehicleId: p.id,
      plateCost: money(r.cost),
      expirationDate: isoDay(r.offset),
      lastRenewed: isoDay(r.offset - 365),
    })),
  );
  if (regRows.length) await db.insert(registrations).values(regRows);
  await db.insert(mileageLogs).values(
    seeded.flatMap((p) =>
      p.readings.map((r) => ({
        shopId,
        vehicleId: p.id,
        mileage: r.mileage,
        source: r.source,
        notes: r.source === 'inspection' ? 'Odometer read at inspection' : '',
        dateRecorded: dateAgo(r.daysAgo),
        recordedBy: r.by,
      })),
    ),
  );
  const serviceRows = seeded.flatMap((p) =>
    p.services.map((s) => {
      const [serviceType, description, amount] = s.pick;
      const labor = Math.round(amount * 0.4);
      return {
        shopId,
        vehicleId: p.id,
        vendorId: vendorIds[(p.id + s.daysAgo) % vendorIds.length]!,
        serviceDate: isoDay(-s.daysAgo),
        serviceType,
        amount: money(amount),
        description,
        mileageAtService: s.mileage,
        partsCost: amount ? money(amount - labor) : null,
        laborCost: amount ? money(labor) : null,
        invoiceNumber: `INV-${p.id}-${s.daysAgo}`,
        nextServiceDate: serviceType === 'maintenance' ? isoDay(-s.daysAgo + 180) : null,
        nextServiceMileage: serviceType === 'maintenance' ? s.mileage + 5_000 : null,
      };
    }),
  );
  if (serviceRows.length) await db.insert(serviceRecords).values(serviceRows);
}

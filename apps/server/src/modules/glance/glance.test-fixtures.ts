import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/database/client';
import type { TestApp, TestShop } from '../../../test/helpers';
import { financingPayments, financingVehicles, financings } from '../financing';
import { insurancePolicies } from '../insurance';
import { loanAgreements, loanerCustomers } from '../loaners';
import { mileageLogs } from '../mileage';
import { registrations } from '../registrations';
import {
  maintenanceSchedules,
  maintenanceScheduleVehicles,
  serviceRecords,
  vendors,
} from '../service';
import { vehicles } from '../vehicles';

/**
 * Records of every kind on one vehicle, written straight to the tables on days counted from the
 * shop's today, so the summary's figures can be checked against what the test wrote.
 */
export function glanceFixtures(t: TestApp) {
  /** `YYYY-MM-DD`, `days` from the shop's today. */
  async function shopDay(shop: TestShop, days: number): Promise<string> {
    const [row] = await t.inShop(shop, async (db) =>
      rowsOf<{ d: string }>(
        await db.execute(sql`select to_char(current_date + ${days}::int, 'YYYY-MM-DD') as d`),
      ),
    );
    return row!.d;
  }

  const idOf = (shop: TestShop, vin: string) =>
    t.inShop(shop, async (db) => {
      const [row] = rowsOf<{ id: number }>(
        await db.execute(
          sql`select id from ${vehicles} where shop_id = ${shop.id} and vin = ${vin}`,
        ),
      );
      return row!.id;
    });

  async function addReadings(
    shop: TestShop,
    vin: string,
    readings: [day: string, miles: number][],
  ) {
    const vehicleId = await idOf(shop, vin);
    await t.inShop(shop, (db) =>
      db.insert(mileageLogs).values(
        readings.map(([day, mileage]) => ({
          shopId: shop.id,
          vehicleId,
          mileage,
          dateRecorded: sql`${day}::date + time '12:00'`,
        })),
      ),
    );
  }

  async function addServices(
    shop: TestShop,
    vin: string,
    services: [day: string, amount: string][],
  ) {
    const vehicleId = await idOf(shop, vin);
    await t.inShop(shop, async (db) => {
      const [vendor] = await db
        .insert(vendors)
        .values({ shopId: shop.id, name: 'Quick Lube', vendorType: 'vehicle_service' })
        .returning();
      await db.insert(serviceRecords).values(
        services.map(([serviceDate, amount]) => ({
          shopId: shop.id,
          vehicleId,
          vendorId: vendor!.id,
          serviceDate,
          serviceType: 'maintenance',
          amount,
          description: 'Oil and filter',
        })),
      );
    });
  }

  /** A loan over `vins` with its payments (each `[day, amount paid, late fee]`). */
  async function addLoan(
    shop: TestShop,
    vins: string[],
    payments: [day: string, amount: string, lateFee: string][],
    nextDueDate: string | null = null,
  ) {
    const ids = await Promise.all(vins.map((vin) => idOf(shop, vin)));
    return t.inShop(shop, async (db) => {
      const [loan] = await db
        .insert(financings)
        .values({
          shopId: shop.id,
          financingType: 'LOAN',
          monthlyPayment: '450.00',
          startDate: '2020-01-01',
          lenderName: 'First Bank',
          nextDueDate,
        })
        .returning();
      await db
        .insert(financingVehicles)
        .values(ids.map((vehicleId) => ({ shopId: shop.id, financingId: loan!.id, vehicleId })));
      if (payments.length)
        await db.insert(financingPayments).values(
          payments.map(([paymentDate, amountPaid, lateFee]) => ({
            shopId: shop.id,
            financingId: loan!.id,
            paymentDate,
            amountPaid,
            lateFee,
          })),
        );
      return loan!.id;
    });
  }

  async function addPolicy(
    shop: TestShop,
    vin: string,
    start: string,
    end: string,
    premium: string,
  ) {
    const vehicleId = await idOf(shop, vin);
    await t.inShop(shop, async (db) => {
      await db.insert(insurancePolicies).values({
        shopId: shop.id,
        vehicleId,
        insuranceCompany: 'Acme Mutual',
        policyNumber: 'P-1',
        vehiclePremium: premium,
        startDate: start,
        endDate: end,
      });
      await db.execute(
        sql`update ${vehicles} set insurance_ends_on = ${end}::date where id = ${vehicleId}`,
      );
    });
  }

  async function addRegistration(
    shop: TestShop,
    vin: string,
    renewed: string,
    expires: string,
    plateCost: string,
  ) {
    const vehicleId = await idOf(shop, vin);
    await t.inShop(shop, async (db) => {
      await db.insert(registrations).values({
        shopId: shop.id,
        vehicleId,
        plateCost,
        lastRenewed: renewed,
        expirationDate: expires,
      });
      await db.execute(
        sql`update ${vehicles} set registration_expires_on = ${expires}::date where id = ${vehicleId}`,
      );
    });
  }

  /** A schedule "every `days` days" last done on `lastDone`, refreshed as the service module does. */
  async function addSchedule(
    shop: TestShop,
    vin: string,
    name: string,
    lastDone: string,
    days: number,
    miles?: { every: number; lastDoneMileage: number },
  ) {
    const vehicleId = await idOf(shop, vin);
    await t.inShop(shop, async (db) => {
      const [schedule] = await db
        .insert(maintenanceSchedules)
        .values({
          shopId: shop.id,
          vehicleId,
          name,
          serviceType: 'maintenance',
          intervalDays: days,
          intervalMiles: miles?.every ?? null,
          lastDoneOn: lastDone,
          lastDoneMileage: miles?.lastDoneMileage ?? null,
        })
        .returning();
      // The vehicle's own schedule starts where it was last done (as the service module writes it).
      await db.insert(maintenanceScheduleVehicles).values({
        shopId: shop.id,
        scheduleId: schedule!.id,
        vehicleId,
        lastDoneOn: lastDone,
        lastDoneMileage: miles?.lastDoneMileage ?? null,
      });
      await db.execute(
        sql`select fleetdesk_maintenance_refresh(${shop.id}::int, array[${vehicleId}::int])`,
      );
    });
  }

  /** A loan agreement out on the vehicle, due back on `due`. */
  async function lendOut(shop: TestShop, vin: string, due: string) {
    const vehicleId = await idOf(shop, vin);
    return t.inShop(shop, async (db) => {
      const [customer] = await db
        .insert(loanerCustomers)
        .values({ shopId: shop.id, firstName: 'Dana', lastName: 'Driver' })
        .returning();
      const [agreement] = await db
        .insert(loanAgreements)
        .values({
          shopId: shop.id,
          number: 'LA-00042',
          status: 'out',
          vehicleId,
          customerId: customer!.id,
          repairOrderNumber: 'RO-1',
          startsAt: sql`${due}::date - 3`,
          dueAt: sql`${due}::date + time '17:00'`,
          checkedOutAt: sql`${due}::date - 3`,
          odometerOut: 100,
          dailyRate: '0.00',
          mileageAllowancePerDay: 150,
          excessMileageRate: '0.00',
          fuelRatePerEighth: '0.00',
        })
        .returning();
      return agreement!.id;
    });
  }

  return {
    shopDay,
    addReadings,
    addServices,
    addLoan,
    addPolicy,
    addRegistration,
    addSchedule,
    lendOut,
  };
}

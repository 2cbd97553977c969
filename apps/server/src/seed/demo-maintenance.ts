import { and, asc, eq, sql } from 'drizzle-orm';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import type { VehicleTypeName } from '@fleetdesk/contract/vehicles';
import type { ServiceType } from '@fleetdesk/contract/service';
import { inScope } from '../platform/tenancy';
import { shopToday } from '../platform/shop-day';
import type { Db } from '../platform/database/client';
import {
  maintenanceScheduleVehicles,
  maintenanceSchedules,
  refreshMaintenance,
  startMaintenanceSchedule,
} from '../modules/service';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from '../modules/vehicles';

type DemoSchedule = {
  type: VehicleTypeName;
  name: string;
  serviceType: ServiceType;
  intervalMiles: number | null;
  intervalDays: number | null;
};

/** Issue 26's demo: what a collision shop keeps each kind of vehicle on. */
const SCHEDULES: DemoSchedule[] = [
  {
    type: 'loaner',
    name: 'Oil change',
    serviceType: 'maintenance',
    intervalMiles: 5000,
    intervalDays: 182,
  },
  {
    type: 'loaner',
    name: 'Tire rotation',
    serviceType: 'tires',
    intervalMiles: 7500,
    intervalDays: null,
  },
  {
    type: 'employee',
    name: 'Oil change',
    serviceType: 'maintenance',
    intervalMiles: 5000,
    intervalDays: 182,
  },
  {
    type: 'employee',
    name: 'Safety inspection',
    serviceType: 'inspection',
    intervalMiles: null,
    intervalDays: 365,
  },
  {
    type: 'service',
    name: 'Oil change',
    serviceType: 'maintenance',
    intervalMiles: 3000,
    intervalDays: 90,
  },
  {
    type: 'service',
    name: 'Brake inspection',
    serviceType: 'inspection',
    intervalMiles: 12000,
    intervalDays: 180,
  },
  {
    type: 'general',
    name: 'Annual inspection',
    serviceType: 'inspection',
    intervalMiles: null,
    intervalDays: 365,
  },
];

/**
 * Schedules for each vehicle type, started 30 days ago at each vehicle's mileage, then a few
 * vehicles set back so the Due service list has overdue and due-soon work: two oil changes last
 * done 200 days ago and a brake inspection 12,300 miles ago (overdue), a tire rotation 7,300
 * miles ago (due soon). Shops that keep schedules already
 * are left alone.
 */
export async function seedDemoMaintenance(db: Db, shopIds: number[]): Promise<void> {
  for (const shopId of shopIds) {
    await inScope(db, { shopId, userId: null }, async (tx) => {
      const [existing] = await tx
        .select({ id: maintenanceSchedules.id })
        .from(maintenanceSchedules)
        .where(eq(maintenanceSchedules.shopId, shopId))
        .limit(1);
      if (existing) return;
      const today = await shopToday(tx);
      const types = await tx.select().from(vehicleTypes);
      const lastDoneOn = addDays(today, -30);
      const ids = new Map<string, number>();
      for (const s of SCHEDULES) {
        const typeId = types.find((t) => t.name === s.type)!.id;
        const [row] = await tx
          .insert(maintenanceSchedules)
          .values({
            shopId,
            vehicleTypeId: typeId,
            name: s.name,
            serviceType: s.serviceType,
            intervalMiles: s.intervalMiles,
            intervalDays: s.intervalDays,
            lastDoneOn,
          })
          .returning({ id: maintenanceSchedules.id });
        ids.set(`${s.type}:${s.name}`, row!.id);
        await startMaintenanceSchedule({ db: tx, shopId }, row!.id, {
          lastDoneOn,
          lastDoneMileage: null,
        });
      }
      const ofType = (name: VehicleTypeName) =>
        tx
          .select({ id: vehicles.id })
          .from(vehicles)
          .innerJoin(
            vehicleVehicleTypes,
            and(
              eq(vehicleVehicleTypes.shopId, vehicles.shopId),
              eq(vehicleVehicleTypes.vehicleId, vehicles.id),
            ),
          )
          .where(
            and(
              eq(vehicles.shopId, shopId),
              eq(vehicles.isArchived, false),
              eq(vehicleVehicleTypes.vehicleTypeId, types.find((t) => t.name === name)!.id),
            ),
          )
          .orderBy(asc(vehicles.id))
          .limit(2);
      const setBack = async (
        key: string,
        vehicleId: number | undefined,
        back: { days: number } | { miles: number },
      ) => {
        const scheduleId = ids.get(key);
        if (vehicleId === undefined || scheduleId === undefined) return;
        await tx
          .update(maintenanceScheduleVehicles)
          .set(
            'days' in back
              ? { lastDoneOn: addDays(today, -back.days) }
              : {
                  lastDoneMileage: sql`(select coalesce(current_mileage, ${back.miles}) - ${back.miles} from ${vehicles} where shop_id = ${shopId} and id = ${vehicleId})`,
                },
          )
          .where(
            and(
              eq(maintenanceScheduleVehicles.shopId, shopId),
              eq(maintenanceScheduleVehicles.scheduleId, scheduleId),
              eq(maintenanceScheduleVehicles.vehicleId, vehicleId),
            ),
          );
        await refreshMaintenance({ db: tx, shopId }, [vehicleId]);
      };
      const [loaner, otherLoaner] = await ofType('loaner');
      const [first, second] = await ofType('service');
      await setBack('loaner:Oil change', loaner?.id, { days: 200 });
      await setBack('service:Oil change', first?.id, { days: 200 });
      await setBack('service:Brake inspection', second?.id, { miles: 12_300 });
      await setBack('loaner:Tire rotation', otherLoaner?.id, { miles: 7_300 });
    });
  }
}

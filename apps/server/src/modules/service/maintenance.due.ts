import {
  MAINTENANCE_DUE_LIMIT,
  type MaintenanceDueItem,
  type MaintenanceDueQuery,
} from '@fleetdesk/contract/maintenance';
import type { ServiceType } from '@fleetdesk/contract/service';
import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { reachVehicle, vehicles, visibleVehicleRecords } from '../vehicles';
import { maintenanceScheduleVehicles as pairs, maintenanceSchedules } from './maintenance.tables';

const overdue = sql<boolean>`${pairs.overdueOn} <= current_date`;

/**
 * The due list (issue 26): every schedule on a vehicle that is overdue or due within 14 days or
 * 500 miles, read from the range of `maintenance_schedule_vehicles_due_idx` up to today (the first
 * day each is due is kept by migration 0029's refresh), overdue first, then the earliest due.
 */
export async function maintenanceDue(
  ctx: ShopContext,
  query: MaintenanceDueQuery,
  limit = MAINTENANCE_DUE_LIMIT,
): Promise<MaintenanceDueItem[]> {
  const where: (SQL | undefined)[] = [
    eq(pairs.shopId, ctx.shopId),
    eq(pairs.applies, true),
    sql`${pairs.soonOn} <= current_date`,
    visibleVehicleRecords(ctx, pairs.vehicleId),
  ];
  if (query.vehicle) where.push(eq(pairs.vehicleId, (await reachVehicle(ctx, query.vehicle)).id));
  if (query.state === 'overdue') where.push(overdue);
  if (query.state === 'due_soon')
    where.push(sql`(${pairs.overdueOn} is null or ${pairs.overdueOn} > current_date)`);
  const rows = await ctx.db
    .select({
      vehicle_vin: vehicles.vin,
      vehicle_description: vehicles.description,
      current_mileage: vehicles.currentMileage,
      schedule: maintenanceSchedules.id,
      name: maintenanceSchedules.name,
      service_type: maintenanceSchedules.serviceType,
      due_date: sql<string | null>`${pairs.dueDate}::text`,
      due_mileage: pairs.dueMileage,
      forecast_date: sql<string | null>`${pairs.forecastDate}::text`,
      overdue: sql<boolean>`coalesce(${overdue}, false)`,
    })
    .from(pairs)
    .innerJoin(
      maintenanceSchedules,
      and(
        eq(maintenanceSchedules.shopId, pairs.shopId),
        eq(maintenanceSchedules.id, pairs.scheduleId),
      ),
    )
    .innerJoin(vehicles, and(eq(vehicles.shopId, pairs.shopId), eq(vehicles.id, pairs.vehicleId)))
    .where(and(...where))
    .orderBy(
      sql`coalesce(${overdue}, false) desc`,
      sql`least(${pairs.dueDate}, ${pairs.forecastDate}) nulls last`,
      asc(vehicles.vin),
      asc(maintenanceSchedules.id),
    )
    .limit(limit);
  return rows.map(({ overdue: isOverdue, service_type, ...row }) => ({
    ...row,
    service_type: service_type as ServiceType,
    state: isOverdue ? 'overdue' : 'due_soon',
  }));
}

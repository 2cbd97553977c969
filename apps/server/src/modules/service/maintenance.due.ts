import {
  type DueMileageReason,
  MAINTENANCE_DUE_LIMIT,
  type MaintenanceDueItem,
  type MaintenanceDueQuery,
} from '@fleetdesk/contract/maintenance';
import type { ServiceType } from '@fleetdesk/contract/service';
import { and, asc, eq, isNotNull, isNull, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { reachVehicle, vehicles, visibleVehicleRecords } from '../vehicles';
import { maintenanceScheduleVehicles as pairs, maintenanceSchedules } from './maintenance.tables';

/** What a due item tells of its vehicle and schedule (both lists of maintenanceDue). */
const itemColumns = {
  vehicle_vin: vehicles.vin,
  vehicle_description: vehicles.description,
  current_mileage: vehicles.currentMileage,
  schedule: maintenanceSchedules.id,
  name: maintenanceSchedules.name,
  service_type: maintenanceSchedules.serviceType,
};

const overdue = sql<boolean>`${pairs.overdueOn} <= current_date`;

/**
 * The due list (issue 26): every schedule on a vehicle that is overdue or due within 14 days or
 * 500 miles (the first day each is due is kept by migration 0028's refresh), the most urgent first:
 * past its due mileage, then by the earlier of due date and forecast (`rank_on`).
 */
export async function maintenanceDue(
  ctx: ShopContext,
  query: MaintenanceDueQuery,
  limit = MAINTENANCE_DUE_LIMIT,
): Promise<MaintenanceDueItem[]> {
  const scope: (SQL | undefined)[] = [visibleVehicleRecords(ctx, pairs.vehicleId)];
  if (query.vehicle) scope.push(eq(pairs.vehicleId, (await reachVehicle(ctx, query.vehicle)).id));
  const where: (SQL | undefined)[] = [
    eq(pairs.shopId, ctx.shopId),
    eq(pairs.applies, true),
    sql`${pairs.soonOn} <= current_date`,
    ...scope,
  ];
  if (query.state === 'overdue') where.push(overdue);
  if (query.state === 'due_soon')
    where.push(sql`(${pairs.overdueOn} is null or ${pairs.overdueOn} > current_date)`);
  // The first `limit` of the pairs alone (the rank index's order), then their vehicles and
  // schedules: a vehicle is read for each item sent, not for everything due.
  const first = ctx.db.$with('first').as(
    ctx.db
      .select({
        scheduleId: sql<number>`${pairs.scheduleId}`.as('due_schedule'),
        vehicleId: sql<number>`${pairs.vehicleId}`.as('due_vehicle'),
        rankOn: sql<string | null>`${pairs.rankOn}`.as('due_rank'),
        dueDate: sql<string | null>`${pairs.dueDate}::text`.as('due_date'),
        dueMileage: sql<number | null>`${pairs.dueMileage}`.as('due_mileage'),
        forecastDate: sql<string | null>`${pairs.forecastDate}::text`.as('forecast_date'),
        overdue: sql<boolean>`coalesce(${overdue}, false)`.as('overdue'),
      })
      .from(pairs)
      .where(and(...where))
      .orderBy(asc(pairs.rankOn), asc(pairs.vehicleId), asc(pairs.scheduleId))
      .limit(limit),
  );
  const due = await ctx.db
    .with(first)
    .select({
      ...itemColumns,
      due_date: first.dueDate,
      due_mileage: first.dueMileage,
      forecast_date: first.forecastDate,
      overdue: first.overdue,
      reason: reasonOf(first.dueMileage),
    })
    .from(first)
    .innerJoin(
      maintenanceSchedules,
      and(
        eq(maintenanceSchedules.shopId, ctx.shopId),
        eq(maintenanceSchedules.id, first.scheduleId),
      ),
    )
    .innerJoin(vehicles, and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, first.vehicleId)))
    .orderBy(sql`${first.rankOn} nulls last`, asc(first.vehicleId), asc(first.scheduleId));
  const items = due.map(({ overdue: isOverdue, service_type, ...row }) => ({
    ...row,
    service_type: service_type as ServiceType,
    state: isOverdue ? ('overdue' as const) : ('due_soon' as const),
  }));
  if (query.state || items.length >= limit) return items;
  return [...items, ...(await mileageUnknown(ctx, scope, limit - items.length))];
}

/**
 * Why a mile interval's due mileage is unknown (issue 34 §1): no reading on the vehicle, or none
 * when the schedule started on it (no mileage it was last done at). Null when it is known.
 */
const reasonOf = (dueMileage: SQLWrapper) => sql<DueMileageReason | null>`case
  when ${maintenanceSchedules.intervalMiles} is null or ${dueMileage} is not null then null
  when ${vehicles.currentMileage} is null then 'no_mileage_reading'
  else 'no_starting_mileage' end`;

/**
 * After what is due, the schedules with a mile interval whose due mileage cannot be computed yet
 * and that are not due by date: each says why (`reason`), so a missing reading is not silence.
 */
async function mileageUnknown(
  ctx: ShopContext,
  scope: (SQL | undefined)[],
  limit: number,
): Promise<MaintenanceDueItem[]> {
  const rows = await ctx.db
    .select({
      ...itemColumns,
      due_date: sql<string | null>`${pairs.dueDate}::text`,
      forecast_date: sql<string | null>`${pairs.forecastDate}::text`,
      reason: reasonOf(pairs.dueMileage),
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
    .where(
      and(
        eq(pairs.shopId, ctx.shopId),
        eq(pairs.applies, true),
        ...scope,
        isNotNull(maintenanceSchedules.intervalMiles),
        isNull(pairs.dueMileage),
        sql`(${pairs.soonOn} is null or ${pairs.soonOn} > current_date)`,
      ),
    )
    .orderBy(asc(pairs.vehicleId), asc(pairs.scheduleId))
    .limit(limit);
  return rows.map(({ service_type, reason, ...row }) => ({
    ...row,
    service_type: service_type as ServiceType,
    due_mileage: null,
    state: 'mileage_unknown',
    reason,
  }));
}

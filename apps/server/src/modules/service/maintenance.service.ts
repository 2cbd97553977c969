import {
  MAINTENANCE_MESSAGES,
  type MaintenanceSchedule,
  type maintenanceScheduleCreateSchema,
  type maintenanceSchedulePatchSchema,
} from '@fleetdesk/contract/maintenance';
import {
  forecastDate,
  maintenanceState,
  mileageTrend,
  nextDue,
  type Reading,
} from '@fleetdesk/contract/rules/maintenance-due';
import type { z } from 'zod';
import { fieldError, notFound } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { shopToday } from '../../platform/shop-day';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { NO_DUE, presentSchedule, type Due, type Progress } from './maintenance.presenter';
import * as repo from './maintenance.repository';
import { findVendor } from './vendors.repository';

/** The next due of a schedule on a vehicle, by the contract's rules, from its readings. */
function dueOnVehicle(
  row: Pick<repo.ScheduleRow, 'intervalDays' | 'intervalMiles'>,
  done: Progress,
  vehicle: { currentMileage: number | null; readings: readonly Reading[] },
  today: string,
): Due {
  const { dueDate, dueMileage } = nextDue({
    ...done,
    intervalDays: row.intervalDays,
    intervalMiles: row.intervalMiles,
  });
  const forecast = forecastDate(mileageTrend(vehicle.readings), dueMileage);
  return {
    next_due_date: dueDate,
    next_due_mileage: dueMileage,
    forecast_date: forecast,
    state: maintenanceState(
      { dueDate, dueMileage, forecastDate: forecast },
      vehicle.currentMileage,
      today,
    ),
  };
}

/**
 * With a vehicle: the schedules it keeps (its own, and its types' it does not override), each
 * with its last done and next due there. Without: the shop's schedules; a type's has no next due
 * of its own.
 */
export async function listSchedules(
  ctx: ShopContext,
  query: { vehicle?: string },
): Promise<MaintenanceSchedule[]> {
  const today = await shopToday(ctx.db);
  if (query.vehicle) {
    const vehicle = await reachVehicle(ctx, query.vehicle);
    const rows = await repo.schedulesOfVehicle(ctx, vehicle.id);
    const readings = await repo.readingsOf(ctx, vehicle.id);
    return rows.map((row) => {
      const done = { lastDoneOn: row.pairDoneOn, lastDoneMileage: row.pairDoneMileage };
      const due = dueOnVehicle(
        row,
        done,
        { currentMileage: vehicle.currentMileage, readings },
        today,
      );
      return presentSchedule(row, done, due);
    });
  }
  const rows = await repo.schedulesOfShop(ctx);
  return rows.map((row) => {
    if (row.vehicleId === null || row.pairDoneOn === null) return presentSchedule(row, row, NO_DUE);
    const due = {
      dueDate: row.dueDate,
      dueMileage: row.dueMileage,
      forecastDate: row.forecastDate,
    };
    return presentSchedule(
      row,
      { lastDoneOn: row.pairDoneOn, lastDoneMileage: row.pairDoneMileage },
      {
        next_due_date: due.dueDate,
        next_due_mileage: due.dueMileage,
        forecast_date: due.forecastDate,
        state: maintenanceState(due, row.currentMileage, today),
      },
    );
  });
}

type Create = z.output<typeof maintenanceScheduleCreateSchema>;
type Patch = z.output<typeof maintenanceSchedulePatchSchema>;

async function checkVendor(ctx: ShopContext, vendorId: number | null) {
  if (vendorId !== null && !(await findVendor(ctx, vendorId)))
    throw fieldError('vendor_id', MAINTENANCE_MESSAGES.vendorInvalid);
}

/** One schedule as the list shows it: on its vehicle, or a type's without a next due. */
async function scheduleReply(ctx: ShopContext, id: number): Promise<MaintenanceSchedule> {
  const row = (await repo.findSchedule(ctx, id))!;
  if (row.vehicle === null) return presentSchedule(row, row, NO_DUE);
  const [own] = (await listSchedules(ctx, { vehicle: row.vehicle })).filter((s) => s.id === id);
  return own ?? presentSchedule(row, row, NO_DUE);
}

/**
 * A new schedule, started on its vehicle (today and the vehicle's current mileage unless given)
 * or on every vehicle of its type (each at its own mileage unless one is given).
 */
export async function createSchedule(ctx: ShopContext, body: Create) {
  return inTransaction(ctx, async (tx) => {
    await checkVendor(tx, body.vendor_id);
    const lastDoneOn = body.last_done_on ?? (await shopToday(tx.db));
    let target: { vehicleId: number } | { vehicleTypeId: number };
    let lastDoneMileage = body.last_done_mileage;
    if (body.vehicle) {
      const vehicle = await reachVehicle(tx, body.vehicle, { forUpdate: true });
      target = { vehicleId: vehicle.id };
      lastDoneMileage ??= vehicle.currentMileage;
    } else {
      const typeId = await repo.vehicleTypeIdOf(tx.db, body.vehicle_type!);
      if (typeId === null)
        throw fieldError('vehicle_type', MAINTENANCE_MESSAGES.vehicleTypeInvalid);
      target = { vehicleTypeId: typeId };
    }
    const id = await repo.insertSchedule(tx, target, {
      name: body.name,
      serviceType: body.service_type,
      intervalMiles: body.interval_miles,
      intervalDays: body.interval_days,
      vendorId: body.vendor_id,
      lastDoneOn,
      lastDoneMileage,
    });
    await startSchedule(tx, id, { lastDoneOn, lastDoneMileage });
    const created = await scheduleReply(tx, id);
    await recordAudit(tx, {
      entity: 'maintenance_schedule',
      entityId: id,
      action: 'create',
      vehicleIds: 'vehicleId' in target ? [target.vehicleId] : [],
      after: created,
    });
    return created;
  });
}

/**
 * Starts a schedule on its vehicles from when it was last done (a type's on each vehicle of the
 * type, at `lastDoneMileage` or each one's own) and works out what is due on them.
 */
export async function startSchedule(
  scope: Pick<ShopContext, 'db' | 'shopId'>,
  id: number,
  from: { lastDoneOn: string; lastDoneMileage: number | null },
) {
  await repo.startSchedule(scope, id, from);
  await repo.refreshVehicles(scope, await repo.vehiclesOfSchedule(scope, id));
}

/** Works out again what is due on these vehicles (after their schedules' progress is set apart). */
export async function refreshMaintenance(scope: Pick<ShopContext, 'db' | 'shopId'>, ids: number[]) {
  await repo.refreshVehicles(scope, ids);
}

/** The schedule, if this member may see it (a vehicle schedule of a hidden vehicle is a 404). */
/**
 * A vehicle's own schedule shows in its History; a type's, on every vehicle of the type, only in
 * the shop's activity (a link per vehicle would grow with the fleet).
 */
const ofOneVehicle = (target: { vehicleId?: number | null }) =>
  target.vehicleId == null ? [] : [target.vehicleId];

async function reachSchedule(ctx: ShopContext, id: number) {
  const row = await repo.findSchedule(ctx, id);
  if (!row) throw notFound(MAINTENANCE_MESSAGES.notFound);
  if (row.vehicleId !== null)
    await reachVehicle(ctx, { id: row.vehicleId }, { message: MAINTENANCE_MESSAGES.notFound });
  return row;
}

/**
 * Changes a schedule. A new last done restarts it on its vehicles (a type's on each, at the
 * given mileage or each vehicle's own); every vehicle it is on is worked out again.
 */
export async function updateSchedule(ctx: ShopContext, id: number, patch: Patch) {
  return inTransaction(ctx, async (tx) => {
    const row = await reachSchedule(tx, id);
    const before = await scheduleReply(tx, id);
    const next = {
      name: patch.name ?? row.name,
      serviceType: patch.service_type ?? row.serviceType,
      intervalMiles: patch.interval_miles === undefined ? row.intervalMiles : patch.interval_miles,
      intervalDays: patch.interval_days === undefined ? row.intervalDays : patch.interval_days,
      vendorId: patch.vendor_id === undefined ? row.vendorId : patch.vendor_id,
      lastDoneOn: patch.last_done_on ?? row.lastDoneOn,
      lastDoneMileage:
        patch.last_done_mileage === undefined ? row.lastDoneMileage : patch.last_done_mileage,
    };
    if (next.intervalMiles === null && next.intervalDays === null)
      throw fieldError('interval_miles', MAINTENANCE_MESSAGES.intervalRequired);
    if (patch.vendor_id !== undefined) await checkVendor(tx, next.vendorId);
    await repo.updateSchedule(tx, id, next);
    if (patch.last_done_on !== undefined || patch.last_done_mileage !== undefined)
      await repo.startSchedule(tx, id, next);
    await repo.refreshVehicles(tx, await repo.vehiclesOfSchedule(tx, id));
    const after = await scheduleReply(tx, id);
    await recordAudit(tx, {
      entity: 'maintenance_schedule',
      entityId: id,
      action: 'update',
      before,
      after,
      vehicleIds: ofOneVehicle(row),
    });
    return after;
  });
}

/** Deletes a schedule; a type's schedule it overrode applies to its vehicle again. */
export async function deleteSchedule(ctx: ShopContext, id: number) {
  await inTransaction(ctx, async (tx) => {
    const row = await reachSchedule(tx, id);
    const before = await scheduleReply(tx, id);
    const vehicleIds = await repo.vehiclesOfSchedule(tx, id);
    await repo.deleteSchedule(tx, id);
    await repo.refreshVehicles(tx, vehicleIds);
    await recordAudit(tx, {
      entity: 'maintenance_schedule',
      entityId: id,
      action: 'delete',
      before,
      vehicleIds: ofOneVehicle(row),
    });
  });
}

/**
 * A service record closes the schedules it names on its vehicle (each starts again from the
 * record's date and mileage); naming one the vehicle does not keep is a 400 on `schedules`.
 */
export async function closeSchedulesByRecord(
  ctx: ShopContext,
  vehicleId: number,
  ids: readonly number[],
  done: { on: string; mileage: number | null },
) {
  const wanted = [...new Set(ids)];
  if (wanted.length === 0) return;
  const closed = await repo.closeSchedules(ctx, vehicleId, wanted, done);
  if (closed.length !== wanted.length)
    throw fieldError('schedules', MAINTENANCE_MESSAGES.scheduleNotOfVehicle);
  await repo.refreshVehicles(ctx, [vehicleId]);
}

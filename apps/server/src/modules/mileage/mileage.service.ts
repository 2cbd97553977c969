import {
  type MileageLog,
  type MileageLogListQuery,
  type MileageSource,
  type mileageLogCreateSchema,
} from '@fleetdesk/contract/mileage';
import type { z } from 'zod';
import type { SQL } from 'drizzle-orm';
import { fieldError } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { insertRows } from '../../platform/database/insert-rows';
import { recordEvent } from '../../platform/events';
import { recordAudit } from '../audit';
import { pageWindow } from '../../platform/pagination';
import {
  recordCurrentMileage,
  recordCurrentMileages,
  type VehicleRef,
  reachVehicle,
} from '../vehicles';
import { fitOfReading, readingMoment } from './mileage.dating';
import { presentMileageLog } from './mileage.presenter';
import * as repo from './mileage.repository';
import { mileageLogs } from './mileage.tables';

/** What an imported vehicle's first reading says of itself. */
export const IMPORTED_READING_NOTE = 'Fleet import';

/**
 * Writes a reading, with its audit row, and makes it the vehicle's current mileage when it is the
 * newest (a reading dated earlier is history: `newest` false). Call inside a transaction that has
 * locked the vehicle (findVehicleRef forUpdate).
 */
export async function recordReading(
  tx: ShopContext,
  vehicle: VehicleRef,
  reading: { mileage: number; source: MileageSource; notes: string; isCorrection: boolean },
  dated: { at?: SQL; newest: boolean } = { newest: true },
): Promise<MileageLog> {
  const id = await repo.insertMileageLog(tx, {
    ...reading,
    vehicleId: vehicle.id,
    recordedBy: tx.userId,
    dateRecorded: dated.at,
  });
  if (dated.newest) await recordCurrentMileage(tx, vehicle.id, reading.mileage);
  const created = presentMileageLog((await repo.findMileageLog(tx, id))!);
  await recordAudit(tx, {
    entity: 'mileage_log',
    entityId: id,
    action: 'create',
    vehicleIds: [vehicle.id],
    after: { ...created, previous_mileage: vehicle.currentMileage },
  });
  await recordEvent(tx, 'mileage.recorded', { vin: vehicle.vin, record: created });
  return created;
}

/**
 * The first readings of vehicles a fleet import creates (their `current_mileage` is written with
 * them), a thousand a statement; dated now, by the importing member.
 */
export async function recordImportedReadings(
  tx: ShopContext,
  readings: readonly { vehicleId: number; mileage: number }[],
): Promise<void> {
  await insertRows(
    tx.db,
    mileageLogs,
    readings.map((r) => ({
      shopId: tx.shopId,
      vehicleId: r.vehicleId,
      mileage: r.mileage,
      source: 'manual',
      notes: IMPORTED_READING_NOTE,
      recordedBy: tx.userId,
    })),
  );
}

/**
 * Readings of many fills at once (a fuel-card import): each dated at noon of its day on the
 * shop's clock, by the importing member; a vehicle's current mileage rises to its highest new
 * reading when that is above it. Card odometers are kept as typed: history, not refused.
 */
export async function recordDatedReadings(
  tx: ShopContext,
  readings: readonly { vehicle: VehicleRef; mileage: number; day: string }[],
  notes: string,
): Promise<void> {
  if (readings.length === 0) return;
  await repo.insertDatedReadings(
    tx,
    readings.map((r) => ({ vehicleId: r.vehicle.id, mileage: r.mileage, day: r.day })),
    notes,
  );
  const highest = new Map<number, { vehicle: VehicleRef; mileage: number }>();
  for (const r of readings) {
    const seen = highest.get(r.vehicle.id);
    if (!seen || r.mileage > seen.mileage) highest.set(r.vehicle.id, r);
  }
  await recordCurrentMileages(
    tx,
    [...highest.values()]
      .filter(
        ({ vehicle, mileage }) =>
          vehicle.currentMileage === null || mileage > vehicle.currentMileage,
      )
      .map(({ vehicle, mileage }) => ({ vehicleId: vehicle.id, mileage })),
  );
}

export async function listMileageLogs(ctx: ShopContext, query: MileageLogListQuery) {
  let vehicleId: number | undefined;
  if (query.vehicle) {
    vehicleId = (await reachVehicle(ctx, query.vehicle)).id;
  }
  const { count, results } = await repo.listMileageLogs(ctx, { vehicleId, ...pageWindow(query) });
  return { count, results: results.map(presentMileageLog) };
}

export async function createMileageLog(
  ctx: ShopContext,
  body: z.output<typeof mileageLogCreateSchema>,
): Promise<MileageLog> {
  return inTransaction(ctx, async (tx) => {
    const vehicle = await reachVehicle(tx, body.vehicle, { forUpdate: true });
    const moment = readingMoment(tx, body.date_recorded);
    const { misfit, newest } = await fitOfReading(tx, vehicle, body.mileage, moment);
    if (misfit !== null && !body.is_correction) throw fieldError('mileage', misfit);
    return recordReading(
      tx,
      vehicle,
      {
        mileage: body.mileage,
        source: body.source,
        notes: body.notes,
        isCorrection: misfit !== null,
      },
      { at: moment.at, newest },
    );
  });
}

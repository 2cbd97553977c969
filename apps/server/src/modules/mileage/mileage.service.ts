import {
  MILEAGE_MESSAGES,
  type MileageLog,
  type MileageLogListQuery,
  type MileageSource,
  type mileageLogCreateSchema,
} from '@fleetdesk/contract/mileage';
import type { z } from 'zod';
import { fieldError } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { pageWindow } from '../../platform/pagination';
import { recordCurrentMileage, type VehicleRef, reachVehicle } from '../vehicles';
import { presentMileageLog } from './mileage.presenter';
import * as repo from './mileage.repository';

/** A reading below the current mileage needs the user's confirmation (odometer replaced, earlier slip). */
export function isLowerReading(
  vehicle: Pick<VehicleRef, 'currentMileage'>,
  mileage: number,
): boolean {
  return vehicle.currentMileage !== null && mileage < vehicle.currentMileage;
}

/**
 * Writes a reading and makes it the vehicle's current mileage (it is the newest entry), with its
 * audit row. Call inside a transaction that has locked the vehicle (findVehicleRef forUpdate).
 */
export async function recordReading(
  tx: ShopContext,
  vehicle: VehicleRef,
  reading: { mileage: number; source: MileageSource; notes: string; isCorrection: boolean },
): Promise<MileageLog> {
  const id = await repo.insertMileageLog(tx, {
    ...reading,
    vehicleId: vehicle.id,
    recordedBy: tx.userId,
  });
  await recordCurrentMileage(tx, vehicle.id, reading.mileage);
  const created = presentMileageLog((await repo.findMileageLog(tx, id))!);
  await recordAudit(tx, {
    entity: 'mileage_log',
    entityId: id,
    action: 'create',
    vehicleIds: [vehicle.id],
    after: { ...created, previous_mileage: vehicle.currentMileage },
  });
  return created;
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
    if (isLowerReading(vehicle, body.mileage) && !body.is_correction) {
      throw fieldError(
        'mileage',
        MILEAGE_MESSAGES.lowerReading(body.mileage, vehicle.currentMileage!),
      );
    }
    return recordReading(tx, vehicle, {
      mileage: body.mileage,
      source: body.source,
      notes: body.notes,
      isCorrection: isLowerReading(vehicle, body.mileage),
    });
  });
}

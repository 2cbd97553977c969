import { VEHICLE_MESSAGES, type VehicleDetail } from '@fleetdesk/contract/vehicles';
import { conflict, notFound } from '../../platform/errors';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { recordEvent } from '../../platform/events';
import { recordAudit } from '../audit';
import { reachVehicle } from './vehicle-access';
import { archiveFacts, archiveRefusal } from './vehicles.archive-rule';
import { buildDetail, type VehicleDeps } from './vehicles.detail.service';
import * as detailRepo from './vehicles.detail.repository';
import * as repo from './vehicles.repository';

/** Archiving and unarchiving: whether a vehicle may be archived is decided here only. */

async function setArchived(
  ctx: ShopContext,
  deps: VehicleDeps,
  vin: string,
  archive: boolean,
): Promise<VehicleDetail> {
  await inTransaction(ctx, async (tx) => {
    await reachVehicle(tx, vin, { forUpdate: true });
    const core = await detailRepo.findVehicleCore(tx, vin);
    if (!core) throw notFound(VEHICLE_MESSAGES.notFound);
    const refusal = archive
      ? archiveRefusal(await archiveFacts(tx, core, deps.archiveBlockers))
      : core.is_archived
        ? null
        : VEHICLE_MESSAGES.notArchived;
    if (refusal) throw conflict(refusal);
    const before = await repo.vehicleSnapshot(tx, core.id);
    await repo.setArchived(tx, [core.id], archive);
    const after = await repo.vehicleSnapshot(tx, core.id);
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: core.id,
      action: archive ? 'archive' : 'unarchive',
      vehicleIds: [core.id],
      before,
      after,
    });
    await recordEvent(tx, archive ? 'vehicle.archived' : 'vehicle.unarchived', {
      vin,
      record: after,
    });
  });
  const core = await detailRepo.findVehicleCore(ctx, vin);
  if (!core) throw notFound(VEHICLE_MESSAGES.notFound);
  return buildDetail(ctx, deps, core);
}

export const archiveVehicle = (ctx: ShopContext, deps: VehicleDeps, vin: string) =>
  setArchived(ctx, deps, vin, true);
export const unarchiveVehicle = (ctx: ShopContext, deps: VehicleDeps, vin: string) =>
  setArchived(ctx, deps, vin, false);

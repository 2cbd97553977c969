import { VEHICLE_MESSAGES, type VehicleDetail } from '@fleetdesk/contract/vehicles';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { isHidden } from './vehicle-access';
import { archiveFacts, canBeArchived, type ArchiveBlocker } from './vehicles.archive-rule';
import * as detailRepo from './vehicles.detail.repository';

/** The parts of the vehicle detail that the record modules fill. */
export type VehicleDetailParts = Pick<
  VehicleDetail,
  | 'registrations'
  | 'insurance_policies'
  | 'recent_mileage_logs'
  | 'recent_service_records'
  | 'mileage_log_count'
  | 'service_record_count'
  | 'has_active_loan'
  | 'has_active_lease'
>;

/** The vehicle a section reads for. */
export type DetailVehicle = Pick<detailRepo.VehicleCore, 'id' | 'vin' | 'description'>;

/**
 * One record module's part of the detail (registrations, insurance, mileage, service...). The
 * record modules depend on vehicles and hand their sections in at the composition root
 * (modules/index.ts), so the core never reaches into them (docs/architecture.md). A section
 * returns nothing for a user who may not see its records.
 */
export type VehicleDetailSection = (
  ctx: ShopContext,
  vehicle: DetailVehicle,
  deps: Pick<AppDeps, 'config'>,
) => Promise<Partial<VehicleDetailParts>>;

export type VehicleDeps = Pick<AppDeps, 'config'> & {
  detailSections: readonly VehicleDetailSection[];
  archiveBlockers?: readonly ArchiveBlocker[];
};

const NOTHING_RELATED: VehicleDetailParts = {
  registrations: [],
  insurance_policies: [],
  recent_mileage_logs: [],
  recent_service_records: [],
  mileage_log_count: 0,
  service_record_count: 0,
  has_active_loan: false,
  has_active_lease: false,
};

/** How many recent mileage logs and service records the detail carries. */
export const RECENT_LIMIT = 10;

/**
 * The full detail. A vehicle just created has no related rows yet (`isNew`), so the sections
 * are not asked.
 */
export async function buildDetail(
  ctx: ShopContext,
  deps: VehicleDeps,
  core: detailRepo.VehicleCore,
  opts: { isNew?: boolean } = {},
): Promise<VehicleDetail> {
  let parts = NOTHING_RELATED;
  if (!opts.isNew) {
    // One section at a time: a detail holds one pooled connection, not several, under load.
    for (const section of deps.detailSections)
      parts = { ...parts, ...(await section(ctx, core, deps)) };
  }
  const facts = await archiveFacts(ctx, core, deps.archiveBlockers);
  const { id: _id, ...fields } = core;
  return {
    ...fields,
    can_be_archived: canBeArchived(facts),
    ...parts,
  };
}

/** Archived vehicles are shown only to users who may view archived vehicles. */
export async function findVisible(ctx: ShopContext, vin: string): Promise<detailRepo.VehicleCore> {
  const core = await detailRepo.findVehicleCore(ctx, vin);
  if (!core || isHidden(ctx, { isArchived: core.is_archived }))
    throw notFound(VEHICLE_MESSAGES.notFound);
  return core;
}

export async function getVehicle(
  ctx: ShopContext,
  deps: VehicleDeps,
  vin: string,
): Promise<VehicleDetail> {
  return buildDetail(ctx, deps, await findVisible(ctx, vin));
}

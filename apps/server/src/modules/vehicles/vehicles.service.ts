import type { FieldErrors } from '@fleetdesk/contract/common';
import {
  VEHICLE_MESSAGES,
  type VehicleDetail,
  type VehicleListItem,
  type VehicleListQuery,
  type VehicleType,
  type VehicleUpdateValues,
  type VehicleValues,
} from '@fleetdesk/contract/vehicles';
import { VEHICLE_STATUSES } from '@fleetdesk/contract/rules/vehicle-status';
import type { AppDeps } from '../../platform/deps';
import { conflict, fieldErrors, forbidden, notFound } from '../../platform/errors';
import { can, inTransaction, type ShopContext } from '../../platform/request-context';
import { isHidden, reachVehicle } from './vehicle-access';
import { recordAudit } from '../audit/audit.service';
import { listDocumentsForPolicy } from '../documents/documents.service';
import * as mileageRepo from '../mileage/mileage.repository';
import { present as presentRegistration } from '../registrations/registrations.service';
import * as registrationsRepo from '../registrations/registrations.repository';
import * as serviceRepo from '../service/service.repository';
import * as detailRepo from './vehicles.detail.repository';
import { pageWindow } from '../../platform/pagination';
import { pageAcrossGroups } from './vehicles.status-page';
import * as repo from './vehicles.repository';

export type VehicleDeps = Pick<AppDeps, 'config'>;

/** How many recent mileage logs and service records the detail carries. */
export const RECENT_LIMIT = 10;

// Archiving ---------------------------------------------------------------------

/**
 * What decides whether a vehicle may be archived. An active financing will add a fact
 * here (and a reason in archiveRefusal) once financing exists.
 */
export type ArchiveFacts = { isArchived: boolean };

async function archiveFacts(
  _ctx: ShopContext,
  vehicle: Pick<detailRepo.VehicleCore, 'id' | 'is_archived'>,
): Promise<ArchiveFacts> {
  return { isArchived: vehicle.is_archived };
}

/** Why the vehicle cannot be archived now, or null when it can: the one place this is decided. */
export function archiveRefusal(facts: ArchiveFacts): string | null {
  if (facts.isArchived) return VEHICLE_MESSAGES.alreadyArchived;
  return null;
}

export const canBeArchived = (facts: ArchiveFacts) => archiveRefusal(facts) === null;

// Reading -----------------------------------------------------------------------

export async function listVehicleTypes(ctx: ShopContext): Promise<VehicleType[]> {
  return repo.listVehicleTypes(ctx);
}

export async function listVehicles(
  ctx: ShopContext,
  query: VehicleListQuery,
): Promise<{ count: number; results: VehicleListItem[] }> {
  if (query.archived && !can(ctx, 'canViewArchived'))
    throw forbidden(VEHICLE_MESSAGES.archivedNotAllowed);
  const filter: repo.VehicleListFilter = {
    archived: query.archived,
    locationId: query.location,
    typeNames: query.types,
    search: query.search,
    ordering: query.ordering,
    ...pageWindow(query),
  };
  // The page and its types are read while the count runs beside them.
  const withTypes = async (page: ReturnType<typeof repo.listVehiclePage>) => {
    const rows = await page;
    const types = await repo.typesOfVehicles(
      ctx,
      rows.map((r) => r.id),
    );
    return rows.map(({ id, ...row }) => ({ ...row, vehicle_types: types.get(id) ?? [] }));
  };
  const [count, results] = await Promise.all([
    countBeside(ctx, filter),
    withTypes(
      query.ordering.endsWith('status')
        ? statusOrderedPage(ctx, filter)
        : repo.listVehiclePage(ctx, filter),
    ),
  ]);
  return { count, results };
}

/** The count runs beside the page read (another connection where there is one). */
const countBeside = (ctx: ShopContext, filter: repo.VehicleListFilter) =>
  ctx.alongside((db) => repo.countVehicles({ ...ctx, db }, filter));

/** A page in status order, read group by group (see pageAcrossGroups). */
function statusOrderedPage(ctx: ShopContext, filter: repo.VehicleListFilter) {
  const ranks = VEHICLE_STATUSES.map((_, rank) => rank);
  if (filter.ordering.startsWith('-')) ranks.reverse();
  return pageAcrossGroups(ranks, filter.offset, filter.limit, {
    page: (rank, offset, limit) =>
      repo.listVehiclePage(ctx, { ...filter, offset, limit }, { statusRank: rank }),
    sizeUpTo: (rank, cap) => repo.countStatusGroupUpTo(ctx, filter, rank, cap),
  });
}

/**
 * The full detail; each related list is filled only for a user allowed to see it. A vehicle
 * just created has no related rows yet (`isNew`), so those queries are skipped.
 */
async function buildDetail(
  ctx: ShopContext,
  deps: VehicleDeps,
  core: detailRepo.VehicleCore,
  opts: { isNew?: boolean } = {},
): Promise<VehicleDetail> {
  const related = !opts.isNew;
  const seesInsurance = related && (can(ctx, 'canViewInsurance') || can(ctx, 'canViewFinancial'));
  const seesMileage = related && can(ctx, 'canViewMileage');
  const seesService = related && can(ctx, 'canViewService');
  // One query at a time: a detail holds one pooled connection, not several, under load.
  const registrations = related ? await registrationsRepo.listForVehicle(ctx, core.id) : [];
  const policies = seesInsurance ? await detailRepo.insurancePoliciesOf(ctx, core) : [];
  const mileage = seesMileage ? await mileageRepo.recentForVehicle(ctx, core.id, RECENT_LIMIT) : [];
  const service = seesService ? await serviceRepo.recentForVehicle(ctx, core.id, RECENT_LIMIT) : [];
  const facts = await archiveFacts(ctx, core);
  const { id: _id, ...fields } = core;
  return {
    ...fields,
    can_be_archived: canBeArchived(facts),
    // Financing does not exist yet; it will set these from active loans and leases.
    has_active_loan: false,
    has_active_lease: false,
    registrations: await Promise.all(registrations.map((r) => presentRegistration(ctx, deps, r))),
    insurance_policies: await Promise.all(
      policies.map(async (p) => ({
        ...p,
        documents: can(ctx, 'canViewDocuments')
          ? await listDocumentsForPolicy(ctx, deps.config, p.id)
          : [],
      })),
    ),
    recent_mileage_logs: mileage,
    recent_service_records: service,
    mileage_log_count: seesMileage ? core.mileage_log_count : 0,
    service_record_count: seesService ? core.service_record_count : 0,
  };
}

/** Archived vehicles are shown only to users who may view archived vehicles. */
async function findVisible(ctx: ShopContext, vin: string): Promise<detailRepo.VehicleCore> {
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

// Writing -----------------------------------------------------------------------

/** Undefined: leave as stored (an update that did not send the field). */
type References = {
  locationId?: number | null;
  primaryDriverId?: number | null;
  typeIds?: number[];
};
type ReferenceFields = Partial<
  Pick<VehicleValues, 'location' | 'primary_driver' | 'vehicle_types'>
>;

/**
 * Location, driver and types must belong to this shop; every problem is reported at once.
 * A driver the vehicle already has passes even if they left the shop, so other edits still save.
 */
async function checkReferences(
  ctx: ShopContext,
  body: ReferenceFields,
  errors: FieldErrors,
  stored: { primaryDriverId: number | null } = { primaryDriverId: null },
): Promise<References> {
  const locationId = body.location;
  const primaryDriverId = body.primary_driver;
  if (locationId != null && !(await repo.locationBelongsToShop(ctx, locationId))) {
    errors.location = [VEHICLE_MESSAGES.locationInvalid];
  }
  if (
    primaryDriverId != null &&
    primaryDriverId !== stored.primaryDriverId &&
    !(await repo.isActiveMember(ctx, primaryDriverId))
  ) {
    errors.primary_driver = [VEHICLE_MESSAGES.driverInvalid];
  }
  if (body.vehicle_types === undefined) return { locationId, primaryDriverId };
  const known = await repo.listVehicleTypes(ctx);
  const typeIds: number[] = [];
  for (const wanted of body.vehicle_types) {
    const type = known.find((t) =>
      typeof wanted === 'number' ? t.id === wanted : t.name === wanted,
    );
    if (!type) {
      errors.vehicle_types = [VEHICLE_MESSAGES.typeInvalid];
      break;
    }
    if (!typeIds.includes(type.id)) typeIds.push(type.id);
  }
  return { locationId, primaryDriverId, typeIds };
}

const isUniqueViolation = (err: unknown): boolean => {
  const e = err as { code?: string; cause?: { code?: string } } | null;
  return e?.code === '23505' || e?.cause?.code === '23505';
};

type CommonValues = Pick<VehicleValues, 'make' | 'model' | 'year' | 'license_plate'> & {
  current_value?: string | null;
};

/** The columns to write; optional ones left undefined keep their stored value (Drizzle skips them). */
const writeValues = (body: CommonValues, refs: References) => ({
  make: body.make,
  model: body.model,
  year: body.year,
  licensePlate: body.license_plate,
  locationId: refs.locationId,
  primaryDriverId: refs.primaryDriverId,
  currentValue: body.current_value,
});

export async function createVehicle(
  ctx: ShopContext,
  deps: VehicleDeps,
  body: VehicleValues,
): Promise<VehicleDetail> {
  const errors: FieldErrors = {};
  if (await repo.vinTaken(ctx, body.vin)) errors.vin = [VEHICLE_MESSAGES.vinTaken];
  const refs = await checkReferences(ctx, body, errors);
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  try {
    await inTransaction(ctx, async (tx) => {
      const values = writeValues(body, refs);
      const id = await repo.insertVehicle(tx, {
        ...values,
        vin: body.vin,
        locationId: values.locationId ?? null,
        primaryDriverId: values.primaryDriverId ?? null,
        currentValue: values.currentValue ?? null,
      });
      await repo.setVehicleTypes(tx, id, refs.typeIds ?? [], { replace: false });
      await recordAudit(tx, {
        entity: 'vehicle',
        entityId: id,
        action: 'create',
        after: await repo.vehicleSnapshot(tx, id),
      });
    });
  } catch (err) {
    // Two creates of one VIN at once: the unique key decides, and the loser hears why.
    if (isUniqueViolation(err)) throw fieldErrors({ vin: [VEHICLE_MESSAGES.vinTaken] });
    throw err;
  }
  const created = await detailRepo.findVehicleCore(ctx, body.vin);
  if (!created) throw notFound(VEHICLE_MESSAGES.notFound);
  return buildDetail(ctx, deps, created, { isNew: true });
}

export async function updateVehicle(
  ctx: ShopContext,
  deps: VehicleDeps,
  vin: string,
  body: VehicleUpdateValues,
): Promise<VehicleDetail> {
  const current = await findVisible(ctx, vin);
  const errors: FieldErrors = {};
  if (body.vin !== undefined && body.vin !== current.vin)
    errors.vin = [VEHICLE_MESSAGES.vinUnchangeable];
  const refs = await checkReferences(ctx, body, errors, {
    primaryDriverId: current.primary_driver,
  });
  if (Object.keys(errors).length > 0) throw fieldErrors(errors);
  await inTransaction(ctx, async (tx) => {
    await repo.lockVehicle(tx, current.id);
    const before = await repo.vehicleSnapshot(tx, current.id);
    await repo.updateVehicle(tx, current.id, writeValues(body, refs));
    if (refs.typeIds) await repo.setVehicleTypes(tx, current.id, refs.typeIds, { replace: true });
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: current.id,
      action: 'update',
      before,
      after: await repo.vehicleSnapshot(tx, current.id),
    });
  });
  return getVehicle(ctx, deps, current.vin);
}

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
      ? archiveRefusal(await archiveFacts(tx, core))
      : core.is_archived
        ? null
        : VEHICLE_MESSAGES.notArchived;
    if (refusal) throw conflict(refusal);
    const before = await repo.vehicleSnapshot(tx, core.id);
    await repo.setArchived(tx, core.id, archive);
    await recordAudit(tx, {
      entity: 'vehicle',
      entityId: core.id,
      action: archive ? 'archive' : 'unarchive',
      before,
      after: await repo.vehicleSnapshot(tx, core.id),
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

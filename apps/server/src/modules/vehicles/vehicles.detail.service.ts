import type { SQL } from 'drizzle-orm';
import { VEHICLE_MESSAGES, type VehicleDetail } from '@fleetdesk/contract/vehicles';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { isHidden } from './vehicle-access';
import {
  blockedByOf,
  blockerSelects,
  canBeArchived,
  type ArchiveBlocker,
} from './vehicles.archive-rule';
import * as detailRepo from './vehicles.detail.repository';
import { vehiclePhotoUrl } from './vehicles.photo-link';

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
  | 'current_assignment'
>;

/** The vehicle a section reads for. */
export type DetailVehicle = Pick<detailRepo.VehicleCore, 'id' | 'vin' | 'description'>;

/** The detail's vehicle inside the detail's statement, for a section's subqueries. */
export type DetailVehicleSql = { id: SQL; shopId: SQL };

/**
 * One record module's part of the detail (registrations, insurance, mileage, service...). The
 * record modules depend on vehicles and hand their sections in at the composition root
 * (modules/index.ts), so the core never reaches into them (docs/architecture.md).
 *
 * A section adds a json subquery to the detail's one statement (`select`, null when this user
 * may see none of it) and shapes what it returned (`parts`): the whole detail is one statement
 * after the session's, however many sections there are. `key` names the section in the
 * statement's prepared name (the statement differs with what the user may see). `select` may
 * depend on the member's permissions and nothing else of `ctx`: the statement is kept per
 * set of permissions (vehicles.detail.repository.ts).
 */
export type VehicleDetailQuerySection = {
  key: string;
  select: (ctx: ShopContext, vehicle: DetailVehicleSql) => SQL | null;
  parts: (
    ctx: ShopContext,
    json: unknown,
    vehicle: DetailVehicle,
    deps: Pick<AppDeps, 'config'>,
  ) => Partial<VehicleDetailParts>;
};

/** A section that reads by its own statements (one round trip more each). */
export type VehicleDetailLoader = (
  ctx: ShopContext,
  vehicle: DetailVehicle,
  deps: Pick<AppDeps, 'config'>,
) => Promise<Partial<VehicleDetailParts>>;

export type VehicleDetailSection = VehicleDetailQuerySection | VehicleDetailLoader;

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
  current_assignment: null,
};

/** How many recent mileage logs and service records the detail carries. */
export const RECENT_LIMIT = 10;

/**
 * The query sections' subqueries this user gets, keyed for the detail statement, and the archive
 * blockers' predicates (for `can_be_archived`, whatever the user may see).
 */
function sectionSelects(ctx: ShopContext, deps: VehicleDeps): detailRepo.DetailSections {
  // Built and named once per set of permissions (all a section's SQL depends on), then reused.
  let byMember = sectionsByDeps.get(deps);
  if (!byMember) {
    byMember = new Map();
    sectionsByDeps.set(deps, byMember);
  }
  const who = ctx.isSuperuser ? '*' : [...ctx.permissions].sort().join(',');
  let sections = byMember.get(who);
  if (!sections) {
    if (byMember.size >= SECTIONS_KEPT) byMember.clear();
    sections = detailRepo.detailSections(buildSectionSelects(ctx, deps));
    byMember.set(who, sections);
  }
  return sections;
}

const sectionsByDeps = new WeakMap<VehicleDeps, Map<string, detailRepo.DetailSections>>();
const SECTIONS_KEPT = 1000;

function buildSectionSelects(ctx: ShopContext, deps: VehicleDeps) {
  const selects: detailRepo.SectionSelect[] = [];
  for (const section of deps.detailSections) {
    if (typeof section === 'function') continue;
    const select = section.select(ctx, detailRepo.DETAIL_VEHICLE_SQL);
    if (select) selects.push({ key: section.key, sql: select });
  }
  return [...selects, ...blockerSelects(deps.archiveBlockers ?? [], detailRepo.DETAIL_VEHICLE_SQL)];
}

/**
 * The full detail. The query sections' json comes with the vehicle (`loaded`) or in one
 * statement here; a vehicle just created has no related rows yet (`isNew`), so the sections are
 * not asked.
 */
export async function buildDetail(
  ctx: ShopContext,
  deps: VehicleDeps,
  core: detailRepo.VehicleCore,
  opts: { isNew?: boolean; loaded?: Record<string, unknown> } = {},
): Promise<VehicleDetail> {
  let parts = NOTHING_RELATED;
  let blockedBy: string | null = null;
  if (!opts.isNew) {
    const json =
      opts.loaded ?? (await detailRepo.sectionsOf(ctx, core.id, sectionSelects(ctx, deps).selects));
    for (const section of deps.detailSections) {
      if (typeof section === 'function') {
        // One at a time: a detail holds one pooled connection, not several, under load.
        parts = { ...parts, ...(await section(ctx, core, deps)) };
      } else if (section.key in json) {
        parts = { ...parts, ...section.parts(ctx, json[section.key], core, deps) };
      }
    }
    blockedBy = blockedByOf(deps.archiveBlockers ?? [], json);
  }
  const facts = { isArchived: core.is_archived, blockedBy };
  const { id: _id, photo_id, ...fields } = core;
  return {
    ...fields,
    photo_url: vehiclePhotoUrl(deps.config, ctx, photo_id),
    can_be_archived: canBeArchived(facts),
    ...parts,
  };
}

/** Archived vehicles are shown only to users who may view archived vehicles. */
export async function findVisible(ctx: ShopContext, vin: string): Promise<detailRepo.VehicleCore> {
  return visibleOrNotFound(ctx, await detailRepo.findVehicleCore(ctx, vin));
}

function visibleOrNotFound<T extends { is_archived: boolean }>(ctx: ShopContext, found: T | null) {
  if (!found || isHidden(ctx, { isArchived: found.is_archived }))
    throw notFound(VEHICLE_MESSAGES.notFound);
  return found;
}

/** The detail: the vehicle and every query section in one statement. */
export async function getVehicle(
  ctx: ShopContext,
  deps: VehicleDeps,
  vin: string,
): Promise<VehicleDetail> {
  const found = await detailRepo.findVehicleCore(ctx, vin, sectionSelects(ctx, deps));
  const { sections, ...core } = visibleOrNotFound(ctx, found);
  return buildDetail(ctx, deps, core, { loaded: sections });
}

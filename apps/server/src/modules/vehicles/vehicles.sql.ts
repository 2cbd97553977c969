import { sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import {
  INSURANCE_PLACEHOLDER_DATE,
  REGISTRATION_DUE_SOON_DAYS,
  VEHICLE_STATUSES,
  type VehicleStatus,
} from '@fleetdesk/contract/rules/vehicle-status';
import { userProfiles, users } from '../auth';
import { locations } from '../shops';
import type { VehicleListItem, VehicleType } from '@fleetdesk/contract/vehicles';
import { vehiclePhotos } from './vehicle-photos.tables';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from './vehicles.tables';

/**
 * The vehicle status (docs/api.md) as a rank into VEHICLE_STATUSES, computed in SQL so that
 * `ordering=status` sorts every page, not just the one shown. Same rule as the contract's
 * `vehicleStatus` (tests hold them together). Constants are inlined so the statement text
 * stays the same from call to call.
 */
export const statusRankSql: SQL<number> = sql<number>`(case
  when ${vehicles.registrationExpiresOn} < current_date then 0
  when ${vehicles.insuranceEndsOn} > date '${sql.raw(INSURANCE_PLACEHOLDER_DATE)}' and ${vehicles.insuranceEndsOn} < current_date then 1
  when ${vehicles.registrationExpiresOn} <= current_date + ${sql.raw(String(REGISTRATION_DUE_SOON_DAYS))} then 2
  else 3 end)`;

const REG = sql`${vehicles.registrationExpiresOn}`;
const INS = sql`${vehicles.insuranceEndsOn}`;
const PLACEHOLDER = sql.raw(`date '${INSURANCE_PLACEHOLDER_DATE}'`);
const DUE_LIMIT = sql.raw(`current_date + ${REGISTRATION_DUE_SOON_DAYS}`);
const insuranceNotExpired = sql`(${INS} is null or ${INS} <= ${PLACEHOLDER} or ${INS} >= current_date)`;

/**
 * The rows of one status rank, as plain column predicates (the planner estimates these from
 * column statistics, which it cannot do for the CASE). Together they partition the rows
 * exactly as statusRankSql ranks them.
 */
export function statusGroupSql(rank: number): SQL {
  switch (rank) {
    case 0:
      return sql`${REG} < current_date`;
    case 1:
      return sql`(${REG} is null or ${REG} >= current_date) and ${INS} > ${PLACEHOLDER} and ${INS} < current_date`;
    case 2:
      return sql`${REG} >= current_date and ${REG} <= ${DUE_LIMIT} and ${insuranceNotExpired}`;
    default:
      return sql`(${REG} is null or ${REG} > ${DUE_LIMIT}) and ${insuranceNotExpired}`;
  }
}

export const statusFromRank = (rank: number): VehicleStatus =>
  VEHICLE_STATUSES[rank] ?? 'Up to date';

/** "First Last" from the profile, else the username; null when there is no user. */
export const userDisplayNameSql: SQL<string | null> = sql<
  string | null
>`case when ${users.id} is null then null else coalesce(
  nullif(trim(concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName})), ''), ${users.username}) end`;

/**
 * The display name of the user `userId` names, as a subquery: a few rows (a detail's recent
 * records) each look their user up by key, where a join hashed every user of every shop first
 * (the planner counts a small table's scan as cheaper than a handful of index lookups).
 */
export const userDisplayNameOf = (userId: SQLWrapper): SQL<string | null> =>
  sql<string | null>`(select coalesce(
  nullif(trim(concat_ws(' ', ${userProfiles.firstName}, ${userProfiles.lastName})), ''), ${users.username})
  from ${users} left join ${userProfiles} on ${userProfiles.userId} = ${users.id} where ${users.id} = ${userId})`;

/** `%text%` for ILIKE (one definition, beside the search helpers). */
export { containsPattern } from '../../platform/search-provider';

/** The expression the trigram index `vehicles_search_trgm_idx` is built on (migration 0001). */
export const searchTextSql: SQL<string> = sql<string>`(${vehicles.vin} || ' ' || ${vehicles.licensePlate} || ' ' || ${vehicles.description})`;

/** The vehicle's photo, by its primary key (shop, vehicle): a list page's rows look theirs up. */
const photoIdSql = sql<
  number | null
>`(select ${vehiclePhotos.id} from ${vehiclePhotos} where ${vehiclePhotos.shopId} = ${vehicles.shopId} and ${vehiclePhotos.vehicleId} = ${vehicles.id})`;

/** The columns of a vehicle as the list shows it (rank becomes the status text); the detail adds to them. */
export const listItemColumns = {
  id: vehicles.id,
  vin: vehicles.vin,
  description: vehicles.description,
  make: vehicles.make,
  model: vehicles.model,
  year: vehicles.year,
  license_plate: vehicles.licensePlate,
  location: vehicles.locationId,
  location_name: locations.name,
  primary_driver: vehicles.primaryDriverId,
  primary_driver_name: userDisplayNameSql,
  rank: statusRankSql,
  is_archived: vehicles.isArchived,
  photo_id: photoIdSql,
};

/** A listed vehicle as read: its photo's id, which the reply turns into a signed link. */
export type ListedVehicle = Omit<VehicleListItem, 'photo_url'> & { photo_id: number | null };

/**
 * The types ride along as a subquery: one round trip instead of two. They are reached by the
 * (already shop-scoped) vehicle's id alone, so the primary key serves them.
 */
export const typesJsonSql = sql<VehicleType[]>`coalesce((
  select json_agg(json_build_object('id', ${vehicleTypes.id}, 'name', ${vehicleTypes.name}, 'description', ${vehicleTypes.description}) order by ${vehicleTypes.id})
  from ${vehicleVehicleTypes} join ${vehicleTypes} on ${vehicleTypes.id} = ${vehicleVehicleTypes.vehicleTypeId}
  where ${vehicleVehicleTypes.vehicleId} = ${vehicles.id}), '[]'::json)`;

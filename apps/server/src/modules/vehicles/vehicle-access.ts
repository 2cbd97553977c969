import { and, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { Db } from '../../platform/database/client';
import { VEHICLE_MESSAGES } from '@fleetdesk/contract/vehicles';
import { notFound } from '../../platform/errors';
import { can, type ShopContext } from '../../platform/request-context';
import {
  findVehicleRef,
  lockVehicle,
  lockVehicleRefs,
  vehiclesByKeys,
  type VehicleMatch,
  type VehicleRef,
} from './vehicles.repository';
import { vehicles } from './vehicles.tables';

/**
 * The one way to reach a vehicle (docs/decisions/0005-row-level-security.md). Every module that
 * reads, lists or adds a vehicle's records goes through here, so the archived rule holds
 * everywhere: a member without canViewArchived never sees an archived vehicle nor its records.
 */

/** An archived vehicle exists, for that member, only with canViewArchived. */
export function isHidden(ctx: MemberScope, vehicle: { isArchived: boolean }): boolean {
  return vehicle.isArchived && !can(ctx, 'canViewArchived');
}

/**
 * Whose eyes reach the vehicle: a request's context, or a member read for a signed file link
 * (its shop-scoped db and that member's permissions now).
 */
export type MemberScope = Pick<ShopContext, 'db' | 'shopId' | 'isSuperuser' | 'permissions'>;

/** A vehicle by VIN, or by id (a record's vehicle). */
export type VehicleKey = string | { id: number };

/**
 * The shop's vehicle as this member may see it. `forUpdate` locks the row until the
 * transaction ends (writers to one vehicle's records take turns). Unknown, another shop's and
 * hidden vehicles are all the same 404 (`message`, or the vehicle module's "not found").
 */
export async function reachVehicle(
  ctx: MemberScope,
  key: VehicleKey,
  opts: { forUpdate?: boolean; message?: string } = {},
): Promise<VehicleRef> {
  const vehicle =
    typeof key === 'string'
      ? await findVehicleRef(ctx, key, { forUpdate: opts.forUpdate })
      : await lockVehicle(ctx, key.id, { forUpdate: opts.forUpdate === true });
  if (!vehicle || isHidden(ctx, vehicle)) throw notFound(opts.message ?? VEHICLE_MESSAGES.notFound);
  return vehicle;
}

/**
 * reachVehicle for many VINs in one statement, each locked until the transaction ends: the
 * vehicles this member may see, by upper-case VIN (unknown and hidden ones are absent).
 */
export async function reachVehicles(
  ctx: ShopContext,
  vins: readonly string[],
): Promise<Map<string, VehicleRef>> {
  const normalised = [...new Set(vins.map((v) => v.trim().toUpperCase()))];
  const found = await lockVehicleRefs(ctx, normalised);
  return new Map(found.filter((v) => !isHidden(ctx, v)).map((v) => [v.vin, v]));
}

/**
 * The vehicles this member may see that a fuel card's lines name by VIN, plate or card number
 * (keys in upper case); locked until the transaction ends when `forUpdate` (an import writing).
 */
export async function reachVehiclesByKeys(
  ctx: ShopContext,
  keys: readonly string[],
  opts: { forUpdate: boolean },
): Promise<VehicleMatch[]> {
  const found = await vehiclesByKeys(ctx, [...new Set(keys)], opts.forUpdate);
  return found.filter((v) => !isHidden(ctx, v));
}

/**
 * For lists of records across vehicles: leaves out the rows of archived vehicles for a member
 * who may not view them (undefined: nothing to leave out). A prepared statement passes its shop
 * placeholder as `shopId`.
 */
export function visibleVehicleRecords(
  ctx: ShopContext,
  vehicleId: SQLWrapper,
  shopId: SQLWrapper | number = ctx.shopId,
): SQL | undefined {
  if (can(ctx, 'canViewArchived')) return undefined;
  return sql`not exists (select 1 from ${vehicles} where ${vehicles.shopId} = ${shopId} and ${vehicles.id} = ${vehicleId} and ${vehicles.isArchived})`;
}

/**
 * The same rule where the vehicle row is already joined: its `is_archived` column, false for a
 * member who may not view archived vehicles (undefined: nothing to leave out).
 */
export function shownVehicles(ctx: ShopContext, isArchived: SQLWrapper): SQL | undefined {
  return can(ctx, 'canViewArchived') ? undefined : sql`not ${isArchived}`;
}

/** A vehicle as a job names it in a reminder (work without a member: no permissions apply). */
export type LiveVehicle = {
  id: number;
  vin: string;
  description: string;
  licensePlate: string;
  currentMileage: number | null;
};

/**
 * For jobs (reminders): the shop's vehicles among `ids` that are not archived. An archived
 * vehicle is left out for everyone, whatever their permissions: a job tells nobody about it.
 */
export async function liveVehiclesOf(
  db: Db,
  shopId: number,
  ids: readonly number[],
): Promise<Map<number, LiveVehicle>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      description: vehicles.description,
      licensePlate: vehicles.licensePlate,
      currentMileage: vehicles.currentMileage,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.shopId, shopId),
        inArray(vehicles.id, [...new Set(ids)]),
        eq(vehicles.isArchived, false),
      ),
    );
  return new Map(rows.map((r) => [r.id, r]));
}

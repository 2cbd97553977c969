import { and, asc, count, desc, eq, inArray, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { VehicleListItem, VehicleOrdering, VehicleType } from '@fleetdesk/contract/vehicles';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { userProfiles, users } from '../auth';
import { locations, memberships } from '../shops';
import {
  listItemColumns,
  statusFromRank,
  statusGroupSql,
  statusRankSql,
  typesJsonSql,
} from './vehicles.sql';
import { matchesSearch } from './vehicles.search';
import {
  vehicleCounts,
  vehicleListCounts,
  vehicleTypes,
  vehicleVehicleTypes,
  vehicles,
} from './vehicles.tables';

/** What other vehicle-area services need to know of a vehicle they attach records to. */
export type VehicleRef = {
  id: number;
  vin: string;
  description: string;
  currentMileage: number | null;
  isArchived: boolean;
};

const refColumns = {
  id: vehicles.id,
  vin: vehicles.vin,
  description: vehicles.description,
  currentMileage: vehicles.currentMileage,
  isArchived: vehicles.isArchived,
};

/**
 * The shop's vehicle with this VIN (stored upper case). `forUpdate` locks the row until the
 * transaction ends, so concurrent writers to the same vehicle's records take turns.
 */
export async function findVehicleRef(
  ctx: ShopContext,
  vin: string,
  opts: { forUpdate?: boolean } = {},
): Promise<VehicleRef | null> {
  const where = (shopId: SQLWrapper | number, value: SQLWrapper | string) =>
    and(eq(vehicles.shopId, shopId), eq(vehicles.vin, value));
  const normalised = vin.trim().toUpperCase();
  if (opts.forUpdate) {
    const [locked] = await ctx.db
      .select(refColumns)
      .from(vehicles)
      .where(where(ctx.shopId, normalised))
      .for('update');
    return locked ?? null;
  }
  const statement = prepared(ctx.db, 'vehicle_ref_by_vin', (db) =>
    db
      .select(refColumns)
      .from(vehicles)
      .where(where(sql.placeholder('shopId'), sql.placeholder('vin')))
      .prepare('vehicle_ref_by_vin'),
  );
  const [row] = await statement.execute({ shopId: ctx.shopId, vin: normalised });
  return row ?? null;
}

/** The vehicle by id, locked unless `forUpdate` is false (see findVehicleRef). */
export async function lockVehicle(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = { forUpdate: true },
): Promise<VehicleRef | null> {
  const query = ctx.db
    .select(refColumns)
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
  const [row] = opts.forUpdate === false ? await query : await query.for('update');
  return row ?? null;
}

export async function setCurrentMileage(
  ctx: ShopContext,
  id: number,
  mileage: number | null,
): Promise<void> {
  await ctx.db
    .update(vehicles)
    .set({ currentMileage: mileage, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
}

/** The status dates the record modules keep on the vehicle row (registration expiry, insurance end). */
export async function setStatusDates(
  ctx: ShopContext,
  id: number,
  dates: { registrationExpiresOn?: string | null; insuranceEndsOn?: string | null },
): Promise<void> {
  await ctx.db
    .update(vehicles)
    .set({ ...dates, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
}

// Vehicle types -------------------------------------------------------------

export async function listVehicleTypes(ctx: ShopContext): Promise<VehicleType[]> {
  return prepared(ctx.db, 'vehicle_types', (db) =>
    db
      .select({
        id: vehicleTypes.id,
        name: vehicleTypes.name,
        description: vehicleTypes.description,
      })
      .from(vehicleTypes)
      .orderBy(asc(vehicleTypes.id))
      .prepare('vehicle_types'),
  ).execute();
}

// Checks on references ------------------------------------------------------

export async function locationBelongsToShop(
  ctx: ShopContext,
  locationId: number,
): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: locations.id })
    .from(locations)
    .where(and(eq(locations.shopId, ctx.shopId), eq(locations.id, locationId)));
  return Boolean(row);
}

/** An active user with an active membership in this shop. */
export async function isActiveMember(ctx: ShopContext, userId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: memberships.id })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .where(
      and(
        eq(memberships.shopId, ctx.shopId),
        eq(memberships.userId, userId),
        eq(memberships.isActive, true),
        eq(users.isActive, true),
      ),
    );
  return Boolean(row);
}

export async function vinTaken(ctx: ShopContext, vin: string): Promise<boolean> {
  return (await findVehicleRef(ctx, vin)) !== null;
}

// Writes ----------------------------------------------------------------------

export type VehicleWrite = {
  vin: string;
  make: string;
  model: string;
  year: number;
  licensePlate: string;
  locationId: number | null;
  primaryDriverId: number | null;
  currentValue: string | null;
};

export async function insertVehicle(ctx: ShopContext, values: VehicleWrite): Promise<number> {
  const [row] = await ctx.db
    .insert(vehicles)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: vehicles.id });
  return row!.id;
}

/** Undefined values are left out of the update (the stored value stays). */
export async function updateVehicle(
  ctx: ShopContext,
  id: number,
  values: Partial<Omit<VehicleWrite, 'vin'>>,
): Promise<void> {
  await ctx.db
    .update(vehicles)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
}

/** Sets the vehicle's types; `replace: false` for a new vehicle, which has none to remove. */
export async function setVehicleTypes(
  ctx: ShopContext,
  vehicleId: number,
  typeIds: number[],
  opts: { replace: boolean },
): Promise<void> {
  if (opts.replace) {
    await ctx.db
      .delete(vehicleVehicleTypes)
      .where(
        and(
          eq(vehicleVehicleTypes.shopId, ctx.shopId),
          eq(vehicleVehicleTypes.vehicleId, vehicleId),
        ),
      );
  }
  if (typeIds.length === 0) return;
  await ctx.db
    .insert(vehicleVehicleTypes)
    .values(typeIds.map((vehicleTypeId) => ({ shopId: ctx.shopId, vehicleId, vehicleTypeId })))
    .onConflictDoNothing();
}

export async function setArchived(ctx: ShopContext, id: number, archived: boolean): Promise<void> {
  await ctx.db
    .update(vehicles)
    .set({ isArchived: archived, archivedAt: archived ? new Date() : null, updatedAt: new Date() })
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
}

/** The stored fields in API naming: the before / after image of an audit row. */
export async function vehicleSnapshot(
  ctx: ShopContext,
  id: number,
): Promise<Record<string, unknown> | null> {
  const [row] = await ctx.db
    .select({
      vin: vehicles.vin,
      make: vehicles.make,
      model: vehicles.model,
      year: vehicles.year,
      license_plate: vehicles.licensePlate,
      location: vehicles.locationId,
      primary_driver: vehicles.primaryDriverId,
      current_value: vehicles.currentValue,
      is_archived: vehicles.isArchived,
      vehicle_types: sql<
        number[]
      >`coalesce((select array_agg(${vehicleVehicleTypes.vehicleTypeId} order by ${vehicleVehicleTypes.vehicleTypeId})
        from ${vehicleVehicleTypes} where ${vehicleVehicleTypes.vehicleId} = ${vehicles.id}), '{}')`,
    })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.id, id)));
  return row ?? null;
}

// The list ------------------------------------------------------------------------

export type VehicleListFilter = {
  archived: boolean;
  locationId?: number | null;
  typeNames?: string[];
  search?: string;
  ordering: VehicleOrdering;
  limit: number;
  offset: number;
};

function listConditions(ctx: ShopContext, filter: VehicleListFilter): SQL {
  const conditions: SQL[] = [
    eq(vehicles.shopId, ctx.shopId),
    eq(vehicles.isArchived, filter.archived),
  ];
  if (filter.locationId) conditions.push(eq(vehicles.locationId, filter.locationId));
  // The vehicle's own sorted type ids (kept by a trigger): no join per row walked.
  if (filter.typeNames?.length)
    conditions.push(sql`${vehicles.typeIds} && ${typeIdsNamed(filter.typeNames)}`);
  if (filter.search) conditions.push(matchesSearch(ctx, filter.search));
  return and(...conditions)!;
}

/** Sort keys with a stable tiebreak on id; status sorts by urgency (see statusRankSql). */
function listOrder(ordering: VehicleOrdering): SQL[] {
  const direction = ordering.startsWith('-') ? desc : asc;
  switch (ordering.replace(/^-/, '')) {
    case 'license_plate':
      return [direction(vehicles.licensePlate), direction(vehicles.id)];
    case 'status':
      return [direction(statusRankSql), asc(vehicles.description), asc(vehicles.id)];
    default:
      return [direction(vehicles.description), direction(vehicles.id)];
  }
}

const typeIdsNamed = (names: string[]) =>
  sql`array(select ${vehicleTypes.id} from ${vehicleTypes} where ${inArray(vehicleTypes.name, names)})`;

/**
 * Without a search the count is read from the rows the vehicles' triggers keep: one per shop for
 * the whole list (vehicle_counts), a few per location and type set for a filter
 * (vehicle_list_counts). A search counts its matches.
 */
export async function countVehicles(ctx: ShopContext, filter: VehicleListFilter): Promise<number> {
  if (filter.search) {
    const [row] = await ctx.db
      .select({ n: count() })
      .from(vehicles)
      .where(listConditions(ctx, filter));
    return row?.n ?? 0;
  }
  if (!filter.locationId && !filter.typeNames?.length) {
    const [kept] = await ctx.db
      .select({ n: vehicleCounts.vehicles })
      .from(vehicleCounts)
      .where(
        and(eq(vehicleCounts.shopId, ctx.shopId), eq(vehicleCounts.isArchived, filter.archived)),
      );
    return kept?.n ?? 0;
  }
  const conditions = [
    eq(vehicleListCounts.shopId, ctx.shopId),
    eq(vehicleListCounts.isArchived, filter.archived),
  ];
  if (filter.locationId) conditions.push(eq(vehicleListCounts.locationId, filter.locationId));
  if (filter.typeNames?.length)
    conditions.push(sql`${vehicleListCounts.typeIds} && ${typeIdsNamed(filter.typeNames)}`);
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${vehicleListCounts.vehicles}), 0)::int` })
    .from(vehicleListCounts)
    .where(and(...conditions));
  return Number(row?.n ?? 0);
}

/** How many matching vehicles hold this status rank, counting no further than `cap`. */
export async function countStatusGroupUpTo(
  ctx: ShopContext,
  filter: VehicleListFilter,
  rank: number,
  cap: number,
): Promise<number> {
  const capped = ctx.db
    .select({ one: sql`1` })
    .from(vehicles)
    .where(and(listConditions(ctx, filter), statusGroupSql(rank)))
    .limit(cap)
    .as('capped');
  const [row] = await ctx.db.select({ n: count() }).from(capped);
  return row?.n ?? 0;
}

/**
 * One page of the list. The page's ids are chosen first (an index walk for description
 * and plate order), and only those rows are joined to their location and driver.
 */
export async function listVehiclePage(
  ctx: ShopContext,
  filter: VehicleListFilter,
  opts: { statusRank?: number } = {},
): Promise<VehicleListItem[]> {
  // Within one status group the order is by description, the same as the status ordering's tiebreak.
  const inGroup = opts.statusRank !== undefined;
  const order = inGroup
    ? [asc(vehicles.description), asc(vehicles.id)]
    : listOrder(filter.ordering);
  const where = inGroup
    ? and(listConditions(ctx, filter), statusGroupSql(opts.statusRank!))
    : listConditions(ctx, filter);
  const page = ctx.db
    .select({ pageId: vehicles.id })
    .from(vehicles)
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset)
    .as('page');
  // The types ride along in the same statement (one round trip less per page).
  const rows = await ctx.db
    .select({ ...listItemColumns, vehicle_types: typesJsonSql })
    .from(page)
    .innerJoin(vehicles, eq(vehicles.id, page.pageId))
    .leftJoin(locations, eq(locations.id, vehicles.locationId))
    .leftJoin(users, eq(users.id, vehicles.primaryDriverId))
    .leftJoin(userProfiles, eq(userProfiles.userId, vehicles.primaryDriverId))
    .orderBy(...order);
  return rows.map(({ rank, id: _id, ...row }) => ({
    ...row,
    status: statusFromRank(Number(rank)),
  }));
}

import { and, asc, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { VehicleOrdering } from '@fleetdesk/contract/vehicles';
import type { Db } from '../../platform/database/client';
import { prepared } from '../../platform/database/prepared';
import type { ShopContext } from '../../platform/request-context';
import { searchParam, searchParams } from '../../platform/search-provider';
import { userProfiles, users } from '../auth';
import { locations } from '../shops';
import {
  listItemColumns,
  type ListedVehicle,
  statusFromRank,
  statusGroupSql,
  statusRankSql,
  typesJsonSql,
} from './vehicles.sql';
import {
  containsSearch,
  countVehiclesContaining,
  matchesSearch,
  type SearchCount,
} from './vehicles.search';
import { vehicleCounts, vehicleListCounts, vehicleTypes, vehicles } from './vehicles.tables';

/**
 * The vehicle list's statements, with their values as placeholders. A statement whose plan does
 * not depend on those values is prepared once per shape (which filters are set, the ordering,
 * the status group) and named after it: PostgreSQL plans it once per connection instead of on
 * every request (planning the first page took 0.85 ms, more than running it: 0.40 ms), and
 * Drizzle builds its SQL once. (A type filter's selectivity is unknown to either plan: its type
 * ids come from a subquery.) A location or a search is different: whether to walk the ordered
 * index or fetch the location's (or the search's) rows and sort them depends on how many there
 * are, which a plan made once for every shop cannot know. On the bench's large shop it chose the
 * location's index (16 ms, against 0.5 ms planned for the values) and walked the description
 * index for a rare search (363 ms, against 0.06 ms). Those are planned on each call.
 */
function statementFor<T>(
  ctx: ShopContext,
  filter: VehicleListFilter,
  name: string,
  build: (db: Db, name: string) => T,
): T {
  if (filter.locationId || filter.search) return build(ctx.db, '');
  return prepared(ctx.db, name, (db) => build(db, name));
}

export type VehicleListFilter = {
  /** The active vehicles, the archived ones, or both (`all`). */
  archived: boolean | 'all';
  locationId?: number | null;
  typeNames?: string[];
  search?: string;
  ordering: VehicleOrdering;
  limit: number;
  offset: number;
};

const param = {
  ...searchParam,
  archived: sql.placeholder('archived'),
  locationId: sql.placeholder('locationId'),
  typeNames: sql.placeholder('typeNames'),
  offset: sql.placeholder('offset'),
  cap: sql.placeholder('cap'),
};

/** The values of `param` for a filter. */
function paramsOf(ctx: ShopContext, filter: VehicleListFilter) {
  return {
    ...(filter.search ? searchParams(ctx, filter.search, filter.limit) : {}),
    shopId: ctx.shopId,
    archived: filter.archived === true,
    locationId: filter.locationId ?? null,
    typeNames: filter.typeNames ?? [],
    limit: filter.limit,
    offset: filter.offset,
  };
}

/** Which conditions a filter sets: the part of a statement's name that its filter decides. */
function shapeOf(filter: VehicleListFilter): string {
  return `${filter.archived === 'all' ? 'a' : ''}${filter.locationId ? 'l' : ''}${filter.typeNames?.length ? 't' : ''}${filter.search ? 's' : ''}`;
}

/**
 * Above this many matches a search's page walks the list's ordered index, checking each vehicle,
 * instead of fetching every match and sorting them: "Ford" (12,500 of 100,000) took 140 ms that
 * way, 0.2 ms walking. Below it, fetching the few matches is the faster.
 */
const COMMON_SEARCH = 500;

/**
 * The count of a search's matches from the suffix rows alone (vehicles.search.ts), when only a
 * search narrows the list (a location or type filter needs the vehicles); null otherwise.
 */
function searchMatchCount(ctx: ShopContext, filter: VehicleListFilter) {
  if (!filter.search || filter.locationId || filter.typeNames?.length) return Promise.resolve(null);
  return countVehiclesContaining(ctx, filter.search, filter.archived);
}

function listConditions(filter: VehicleListFilter, walk = false): SQL {
  const conditions: SQL[] = [eq(vehicles.shopId, param.shopId)];
  if (filter.archived !== 'all') conditions.push(eq(vehicles.isArchived, param.archived));
  if (filter.locationId) conditions.push(eq(vehicles.locationId, param.locationId));
  // The vehicle's own sorted type ids (kept by a trigger): no join per row walked.
  if (filter.typeNames?.length) conditions.push(sql`${vehicles.typeIds} && ${typeIdsNamed}`);
  if (filter.search) conditions.push(walk ? containsSearch() : matchesSearch());
  return and(...conditions)!;
}

const typeIdsNamed = sql`array(select ${vehicleTypes.id} from ${vehicleTypes} where ${vehicleTypes.name} = any(${param.typeNames}::text[]))`;

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

/**
 * The list's count. Without a search it is read from the rows the vehicles' triggers keep: one
 * per shop for the whole list (vehicle_counts), a few per location and type set for a filter
 * (vehicle_list_counts). A search counts its matches. Always one row (a sum of none is 0).
 */
function countQuery(db: Db, filter: VehicleListFilter) {
  if (filter.search)
    return db
      .select({ n: sql<number>`count(*)::int` })
      .from(vehicles)
      .where(listConditions(filter));
  if (!filter.locationId && !filter.typeNames?.length)
    return db
      .select({ n: sql<number>`coalesce(sum(${vehicleCounts.vehicles}), 0)::int` })
      .from(vehicleCounts)
      .where(
        and(
          eq(vehicleCounts.shopId, param.shopId),
          filter.archived === 'all' ? undefined : eq(vehicleCounts.isArchived, param.archived),
        ),
      );
  const conditions = [eq(vehicleListCounts.shopId, param.shopId)];
  if (filter.archived !== 'all') conditions.push(eq(vehicleListCounts.isArchived, param.archived));
  if (filter.locationId) conditions.push(eq(vehicleListCounts.locationId, param.locationId));
  if (filter.typeNames?.length)
    conditions.push(sql`${vehicleListCounts.typeIds} && ${typeIdsNamed}`);
  return db
    .select({ n: sql<number>`coalesce(sum(${vehicleListCounts.vehicles}), 0)::int` })
    .from(vehicleListCounts)
    .where(and(...conditions));
}

/** The list's count; `atLeast` when it is a lower bound (a search matching too much to count). */
export async function countVehicles(
  ctx: ShopContext,
  filter: VehicleListFilter,
): Promise<SearchCount> {
  const matches = await searchMatchCount(ctx, filter);
  if (matches !== null) return matches;
  const name = `vehicle_count_${shapeOf(filter)}`;
  const statement = statementFor(ctx, filter, name, (db, name) =>
    countQuery(db, filter).prepare(name),
  );
  const [row] = await statement.execute(paramsOf(ctx, filter));
  return { count: Number(row?.n ?? 0), atLeast: false };
}

/** How many matching vehicles hold this status rank, counting no further than `cap`. */
export async function countStatusGroupUpTo(
  ctx: ShopContext,
  filter: VehicleListFilter,
  rank: number,
  cap: number,
): Promise<number> {
  const name = `vehicle_group_size_${shapeOf(filter)}_${rank}`;
  const statement = statementFor(ctx, filter, name, (db, name) => {
    const capped = db
      .select({ one: sql`1` })
      .from(vehicles)
      .where(and(listConditions(filter), statusGroupSql(rank)))
      .limit(param.cap)
      .as('capped');
    return db.select({ n: count() }).from(capped).prepare(name);
  });
  const [row] = await statement.execute({ ...paramsOf(ctx, filter), cap });
  return row?.n ?? 0;
}

/**
 * One page of the list. The page's ids are chosen first (an index walk for description
 * and plate order), and only those rows are joined to their location and driver.
 */
export async function listVehiclePage(
  ctx: ShopContext,
  filter: VehicleListFilter,
  opts: { statusRank?: number; walk?: boolean } = {},
): Promise<ListedVehicle[]> {
  return (await readPage(ctx, filter, opts)).results;
}

/**
 * A page and the list's count in one statement (a round trip less than two). An empty page
 * carries no count: an empty first page means there is nothing to count, and a page past the
 * end reads the count on its own.
 */
export async function listVehiclePageCounted(
  ctx: ShopContext,
  filter: VehicleListFilter,
): Promise<SearchCount & { results: ListedVehicle[] }> {
  const matches = await searchMatchCount(ctx, filter);
  if (matches !== null) {
    const walk = matches.count > COMMON_SEARCH;
    const results =
      matches.atLeast || matches.count > filter.offset
        ? await listVehiclePage(ctx, filter, { walk })
        : [];
    return { ...matches, results };
  }
  const { results, total } = await readPage(ctx, filter, { withCount: true });
  if (total !== null) return { count: total, atLeast: false, results };
  if (filter.offset === 0) return { count: 0, atLeast: false, results };
  return { ...(await countVehicles(ctx, filter)), results };
}

async function readPage(
  ctx: ShopContext,
  filter: VehicleListFilter,
  opts: { statusRank?: number; withCount?: boolean; walk?: boolean },
): Promise<{ results: ListedVehicle[]; total: number | null }> {
  // Within one status group the order is by description, the same as the status ordering's tiebreak.
  const inGroup = opts.statusRank !== undefined;
  const name = inGroup
    ? `vehicle_page_${shapeOf(filter)}_group_${opts.statusRank}`
    : `vehicle_page_${shapeOf(filter)}_${filter.ordering.replace('-', 'desc_')}${opts.withCount ? '_counted' : ''}`;
  const statement = statementFor(ctx, filter, name, (db, name) => {
    const order = inGroup
      ? [asc(vehicles.description), asc(vehicles.id)]
      : listOrder(filter.ordering);
    const conditions = listConditions(filter, opts.walk);
    const where = inGroup ? and(conditions, statusGroupSql(opts.statusRank!)) : conditions;
    const page = db
      .select({ pageId: vehicles.id })
      .from(vehicles)
      .where(where)
      .orderBy(...order)
      .limit(param.limit)
      .offset(param.offset)
      .as('page');
    // The types ride along in the same statement (one round trip less per page).
    return db
      .select({
        ...listItemColumns,
        vehicle_types: typesJsonSql,
        total: opts.withCount ? sql<number>`(${countQuery(db, filter)})` : sql<null>`null`,
      })
      .from(page)
      .innerJoin(vehicles, eq(vehicles.id, page.pageId))
      .leftJoin(locations, eq(locations.id, vehicles.locationId))
      .leftJoin(users, eq(users.id, vehicles.primaryDriverId))
      .leftJoin(userProfiles, eq(userProfiles.userId, vehicles.primaryDriverId))
      .orderBy(...order)
      .prepare(name);
  });
  const rows = await statement.execute(paramsOf(ctx, filter));
  const total = rows[0]?.total;
  return {
    total: total === undefined || total === null ? null : Number(total),
    results: rows.map(({ rank, id: _id, total: _total, ...row }) => ({
      ...row,
      status: statusFromRank(Number(rank)),
    })),
  };
}

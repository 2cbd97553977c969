import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { prepared } from '../../platform/database/prepared';
import {
  relevanceSql,
  searchParam,
  searchParams,
  suffixCandidates,
  suffixRange,
  type SearchProvider,
  type SuffixTable,
} from '../../platform/search-provider';
import { can, type ShopContext } from '../../platform/request-context';
import { searchTextSql } from './vehicles.sql';
import { vehicleSearchSuffixes, vehicles } from './vehicles.tables';

const suffixes: SuffixTable = {
  table: vehicleSearchSuffixes,
  shopId: vehicleSearchSuffixes.shopId,
  suffix: vehicleSearchSuffixes.suffix,
  recordId: vehicleSearchSuffixes.vehicleId,
};

/** The suffix rows that start with `text`: an index range under row-level security. */
function suffixRows(ctx: ShopContext, text: string): SQL {
  const { from, to } = suffixRange(text);
  return sql`${vehicleSearchSuffixes.shopId} = ${ctx.shopId}
      and ${vehicleSearchSuffixes.suffix} >= ${from}
      and ${vehicleSearchSuffixes.suffix} < ${to}`;
}

/**
 * Vehicles whose VIN, plate or description contains the search text (any case), in the
 * placeholders of `searchParam` (shopId, from, to, pattern; values from `searchParams`), for a
 * prepared statement. Candidates come from a prefix range on their search suffixes, which
 * row-level security lets an index serve (docs/decisions/0005); the ILIKE then checks the few
 * candidates exactly.
 */
export function matchesSearch(): SQL {
  return and(
    sql`${vehicles.id} in ${suffixCandidates(suffixes, { all: true })}`,
    ilike(searchTextSql, searchParam.pattern),
  )!;
}

/**
 * The same match checked on each vehicle a page walks in the list's order (an ordered index and
 * a limit): for a common text, whose matches are everywhere, the page is found after a few
 * hundred rows instead of sorting every match.
 */
export const containsSearch = (): SQL => ilike(searchTextSql, searchParam.pattern);

/**
 * Most suffix rows a search's count reads (2 ms on the 100,000-vehicle benchmark). Up to it the
 * count is exact; a text with more (one letter: "o" has 107,500 suffix rows, 76 ms to count them
 * all; "Ford" 12,500, 8 to 20 ms) is counted among the first ones only, which gives a lower
 * bound, rounded down to a thousand: "at least" that many vehicles (docs/api.md).
 */
export const SEARCH_COUNT_ROWS = 5_000;

/** A search's count: exact, or (`atLeast`) a lower bound when the text matches too much to count. */
export type SearchCount = { count: number; atLeast: boolean };

/**
 * How many of the shop's vehicles (archived or not) contain `text` in their VIN, plate or
 * description, from their suffix rows alone: an index-only count (12,500 matches of "Ford" among
 * 100,000 vehicles: 3 ms, where checking each match's vehicle took 150 ms), reading at most
 * SEARCH_COUNT_ROWS rows. A vehicle matches exactly when one of its suffixes starts with the
 * text, so this is the list's count for a text of printable ASCII within the 64 characters a
 * suffix keeps; null for another text, which the caller counts on the vehicles themselves.
 */
export async function countVehiclesContaining(
  ctx: ShopContext,
  text: string,
  archived: boolean | 'all',
): Promise<SearchCount | null> {
  if (text.length > 64 || !/^[\x20-\x7e]*$/.test(text)) return null;
  const read = ctx.db
    .select({ vehicleId: vehicleSearchSuffixes.vehicleId })
    .from(vehicleSearchSuffixes)
    // Written out, not a parameter, so a plan kept for later calls still matches the archived
    // rows' partial index (migration 0029).
    .where(
      and(
        sql`${suffixRows(ctx, text)}`,
        archived === 'all'
          ? undefined
          : archived
            ? sql`${vehicleSearchSuffixes.isArchived}`
            : sql`not ${vehicleSearchSuffixes.isArchived}`,
      ),
    )
    .limit(SEARCH_COUNT_ROWS + 1)
    .as('read');
  const [row] = await ctx.db
    .select({
      vehicles: sql<number>`count(distinct ${read.vehicleId})::int`,
      rows: sql<number>`count(*)::int`,
    })
    .from(read);
  const vehicles = Number(row?.vehicles ?? 0);
  if (Number(row?.rows ?? 0) <= SEARCH_COUNT_ROWS) return { count: vehicles, atLeast: false };
  return { count: vehicles >= 1000 ? vehicles - (vehicles % 1000) : vehicles, atLeast: true };
}

/**
 * The ids of the shop's vehicles whose VIN, plate or description may contain `text`: a superset
 * from the suffix index, for another module that checks its own column (a financing's vehicle
 * description) with ILIKE on these few instead of on every vehicle.
 */
export function vehicleIdsContaining(ctx: ShopContext, text: string): SQL {
  return sql`(select ${vehicleSearchSuffixes.vehicleId} from ${vehicleSearchSuffixes} where ${suffixRows(ctx, text)})`;
}

const relevance = relevanceSql([
  vehicles.vin,
  vehicles.licensePlate,
  vehicles.make,
  vehicles.model,
  vehicles.description,
]);

/**
 * Global search over vehicles (VIN, plate, make, model, description), by relevance, among the
 * first SEARCH_CANDIDATES matches: ranking every Toyota of a large fleet would cost more than the
 * 50 ms the search has. Archived vehicles only for a member with canViewArchived.
 */
export const vehicleSearchProvider: SearchProvider = {
  module: 'vehicles',
  model: 'vehicle',
  permission: 'canViewBasic',
  async search(ctx, text, limit) {
    const withArchived = can(ctx, 'canViewArchived');
    const name = withArchived ? 'search_vehicles_all' : 'search_vehicles_active';
    const statement = prepared(ctx.db, name, (db) =>
      db
        .select({
          id: vehicles.id,
          vin: vehicles.vin,
          description: vehicles.description,
          plate: vehicles.licensePlate,
          isArchived: vehicles.isArchived,
          relevance,
        })
        .from(vehicles)
        .where(
          and(
            eq(vehicles.shopId, searchParam.shopId),
            sql`${vehicles.id} in ${suffixCandidates(suffixes)}`,
            ilike(searchTextSql, searchParam.pattern),
            withArchived ? undefined : eq(vehicles.isArchived, false),
          ),
        )
        .orderBy(desc(relevance), asc(vehicles.description), asc(vehicles.id))
        .limit(searchParam.limit)
        .prepare(name),
    );
    const rows = await statement.execute(searchParams(ctx, text, limit));
    return rows.map((r) => ({
      id: r.id,
      urlKey: r.vin,
      title: r.description,
      subtitle: `VIN ${r.vin}`,
      details: r.isArchived ? `Plate ${r.plate} · Archived` : `Plate ${r.plate}`,
      relevance: r.relevance,
    }));
  },
};

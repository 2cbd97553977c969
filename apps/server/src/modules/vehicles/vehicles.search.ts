import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import { relevanceSql, type SearchProvider } from '../../platform/search-provider';
import { can, type ShopContext } from '../../platform/request-context';
import { containsPattern, searchTextSql } from './vehicles.sql';
import { vehicleSearchSuffixes, vehicles } from './vehicles.tables';

/** The suffix rows whose prefix is `text` (lower case): an index range under row-level security. */
function suffixRange(ctx: ShopContext, text: string): SQL {
  const prefix = text.toLowerCase().slice(0, 64);
  return sql`${vehicleSearchSuffixes.shopId} = ${ctx.shopId}
      and ${vehicleSearchSuffixes.suffix} >= ${prefix}
      and ${vehicleSearchSuffixes.suffix} < ${prefix + '\u{10FFFF}'}`;
}

/**
 * Vehicles whose VIN, plate or description contains `text` (any case). Candidates come from a
 * prefix range on their search suffixes, which row-level security lets an index serve
 * (docs/decisions/0005); the ILIKE then checks the few candidates exactly.
 */
export function matchesSearch(ctx: ShopContext, text: string): SQL {
  return and(
    sql`${vehicles.id} in (select ${vehicleSearchSuffixes.vehicleId} from ${vehicleSearchSuffixes}
      where ${suffixRange(ctx, text)})`,
    ilike(searchTextSql, containsPattern(text)),
  )!;
}

/**
 * Global search looks at this many suffix rows at most: a broad word ("toyota") matches
 * thousands of vehicles, and ranking them all would cost more than the 50 ms the search has.
 */
const GLOBAL_SEARCH_CANDIDATES = 400;

/** Global search over vehicles (VIN, plate, make, model, description), by relevance. */
export const vehicleSearchProvider: SearchProvider = {
  module: 'vehicles',
  model: 'vehicle',
  permission: 'canViewBasic',
  async search(ctx, text, limit) {
    const relevance = relevanceSql(text, [
      vehicles.vin,
      vehicles.licensePlate,
      vehicles.make,
      vehicles.model,
      vehicles.description,
    ]);
    const rows = await ctx.db
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
          eq(vehicles.shopId, ctx.shopId),
          sql`${vehicles.id} in (select ${vehicleSearchSuffixes.vehicleId} from ${vehicleSearchSuffixes}
            where ${suffixRange(ctx, text)} limit ${GLOBAL_SEARCH_CANDIDATES})`,
          ilike(searchTextSql, containsPattern(text)),
          can(ctx, 'canViewArchived') ? undefined : eq(vehicles.isArchived, false),
        ),
      )
      .orderBy(desc(relevance), asc(vehicles.description), asc(vehicles.id))
      .limit(limit);
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

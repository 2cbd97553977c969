import { and, asc, desc, eq, ilike, sql, type SQL } from 'drizzle-orm';
import {
  relevanceSql,
  SEARCH_CANDIDATES,
  suffixCandidates,
  type SearchProvider,
  type SuffixTable,
} from '../../platform/search-provider';
import { can, type ShopContext } from '../../platform/request-context';
import { containsPattern, searchTextSql } from './vehicles.sql';
import { vehicleSearchSuffixes, vehicles } from './vehicles.tables';

const suffixes: SuffixTable = {
  table: vehicleSearchSuffixes,
  shopId: vehicleSearchSuffixes.shopId,
  suffix: vehicleSearchSuffixes.suffix,
  recordId: vehicleSearchSuffixes.vehicleId,
};

/**
 * Vehicles whose VIN, plate or description contains `text` (any case): candidates from the
 * search suffixes (docs/decisions/0005), then the ILIKE on the few candidates.
 */
export function matchesSearch(ctx: ShopContext, text: string, limit?: number): SQL {
  return and(
    sql`${vehicles.id} in ${suffixCandidates(suffixes, ctx.shopId, text, limit)}`,
    ilike(searchTextSql, containsPattern(text)),
  )!;
}

/**
 * Global search over vehicles (VIN, plate, make, model, description), by relevance, among the
 * first SEARCH_CANDIDATES matches: ranking every Toyota of a large fleet would cost more than the
 * 50 ms the search has.
 */
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
          matchesSearch(ctx, text, SEARCH_CANDIDATES),
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

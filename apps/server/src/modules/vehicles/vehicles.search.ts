import { and, ilike, sql, type SQL } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { containsPattern, searchTextSql } from './vehicles.sql';
import { vehicleSearchSuffixes, vehicles } from './vehicles.tables';

/**
 * Vehicles whose VIN, plate or description contains `text` (any case). Candidates come from a
 * prefix range on their search suffixes, which row-level security lets an index serve
 * (docs/decisions/0005); the ILIKE then checks the few candidates exactly.
 */
export function matchesSearch(ctx: ShopContext, text: string): SQL {
  const prefix = text.toLowerCase().slice(0, 64);
  return and(
    sql`${vehicles.id} in (select ${vehicleSearchSuffixes.vehicleId} from ${vehicleSearchSuffixes}
      where ${vehicleSearchSuffixes.shopId} = ${ctx.shopId}
      and ${vehicleSearchSuffixes.suffix} >= ${prefix}
      and ${vehicleSearchSuffixes.suffix} < ${prefix + '\u{10FFFF}'})`,
    ilike(searchTextSql, containsPattern(text)),
  )!;
}

import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { prepared } from '../../platform/database/prepared';
import {
  relevanceSql,
  searchParam,
  searchParams,
  type SearchProvider,
} from '../../platform/search-provider';
import { vendors } from './service.tables';

const relevance = relevanceSql([vendors.name, vendors.phone, vendors.email]);

/**
 * Global search over vendors by name, phone and e-mail. A shop has tens of vendors, not
 * thousands: the pattern is checked on each of them (row-level security rules out an index).
 */
export const vendorSearchProvider: SearchProvider = {
  module: 'vehicles',
  model: 'vendor',
  permission: 'canViewService',
  async search(ctx, text, limit) {
    const statement = prepared(ctx.db, 'search_vendors', (db) =>
      db
        .select({
          id: vendors.id,
          name: vendors.name,
          vendorType: vendors.vendorType,
          phone: vendors.phone,
          email: vendors.email,
          relevance,
        })
        .from(vendors)
        .where(
          and(
            eq(vendors.shopId, searchParam.shopId),
            or(
              ilike(vendors.name, searchParam.pattern),
              ilike(vendors.phone, searchParam.pattern),
              ilike(vendors.email, searchParam.pattern),
            ),
          ),
        )
        .orderBy(desc(relevance), asc(vendors.name), asc(vendors.id))
        .limit(searchParam.limit)
        .prepare('search_vendors'),
    );
    const rows = await statement.execute(searchParams(ctx, text, limit));
    return rows.map((r) => ({
      id: r.id,
      urlKey: r.id,
      title: r.name,
      subtitle: r.vendorType.replace(/_/g, ' '),
      details: [r.phone, r.email].filter((s) => s !== '').join(' · '),
      relevance: r.relevance,
    }));
  },
};

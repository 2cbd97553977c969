import { and, asc, desc, eq, ilike, or } from 'drizzle-orm';
import { relevanceSql, type SearchProvider } from '../../platform/search-provider';
import { containsPattern } from '../vehicles';
import { vendors } from './service.tables';

/**
 * Global search over vendors by name, phone and e-mail. A shop has tens of vendors, not
 * thousands: the pattern is checked on each of them (row-level security rules out an index).
 */
export const vendorSearchProvider: SearchProvider = {
  module: 'vehicles',
  model: 'vendor',
  permission: 'canViewService',
  async search(ctx, text, limit) {
    const pattern = containsPattern(text);
    const relevance = relevanceSql(text, [vendors.name, vendors.phone, vendors.email]);
    const rows = await ctx.db
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
          eq(vendors.shopId, ctx.shopId),
          or(
            ilike(vendors.name, pattern),
            ilike(vendors.phone, pattern),
            ilike(vendors.email, pattern),
          ),
        ),
      )
      .orderBy(desc(relevance), asc(vendors.name), asc(vendors.id))
      .limit(limit);
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

import { and, asc, desc, eq, ilike, sql } from 'drizzle-orm';
import {
  relevanceSql,
  SEARCH_CANDIDATES,
  suffixCandidates,
  type SearchProvider,
  type SuffixTable,
} from '../../platform/search-provider';
import { containsPattern, vehicles, visibleVehicleRecords } from '../vehicles';
import { documentSearchSuffixes, documents } from './documents.tables';

const suffixes: SuffixTable = {
  table: documentSearchSuffixes,
  shopId: documentSearchSuffixes.shopId,
  suffix: documentSearchSuffixes.suffix,
  recordId: documentSearchSuffixes.documentId,
};

/**
 * Global search over documents by title. Candidates come from a prefix range on the titles'
 * suffixes (an index under row-level security); the ILIKE checks them exactly. A hit opens its
 * vehicle's page (the model's url_pattern filled with the VIN); documents of an archived vehicle stay hidden from a member
 * without canViewArchived, as the vehicle does.
 */
export const documentSearchProvider: SearchProvider = {
  module: 'vehicles',
  model: 'document',
  permission: 'canViewDocuments',
  async search(ctx, text, limit) {
    const relevance = relevanceSql(text, [documents.title]);
    const rows = await ctx.db
      .select({
        id: documents.id,
        title: documents.title,
        documentType: documents.documentType,
        filename: documents.originalFilename,
        vin: vehicles.vin,
        description: vehicles.description,
        relevance,
      })
      .from(documents)
      .innerJoin(
        vehicles,
        and(eq(vehicles.shopId, documents.shopId), eq(vehicles.id, documents.vehicleId)),
      )
      .where(
        and(
          eq(documents.shopId, ctx.shopId),
          sql`${documents.id} in ${suffixCandidates(suffixes, ctx.shopId, text, SEARCH_CANDIDATES)}`,
          ilike(documents.title, containsPattern(text)),
          visibleVehicleRecords(ctx, documents.vehicleId),
        ),
      )
      .orderBy(desc(relevance), asc(documents.title), asc(documents.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      urlKey: r.vin,
      title: r.title,
      subtitle: `${r.description} · VIN ${r.vin}`,
      details: `${r.documentType} · ${r.filename}`,
      relevance: r.relevance,
    }));
  },
};

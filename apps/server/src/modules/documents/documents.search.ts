import { and, asc, desc, eq, ilike, isNull, sql } from 'drizzle-orm';
import { prepared } from '../../platform/database/prepared';
import {
  relevanceSql,
  searchParam,
  searchParams,
  suffixCandidates,
  type SearchProvider,
  type SuffixTable,
} from '../../platform/search-provider';
import { mayViewPolicyDocuments } from '../insurance';
import { vehicles, visibleVehicleRecords } from '../vehicles';
import { documentSearchSuffixes, documents } from './documents.tables';

const suffixes: SuffixTable = {
  table: documentSearchSuffixes,
  shopId: documentSearchSuffixes.shopId,
  suffix: documentSearchSuffixes.suffix,
  recordId: documentSearchSuffixes.documentId,
};
const relevance = relevanceSql([documents.title]);

/**
 * Global search over documents by title. Candidates come from a prefix range on the titles'
 * suffixes (an index under row-level security); the ILIKE checks them exactly. A hit opens its
 * vehicle's page (the model's url_pattern filled with the VIN); documents of an archived vehicle
 * stay hidden from a member without canViewArchived, as the vehicle does, and a policy's
 * documents from a member without canViewInsurance.
 */
export const documentSearchProvider: SearchProvider = {
  module: 'vehicles',
  model: 'document',
  permission: 'canViewDocuments',
  async search(ctx, text, limit) {
    const hidden = visibleVehicleRecords(ctx, documents.vehicleId, searchParam.shopId);
    // An insurance document follows its policy's permission.
    const policies = mayViewPolicyDocuments(ctx);
    const name = `search_documents_${hidden ? 'visible' : 'all'}${policies ? '' : '_no_policies'}`;
    const statement = prepared(ctx.db, name, (db) =>
      db
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
            eq(documents.shopId, searchParam.shopId),
            sql`${documents.id} in ${suffixCandidates(suffixes)}`,
            ilike(documents.title, searchParam.pattern),
            hidden,
            policies ? undefined : isNull(documents.insurancePolicyId),
          ),
        )
        .orderBy(desc(relevance), asc(documents.title), asc(documents.id))
        .limit(searchParam.limit)
        .prepare(name),
    );
    const rows = await statement.execute(searchParams(ctx, text, limit));
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

import { and, asc, eq, isNotNull, isNull, sql } from 'drizzle-orm';
import type { DocumentType, ExpiringDocument } from '@fleetdesk/contract/documents';
import type { ExpiringDocuments } from '@fleetdesk/contract/dashboard';
import { DOCUMENT_EXPIRING_DAYS } from '@fleetdesk/contract/rules/document-expiry';
import type { ShopContext } from '../../platform/request-context';
import { vehicles, visibleVehicleRecords } from '../vehicles';
import { documents } from './documents.tables';

/** How many documents the expiring-documents widget lists (the soonest first). */
export const EXPIRING_LIST_LIMIT = 5;

/**
 * The dashboard's expiring documents (issue 34 §5): expired ones and those expiring within
 * DOCUMENT_EXPIRING_DAYS of the shop's today (the request's zone), of vehicles the member may
 * see; a policy's documents are the insurance area's.
 */
export async function expiringDocumentsData(ctx: ShopContext): Promise<ExpiringDocuments> {
  const expired = sql<boolean>`${documents.expiresOn} < current_date`;
  const where = and(
    eq(documents.shopId, ctx.shopId),
    isNotNull(documents.expiresOn),
    isNull(documents.insurancePolicyId),
    sql`${documents.expiresOn} <= current_date + ${DOCUMENT_EXPIRING_DAYS}::int`,
    visibleVehicleRecords(ctx, documents.vehicleId),
  );
  const [counts] = await ctx.db
    .select({
      expired: sql<number>`count(*) filter (where ${expired})::int`,
      expiring: sql<number>`count(*) filter (where not ${expired})::int`,
    })
    .from(documents)
    .where(where);
  const rows = await ctx.db
    .select({
      id: documents.id,
      vehicle: vehicles.vin,
      vehicle_description: vehicles.description,
      title: documents.title,
      document_type: documents.documentType,
      expires_on: sql<string>`${documents.expiresOn}::text`,
      expired,
    })
    .from(documents)
    .innerJoin(
      vehicles,
      and(eq(vehicles.shopId, documents.shopId), eq(vehicles.id, documents.vehicleId)),
    )
    .where(where)
    .orderBy(asc(documents.expiresOn), asc(documents.id))
    .limit(EXPIRING_LIST_LIMIT);
  return {
    expired_count: counts?.expired ?? 0,
    expiring_count: counts?.expiring ?? 0,
    documents: rows.map(({ expired: isExpired, document_type, ...row }): ExpiringDocument => ({
      ...row,
      document_type: document_type as DocumentType,
      state: isExpired ? 'expired' : 'expiring',
    })),
  };
}

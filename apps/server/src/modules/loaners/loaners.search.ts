import { and, asc, desc, eq, ilike, or, sql, type SQLWrapper } from 'drizzle-orm';
import { AGREEMENT_STATUS_LABELS, type AgreementStatus } from '@fleetdesk/contract/loaners';
import type { ModulePart } from '../../platform/module';
import {
  containsPattern,
  SEARCH_CANDIDATES,
  suffixRange,
  type SearchProvider,
} from '../../platform/search-provider';
import { vehicleIdsContaining, vehicles } from '../vehicles';
import { visibleAgreements } from './loaners.agreements.repository';
import { loanAgreementSearchSuffixes } from './loaners.search.tables';
import { loanAgreements, loanerCustomers } from './loaners.tables';

/** Global search's model for agreements (modules/index.ts adds it to the loaners module). */
export const loanerSearchPart: ModulePart = {
  searchable_models: [
    {
      model: 'loan_agreement',
      fields: ['number', 'repair_order_number', 'claim_number', 'customer_name', 'license_plate'],
      weight: 8,
      has_detail_page: true,
      icon: 'file-text',
    },
  ],
};

const customerName = sql<string>`${loanerCustomers.firstName} || ' ' || ${loanerCustomers.lastName}`;
const searchText = sql`concat_ws(' ', ${loanAgreements.number}, ${loanAgreements.repairOrderNumber}, ${loanAgreements.claimNumber}, ${customerName})`;

/**
 * Global search over loan agreements: number, RO, claim and customer's name through the
 * agreements' search suffixes (migration 0024), the plate through the vehicles' own; each a
 * prefix range an index serves under row-level security, at most SEARCH_CANDIDATES of each,
 * then checked exactly with ILIKE. An archived loaner's agreements only for canViewArchived.
 * A hit opens the agreement (`/loaners/agreements/{id}`).
 */
export const loanAgreementSearchProvider: SearchProvider = {
  module: 'loaners',
  model: 'loan_agreement',
  permission: 'canViewLoaners',
  async search(ctx, text, limit) {
    const { from, to } = suffixRange(text);
    const needle = text.toLowerCase();
    const pattern = containsPattern(text);
    const similarity = (c: SQLWrapper) => sql`word_similarity(${needle}, lower(${c}))`;
    const relevance =
      sql<number>`greatest(${similarity(searchText)}, ${similarity(vehicles.licensePlate)})`.mapWith(
        Number,
      );
    const byText = sql`(select ${loanAgreementSearchSuffixes.agreementId} from ${loanAgreementSearchSuffixes}
      where ${loanAgreementSearchSuffixes.shopId} = ${ctx.shopId}
        and ${loanAgreementSearchSuffixes.suffix} >= ${from} and ${loanAgreementSearchSuffixes.suffix} < ${to}
      limit ${SEARCH_CANDIDATES})`;
    const plates = sql`(select * from ${vehicleIdsContaining(ctx, text)} plates limit ${SEARCH_CANDIDATES})`;
    // The plate's agreements as a capped candidate list of their own: an OR of the two lists
    // in the WHERE read every agreement of the shop (58 ms at 15,680 agreements).
    const byPlate = sql`(select ${loanAgreements.id} from ${loanAgreements}
      where ${loanAgreements.shopId} = ${ctx.shopId} and ${loanAgreements.vehicleId} in ${plates}
      limit ${SEARCH_CANDIDATES})`;
    const rows = await ctx.db
      .select({
        id: loanAgreements.id,
        number: loanAgreements.number,
        status: loanAgreements.status,
        repairOrderNumber: loanAgreements.repairOrderNumber,
        claimNumber: loanAgreements.claimNumber,
        customerName,
        plate: vehicles.licensePlate,
        description: vehicles.description,
        relevance,
      })
      .from(loanAgreements)
      .innerJoin(
        loanerCustomers,
        and(
          eq(loanerCustomers.shopId, loanAgreements.shopId),
          eq(loanerCustomers.id, loanAgreements.customerId),
        ),
      )
      .innerJoin(
        vehicles,
        and(eq(vehicles.shopId, loanAgreements.shopId), eq(vehicles.id, loanAgreements.vehicleId)),
      )
      .where(
        and(
          eq(loanAgreements.shopId, ctx.shopId),
          sql`${loanAgreements.id} in (${byText} union ${byPlate})`,
          or(ilike(searchText, pattern), ilike(vehicles.licensePlate, pattern)),
          visibleAgreements(ctx),
        ),
      )
      .orderBy(desc(relevance), desc(loanAgreements.startsAt), asc(loanAgreements.id))
      .limit(limit);
    return rows.map((r) => ({
      id: r.id,
      urlKey: r.id,
      title: `${r.number} · ${r.customerName}`,
      subtitle: `${r.description} · Plate ${r.plate}`,
      details: [
        `RO ${r.repairOrderNumber}`,
        r.claimNumber ? `Claim ${r.claimNumber}` : '',
        AGREEMENT_STATUS_LABELS[r.status as AgreementStatus],
      ]
        .filter(Boolean)
        .join(' · '),
      relevance: r.relevance,
    }));
  },
};

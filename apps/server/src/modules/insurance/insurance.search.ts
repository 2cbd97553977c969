import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { prepared } from '../../platform/database/prepared';
import {
  relevanceSql,
  searchParam,
  searchParams,
  suffixCandidates,
  type SearchProvider,
} from '../../platform/search-provider';
import { vehicles, visibleVehicleRecords } from '../vehicles';
import {
  policyCompanySql,
  policyMasterOn,
  policyNumberSql,
  policyVehicleOn,
} from './insurance.repository';
import {
  insuranceCompanySearchSuffixes,
  insurancePolicySearchSuffixes,
  masterPolicySearchSuffixes,
} from './insurance.search.tables';
import { insurancePolicies, masterPolicies } from './insurance.tables';

// A vehicle's policy may leave number and company to its master policy (the one mapping).
const policyNumber = policyNumberSql;
const company = policyCompanySql;
const policyName = sql<string>`coalesce(${masterPolicies.policyName}, '')`;
const relevance = relevanceSql([policyNumber, policyName, company]);

const ownText = suffixCandidates({
  table: insurancePolicySearchSuffixes,
  shopId: insurancePolicySearchSuffixes.shopId,
  suffix: insurancePolicySearchSuffixes.suffix,
  recordId: insurancePolicySearchSuffixes.policyId,
});
const covered = alias(insurancePolicies, 'covered');
const coveredIds = sql.identifier('covered_ids');
/**
 * A master's policies in id order from their index on (shop, master, id): the order makes the
 * planner walk that index and stop at SEARCH_CANDIDATES, where a plain join may read every policy
 * of the shop looking for a small master's few (223 ms among 200,000).
 */
const masterText = sql`(select ${coveredIds}.id from ${masterPolicySearchSuffixes}
  cross join lateral (select ${covered.id} from ${insurancePolicies} ${covered}
    where ${covered.shopId} = ${masterPolicySearchSuffixes.shopId}
      and ${covered.masterPolicyId} = ${masterPolicySearchSuffixes.masterPolicyId}
    order by ${covered.id} limit ${searchParam.candidates}) ${coveredIds}
  where ${masterPolicySearchSuffixes.shopId} = ${searchParam.shopId}
    and ${masterPolicySearchSuffixes.suffix} >= ${searchParam.from}
    and ${masterPolicySearchSuffixes.suffix} < ${searchParam.to}
  limit ${searchParam.candidates})`;
const C = insuranceCompanySearchSuffixes;
const ofCompany = alias(insurancePolicies, 'of_company');
const companyIds = sql.identifier('company_ids');
/** A matching company's policies, in id order from their index on the company. */
const companyText = sql`(select ${companyIds}.id
  from (select distinct ${C.shopId} as shop_id, ${C.company} as company from ${C}
    where ${C.shopId} = ${searchParam.shopId}
      and ${C.suffix} >= ${searchParam.from} and ${C.suffix} < ${searchParam.to}) companies
  cross join lateral (select ${ofCompany.id} from ${insurancePolicies} ${ofCompany}
    where ${ofCompany.shopId} = companies.shop_id
      and ${ofCompany.insuranceCompany} = companies.company
    order by ${ofCompany.id} limit ${searchParam.candidates}) ${companyIds}
  limit ${searchParam.candidates})`;
/**
 * The policies whose number, company or master policy name may contain the text: those whose own
 * number has a suffix starting with it, those of a company whose name has one, and those of a
 * master policy whose text has one, SEARCH_CANDIDATES of each at most.
 */
const candidates = sql`(${ownText} union all ${companyText} union all ${masterText})`;

/**
 * Global search over insurance policies by number, master policy name and company (the policy's
 * own number and company win over its master's). Candidates come from prefix ranges on the
 * search suffixes (migration 0027), which indexes serve under row-level security; the ILIKE then
 * checks the few candidates exactly and they are ranked: a shop's 200,000 policies are never all
 * read (docs/benchmark-stalls.md). An archived vehicle's policy only for canViewArchived.
 */
export const insurancePolicySearchProvider: SearchProvider = {
  module: 'vehicles',
  model: 'insurance_policy',
  permission: 'canViewInsurance',
  async search(ctx, text, limit) {
    const hidden = visibleVehicleRecords(ctx, insurancePolicies.vehicleId, searchParam.shopId);
    const name = hidden ? 'search_policies_visible' : 'search_policies_all';
    const statement = prepared(ctx.db, name, (db) =>
      db
        .select({
          id: insurancePolicies.id,
          policyNumber,
          company,
          policyName,
          vin: vehicles.vin,
          description: vehicles.description,
          relevance,
        })
        .from(insurancePolicies)
        .innerJoin(vehicles, policyVehicleOn)
        .leftJoin(masterPolicies, policyMasterOn)
        .where(
          and(
            eq(insurancePolicies.shopId, searchParam.shopId),
            sql`${insurancePolicies.id} in ${candidates}`,
            or(
              ilike(policyNumber, searchParam.pattern),
              ilike(policyName, searchParam.pattern),
              ilike(company, searchParam.pattern),
            ),
            hidden,
          ),
        )
        .orderBy(desc(relevance), asc(insurancePolicies.id))
        .limit(searchParam.limit)
        .prepare(name),
    );
    const rows = await statement.execute(searchParams(ctx, text, limit));
    return rows.map((r) => ({
      id: r.id,
      urlKey: r.id,
      title: r.policyNumber === '' ? `Policy ${r.id}` : `Policy ${r.policyNumber}`,
      subtitle: [r.company, r.policyName].filter((s) => s !== '').join(' · '),
      details: `${r.description} · VIN ${r.vin}`,
      relevance: r.relevance,
    }));
  },
};

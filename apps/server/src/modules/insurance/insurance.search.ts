import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import { prepared } from '../../platform/database/prepared';
import {
  relevanceSql,
  searchParam,
  searchParams,
  type SearchProvider,
} from '../../platform/search-provider';
import { vehicles, visibleVehicleRecords } from '../vehicles';
import {
  policyCompanySql,
  policyMasterOn,
  policyNumberSql,
  policyVehicleOn,
} from './insurance.repository';
import { insurancePolicies, masterPolicies } from './insurance.tables';

// A vehicle's policy may leave number and company to its master policy (the one mapping).
const policyNumber = policyNumberSql;
const company = policyCompanySql;
const policyName = sql<string>`coalesce(${masterPolicies.policyName}, '')`;
const relevance = relevanceSql([policyNumber, policyName, company]);

/**
 * Global search over insurance policies by number, master policy name and company. A shop has
 * one policy per vehicle at most in force; the pattern is checked on each (no suffix table yet:
 * see docs/benchmark.md).
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

import { and, eq, ilike, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { INDIVIDUAL_POLICIES } from '@fleetdesk/contract/insurance';
import { containsPattern, suffixRange } from '../../platform/search-provider';
import type { ShopContext } from '../../platform/request-context';
import { vehicleIdsContaining, vehicleSearchTextSql } from '../vehicles';
import { policyCompanySql, policyNumberSql } from './insurance.repository';
import {
  insurancePolicySearchSuffixes,
  masterPolicySearchSuffixes,
} from './insurance.search.tables';
import { insurancePolicies, masterPolicies } from './insurance.tables';

/** The insurance overview's search and filters (GET /api/vehicles/policies/, docs/api.md). */
export type PolicyListNarrowing = {
  search?: string;
  company?: string;
  masterPolicy?: number | typeof INDIVIDUAL_POLICIES;
  endsWithin?: number | null;
};

/** The ids of a suffix table whose text has a suffix starting with `text` (an index range). */
function idsWithSuffix(
  ctx: ShopContext,
  text: string,
  s: { table: typeof insurancePolicySearchSuffixes | typeof masterPolicySearchSuffixes },
  id: PgColumn,
): SQL {
  const { from, to } = suffixRange(text);
  return sql`(select ${id} from ${s.table} where ${s.table.shopId} = ${ctx.shopId}
    and ${s.table.suffix} >= ${from} and ${s.table.suffix} < ${to})`;
}

/**
 * The policies whose vehicle (VIN, plate, description: make and model), number, company or
 * master policy name contains the text. Candidates come from three suffix indexes (the
 * vehicles', the policies' own, the master policies'), which row-level security lets an index
 * serve; the ILIKE then checks each candidate exactly, on the row the list reads anyway.
 */
function searchSql(ctx: ShopContext, text: string): SQL {
  const pattern = containsPattern(text);
  const candidates = sql`(
    select ${insurancePolicies.id} from ${insurancePolicies}
      where ${insurancePolicies.shopId} = ${ctx.shopId}
        and ${insurancePolicies.vehicleId} in ${vehicleIdsContaining(ctx, text)}
    union
    ${idsWithSuffix(ctx, text, { table: insurancePolicySearchSuffixes }, insurancePolicySearchSuffixes.policyId)}
    union
    select ${insurancePolicies.id} from ${insurancePolicies}
      where ${insurancePolicies.shopId} = ${ctx.shopId}
        and ${insurancePolicies.masterPolicyId} in ${idsWithSuffix(ctx, text, { table: masterPolicySearchSuffixes }, masterPolicySearchSuffixes.masterPolicyId)})`;
  return and(
    sql`${insurancePolicies.id} in ${candidates}`,
    or(
      ilike(vehicleSearchTextSql, pattern),
      ilike(policyNumberSql, pattern),
      ilike(policyCompanySql, pattern),
      ilike(sql`coalesce(${masterPolicies.policyName}, '')`, pattern),
    ),
  )!;
}

/** The narrowing's conditions on the list's row (the policy joined to its vehicle and master). */
export function narrowingSql(ctx: ShopContext, n: PolicyListNarrowing): SQL | undefined {
  return and(
    n.search ? searchSql(ctx, n.search) : undefined,
    // Any case, whole name: the company is picked from a list, not typed in part.
    n.company ? sql`lower(${policyCompanySql}) = lower(${n.company})` : undefined,
    n.masterPolicy === INDIVIDUAL_POLICIES
      ? isNull(insurancePolicies.masterPolicyId)
      : n.masterPolicy !== undefined
        ? eq(insurancePolicies.masterPolicyId, n.masterPolicy)
        : undefined,
    // From the shop's today (current_date in its scope) to N days on; passed ones are out.
    n.endsWithin !== undefined && n.endsWithin !== null
      ? sql`${insurancePolicies.endDate} between current_date and current_date + ${n.endsWithin}::int`
      : undefined,
  );
}

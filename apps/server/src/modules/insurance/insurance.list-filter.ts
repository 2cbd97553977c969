import { and, eq, ilike, inArray, isNull, or, sql, type SQL } from 'drizzle-orm';
import { INDIVIDUAL_POLICIES } from '@fleetdesk/contract/insurance';
import { rowsOf } from '../../platform/database/db';
import { containsPattern, suffixRange } from '../../platform/search-provider';
import type { ShopContext } from '../../platform/request-context';
import { vehicleIdsContaining, vehicles, vehicleSearchTextSql } from '../vehicles';
import {
  insuranceCompanySearchSuffixes,
  insurancePolicySearchSuffixes,
} from './insurance.search.tables';
import { insurancePolicies, masterPolicies } from './insurance.tables';

/** The policy's own company and number win over its master policy's: said here only. */
export const policyCompanySql = sql<string>`coalesce(nullif(${insurancePolicies.insuranceCompany}, ''), ${masterPolicies.insuranceCompany}, '')`;
export const policyNumberSql = sql<string>`coalesce(nullif(${insurancePolicies.policyNumber}, ''), ${masterPolicies.policyNumber}, '')`;

/** The insurance overview's search and filters (GET /api/vehicles/policies/, docs/api.md). */
export type PolicyListNarrowing = {
  search?: string;
  company?: string;
  masterPolicy?: number | typeof INDIVIDUAL_POLICIES;
  endsWithin?: number | null;
};

/**
 * The shop's master policies whose name, number or company contains the text: a shop has a few
 * (one or two a year), read apart so the list's statement names them and the planner knows how
 * many policies they cover (a subquery over their suffixes was planned as covering them all).
 */
async function mastersContaining(ctx: ShopContext, pattern: string): Promise<number[]> {
  const rows = await ctx.db
    .select({ id: masterPolicies.id })
    .from(masterPolicies)
    .where(
      and(
        eq(masterPolicies.shopId, ctx.shopId),
        or(
          ilike(masterPolicies.policyName, pattern),
          ilike(masterPolicies.policyNumber, pattern),
          ilike(masterPolicies.insuranceCompany, pattern),
        ),
      ),
    );
  return rows.map((r) => r.id);
}

/**
 * Above this many candidate vehicles (or with a master policy matching, which covers a fleet) a
 * search is broad: its page walks the list's ordered index checking each policy, and its count
 * stops at SEARCH_COUNT_CAP. Below it the candidates are fetched and sorted (a rare text).
 */
const NARROW_VEHICLES = 500;
/** A broad search counts this many matches at most; more is "at least" (docs/api.md). */
export const SEARCH_COUNT_CAP = 2_000;

/** Up to this many policies of matching companies a search stays narrow: they lead, counted exactly. */
const NARROW_COMPANY_POLICIES = 10_000;

/**
 * The insurance companies of the shop's policies whose name contains the text (any case):
 * from their suffixes (kept once per company, migration 0037), checked whole, each with how
 * many policies carry it (counted up to NARROW_COMPANY_POLICIES + 1). A shop has a few.
 */
async function companiesContaining(ctx: ShopContext, text: string, pattern: string) {
  const C = insuranceCompanySearchSuffixes;
  const P = insurancePolicies;
  const { from, to } = suffixRange(text);
  const rows = rowsOf<{ company: string; policies: number }>(
    await ctx.db.execute(sql`select c.company, (select count(*)::int from (select 1 from ${P}
        where ${P.shopId} = ${ctx.shopId} and ${P.insuranceCompany} = c.company
        limit ${NARROW_COMPANY_POLICIES + 1}) x) as policies
      from (select distinct ${C.company} as company from ${C}
        where ${C.shopId} = ${ctx.shopId} and ${C.suffix} >= ${from} and ${C.suffix} < ${to}
          and ${ilike(C.company, pattern)}) c`),
  );
  return {
    names: rows.map((r) => r.company),
    policies: rows.reduce((sum, r) => sum + Number(r.policies), 0),
  };
}

/** The vehicles' suffixes hold texts of printable ASCII up to 64 characters exactly. */
const suffixesAreExact = (text: string) => text.length <= 64 && /^[\x20-\x7e]*$/.test(text);

/** The policies' vehicles containing the text (a suffix range, exact: see suffixesAreExact). */
function vehicleMatch(ctx: ShopContext, text: string, pattern: string): SQL {
  const ids = suffixesAreExact(text)
    ? vehicleIdsContaining(ctx, text)
    : sql`(select ${vehicles.id} from ${vehicles} where ${vehicles.shopId} = ${ctx.shopId}
        and ${vehicles.id} in ${vehicleIdsContaining(ctx, text)} and ${ilike(vehicleSearchTextSql, pattern)})`;
  return sql`${insurancePolicies.vehicleId} in ${ids}`;
}

/** The policy's own number or company, else its master's, or its master's name, contains it. */
const policyTextMatches = (pattern: string) =>
  or(
    ilike(policyNumberSql, pattern),
    ilike(policyCompanySql, pattern),
    ilike(sql`coalesce(${masterPolicies.policyName}, '')`, pattern),
  )!;

/** How a search narrows the list, and whether it is broad (counted up to SEARCH_COUNT_CAP). */
export type SearchNarrowing = { where: SQL; broad: boolean };

/**
 * The policies whose vehicle (VIN, plate, description: year, make and model), number, company
 * or master policy name contains the text. Candidates come from suffix ranges (the vehicles',
 * the policies' own numbers, the companies'), which row-level security lets an index serve, and
 * the matching master policies; a policy's text is then checked exactly (its own number or company
 * wins over its master's).
 */
async function searchNarrowing(ctx: ShopContext, text: string): Promise<SearchNarrowing> {
  const pattern = containsPattern(text);
  const { from, to } = suffixRange(text);
  const S = insurancePolicySearchSuffixes;
  const own = sql`(select ${S.policyId} from ${S}
    where ${S.shopId} = ${ctx.shopId} and ${S.suffix} >= ${from} and ${S.suffix} < ${to})`;
  const [masters, companies, [candidates]] = await Promise.all([
    mastersContaining(ctx, pattern),
    companiesContaining(ctx, text, pattern),
    ctx.db
      .execute(
        sql`select count(*)::int as n from (select 1 from ${vehicleIdsContaining(ctx, text)} c limit ${NARROW_VEHICLES + 1}) x`,
      )
      .then((r) => rowsOf<{ n: number }>(r)),
  ]);
  // A master policy covers a fleet, and a company may: their search is broad.
  const broad =
    masters.length > 0 ||
    companies.policies > NARROW_COMPANY_POLICIES ||
    Number(candidates?.n ?? 0) > NARROW_VEHICLES;
  const ofCompanies =
    companies.names.length > 0
      ? inArray(insurancePolicies.insuranceCompany, companies.names)
      : undefined;
  if (!broad) {
    // A rare text: the few candidates lead (a nested loop from them), then the exact checks.
    const ids = sql`(select ${insurancePolicies.id} from ${insurancePolicies}
        where ${insurancePolicies.shopId} = ${ctx.shopId} and ${vehicleMatch(ctx, text, pattern)}
      union all ${own}${
        ofCompanies
          ? sql` union all (select ${insurancePolicies.id} from ${insurancePolicies}
        where ${insurancePolicies.shopId} = ${ctx.shopId} and ${ofCompanies})`
          : sql``
      })`;
    return {
      broad,
      where: and(
        sql`${insurancePolicies.id} in ${ids}`,
        or(vehicleMatch(ctx, text, pattern), policyTextMatches(pattern)),
      )!,
    };
  }
  // A common text: each policy the page walks is checked against the candidates (hashed once).
  return {
    broad,
    where: or(
      vehicleMatch(ctx, text, pattern),
      and(sql`${insurancePolicies.id} in ${own}`, policyTextMatches(pattern)),
      masters.length > 0
        ? and(inArray(insurancePolicies.masterPolicyId, masters), policyTextMatches(pattern))
        : undefined,
      ofCompanies ? and(ofCompanies, policyTextMatches(pattern)) : undefined,
    )!,
  };
}

/**
 * The narrowing's conditions on the list's row (the policy joined to its master policy), and
 * whether a broad search makes the count a lower bound past SEARCH_COUNT_CAP.
 */
export async function narrowingSql(
  ctx: ShopContext,
  n: PolicyListNarrowing,
): Promise<{ where: SQL | undefined; broad: boolean }> {
  const search = n.search ? await searchNarrowing(ctx, n.search) : null;
  return {
    broad: search?.broad ?? false,
    where: and(
      search?.where,
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
    ),
  };
}

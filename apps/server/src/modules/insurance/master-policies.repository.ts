import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_COVERAGE_TYPES } from '@fleetdesk/contract/insurance';
import type { ShopContext } from '../../platform/request-context';
import { visibleVehicleRecords } from '../vehicles';
import {
  coverageTypes,
  insuranceCompanies,
  insurancePolicies,
  masterPolicies,
} from './insurance.tables';

// Master policies, insurers and coverage types: queries only.

/** Policies of the master policy this member may see (archived vehicles' only with the permission). */
const vehicleCount = (ctx: ShopContext) => {
  const hidden = visibleVehicleRecords(ctx, sql`ip.vehicle_id`, sql`ip.shop_id`);
  // Qualified by hand: Drizzle writes a column bare inside sql``, which the subquery would capture.
  return sql<number>`(select count(*)::int from ${insurancePolicies} ip where ip.shop_id = "master_policies"."shop_id" and ip.master_policy_id = "master_policies"."id"${hidden ? sql` and ${hidden}` : sql``})`;
};

const columns = (ctx: ShopContext) => ({
  id: masterPolicies.id,
  policy_name: masterPolicies.policyName,
  policy_number: masterPolicies.policyNumber,
  insurance_company: masterPolicies.insuranceCompany,
  start_date: masterPolicies.startDate,
  end_date: masterPolicies.endDate,
  total_premium: masterPolicies.totalPremium,
  vehicle_count: vehicleCount(ctx),
  deductible: masterPolicies.deductible,
  coverage_type: masterPolicies.coverageType,
  additional_costs: masterPolicies.additionalCosts,
  additional_costs_notes: masterPolicies.additionalCostsNotes,
  notes: masterPolicies.notes,
  renewed_from: masterPolicies.renewedFromId,
  createdAt: masterPolicies.createdAt,
});

/** Newest term first (the renewal form prefills from the first). */
export async function listMasterPolicies(
  ctx: ShopContext,
  page: { limit: number; offset: number },
) {
  const where = eq(masterPolicies.shopId, ctx.shopId);
  const [total] = await ctx.db.select({ n: count() }).from(masterPolicies).where(where);
  const results = await ctx.db
    .select(columns(ctx))
    .from(masterPolicies)
    .where(where)
    .orderBy(desc(masterPolicies.startDate), desc(masterPolicies.id))
    .limit(page.limit)
    .offset(page.offset);
  return { count: total?.n ?? 0, results };
}
export type MasterPolicyRow = Awaited<ReturnType<typeof listMasterPolicies>>['results'][number];

export async function findMasterPolicy(ctx: ShopContext, id: number) {
  const [row] = await ctx.db
    .select(columns(ctx))
    .from(masterPolicies)
    .where(and(eq(masterPolicies.shopId, ctx.shopId), eq(masterPolicies.id, id)));
  return row ?? null;
}

/** The shop's latest master policy (what a renewal renews when the client names none). */
export async function latestMasterPolicyId(ctx: ShopContext): Promise<number | null> {
  const [row] = await ctx.db
    .select({ id: masterPolicies.id })
    .from(masterPolicies)
    .where(eq(masterPolicies.shopId, ctx.shopId))
    .orderBy(desc(masterPolicies.endDate), desc(masterPolicies.id))
    .limit(1);
  return row?.id ?? null;
}

export type NewMasterPolicy = {
  policyName: string;
  policyNumber: string;
  insuranceCompany: string;
  insuranceCompanyId: number;
  coverageTypeId: number | null;
  renewedFromId: number | null;
  startDate: string;
  endDate: string;
  totalPremium: string;
  deductible: string | null;
  coverageType: string;
  additionalCosts: string;
  additionalCostsNotes: string;
  notes: string;
};

export async function insertMasterPolicy(ctx: ShopContext, values: NewMasterPolicy) {
  const [row] = await ctx.db
    .insert(masterPolicies)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: masterPolicies.id });
  return row!.id;
}

/** The insurer's row, added the first time a renewal names it. */
export async function companyId(ctx: ShopContext, name: string): Promise<number> {
  await ctx.db
    .insert(insuranceCompanies)
    .values({ shopId: ctx.shopId, name })
    .onConflictDoNothing({ target: [insuranceCompanies.shopId, insuranceCompanies.name] });
  const [row] = await ctx.db
    .select({ id: insuranceCompanies.id })
    .from(insuranceCompanies)
    .where(and(eq(insuranceCompanies.shopId, ctx.shopId), eq(insuranceCompanies.name, name)));
  return row!.id;
}

const listCoverageTypes = (ctx: ShopContext) =>
  ctx.db
    .select({ id: coverageTypes.id, name: coverageTypes.name })
    .from(coverageTypes)
    .where(eq(coverageTypes.shopId, ctx.shopId))
    .orderBy(asc(coverageTypes.id));

/** The shop's coverage types; a shop with none gets the defaults on its first call. */
export async function coverageTypesWithDefaults(ctx: ShopContext) {
  const found = await listCoverageTypes(ctx);
  if (found.length > 0) return found;
  await ctx.db
    .insert(coverageTypes)
    .values(DEFAULT_COVERAGE_TYPES.map((name) => ({ shopId: ctx.shopId, name })))
    .onConflictDoNothing({ target: [coverageTypes.shopId, coverageTypes.name] });
  return listCoverageTypes(ctx);
}

export async function coverageTypesByIds(ctx: ShopContext, ids: number[]) {
  if (ids.length === 0) return [];
  return ctx.db
    .select({ id: coverageTypes.id, name: coverageTypes.name })
    .from(coverageTypes)
    .where(and(eq(coverageTypes.shopId, ctx.shopId), inArray(coverageTypes.id, ids)));
}

export async function coverageTypeByName(ctx: ShopContext, name: string) {
  const [row] = await ctx.db
    .select({ id: coverageTypes.id })
    .from(coverageTypes)
    .where(and(eq(coverageTypes.shopId, ctx.shopId), eq(coverageTypes.name, name)));
  return row?.id ?? null;
}

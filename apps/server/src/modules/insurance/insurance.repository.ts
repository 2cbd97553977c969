import { and, count, eq, inArray, max, sql, type SQL } from 'drizzle-orm';
import { INSURANCE_PLACEHOLDER_DATE } from '@fleetdesk/contract/rules/vehicle-status';
import type { Db } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { vehicles, visibleVehicleRecords } from '../vehicles';
import {
  narrowingSql,
  policyCompanySql,
  policyNumberSql,
  SEARCH_COUNT_CAP,
  type PolicyListNarrowing,
} from './insurance.list-filter';
import { insurancePolicies, masterPolicies } from './insurance.tables';

export { policyCompanySql, policyNumberSql };

// Per-vehicle policies: queries only (rules in insurance.service.ts, shape in the presenter).

/** A policy's vehicle, joined within the policy's shop (composite key). */
export const policyVehicleOn = and(
  eq(vehicles.shopId, insurancePolicies.shopId),
  eq(vehicles.id, insurancePolicies.vehicleId),
);
/** A policy's master policy, joined within the policy's shop (composite key). */
export const policyMasterOn = and(
  eq(masterPolicies.shopId, insurancePolicies.shopId),
  eq(masterPolicies.id, insurancePolicies.masterPolicyId),
);

/**
 * What every read of a policy selects (the list, one policy, the vehicle detail's subquery)
 * from the policy joined to its vehicle and master policy; the presenter shapes it.
 */
export const policyFields = {
  id: insurancePolicies.id,
  vehicleId: insurancePolicies.vehicleId,
  masterPolicyId: insurancePolicies.masterPolicyId,
  masterName: masterPolicies.policyName,
  masterNumber: masterPolicies.policyNumber,
  masterCompany: masterPolicies.insuranceCompany,
  company: policyCompanySql,
  number: policyNumberSql,
  coverageTypeId: insurancePolicies.coverageTypeId,
  policyCosts: insurancePolicies.policyCosts,
  vehiclePremium: insurancePolicies.vehiclePremium,
  startDate: insurancePolicies.startDate,
  endDate: insurancePolicies.endDate,
  collisionDeductible: insurancePolicies.collisionDeductible,
  comprehensiveDeductible: insurancePolicies.comprehensiveDeductible,
  notes: insurancePolicies.notes,
  vin: vehicles.vin,
  vehicleDescription: vehicles.description,
};

/** Latest end date first (a policy without one last), newest first among equals (an index). */
export const policyOrder = sql`${insurancePolicies.endDate} desc nulls last, ${insurancePolicies.id} desc`;

/**
 * A policy's documents as a json subquery of the same statement (the documents module writes
 * it), or null for a member who may not see them.
 */
export type DocumentsColumn = SQL | null;

const base = (db: Db, documents: DocumentsColumn) =>
  db
    .select({ ...policyFields, documents: documents ?? sql<unknown>`null` })
    .from(insurancePolicies)
    .innerJoin(vehicles, policyVehicleOn)
    .leftJoin(masterPolicies, policyMasterOn);

/** A policy as read, with its documents' json (null when not read). */
export type PolicyRow = Awaited<ReturnType<ReturnType<typeof base>['execute']>>[number];

/** An end date that counts: the 1970 placeholder and an empty date are none. */
const realEndSql = sql`${insurancePolicies.endDate} > ${INSURANCE_PLACEHOLDER_DATE}::date`;

/** Active: an end date later than the 1970 placeholder and not yet passed (the database's today). */
export const activeSql = sql`(${insurancePolicies.endDate} is not null and ${insurancePolicies.endDate} > ${INSURANCE_PLACEHOLDER_DATE}::date and ${insurancePolicies.endDate} >= current_date)`;

/**
 * Previous: not active, said as a range the end-date index can read (the 1970 placeholder is
 * before today), so the Previous section does not walk every active policy first.
 */
const previousSql = sql`(${insurancePolicies.endDate} is null or ${insurancePolicies.endDate} < current_date)`;

export type PolicyFilter = PolicyListNarrowing & {
  vehicleId?: number;
  active?: boolean;
  limit: number;
  offset: number;
};

/**
 * The shop's policies, latest end date first; across vehicles without hidden (archived) ones.
 * A page with its documents is one statement.
 */
export async function listPolicies(
  ctx: ShopContext,
  filter: PolicyFilter,
  documents: DocumentsColumn,
): Promise<{ count: number; atLeast: boolean; results: PolicyRow[] }> {
  const narrowing = await narrowingSql(ctx, filter);
  const where = and(
    eq(insurancePolicies.shopId, ctx.shopId),
    filter.vehicleId === undefined
      ? visibleVehicleRecords(ctx, insurancePolicies.vehicleId)
      : eq(insurancePolicies.vehicleId, filter.vehicleId),
    filter.active === undefined ? undefined : filter.active ? activeSql : previousSql,
    narrowing.where,
  );
  // A broad search counts SEARCH_COUNT_CAP matches at most (a lower bound past it).
  const cap = narrowing.broad ? SEARCH_COUNT_CAP : null;
  // The count beside the page (another connection on PostgreSQL); the page walks the index of
  // policyOrder (insurance_policies_shop_end_idx), so its cost is its 25 rows, not the shop's.
  const [[total], results] = await Promise.all([
    ctx.alongside((db) => {
      // A search or company filter reads the master policy (its number, company, name).
      const rows = db
        .select({ one: sql`1` })
        .from(insurancePolicies)
        .leftJoin(masterPolicies, policyMasterOn)
        .where(where);
      const counted = (cap === null ? rows : rows.limit(cap + 1)).as('counted');
      return db.select({ n: count() }).from(counted);
    }),
    base(ctx.db, documents)
      .where(where)
      .orderBy(policyOrder)
      .limit(filter.limit)
      .offset(filter.offset),
  ]);
  const n = total?.n ?? 0;
  return cap !== null && n > cap
    ? { count: cap, atLeast: true, results }
    : { count: n, atLeast: false, results };
}

export async function findPolicy(
  ctx: ShopContext,
  id: number,
  documents: DocumentsColumn = null,
): Promise<PolicyRow | null> {
  const [row] = await base(ctx.db, documents).where(
    and(eq(insurancePolicies.shopId, ctx.shopId), eq(insurancePolicies.id, id)),
  );
  return row ?? null;
}

export type PolicyWrite = Partial<{
  policyCosts: string | null;
  vehiclePremium: string | null;
  startDate: string | null;
  endDate: string | null;
  collisionDeductible: string | null;
  comprehensiveDeductible: string | null;
  notes: string;
}>;

export async function updatePolicy(ctx: ShopContext, id: number, values: PolicyWrite) {
  await ctx.db
    .update(insurancePolicies)
    .set({ ...values, updatedAt: new Date() })
    .where(and(eq(insurancePolicies.shopId, ctx.shopId), eq(insurancePolicies.id, id)));
}

export type NewPolicy = {
  vehicleId: number;
  masterPolicyId: number;
  coverageTypeId: number | null;
  policyCosts: string | null;
  vehiclePremium: string | null;
  startDate: string;
  endDate: string;
  collisionDeductible: string | null;
  comprehensiveDeductible: string | null;
  notes: string;
};

/**
 * The policies in one statement, each naming the policy it renews: its vehicle's current one
 * (latest end date, then newest), read in the same statement before any of these exists.
 */
export async function insertRenewedPolicies(
  ctx: ShopContext,
  rows: readonly NewPolicy[],
): Promise<{ id: number; vehicleId: number }[]> {
  if (rows.length === 0) return [];
  return ctx.db
    .insert(insurancePolicies)
    .values(
      rows.map((values) => ({
        ...values,
        shopId: ctx.shopId,
        renewedFromId: sql`(select p.id from ${insurancePolicies} p where p.shop_id = ${ctx.shopId} and p.vehicle_id = ${values.vehicleId} order by p.end_date desc nulls last, p.id desc limit 1)`,
      })),
    )
    .returning({ id: insurancePolicies.id, vehicleId: insurancePolicies.vehicleId });
}

/** Each vehicle's latest real end date, for several vehicles in one statement. */
export async function latestEnds(
  ctx: ShopContext,
  vehicleIds: readonly number[],
): Promise<{ vehicleId: number; endsOn: string | null }[]> {
  if (vehicleIds.length === 0) return [];
  return ctx.db
    .select({ vehicleId: insurancePolicies.vehicleId, endsOn: max(insurancePolicies.endDate) })
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.shopId, ctx.shopId),
        inArray(insurancePolicies.vehicleId, [...vehicleIds]),
        realEndSql,
      ),
    )
    .groupBy(insurancePolicies.vehicleId);
}

/** The vehicle's latest real end date (the placeholder and empty dates count as none). */
export async function latestEnd(ctx: ShopContext, vehicleId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({ latest: max(insurancePolicies.endDate) })
    .from(insurancePolicies)
    .where(
      and(
        eq(insurancePolicies.shopId, ctx.shopId),
        eq(insurancePolicies.vehicleId, vehicleId),
        realEndSql,
      ),
    );
  return row?.latest ?? null;
}

/** Premium of a vehicle's current policy, for the renewal list (correlated, latest first). */
const currentCost: SQL<string | null> = sql`(
  select coalesce(p.vehicle_premium, p.policy_costs)::text from ${insurancePolicies} p
  where p.shop_id = "vehicles"."shop_id" and p.vehicle_id = "vehicles"."id"
  order by p.end_date desc nulls last, p.id desc limit 1)`;

/** The shop's active (non-archived) vehicles with their current premium, by description. */
export function vehiclesForRenewal(ctx: ShopContext) {
  return ctx.db
    .select({
      vin: vehicles.vin,
      description: vehicles.description,
      license_plate: vehicles.licensePlate,
      current_insurance_cost: currentCost,
    })
    .from(vehicles)
    .where(and(eq(vehicles.shopId, ctx.shopId), eq(vehicles.isArchived, false)))
    .orderBy(vehicles.description, vehicles.id);
}

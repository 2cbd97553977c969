import { and, asc, count, desc, eq, inArray, isNull, lt, or, sql, type SQL } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { shownVehicles, visibleVehicleRecords } from '../vehicles';
import type { FinancingRow } from './financing.presenter';
import { stateSql } from './financing.state';
import { financingPayments, financingVehicles, financings } from './financing.tables';

/** What the stored-status jobs need: a shop-scoped database, no member (the daily job, the seed). */
export type ShopScope = Pick<ShopContext, 'db' | 'shopId'>;

/**
 * Subqueries on a financing's vehicles are written with their own aliases and the outer row named
 * in full: Drizzle leaves a single-table select's columns unqualified, which a subquery over
 * tables with the same column names (id, shop_id) would misread.
 */
export const F = {
  id: sql.raw('"financings"."id"'),
  shopId: sql.raw('"financings"."shop_id"'),
  nextDueDate: sql.raw('"financings"."next_due_date"'),
};
/** The links of the outer financing (alias fv), with their vehicles (alias fveh). */
export const LINKED_VEHICLES = sql.raw(
  'financing_vehicles fv join vehicles fveh on fveh.shop_id = fv.shop_id and fveh.id = fv.vehicle_id where fv.shop_id = "financings"."shop_id" and fv.financing_id = "financings"."id"',
);

/** A financing exists for a member when at least one of its vehicles does (the archived rule). */
export function visibleFinancing(ctx: ShopContext): SQL | undefined {
  const rule = visibleVehicleRecords(ctx, sql.raw('fv.vehicle_id'), F.shopId);
  if (!rule) return undefined;
  return sql`exists (select 1 from financing_vehicles fv where fv.shop_id = ${F.shopId} and fv.financing_id = ${F.id} and ${rule})`;
}

/** Leaves out archived vehicles (fveh) for a member who may not see them. */
export const hiddenVehicleSql = (ctx: ShopContext) => {
  const shown = shownVehicles(ctx, sql.raw('fveh.is_archived'));
  return shown ? sql`and ${shown}` : sql``;
};

/** The financing's vehicles the member may see, the first (position 0) first. */
function vehiclesJsonSql(ctx: ShopContext) {
  return sql<{ vin: string; description: string }[]>`coalesce((
    select json_agg(json_build_object('vin', fveh.vin, 'description', fveh.description) order by fv.position, fveh.vin)
    from ${LINKED_VEHICLES} ${hiddenVehicleSql(ctx)}), '[]'::json)`;
}

/** The columns of a financing reply; the stored status is read with its days counted from today. */
export const financingColumns = (ctx: ShopContext) => ({
  id: financings.id,
  financing_type: financings.financingType,
  is_active: financings.isActive,
  state: stateSql,
  monthly_payment: financings.monthlyPayment,
  start_date: financings.startDate,
  end_date: financings.endDate,
  company_name: financings.companyName,
  lender_name: financings.lenderName,
  loan_number: financings.loanNumber,
  loan_amount: financings.loanAmount,
  interest_rate: financings.interestRate,
  opening_balance: financings.openingBalance,
  remaining_balance: financings.remainingBalance,
  interest_paid: financings.interestPaid,
  leasing_company: financings.leasingCompany,
  lease_type: financings.leaseType,
  mileage_allowance: financings.mileageAllowance,
  excess_mileage_rate: financings.excessMileageRate,
  gl_account: financings.glAccount,
  quickbooks_class: financings.quickbooksClass,
  notes: financings.notes,
  total_amount_paid: financings.totalAmountPaid,
  payment_count: financings.paymentCount,
  status: financings.paymentStatus,
  missing_count: financings.missingCount,
  late_count: financings.lateCount,
  max_overdue_days: financings.maxOverdueDays,
  next_due_in_days: sql<number | null>`(${F.nextDueDate} - current_date)::int`,
  createdAt: financings.createdAt,
  updatedAt: financings.updatedAt,
  vehicles: vehiclesJsonSql(ctx),
});

/** The shop's financings this member may see (optionally of one vehicle). */
export function financingScope(ctx: ShopContext, vehicleId?: number): SQL | undefined {
  return and(
    eq(financings.shopId, ctx.shopId),
    visibleFinancing(ctx),
    vehicleId === undefined
      ? undefined
      : sql`exists (select 1 from financing_vehicles fv where fv.shop_id = ${F.shopId} and fv.financing_id = ${F.id} and fv.vehicle_id = ${vehicleId})`,
  );
}

/** Newest start date first. */
export async function listFinancings(
  ctx: ShopContext,
  filter: { vehicleId?: number; limit: number; offset: number },
): Promise<{ count: number; results: FinancingRow[] }> {
  const where = financingScope(ctx, filter.vehicleId);
  const [total] = await ctx.db.select({ n: count() }).from(financings).where(where);
  const results = await ctx.db
    .select(financingColumns(ctx))
    .from(financings)
    .where(where)
    .orderBy(desc(financings.startDate), desc(financings.id))
    .limit(filter.limit)
    .offset(filter.offset);
  return { count: total?.n ?? 0, results };
}

export async function findFinancing(
  ctx: ShopContext,
  id: number,
  opts: { forUpdate?: boolean } = {},
): Promise<FinancingRow | null> {
  const query = ctx.db
    .select(financingColumns(ctx))
    .from(financings)
    .where(and(financingScope(ctx), eq(financings.id, id)));
  const [row] = opts.forUpdate ? await query.for('update', { of: financings }) : await query;
  return row ?? null;
}

export type FinancingValues = Omit<
  typeof financings.$inferInsert,
  'id' | 'shopId' | 'companyName' | 'createdAt' | 'updatedAt'
>;

export async function insertFinancing(ctx: ShopContext, values: FinancingValues): Promise<number> {
  const [row] = await ctx.db
    .insert(financings)
    .values({ ...values, shopId: ctx.shopId })
    .returning({ id: financings.id });
  return row!.id;
}

export async function updateFinancing(ctx: ShopContext, id: number, values: FinancingValues) {
  await ctx.db
    .update(financings)
    .set({ ...values, updatedAt: sql`now()` })
    .where(and(eq(financings.shopId, ctx.shopId), eq(financings.id, id)));
}

export async function deleteFinancing(ctx: ShopContext, id: number) {
  await ctx.db
    .delete(financings)
    .where(and(eq(financings.shopId, ctx.shopId), eq(financings.id, id)));
}

/**
 * Links the financing to `vehicleIds` in that order. Links to vehicles the member cannot see
 * (archived, without canViewArchived) are kept: they were not on the form it sent.
 */
export async function setFinancingVehicles(ctx: ShopContext, id: number, vehicleIds: number[]) {
  const visible = visibleVehicleRecords(ctx, financingVehicles.vehicleId);
  await ctx.db
    .delete(financingVehicles)
    .where(
      and(eq(financingVehicles.shopId, ctx.shopId), eq(financingVehicles.financingId, id), visible),
    );
  const kept = await ctx.db
    .select({ vehicleId: financingVehicles.vehicleId })
    .from(financingVehicles)
    .where(and(eq(financingVehicles.shopId, ctx.shopId), eq(financingVehicles.financingId, id)));
  const keptIds = new Set(kept.map((k) => k.vehicleId));
  const rows = vehicleIds
    .filter((vehicleId) => !keptIds.has(vehicleId))
    .map((vehicleId, position) => ({ shopId: ctx.shopId, financingId: id, vehicleId, position }));
  if (rows.length > 0) await ctx.db.insert(financingVehicles).values(rows);
}

/** Every vehicle the financings cover (archived ones too): where their changes show in History. */
export async function vehicleIdsOfFinancings(ctx: ShopContext, ids: number[]): Promise<number[]> {
  const rows = await ctx.db
    .selectDistinct({ vehicleId: financingVehicles.vehicleId })
    .from(financingVehicles)
    .where(
      and(eq(financingVehicles.shopId, ctx.shopId), inArray(financingVehicles.financingId, ids)),
    );
  return rows.map((r) => r.vehicleId);
}

export async function hasPayments(ctx: ShopContext, financingId: number): Promise<boolean> {
  const [row] = await ctx.db
    .select({ id: financingPayments.id })
    .from(financingPayments)
    .where(
      and(eq(financingPayments.shopId, ctx.shopId), eq(financingPayments.financingId, financingId)),
    )
    .limit(1);
  return row !== undefined;
}

/** What the stored status and balance are computed from (rules/financing-balance.ts). */
const termColumns = {
  id: financings.id,
  financing_type: financings.financingType,
  start_date: financings.startDate,
  end_date: financings.endDate,
  monthly_payment: financings.monthlyPayment,
  opening_balance: financings.openingBalance,
  loan_amount: financings.loanAmount,
  interest_rate: financings.interestRate,
};

/** Terms of financings whose stored status is older than `today`, a batch at a time. */
export async function staleFinancings(ctx: ShopScope, today: string, limit: number) {
  return ctx.db
    .select(termColumns)
    .from(financings)
    .where(
      and(
        eq(financings.shopId, ctx.shopId),
        or(isNull(financings.statusAsOf), lt(financings.statusAsOf, today)),
      ),
    )
    .orderBy(asc(financings.id))
    .limit(limit);
}

export async function termsOf(ctx: ShopScope, ids: number[]) {
  return ctx.db
    .select(termColumns)
    .from(financings)
    .where(and(eq(financings.shopId, ctx.shopId), inArray(financings.id, ids)));
}

export type StoredStatus = {
  id: number;
  status: string;
  missing_count: number;
  late_count: number;
  max_overdue_days: number;
  next_due_date: string | null;
  remaining_balance: string | null;
  interest_paid: string;
};

/**
 * Writes the computed statuses and balances (one statement for the batch) and the paid totals,
 * which are summed in SQL numeric from the payments.
 */
export async function storeStatuses(ctx: ShopScope, today: string, rows: StoredStatus[]) {
  if (rows.length === 0) return;
  const batch = JSON.stringify(rows);
  await ctx.db.execute(sql`
    update ${financings} f set
      payment_status = u.status, missing_count = u.missing_count, late_count = u.late_count,
      max_overdue_days = u.max_overdue_days, next_due_date = u.next_due_date,
      remaining_balance = u.remaining_balance, interest_paid = u.interest_paid,
      status_as_of = ${today}::date,
      total_amount_paid = round(coalesce(p.total, 0), 2), payment_count = coalesce(p.n, 0)
    from json_to_recordset(${batch}::json)
      as u(id int, status text, missing_count int, late_count int, max_overdue_days int,
        next_due_date date, remaining_balance numeric, interest_paid numeric)
    left join lateral (
      select sum(${financingPayments.totalPayment}) as total, count(*)::int as n
      from ${financingPayments}
      where ${financingPayments.shopId} = ${ctx.shopId} and ${financingPayments.financingId} = u.id
    ) p on true
    where f.shop_id = ${ctx.shopId} and f.id = u.id`);
}

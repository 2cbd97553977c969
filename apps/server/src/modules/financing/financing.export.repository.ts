import { and, asc, desc, eq, gt, gte, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import {
  SUMMARY_LIMIT,
  type ExportQuery,
  type ExportType,
  type FinancingSummaryQuery,
} from '@fleetdesk/contract/financing-export';
import { rowsOf } from '../../platform/database/client';
import { inFlightLimit } from '../../platform/jobs/in-flight';
import type { ShopContext } from '../../platform/request-context';
import { shownVehicles } from '../vehicles';
import { visibleFinancing } from './financing.repository';
import { activeSql, stateLabelSql } from './financing.state';
import { financingPayments, financings } from './financing.tables';

/** Rows read per round trip (and per short transaction) while an export streams. */
export const EXPORT_BATCH = 1000;

/**
 * Export pages read at once in this process, whatever the number of exports (direct ones and
 * jobs): a burst of exports waits here for its turn instead of queueing its pages ahead of every
 * other request on the database (on PGlite, its one connection: docs/benchmark-stalls.md).
 */
export const EXPORT_PAGES_IN_FLIGHT = 2;
const exportPage = inFlightLimit(EXPORT_PAGES_IN_FLIGHT);

/** The shop's financings the member may see: the one visibility rule (financing.repository.ts). */
const visibleFinancings = (ctx: ShopContext): SQL | undefined =>
  and(eq(financings.shopId, ctx.shopId), visibleFinancing(ctx));

/** Filters on the financing itself (both exports, the summary). */
const financingFilters = (q: Omit<FinancingSummaryQuery, 'status'>) => [
  q.financing_type ? eq(financings.financingType, q.financing_type) : undefined,
  q.gl_account ? eq(financings.glAccount, q.gl_account) : undefined,
  q.quickbooks_class ? eq(financings.quickbooksClass, q.quickbooks_class) : undefined,
];

// Drizzle leaves columns unqualified in a one-table select, so the correlated subqueries below
// name their tables in plain SQL (with aliases) rather than through the table objects.

/** The financing's vehicles the member may see, in position order, `; `-separated. */
const vehicleList = (column: 'description' | 'vin', ctx: ShopContext) =>
  sql<string>`coalesce((select string_agg(v.${sql.identifier(column)}, '; ' order by fv.position, v.id) from financing_vehicles fv join vehicles v on v.shop_id = fv.shop_id and v.id = fv.vehicle_id where fv.shop_id = financings.shop_id and fv.financing_id = financings.id${shownAnd(ctx)}), '')`;

const shownAnd = (ctx: ShopContext) => {
  const shown = shownVehicles(ctx, sql.raw('v.is_archived'));
  return shown ? sql` and ${shown}` : sql``;
};

/** Distinct non-empty values of a financing column, for the export options. */
export async function distinctValues(
  ctx: ShopContext,
  column: typeof financings.glAccount | typeof financings.quickbooksClass,
): Promise<string[]> {
  const rows = await ctx.db
    .selectDistinct({ value: column })
    .from(financings)
    .where(and(visibleFinancings(ctx), ne(column, '')))
    .orderBy(asc(column));
  return rows.map((r) => r.value);
}

/** An aggregate over the financing's payments (the index on (shop, financing) serves it). */
const ofPayments = <T>(aggregate: SQL) =>
  sql<T>`(select ${aggregate} from financing_payments p where p.shop_id = financings.shop_id and p.financing_id = financings.id)`;

const financingColumns = (ctx: ShopContext) => ({
  id: financings.id,
  financing_type: financings.financingType,
  company_name: financings.companyName,
  loan_number: financings.loanNumber,
  lease_type: financings.leaseType,
  vehicles: vehicleList('description', ctx),
  vins: vehicleList('vin', ctx),
  monthly_payment: financings.monthlyPayment,
  start_date: financings.startDate,
  end_date: financings.endDate,
  loan_amount: financings.loanAmount,
  interest_rate: financings.interestRate,
  remaining_balance: financings.remainingBalance,
  mileage_allowance: financings.mileageAllowance,
  gl_account: financings.glAccount,
  quickbooks_class: financings.quickbooksClass,
  /** Active, Completed or Inactive (financing.state.ts): a completed one is never Active. */
  is_active: stateLabelSql,
  payment_status: financings.paymentStatus,
  notes: financings.notes,
  payment_count: ofPayments<number>(sql`count(*)::int`),
  total_paid: ofPayments<string>(sql`coalesce(sum(p.total_payment), 0)::text`),
  last_payment_date: ofPayments<string | null>(sql`max(p.payment_date)::text`),
});
export type FinancingExportRow = { [K in keyof ReturnType<typeof financingColumns>]: unknown } & {
  id: number;
};

/** The financings an export keeps (see financingBatches). */
const financingExportWhere = (ctx: ShopContext, q: ExportQuery) =>
  and(
    visibleFinancings(ctx),
    ...financingFilters(q),
    q.date_to ? lte(financings.startDate, q.date_to) : undefined,
    q.date_from
      ? or(sql`${financings.endDate} is null`, gte(financings.endDate, q.date_from))
      : undefined,
  );

/** The payments an export keeps (see paymentBatches). */
const paymentExportWhere = (ctx: ShopContext, q: ExportQuery) =>
  and(
    eq(financingPayments.shopId, ctx.shopId),
    visibleFinancings(ctx),
    ...financingFilters(q),
    q.payment_method ? eq(financingPayments.paymentMethod, q.payment_method) : undefined,
    q.date_from ? gte(financingPayments.paymentDate, q.date_from) : undefined,
    q.date_to ? lte(financingPayments.paymentDate, q.date_to) : undefined,
  );

const paymentsWithFinancing = and(
  eq(financings.shopId, financingPayments.shopId),
  eq(financings.id, financingPayments.financingId),
);

/**
 * The rows an export holds, counting at most `atMost` (bounded work: the direct export only asks
 * whether there are more than EXPORT_DIRECT_MAX_ROWS), or all of them (an export job's total).
 */
export async function countExportRows(
  ctx: ShopContext,
  type: ExportType,
  q: ExportQuery,
  atMost?: number,
): Promise<number> {
  const rows =
    type === 'financing'
      ? ctx.db
          .select({ one: sql`1` })
          .from(financings)
          .where(financingExportWhere(ctx, q))
      : ctx.db
          .select({ one: sql`1` })
          .from(financingPayments)
          .innerJoin(financings, paymentsWithFinancing)
          .where(paymentExportWhere(ctx, q));
  const kept = atMost === undefined ? rows : rows.limit(atMost);
  const [row] = rowsOf<{ n: number }>(
    await ctx.db.execute(sql`select count(*)::int as n from (${kept}) kept`),
  );
  return row!.n;
}

/**
 * The financings of an export, oldest id first, `EXPORT_BATCH` at a time (keyset: each batch
 * starts after the last id of the one before), each batch in a short transaction of its own
 * (`readApart`): while the client reads, the export holds no transaction. The date range keeps a financing whose term
 * overlaps it: started on or before `date_to` and not ended before `date_from`. The payment
 * summary counts all of a financing's payments.
 */
export async function* financingBatches(ctx: ShopContext, q: ExportQuery) {
  const where = financingExportWhere(ctx, q);
  let after = 0;
  for (;;) {
    const rows = await exportPage(() =>
      ctx.readApart((db) =>
        db
          .select(financingColumns(ctx))
          .from(financings)
          .where(and(where, gt(financings.id, after)))
          .orderBy(asc(financings.id))
          .limit(EXPORT_BATCH),
      ),
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    after = rows[rows.length - 1]!.id;
  }
}

const paymentColumns = (ctx: ShopContext) => ({
  id: financingPayments.id,
  payment_date: financingPayments.paymentDate,
  financing_id: financings.id,
  financing_type: financings.financingType,
  company_name: financings.companyName,
  vehicles: vehicleList('description', ctx),
  amount_paid: financingPayments.amountPaid,
  late_fee: financingPayments.lateFee,
  has_late_fee: sql<boolean>`${financingPayments.lateFee} > 0`,
  total_payment: financingPayments.totalPayment,
  /** The bank side of the IIF transaction: the total, negative, computed in numeric. */
  total_negated: sql<string>`(-${financingPayments.totalPayment})::text`,
  payment_method: financingPayments.paymentMethod,
  reference_number: financingPayments.referenceNumber,
  is_late: financingPayments.isLate,
  gl_account: financings.glAccount,
  quickbooks_class: financings.quickbooksClass,
  notes: financingPayments.notes,
});
export type PaymentExportRow = { [K in keyof ReturnType<typeof paymentColumns>]: unknown } & {
  id: number;
  payment_date: string;
};

/** The payments of an export by payment date (then id), in keyset batches as above. */
export async function* paymentBatches(ctx: ShopContext, q: ExportQuery) {
  const where = paymentExportWhere(ctx, q);
  let after: { date: string; id: number } | null = null;
  for (;;) {
    const from = after;
    const rows: PaymentExportRow[] = await exportPage(() =>
      ctx.readApart((db) =>
        db
          .select(paymentColumns(ctx))
          .from(financingPayments)
          .innerJoin(financings, paymentsWithFinancing)
          .where(
            and(
              where,
              from
                ? sql`(${financingPayments.paymentDate}, ${financingPayments.id}) > (${from.date}::date, ${from.id})`
                : undefined,
            ),
          )
          .orderBy(asc(financingPayments.paymentDate), asc(financingPayments.id))
          .limit(EXPORT_BATCH),
      ),
    );
    if (rows.length === 0) return;
    yield rows;
    if (rows.length < EXPORT_BATCH) return;
    const last = rows[rows.length - 1]!;
    after = { date: last.payment_date, id: last.id };
  }
}

/** The Reports summary: the highest monthly payments first, at most SUMMARY_LIMIT. */
export async function summaryRows(ctx: ShopContext, q: FinancingSummaryQuery) {
  return ctx.db
    .select({
      id: financings.id,
      financing_type: financings.financingType,
      company_name: financings.companyName,
      vehicle_description: vehicleList('description', ctx),
      monthly_payment: financings.monthlyPayment,
      start_date: financings.startDate,
      end_date: financings.endDate,
      is_active: activeSql,
      status: stateLabelSql,
      payment_status: financings.paymentStatus,
      total_paid: financingColumns(ctx).total_paid,
    })
    .from(financings)
    .where(summaryWhere(ctx, q))
    .orderBy(desc(financings.monthlyPayment), asc(financings.id))
    .limit(SUMMARY_LIMIT);
}

/**
 * Totals over every financing the summary's filters keep, summed in numeric. What was paid is the
 * financing's kept total (total_amount_paid, written with each payment): summing each financing's
 * payments here read all of them (1.2 s for 500,000).
 */
export async function summaryTotals(ctx: ShopContext, q: FinancingSummaryQuery) {
  const [row] = await ctx.db
    .select({
      count: sql<number>`count(*)::int`,
      active_count: sql<number>`(count(*) filter (where ${activeSql}))::int`,
      // The monthly total is the active financings' (the one definition, as the dashboard's).
      monthly_total: sql<string>`round(coalesce(sum(${financings.monthlyPayment}) filter (where ${activeSql}), 0), 2)::text`,
      annual_total: sql<string>`round(12 * coalesce(sum(${financings.monthlyPayment}) filter (where ${activeSql}), 0), 2)::text`,
      total_paid: sql<string>`round(coalesce(sum(${financings.totalAmountPaid}), 0), 2)::text`,
    })
    .from(financings)
    .where(summaryWhere(ctx, q));
  return row!;
}

const summaryWhere = (ctx: ShopContext, q: FinancingSummaryQuery) =>
  and(
    visibleFinancings(ctx),
    ...financingFilters(q),
    q.status === 'active' ? activeSql : q.status === 'inactive' ? sql`not ${activeSql}` : undefined,
  );

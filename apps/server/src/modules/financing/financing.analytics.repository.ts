import { and, eq, gte, sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { visibleVehicleRecords } from '../vehicles';
import { financingScope, visibleFinancing } from './financing.repository';
import { activeSql } from './financing.state';
import {
  financingPaymentMonths,
  financingPayments,
  financingVehicles,
  financings,
} from './financing.tables';

/**
 * The Analytics tab's figures as SQL aggregates (money summed in numeric without a precision cap,
 * sent as text). Active is the one definition (financing.state.ts).
 */

const money = (expr: SQL) => sql<string>`round(coalesce(${expr}, 0), 2)::text`;
const int = (expr: SQL) => sql<number>`(${expr})::int`;

/**
 * The portfolio's figures, each type's and each company's, in one scan of the financings
 * (grouping sets: the whole, per type, per company), companies by their active monthly total.
 */
export async function portfolioGroups(ctx: ShopContext, companiesShown: number) {
  const activeMonthly = sql`sum(${financings.monthlyPayment}) filter (where ${activeSql})`;
  const rows = await ctx.db
    .select({
      perType: int(sql`1 - grouping(${financings.financingType})`),
      perCompany: int(sql`1 - grouping(${financings.companyName})`),
      financing_type: financings.financingType,
      company_name: financings.companyName,
      total: int(sql`count(*)`),
      active: int(sql`count(*) filter (where ${activeSql})`),
      monthly: money(activeMonthly),
      financed: money(
        sql`sum(${financings.loanAmount}) filter (where ${activeSql} and ${financings.financingType} = 'LOAN')`,
      ),
      remaining: money(sql`sum(${financings.remainingBalance}) filter (where ${activeSql})`),
      interest: sql<string>`coalesce(round(avg(${financings.interestRate}) filter (where ${activeSql} and ${financings.financingType} = 'LOAN'), 3), 0)::text`,
      overdue: int(
        sql`count(*) filter (where ${activeSql} and ${financings.paymentStatus} = 'overdue')`,
      ),
      late: int(sql`count(*) filter (where ${activeSql} and ${financings.paymentStatus} = 'late')`),
      missing: int(sql`coalesce(sum(${financings.missingCount}) filter (where ${activeSql}), 0)`),
      maxOverdue: int(
        sql`coalesce(max(${financings.maxOverdueDays}) filter (where ${activeSql}), 0)`,
      ),
      ending: int(
        sql`count(*) filter (where ${activeSql} and ${financings.endDate} <= current_date + 90)`,
      ),
      atRisk: money(
        sql`sum(${financings.monthlyPayment}) filter (where ${activeSql} and ${financings.paymentStatus} = 'overdue')`,
      ),
    })
    .from(financings)
    .where(financingScope(ctx))
    .groupBy(sql`grouping sets ((), (${financings.financingType}), (${financings.companyName}))`)
    .orderBy(
      sql`${activeMonthly} desc nulls last`,
      financings.financingType,
      financings.companyName,
    );
  const portfolio = rows.find((r) => !r.perType && !r.perCompany)!;
  const types = rows
    .filter((r) => r.perType)
    .sort((a, b) => (a.financing_type < b.financing_type ? -1 : 1))
    .map((r) => ({
      financing_type: r.financing_type,
      count: r.total,
      active_count: r.active,
      monthly_total: r.monthly,
    }));
  const companies = rows
    .filter((r) => r.perCompany && r.active > 0)
    .slice(0, companiesShown)
    .map((r) => ({ company_name: r.company_name, count: r.active, monthly_total: r.monthly }));
  return { portfolio, types, companies };
}

/** Vehicles under an active financing (each once), leaving out those the member may not see. */
export async function financedVehicles(ctx: ShopContext): Promise<number> {
  const [row] = await ctx.db
    .select({ n: int(sql`count(distinct ${financingVehicles.vehicleId})`) })
    .from(financings)
    .innerJoin(
      financingVehicles,
      and(
        eq(financingVehicles.shopId, financings.shopId),
        eq(financingVehicles.financingId, financings.id),
      ),
    )
    .where(
      and(
        eq(financings.shopId, ctx.shopId),
        activeSql,
        visibleVehicleRecords(ctx, financingVehicles.vehicleId),
      ),
    );
  return row?.n ?? 0;
}

/**
 * The payments from `from` (null: all; always a month's first day) of the financings the member
 * may see, per method: the performance figures (their sums) and the method cards. Read from the
 * monthly sums (financing_payment_months); for a member without canViewArchived the payments of
 * the financings they may not see are counted out of them.
 */
export async function paymentsByMethod(ctx: ShopContext, from: string | null) {
  const visible = visibleFinancing(ctx);
  const months = sql`select ${financingPaymentMonths.paymentMethod} as method,
      ${financingPaymentMonths.payments} as payments, ${financingPaymentMonths.late} as late,
      ${financingPaymentMonths.totalPaid} as total, ${financingPaymentMonths.amountsPaid} as amounts,
      ${financingPaymentMonths.lateFees} as late_fees
    from ${financingPaymentMonths}
    where ${and(
      eq(financingPaymentMonths.shopId, ctx.shopId),
      from === null ? undefined : gte(financingPaymentMonths.month, from),
    )}`;
  const hidden = visible
    ? sql`union all
      select ${financingPayments.paymentMethod}, -count(*), -count(*) filter (where ${financingPayments.isLate}),
        -sum(${financingPayments.totalPayment}), -sum(${financingPayments.amountPaid}), -sum(${financingPayments.lateFee})
      from ${financingPayments} join ${financings} on ${and(
        eq(financings.shopId, financingPayments.shopId),
        eq(financings.id, financingPayments.financingId),
      )}
      where ${and(
        eq(financingPayments.shopId, ctx.shopId),
        from === null ? undefined : gte(financingPayments.paymentDate, from),
        sql`not ${visible}`,
      )}
      group by ${financingPayments.paymentMethod}`
    : sql``;
  return rowsOf<{
    method: string;
    count: number;
    late: number;
    total: string;
    amounts: string;
    lateFees: string;
  }>(
    await ctx.db.execute(sql`select method, ${int(sql`sum(payments)`)} as count,
        ${int(sql`sum(late)`)} as late, ${money(sql`sum(total)`)} as total,
        ${money(sql`sum(amounts)`)} as amounts, ${money(sql`sum(late_fees)`)} as "lateFees"
      from (${months} ${hidden}) sums group by method having sum(payments) > 0`),
  );
}

/** The first day of this month, quarter or year (null for all), as the database counts today. */
export async function rangeStart(ctx: ShopContext, range: string): Promise<string | null> {
  if (range === 'all') return null;
  const unit = range === 'month' ? 'month' : range === 'quarter' ? 'quarter' : 'year';
  const [row] = await ctx.db
    .select({ from: sql<string>`date_trunc(${unit}, current_date)::date::text` })
    .from(sql`(select 1) as one`);
  return row!.from;
}

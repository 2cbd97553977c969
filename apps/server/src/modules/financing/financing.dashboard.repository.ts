import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  DashboardOrdering,
  FinancingDashboardQuery,
} from '@fleetdesk/contract/financing-lists';
import { containsPattern } from '../../platform/search-provider';
import type { ShopContext } from '../../platform/request-context';
import type { FinancingRow } from './financing.presenter';
import {
  F,
  LINKED_VEHICLES,
  financingColumns,
  financingScope,
  hiddenVehicleSql,
} from './financing.repository';
import { financings } from './financing.tables';

/**
 * The dashboard's SQL (spec 2 sections 2 and 4): tiles and counts as one aggregate over the
 * stored status columns, then one page of cards. No row is replayed in JavaScript.
 */

/** The card status of spec 2 section 4 over the stored columns, as rules/financing-card-status.ts decides it. */
const cardKindSql = sql`case
  when ${financings.endDate} < current_date then 'completed'
  when not ${financings.isActive} then 'inactive'
  when ${financings.paymentStatus} = 'overdue' then 'overdue'
  when ${financings.paymentStatus} = 'late' then 'late'
  when ${F.nextDueDate} - current_date between 0 and 7 then 'upcoming'
  else 'current' end`;

/** Vehicle description, company name, payment amount or financing type contains the text. */
function searchSql(ctx: ShopContext, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const amount = text.replace(/[$,\s]/g, '');
  return sql`(${financings.companyName} ilike ${pattern}
    or (case when ${financings.financingType} = 'LEASE' then 'Lease' else 'Loan' end) ilike ${pattern}
    ${amount && /^[\d.]+$/.test(amount) ? sql`or ${financings.monthlyPayment}::text like ${containsPattern(amount)}` : sql``}
    or exists (select 1 from ${LINKED_VEHICLES} ${hiddenVehicleSql(ctx)} and fveh.description ilike ${pattern}))`;
}

const typeSql = (type: FinancingDashboardQuery['type']) =>
  type === 'all' ? undefined : eq(financings.financingType, type === 'loan' ? 'LOAN' : 'LEASE');

/** The first vehicle's description, for ordering by vehicle. */
const firstVehicleSql = (ctx: ShopContext) =>
  sql`(select fveh.description from ${LINKED_VEHICLES} ${hiddenVehicleSql(ctx)} order by fv.position, fveh.vin limit 1)`;

function orderOf(ctx: ShopContext, ordering: DashboardOrdering): SQL[] {
  const dir = ordering.startsWith('-') ? desc : asc;
  const key = ordering.replace(/^-/, '');
  const column =
    key === 'monthly_payment'
      ? financings.monthlyPayment
      : key === 'vehicle'
        ? firstVehicleSql(ctx)
        : financings.endDate;
  return [sql`${dir(column)} nulls last`, dir(financings.id)];
}

export type DashboardTotals = {
  total: number;
  payment_issues: number;
  due_soon: number;
  current: number;
  inactive: number;
  monthly_total: string;
  all: number;
  loans: number;
  leases: number;
};

export async function dashboardTotals(
  ctx: ShopContext,
  query: FinancingDashboardQuery,
): Promise<DashboardTotals> {
  const shown = typeSql(query.type) ?? sql`true`;
  const kind = (kinds: string) =>
    sql<number>`count(*) filter (where ${shown} and ${cardKindSql} in (${sql.raw(kinds)}))::int`;
  const [row] = await ctx.db
    .select({
      total: sql<number>`count(*) filter (where ${shown})::int`,
      payment_issues: kind(`'overdue', 'late'`),
      due_soon: kind(`'upcoming'`),
      current: kind(`'current'`),
      inactive: kind(`'completed', 'inactive'`),
      monthly_total: sql<string>`coalesce(sum(${financings.monthlyPayment}) filter (where ${shown} and ${cardKindSql} not in ('completed', 'inactive')), 0)::numeric(14, 2)::text`,
      all: sql<number>`count(*)::int`,
      loans: sql<number>`count(*) filter (where ${financings.financingType} = 'LOAN')::int`,
      leases: sql<number>`count(*) filter (where ${financings.financingType} = 'LEASE')::int`,
    })
    .from(financings)
    .where(and(financingScope(ctx), searchSql(ctx, query.search)));
  return row!;
}

export async function dashboardPage(
  ctx: ShopContext,
  query: FinancingDashboardQuery,
  window: { limit: number; offset: number },
): Promise<FinancingRow[]> {
  return ctx.db
    .select(financingColumns(ctx))
    .from(financings)
    .where(and(financingScope(ctx), searchSql(ctx, query.search), typeSql(query.type)))
    .orderBy(...orderOf(ctx, query.ordering))
    .limit(window.limit)
    .offset(window.offset);
}

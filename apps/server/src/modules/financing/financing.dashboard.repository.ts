import { and, asc, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  DashboardOrdering,
  FinancingDashboardQuery,
} from '@fleetdesk/contract/financing-lists';
import { containsPattern } from '../../platform/search-provider';
import type { ShopContext } from '../../platform/request-context';
import { shownVehicles, vehicleIdsContaining, vehicles } from '../vehicles';
import type { FinancingRow } from './financing.presenter';
import { F, financingColumns, financingScope, hiddenVehicleSql } from './financing.repository';
import { activeSql, cardKindSql } from './financing.state';
import { financingVehicles, financings } from './financing.tables';

/**
 * The dashboard's SQL (spec 2 sections 2 and 4): tiles and counts as one aggregate over the
 * stored status columns, then one page of cards. No row is replayed in JavaScript.
 */

/** Vehicle description, company name, payment amount or financing type contains the text. */
function searchSql(ctx: ShopContext, text: string | undefined): SQL | undefined {
  if (!text) return undefined;
  const pattern = containsPattern(text);
  const amount = text.replace(/[$,\s]/g, '');
  return sql`(${financings.companyName} ilike ${pattern}
    or (case when ${financings.financingType} = 'LEASE' then 'Lease' else 'Loan' end) ilike ${pattern}
    ${amount && /^[\d.]+$/.test(amount) ? sql`or ${financings.monthlyPayment}::text like ${containsPattern(amount)}` : sql``}
    or ${F.id} in (select fv.financing_id from financing_vehicles fv
      join vehicles fveh on fveh.shop_id = fv.shop_id and fveh.id = fv.vehicle_id
      where fv.shop_id = ${ctx.shopId} ${hiddenVehicleSql(ctx)}
        and fveh.id in ${vehicleIdsContaining(ctx, text)} and fveh.description ilike ${pattern}))`;
}

const typeSql = (type: FinancingDashboardQuery['type']) =>
  type === 'all' ? undefined : eq(financings.financingType, type === 'loan' ? 'LOAN' : 'LEASE');

/**
 * Each financing's first vehicle (position, then VIN) that the member may see, for ordering by
 * vehicle: one join over the shop's links, which the page joins to (a subquery per financing
 * cost 20,000 index lookups at the benchmark's size).
 */
function firstVehicles(ctx: ShopContext) {
  return ctx.db.$with('first_vehicles').as(
    ctx.db
      .selectDistinctOn([financingVehicles.financingId], {
        financingId: financingVehicles.financingId,
        description: sql<string>`${vehicles.description}`.as('first_description'),
      })
      .from(financingVehicles)
      .innerJoin(
        vehicles,
        and(
          eq(vehicles.shopId, financingVehicles.shopId),
          eq(vehicles.id, financingVehicles.vehicleId),
        ),
      )
      .where(and(eq(financingVehicles.shopId, ctx.shopId), shownVehicles(ctx, vehicles.isArchived)))
      .orderBy(financingVehicles.financingId, financingVehicles.position, vehicles.vin),
  );
}

function orderOf(ordering: DashboardOrdering, byVehicle?: SQL): SQL[] {
  const dir = ordering.startsWith('-') ? desc : asc;
  const key = ordering.replace(/^-/, '');
  const column =
    key === 'monthly_payment'
      ? financings.monthlyPayment
      : key === 'vehicle' && byVehicle
        ? byVehicle
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
      monthly_total: sql<string>`round(coalesce(sum(${financings.monthlyPayment}) filter (where ${shown} and ${activeSql}), 0), 2)::text`,
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
  const where = and(financingScope(ctx), searchSql(ctx, query.search), typeSql(query.type));
  if (query.ordering.replace(/^-/, '') !== 'vehicle') {
    return ctx.db
      .select(financingColumns(ctx))
      .from(financings)
      .where(where)
      .orderBy(...orderOf(query.ordering))
      .limit(window.limit)
      .offset(window.offset);
  }
  const firsts = firstVehicles(ctx);
  return ctx.db
    .with(firsts)
    .select(financingColumns(ctx))
    .from(financings)
    .leftJoin(firsts, eq(firsts.financingId, financings.id))
    .where(where)
    .orderBy(...orderOf(query.ordering, sql`${firsts.description}`))
    .limit(window.limit)
    .offset(window.offset);
}

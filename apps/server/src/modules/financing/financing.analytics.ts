import {
  FINANCING_CONSTANTS,
  PAYMENT_METHOD_LABELS,
  type FinancingType,
  type PaymentMethod,
} from '@fleetdesk/contract/financing';
import type { AnalyticsRange, FinancingAnalytics } from '@fleetdesk/contract/financing-lists';
import { fromCents, percentOf, roundDiv, toCents } from '@fleetdesk/contract/money';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './financing.analytics.repository';
import { refreshFinancingStatuses } from './financing.status';

/** The largest companies the portfolio breakdown names. */
const COMPANIES_SHOWN = 10;

const average = (total: string, n: number) =>
  n === 0 ? '0.00' : fromCents(roundDiv(toCents(total), BigInt(n)));

/**
 * Risk level (spec 2 leaves the formula open): high when over a tenth of the active financings
 * are overdue or a payment is more than 60 days overdue, medium with any overdue or late one.
 */
function riskLevel(active: number, overdue: number, late: number, maxOverdue: number) {
  if (overdue * 10 > active || maxOverdue > 60) return 'high' as const;
  return overdue + late > 0 ? ('medium' as const) : ('low' as const);
}

type MethodRow = Awaited<ReturnType<typeof repo.paymentsByMethod>>[number];

/** The payment figures of the range: the per-method sums added up in cents. */
function paymentTotals(rows: MethodRow[]) {
  const sum = (pick: (r: MethodRow) => string) =>
    fromCents(rows.reduce((total, r) => total + toCents(pick(r)), 0n));
  const count = rows.reduce((n, r) => n + r.count, 0);
  const late = rows.reduce((n, r) => n + r.late, 0);
  return {
    count,
    late,
    onTime: count - late,
    paid: sum((r) => r.total),
    amounts: sum((r) => r.amounts),
    lateFees: sum((r) => r.lateFees),
  };
}

/** The method cards: the 6 largest by amount (then by name). */
function topMethods(rows: MethodRow[]) {
  return [...rows]
    .sort((a, b) => {
      const diff = toCents(b.total) - toCents(a.total);
      return diff === 0n ? a.method.localeCompare(b.method) : diff > 0n ? 1 : -1;
    })
    .slice(0, FINANCING_CONSTANTS.paymentMethodCards)
    .map((m) => ({
      method: m.method as PaymentMethod,
      label: PAYMENT_METHOD_LABELS[m.method as PaymentMethod] ?? m.method,
      count: m.count,
      total: m.total,
    }));
}

/** GET /api/vehicles/financing/analytics/: the six sections, from SQL aggregates. */
export async function financingAnalytics(
  ctx: ShopContext,
  range: AnalyticsRange,
): Promise<FinancingAnalytics> {
  await refreshFinancingStatuses(ctx);
  const from = await repo.rangeStart(ctx, range);
  const { portfolio: p, types, companies } = await repo.portfolioGroups(ctx, COMPANIES_SHOWN);
  const vehicles = await repo.financedVehicles(ctx);
  const byMethod = await repo.paymentsByMethod(ctx, from);
  const pay = paymentTotals(byMethod);
  const methods = topMethods(byMethod);
  const monthlyOf = (type: FinancingType) =>
    types.find((t) => t.financing_type === type)?.monthly_total ?? '0.00';
  return {
    range,
    date_from: from,
    key_metrics: {
      total_financings: p.total,
      active_financings: p.active,
      total_monthly_payments: p.monthly,
      annual_cost: fromCents(toCents(p.monthly) * 12n),
      total_financed: p.financed,
      remaining_balance: p.remaining,
      total_paid: pay.paid,
      vehicles_financed: vehicles,
    },
    payment_performance: {
      payment_count: pay.count,
      on_time_count: pay.onTime,
      late_count: pay.late,
      on_time_rate: percentOf(BigInt(pay.onTime), BigInt(pay.count)),
      late_fees: pay.lateFees,
      average_payment: average(pay.amounts, pay.count),
    },
    cost_efficiency: {
      average_monthly_payment: average(p.monthly, p.active),
      cost_per_vehicle: average(p.monthly, vehicles),
      average_interest_rate: p.interest,
      late_fee_ratio: percentOf(toCents(pay.lateFees), toCents(pay.paid)),
      loan_monthly_total: monthlyOf('LOAN'),
      lease_monthly_total: monthlyOf('LEASE'),
    },
    risk: {
      overdue_financings: p.overdue,
      late_financings: p.late,
      missing_payments: p.missing,
      max_overdue_days: p.maxOverdue,
      ending_within_90_days: p.ending,
      at_risk_monthly: p.atRisk,
      level: riskLevel(p.active, p.overdue, p.late, p.maxOverdue),
    },
    portfolio: {
      by_type: types.map((t) => ({ ...t, financing_type: t.financing_type as FinancingType })),
      by_company: companies,
    },
    payment_methods: methods,
  };
}

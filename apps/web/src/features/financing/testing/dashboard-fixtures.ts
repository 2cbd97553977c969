import type { Financing } from '@fleetdesk/contract/financing';
import type { FinancingAnalytics, FinancingDashboard } from '@fleetdesk/contract/financing-lists';

export function dashboardReply(
  results: Financing[],
  over: Partial<FinancingDashboard> = {},
): FinancingDashboard {
  return {
    count: results.length,
    total_pages: 1,
    next: null,
    previous: null,
    results,
    summary: {
      total: results.length,
      payment_issues: 2,
      due_soon: 1,
      current: 3,
      inactive: 1,
      monthly_total: '12345.67',
    },
    type_counts: { all: 7, loans: 4, leases: 3 },
    ...over,
  };
}

export function analyticsReply(over: Partial<FinancingAnalytics> = {}): FinancingAnalytics {
  return {
    range: 'year',
    date_from: '2026-01-01',
    key_metrics: {
      total_financings: 7,
      active_financings: 6,
      total_monthly_payments: '3150.00',
      annual_cost: '37800.00',
      total_financed: '84000.00',
      remaining_balance: '52000.00',
      total_paid: '18900.00',
      vehicles_financed: 6,
    },
    payment_performance: {
      payment_count: 42,
      on_time_count: 39,
      late_count: 3,
      on_time_rate: '92.86',
      late_fees: '75.00',
      average_payment: '450.00',
    },
    cost_efficiency: {
      average_monthly_payment: '525.00',
      cost_per_vehicle: '525.00',
      average_interest_rate: '5.125',
      late_fee_ratio: '0.40',
      loan_monthly_total: '1800.00',
      lease_monthly_total: '1350.00',
    },
    risk: {
      overdue_financings: 1,
      late_financings: 2,
      missing_payments: 2,
      max_overdue_days: 38,
      ending_within_90_days: 1,
      at_risk_monthly: '450.00',
      level: 'medium',
    },
    portfolio: {
      by_type: [
        { financing_type: 'LOAN', count: 4, active_count: 4, monthly_total: '1800.00' },
        { financing_type: 'LEASE', count: 3, active_count: 2, monthly_total: '1350.00' },
      ],
      by_company: [{ company_name: 'First Auto Credit', count: 3, monthly_total: '1350.00' }],
    },
    payment_methods: [
      { method: 'check', label: 'Check', count: 30, total: '13500.00' },
      { method: 'ach', label: 'ACH', count: 12, total: '5400.00' },
    ],
    ...over,
  };
}

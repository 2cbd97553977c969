import { z } from 'zod';
import { MAX_ID, paginatedSchema, paginationQuerySchema } from './common';
import {
  FINANCING_TYPES,
  PAYMENT_METHODS,
  financingPaymentSchema,
  financingSchema,
  variancePeriods,
} from './financing';
import { blankAsUndefined } from './vehicle-fields';

/**
 * The financing reads that take a query: the lists, the dashboard and the analytics
 * (spec 2 sections 2 and 7, docs/api.md). The dashboard and the analytics are server
 * aggregates, so the screens never fetch thousand-row pages.
 */

// Lists -----------------------------------------------------------------------

const vinFilter = z.preprocess(blankAsUndefined, z.string().trim().max(17).optional());
const idFilter = z.preprocess(
  blankAsUndefined,
  z.coerce.number({ error: 'Enter a valid id.' }).int().min(1).max(MAX_ID).optional(),
);

/** GET /api/vehicles/financing/ (`?vehicle={vin}`). */
export const financingListQuerySchema = paginationQuerySchema.extend({ vehicle: vinFilter });
export type FinancingListQuery = z.infer<typeof financingListQuerySchema>;
export const financingListResponseSchema = paginatedSchema(financingSchema);

/** GET /api/vehicles/financing-payments/ (`?financing={id}`, `?vehicle={vin}`), newest first. */
export const paymentListQuerySchema = paginationQuerySchema.extend({
  financing: idFilter,
  vehicle: vinFilter,
});
export type PaymentListQuery = z.infer<typeof paymentListQuerySchema>;
export const paymentListResponseSchema = paginatedSchema(financingPaymentSchema);

export const varianceQuerySchema = z.object({
  period: z.enum(variancePeriods).default('last12months'),
});

// Dashboard -------------------------------------------------------------------

export const dashboardTypes = ['all', 'loan', 'lease'] as const;
export const dashboardOrderings = [
  'end_date',
  '-end_date',
  'monthly_payment',
  '-monthly_payment',
  'vehicle',
  '-vehicle',
] as const;
export type DashboardOrdering = (typeof dashboardOrderings)[number];

/** GET /api/vehicles/financing/dashboard/. Default order: end_date ascending (spec 2 section 9). */
export const financingDashboardQuerySchema = paginationQuerySchema.extend({
  search: z.preprocess(blankAsUndefined, z.string().trim().max(100).optional()),
  type: z.preprocess(blankAsUndefined, z.enum(dashboardTypes).default('all')),
  ordering: z.preprocess(blankAsUndefined, z.enum(dashboardOrderings).default('end_date')),
});
export type FinancingDashboardQuery = z.infer<typeof financingDashboardQuerySchema>;

/**
 * The dashboard: one page of cards, the tiles over every financing the search and type filter
 * match (spec 2 section 4: payment issues = overdue + late, due soon = upcoming, inactive =
 * completed + inactive), and the type filter's counts (search applied, type not).
 */
export const financingDashboardSchema = paginatedSchema(financingSchema).extend({
  summary: z.object({
    total: z.number().int(),
    payment_issues: z.number().int(),
    due_soon: z.number().int(),
    current: z.number().int(),
    inactive: z.number().int(),
    monthly_total: z.string().describe('Monthly payments of the active, not completed ones'),
  }),
  type_counts: z.object({
    all: z.number().int(),
    loans: z.number().int(),
    leases: z.number().int(),
  }),
});
export type FinancingDashboard = z.infer<typeof financingDashboardSchema>;

// Analytics -------------------------------------------------------------------

export const analyticsRanges = ['month', 'quarter', 'year', 'all'] as const;
export type AnalyticsRange = (typeof analyticsRanges)[number];

/** GET /api/vehicles/financing/analytics/ (`?range=`, default year). */
export const financingAnalyticsQuerySchema = z.object({
  range: z.preprocess(blankAsUndefined, z.enum(analyticsRanges).default('year')),
});

const money = z.string().describe('Decimal string');
const percent = z.string().describe('Percent, decimal string with 2 decimals');

/**
 * The Analytics tab's six sections. Payments count within the range (this calendar month,
 * quarter or year to date, or all); the portfolio figures are as of today.
 */
export const financingAnalyticsSchema = z.object({
  range: z.enum(analyticsRanges),
  date_from: z.string().nullable().describe('First day of the range; null for all'),
  key_metrics: z.object({
    total_financings: z.number().int(),
    active_financings: z.number().int(),
    total_monthly_payments: money,
    annual_cost: money.describe('12 x total monthly payments (spec 2 section 9)'),
    total_financed: money.describe('Loan amounts of the active loans'),
    remaining_balance: money,
    total_paid: money.describe('Payments in the range, late fees included'),
    vehicles_financed: z.number().int(),
  }),
  payment_performance: z.object({
    payment_count: z.number().int(),
    on_time_count: z.number().int(),
    late_count: z.number().int(),
    on_time_rate: percent,
    late_fees: money,
    average_payment: money,
  }),
  cost_efficiency: z.object({
    average_monthly_payment: money,
    cost_per_vehicle: money.describe('Monthly payments of active financings / vehicles financed'),
    average_interest_rate: z.string().describe('Mean rate of the active loans, percent'),
    late_fee_ratio: percent.describe('Late fees / total paid'),
    loan_monthly_total: money,
    lease_monthly_total: money,
  }),
  risk: z.object({
    overdue_financings: z.number().int(),
    late_financings: z.number().int(),
    missing_payments: z.number().int(),
    max_overdue_days: z.number().int(),
    ending_within_90_days: z.number().int(),
    at_risk_monthly: money.describe('Monthly payments of overdue financings'),
    level: z.enum(['low', 'medium', 'high']),
  }),
  portfolio: z.object({
    by_type: z.array(
      z.object({
        financing_type: z.enum(FINANCING_TYPES),
        count: z.number().int(),
        active_count: z.number().int(),
        monthly_total: money,
      }),
    ),
    by_company: z
      .array(z.object({ company_name: z.string(), count: z.number().int(), monthly_total: money }))
      .describe('The 10 largest by monthly total'),
  }),
  payment_methods: z
    .array(
      z.object({
        method: z.enum(PAYMENT_METHODS),
        label: z.string(),
        count: z.number().int(),
        total: money,
      }),
    )
    .describe('The top 6 methods by amount in the range'),
});
export type FinancingAnalytics = z.infer<typeof financingAnalyticsSchema>;

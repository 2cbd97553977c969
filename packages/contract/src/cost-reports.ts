import { z } from 'zod';
import { MAX_PAGE_SIZE } from './common';
import { COST_REPORT_MAX_MONTHS } from './rules/cost-reports';
import { blankAsUndefined, FIELD_MESSAGES, requiredDate } from './vehicle-fields';

/**
 * Cost reports (docs/api.md "Cost reports"): what a period's vehicles cost, by vehicle, type,
 * location or month, counted in whole months of the shop's calendar.
 */

export { COST_REPORT_MAX_MONTHS };

export const COST_REPORT_GROUPS = ['vehicle', 'type', 'location', 'month'] as const;
export type CostReportGroup = (typeof COST_REPORT_GROUPS)[number];
export const COST_REPORT_FORMATS = ['csv', 'xlsx'] as const;

export const COST_REPORT_MESSAGES = {
  toBeforeFrom: 'The end of the period must not be before its start.',
  tooWide: `Ask for at most ${COST_REPORT_MAX_MONTHS} months at a time.`,
  badGroup: 'Group by vehicle, type, location or month.',
  badFormat: 'Ask for csv or xlsx.',
} as const;

/** The vehicle group's page when none is asked: the others answer in one page. */
export const COST_REPORT_PAGE_SIZE = 50;

/** GET /api/vehicles/reports/costs/?from=&to=&group=&page=&page_size=&format= */
export const costReportQuerySchema = z.object({
  from: requiredDate(FIELD_MESSAGES.invalidDate),
  to: requiredDate(FIELD_MESSAGES.invalidDate),
  group: z.preprocess(
    blankAsUndefined,
    z.enum(COST_REPORT_GROUPS, { error: COST_REPORT_MESSAGES.badGroup }).default('month'),
  ),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(COST_REPORT_PAGE_SIZE),
  format: z.preprocess(
    blankAsUndefined,
    z.enum(COST_REPORT_FORMATS, { error: COST_REPORT_MESSAGES.badFormat }).optional(),
  ),
});
export type CostReportQuery = z.output<typeof costReportQuerySchema>;

const figures = {
  service: z.string(),
  fuel: z.string(),
  /** Null for a member without canViewFinancial (then left out of the total). */
  financing: z.string().nullable(),
  insurance: z.string().nullable(),
  registration: z.string(),
  total: z.string(),
  miles: z.number().int(),
  /** total / miles to the cent; null without miles. */
  cost_per_mile: z.string().nullable(),
};
export const costFiguresSchema = z.object(figures);
export type CostFigures = z.infer<typeof costFiguresSchema>;

export const costReportRowSchema = z.object({
  /** The VIN, type id, location id ("0" none) or month (YYYY-MM). */
  key: z.string(),
  label: z.string(),
  ...figures,
});
export type CostReportRow = z.infer<typeof costReportRowSchema>;

export const costReportSchema = z.object({
  /** The whole months counted: the first day of the first month to the last day of the last. */
  from: z.string(),
  to: z.string(),
  group: z.enum(COST_REPORT_GROUPS),
  /** Whether financing and insurance are counted (canViewFinancial). */
  financial_included: z.boolean(),
  /** Rows in all (the vehicle group is paged; the others come whole). */
  count: z.number().int(),
  page: z.number().int(),
  total_pages: z.number().int(),
  rows: z.array(costReportRowSchema),
  /** Over every vehicle of the period, not only the page's. */
  totals: costFiguresSchema,
});
export type CostReport = z.infer<typeof costReportSchema>;

export const costReportFileName = (format: 'csv' | 'xlsx', from: string, to: string) =>
  `costs-${from}-${to}.${format}`;

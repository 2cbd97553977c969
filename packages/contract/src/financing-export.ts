import { z } from 'zod';
import { isoDateSchema } from './common';
import {
  FINANCING_TYPES,
  PAYMENT_METHODS,
  type FinancingType,
  type PaymentMethod,
} from './financing';

/**
 * Financing export (spec 2 sections 4 and 7, docs/api.md "Financing export"): the options, the
 * query both export paths take, and the pure rules the server and the web share (automatic
 * date ranges, file names, default account mappings).
 */

/** How a financing type reads in a file, a report or an option. */
export const FINANCING_TYPE_LABELS: Record<FinancingType, string> = {
  LOAN: 'Loan',
  LEASE: 'Lease',
};

export const EXPORT_FORMATS = ['csv', 'xlsx', 'json', 'iif'] as const;
export type ExportFormat = (typeof EXPORT_FORMATS)[number];
export const EXPORT_FORMAT_LABELS: Record<ExportFormat, string> = {
  csv: 'CSV',
  xlsx: 'Excel (XLSX)',
  json: 'JSON',
  iif: 'QuickBooks Desktop (IIF)',
};

export const EXPORT_DATE_RANGES = [
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'custom',
] as const;
export type ExportDateRange = (typeof EXPORT_DATE_RANGES)[number];
export const EXPORT_DATE_RANGE_LABELS: Record<ExportDateRange, string> = {
  this_month: 'This Month',
  last_month: 'Last Month',
  this_quarter: 'This Quarter',
  last_quarter: 'Last Quarter',
  this_year: 'This Year',
  last_year: 'Last Year',
  custom: 'Custom Range',
};

export const EXPORT_TYPES = ['financing', 'payments'] as const;
export type ExportType = (typeof EXPORT_TYPES)[number];
export const EXPORT_TYPE_LABELS: Record<ExportType, string> = {
  financing: 'Financing Data',
  payments: 'Payment History',
};

/** Spec 2 section 9. */
export const EXPORT_DEFAULTS = {
  type: 'financing',
  format: 'csv',
  dateRange: 'this_year',
} as const satisfies { type: ExportType; format: ExportFormat; dateRange: ExportDateRange };

const option = z.object({ value: z.string(), label: z.string() });
/** GET /api/vehicles/export/options/. */
export const exportOptionsSchema = z.object({
  formats: z.array(option),
  date_ranges: z.array(option),
  financing_types: z.array(option),
  payment_methods: z.array(option),
  gl_accounts: z.array(z.string()).describe("Distinct GL accounts of the shop's financings"),
  quickbooks_classes: z.array(z.string()).describe("Distinct classes of the shop's financings"),
});
export type ExportOptions = z.infer<typeof exportOptionsSchema>;

/**
 * Most rows a file is written for inside its request (GET /api/vehicles/export/…); a larger
 * export runs as an export job (financing-export-jobs.ts) and the GET answers 413.
 */
export const EXPORT_DIRECT_MAX_ROWS = 5000;

export const EXPORT_MESSAGES = {
  dateOrder: 'The start date must be on or before the end date.',
  iifPaymentsOnly: 'The IIF format exports payment history only.',
  tooLarge: `This export has more than ${EXPORT_DIRECT_MAX_ROWS.toLocaleString('en-US')} rows: it runs as an export job (POST /api/vehicles/financing/export-jobs/).`,
} as const;

const text = z.string().trim().max(200).optional();
/** The filters both export paths take (the query of a file, the body of an export job). */
export const exportFilterFields = {
  format: z.enum(EXPORT_FORMATS).default('csv'),
  date_from: isoDateSchema.optional(),
  date_to: isoDateSchema.optional(),
  financing_type: z.enum(FINANCING_TYPES).optional(),
  payment_method: z.enum(PAYMENT_METHODS).optional(),
  gl_account: text,
  quickbooks_class: text,
};

/** `date_to` on or after `date_from` (400 `{date_to}`). */
export const datesInOrder = {
  check: (q: { date_from?: string; date_to?: string }) =>
    !q.date_from || !q.date_to || q.date_from <= q.date_to,
  params: { path: ['date_to'], message: EXPORT_MESSAGES.dateOrder },
};

/** The query of GET /api/vehicles/export/financing/ and /api/vehicles/export/payments/. */
export const exportQuerySchema = z
  .object({
    ...exportFilterFields,
    include_payments: z
      .enum(['true', 'false'])
      .default('false')
      .transform((v) => v === 'true')
      .describe('Financing export: add payment count, total paid and last payment date'),
  })
  .refine(datesInOrder.check, datesInOrder.params);
export type ExportQuery = z.output<typeof exportQuerySchema>;

const pad = (n: number) => String(n).padStart(2, '0');
const iso = (y: number, m: number, d: number) => `${y}-${pad(m)}-${pad(d)}`;
/** Days of month `m` (1-12) of year `y`. */
const daysIn = (y: number, m: number) => new Date(Date.UTC(y, m, 0)).getUTCDate();

/**
 * The dates a named range covers, seen from `today` (`YYYY-MM-DD`): first and last day of this
 * or last month, quarter or year. `custom` has none: the user types them.
 */
export function exportDateRange(
  range: ExportDateRange,
  today: string,
): { date_from: string; date_to: string } | null {
  const [y, m] = today.split('-').map(Number) as [number, number];
  const span = (y1: number, m1: number, y2: number, m2: number) => ({
    date_from: iso(y1, m1, 1),
    date_to: iso(y2, m2, daysIn(y2, m2)),
  });
  const quarterStart = m - ((m - 1) % 3);
  switch (range) {
    case 'this_month':
      return span(y, m, y, m);
    case 'last_month':
      return m === 1 ? span(y - 1, 12, y - 1, 12) : span(y, m - 1, y, m - 1);
    case 'this_quarter':
      return span(y, quarterStart, y, quarterStart + 2);
    case 'last_quarter':
      return quarterStart === 1
        ? span(y - 1, 10, y - 1, 12)
        : span(y, quarterStart - 3, y, quarterStart - 1);
    case 'this_year':
      return span(y, 1, y, 12);
    case 'last_year':
      return span(y - 1, 1, y - 1, 12);
    case 'custom':
      return null;
  }
}

/** `financing_export_20250131.csv`, `payments_export_20250131.xlsx` (the Content-Disposition name). */
export function exportFileName(type: ExportType, format: ExportFormat, today: string): string {
  return `${type === 'financing' ? 'financing' : 'payments'}_export_${today.replaceAll('-', '')}.${format}`;
}

/** The web's fallback name when a reply names no file (spec 2 section 7). */
export const fallbackExportFileName = (format: string, timestamp: number) =>
  `export_${timestamp}.${format}`;

/**
 * The account a payment leaves from, by payment method (the Integration tab's Account Mapping,
 * and the IIF export's bank account).
 */
export const DEFAULT_ACCOUNT_MAPPINGS: Record<PaymentMethod, { number: string; name: string }> = {
  check: { number: '1000', name: 'Checking' },
  ach: { number: '1000', name: 'Checking' },
  wire: { number: '1000', name: 'Checking' },
  card: { number: '1050', name: 'Credit Card Clearing' },
  cash: { number: '1100', name: 'Cash' },
  other: { number: '1000', name: 'Checking' },
};
/** `1000 Checking`: the account as the IIF names it. */
export const accountLabel = (method: PaymentMethod) =>
  `${DEFAULT_ACCOUNT_MAPPINGS[method].number} ${DEFAULT_ACCOUNT_MAPPINGS[method].name}`;

/** Where a late fee goes in the IIF export. */
export const LATE_FEE_ACCOUNT = 'Late Fees';
/** Where a payment goes when its financing names no GL account. */
export const DEFAULT_FINANCING_ACCOUNT = 'Notes Payable';

/** The Reports tab's Summary filters (a subset of the export's). */
export const financingSummaryQuerySchema = z.object({
  financing_type: z.enum(FINANCING_TYPES).optional(),
  status: z.enum(['active', 'inactive']).optional(),
  gl_account: text,
  quickbooks_class: text,
});
export type FinancingSummaryQuery = z.output<typeof financingSummaryQuerySchema>;

/** Most financings one summary lists (as the dashboard's page size). */
export const SUMMARY_LIMIT = 1000;

export const financingSummaryRowSchema = z.object({
  id: z.number().int(),
  financing_type: z.enum(FINANCING_TYPES),
  company_name: z.string(),
  vehicle_description: z.string().describe('The vehicles, `; `-separated'),
  monthly_payment: z.string(),
  start_date: z.string(),
  end_date: z.string().nullable(),
  is_active: z.boolean().describe('Marked active and not completed (docs/api.md, Active)'),
  status: z.enum(['Active', 'Completed', 'Inactive']),
  payment_status: z.string(),
  total_paid: z.string(),
});
export type FinancingSummaryRow = z.infer<typeof financingSummaryRowSchema>;

/** GET /api/vehicles/export/summary/: monthly_payment descending, with SQL-summed totals. */
export const financingSummarySchema = z.object({
  results: z.array(financingSummaryRowSchema),
  totals: z.object({
    count: z.number().int(),
    active_count: z.number().int(),
    monthly_total: z.string().describe('Monthly payments of the active financings'),
    annual_total: z.string().describe('12 x monthly_total'),
    total_paid: z.string(),
  }),
});
export type FinancingSummary = z.infer<typeof financingSummarySchema>;

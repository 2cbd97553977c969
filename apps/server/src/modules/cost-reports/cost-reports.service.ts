import type { Readable } from 'node:stream';
import {
  COST_REPORT_MAX_MONTHS,
  COST_REPORT_MESSAGES,
  costReportFileName,
  type CostReport,
  type CostReportGroup,
  type CostReportQuery,
  type CostReportRow,
} from '@fleetdesk/contract/cost-reports';
import { monthLabel, monthsOf, wholeMonths } from '@fleetdesk/contract/rules/cost-reports';
import { fieldError } from '../../platform/errors';
import { csvStream, SHEET_CONTENT_TYPES, xlsxStream } from '../../platform/export-writers';
import { can, type ShopContext } from '../../platform/request-context';
import {
  locationSums,
  monthSums,
  totalSums,
  typeSums,
  vehicleCount,
  vehicleSums,
  type CostSumsRow,
  type MonthRange,
} from './cost-reports.repository';
import { fileColumns, presentFigures, presentRow } from './cost-reports.presenter';

/** The cost report (docs/api.md "Cost reports", docs/decisions/0021-cost-report-sums.md). */

type Period = { from: string; to: string; range: MonthRange; months: string[] };

/** The whole months of from..to, refused when reversed or wider than the cap. */
function periodOf(query: Pick<CostReportQuery, 'from' | 'to'>): Period {
  if (query.to < query.from) throw fieldError('to', COST_REPORT_MESSAGES.toBeforeFrom);
  const months = monthsOf(query.from, query.to);
  if (months.length > COST_REPORT_MAX_MONTHS) throw fieldError('to', COST_REPORT_MESSAGES.tooWide);
  const { from, to } = wholeMonths(query.from, query.to);
  return { from, to, months, range: { from: months[0]!, to: months.at(-1)! } };
}

const ZERO: Omit<CostSumsRow, 'key' | 'label'> = {
  service: '0.00',
  fuel: '0.00',
  financing: '0.00',
  insurance: '0.00',
  registration: '0.00',
  miles: 0,
};

/** Each month of the period, an empty one as zeros, so a chart has every month. */
async function everyMonth(ctx: ShopContext, period: Period): Promise<CostSumsRow[]> {
  const found = new Map((await monthSums(ctx, period.range)).map((r) => [r.key, r]));
  return period.months.map((m) => {
    const key = m.slice(0, 7);
    return found.get(key) ?? { ...ZERO, key, label: '' };
  });
}

const NONE_LABEL = { type: 'No type', location: 'No location' } as const;

function labelOf(group: CostReportGroup, row: CostSumsRow): string {
  if (group === 'month') return monthLabel(row.key);
  if ((group === 'type' || group === 'location') && row.key === '0') return NONE_LABEL[group];
  return row.label;
}

async function groupRows(
  ctx: ShopContext,
  group: Exclude<CostReportGroup, 'vehicle'>,
  period: Period,
): Promise<CostSumsRow[]> {
  if (group === 'month') return everyMonth(ctx, period);
  return group === 'type' ? typeSums(ctx, period.range) : locationSums(ctx, period.range);
}

export async function costReport(ctx: ShopContext, query: CostReportQuery): Promise<CostReport> {
  const period = periodOf(query);
  const financial = can(ctx, 'canViewFinancial');
  const present = (r: CostSumsRow) => presentRow(r, financial, labelOf(query.group, r));
  // One after the other: the request's transaction is one connection.
  const totals = presentFigures(await totalSums(ctx, period.range), financial);
  let rows: CostReportRow[];
  let count: number;
  let totalPages = 1;
  let page = 1;
  if (query.group === 'vehicle') {
    count = await vehicleCount(ctx);
    totalPages = Math.max(1, Math.ceil(count / query.page_size));
    page = query.page;
    const offset = (page - 1) * query.page_size;
    rows = (await vehicleSums(ctx, period.range, { limit: query.page_size, offset })).map(present);
  } else {
    rows = (await groupRows(ctx, query.group, period)).map(present);
    count = rows.length;
  }
  return {
    from: period.from,
    to: period.to,
    group: query.group,
    financial_included: financial,
    count,
    page,
    total_pages: totalPages,
    rows,
    totals,
  };
}

const GROUP_HEADERS = { vehicle: 'VIN', type: 'Type', location: 'Location', month: 'Month' };
const FILE_PAGE = 1000;

/** The whole report as a file: every row (the vehicles page by page), then the totals. */
export async function costReportFile(
  ctx: ShopContext,
  query: CostReportQuery,
  format: 'csv' | 'xlsx',
): Promise<{ stream: Readable; fileName: string; contentType: string }> {
  const period = periodOf(query);
  const financial = can(ctx, 'canViewFinancial');
  const present = (r: CostSumsRow) => presentRow(r, financial, labelOf(query.group, r));
  const totalsRow: CostReportRow = {
    key: 'Total',
    label: '',
    ...presentFigures(await totalSums(ctx, period.range), financial),
  };
  const batches: CostReportRow[][] = [];
  if (query.group === 'vehicle') {
    for (let offset = 0; ; offset += FILE_PAGE) {
      const page = await vehicleSums(ctx, period.range, { limit: FILE_PAGE, offset });
      batches.push(page.map(present));
      if (page.length < FILE_PAGE) break;
    }
  } else {
    batches.push((await groupRows(ctx, query.group, period)).map(present));
  }
  batches.push([totalsRow]);
  const rows = (async function* () {
    yield* batches;
  })();
  const columns = fileColumns(GROUP_HEADERS[query.group], financial);
  return {
    fileName: costReportFileName(format, period.from, period.to),
    contentType: SHEET_CONTENT_TYPES[format],
    stream: format === 'csv' ? csvStream(columns, rows) : xlsxStream(columns, rows, 'Costs'),
  };
}

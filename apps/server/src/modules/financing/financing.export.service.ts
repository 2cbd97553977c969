import type { Readable } from 'node:stream';
import {
  FINANCING_TYPES,
  PAYMENT_METHODS,
  PAYMENT_METHOD_LABELS,
} from '@fleetdesk/contract/financing';
import {
  EXPORT_DATE_RANGES,
  EXPORT_DIRECT_MAX_ROWS,
  EXPORT_DATE_RANGE_LABELS,
  EXPORT_FORMATS,
  EXPORT_FORMAT_LABELS,
  EXPORT_MESSAGES,
  FINANCING_TYPE_LABELS,
  exportFileName,
  type ExportOptions,
  type FinancingSummary,
  type FinancingSummaryQuery,
  type ExportQuery,
  type ExportType,
} from '@fleetdesk/contract/financing-export';
import { fieldError, tooLarge } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { iifStream } from './financing.export.iif';
import {
  financingExportColumns,
  paymentExportColumns,
  presentSummaryRow,
} from './financing.export.presenter';
import { shopToday } from '../../platform/shop-day';
import * as repo from './financing.export.repository';
import { financings } from './financing.tables';
import { csvStream, jsonStream, xlsxStream, type Batches } from '../../platform/export-writers';

/** GET /api/vehicles/export/options/: the fixed choices and the shop's own accounts and classes. */
export async function exportOptions(ctx: ShopContext): Promise<ExportOptions> {
  return {
    formats: EXPORT_FORMATS.map((value) => ({ value, label: EXPORT_FORMAT_LABELS[value] })),
    date_ranges: EXPORT_DATE_RANGES.map((value) => ({
      value,
      label: EXPORT_DATE_RANGE_LABELS[value],
    })),
    financing_types: FINANCING_TYPES.map((value) => ({
      value,
      label: FINANCING_TYPE_LABELS[value],
    })),
    payment_methods: PAYMENT_METHODS.map((value) => ({
      value,
      label: PAYMENT_METHOD_LABELS[value],
    })),
    gl_accounts: await repo.distinctValues(ctx, financings.glAccount),
    quickbooks_classes: await repo.distinctValues(ctx, financings.quickbooksClass),
  };
}

export const EXPORT_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  json: 'application/json; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  iif: 'text/plain; charset=utf-8',
} as const;

export type ExportFile = { stream: Readable; fileName: string; contentType: string };

/**
 * An export as a stream that reads its rows batch by batch while it is sent, each batch in a
 * short transaction of its own: the request's transaction ends before the client reads, and a
 * slow reader holds no connection. More than EXPORT_DIRECT_MAX_ROWS rows: a 413 before any byte
 * (counted with a limit: bounded work), the client starts an export job instead.
 */
export async function exportFile(
  ctx: ShopContext,
  type: ExportType,
  query: ExportQuery,
): Promise<ExportFile> {
  if (type === 'financing' && query.format === 'iif') throw iifRefused();
  const count = await repo.countExportRows(ctx, type, query, EXPORT_DIRECT_MAX_ROWS + 1);
  if (count > EXPORT_DIRECT_MAX_ROWS) throw tooLarge(EXPORT_MESSAGES.tooLarge);
  return {
    fileName: exportFileName(type, query.format, await shopToday(ctx.db)),
    contentType: EXPORT_CONTENT_TYPES[query.format],
    stream: exportStream(ctx, type, query),
  };
}

/**
 * The file's bytes, its rows read in batches through `ctx.readApart`; `written(rows)` hears how
 * many rows are in the file after each batch (an export job's progress).
 */
export function exportStream(
  ctx: ShopContext,
  type: ExportType,
  query: ExportQuery,
  written?: (rows: number) => Promise<void>,
): Readable {
  if (type === 'financing') {
    if (query.format === 'iif') throw iifRefused();
    const columns = financingExportColumns(query.include_payments);
    const batches = counted(repo.financingBatches(ctx, query), written);
    return write(query.format, columns, batches, 'Financing');
  }
  const batches = counted(repo.paymentBatches(ctx, query), written);
  return query.format === 'iif'
    ? iifStream(batches)
    : write(query.format, paymentExportColumns, batches, 'Payments');
}

/** IIF holds transactions: payment history only (400 `{format}`). */
const iifRefused = () => fieldError('format', EXPORT_MESSAGES.iifPaymentsOnly);

async function* counted<R>(batches: Batches<R>, written?: (rows: number) => Promise<void>) {
  let rows = 0;
  for await (const batch of batches) {
    yield batch;
    rows += batch.length;
    await written?.(rows);
  }
}

function write<R>(
  format: 'csv' | 'json' | 'xlsx',
  columns: Parameters<typeof csvStream<R>>[0],
  batches: Batches<R>,
  sheet: string,
): Readable {
  if (format === 'csv') return csvStream(columns, batches);
  if (format === 'json') return jsonStream(columns, batches);
  return xlsxStream(columns, batches, sheet);
}

/** GET /api/vehicles/export/summary/: the Reports tab's Summary view. */
export async function financingSummary(
  ctx: ShopContext,
  query: FinancingSummaryQuery,
): Promise<FinancingSummary> {
  const rows = await repo.summaryRows(ctx, query);
  return {
    results: rows.map(presentSummaryRow),
    totals: await repo.summaryTotals(ctx, query),
  };
}

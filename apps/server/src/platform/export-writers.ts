import { PassThrough, Readable } from 'node:stream';
import { stringify, type Options as CsvOptions } from 'csv-stringify/sync';
import ExcelJS from 'exceljs';
import { neutraliseFormula } from '@fleetdesk/contract/spreadsheet-cells';

/**
 * The columns of an export, row -> cell. A cell's kind decides how each format writes it:
 * `text` is a text cell (neutralised against formulas in CSV), `money` stays a decimal string (a number cell in
 * XLSX), `date` is `YYYY-MM-DD`.
 */
export type CellKind = 'text' | 'money' | 'integer' | 'date' | 'boolean';
export type CellValue = string | number | boolean | null;
export type ExportColumn<R> = {
  key: string;
  header: string;
  kind: CellKind;
  value(row: R): CellValue;
};

/**
 * The file formats of the exports (financing, the vehicle list). Each writes rows as they come, batch by batch, to a
 * stream: no export is held whole in memory. CSV's text is neutralised against formulas (a
 * spreadsheet guesses a CSV cell's type); XLSX's is a text cell, which none runs as a formula;
 * JSON, read by programs, keeps the text as stored.
 */
export type Batches<R> = AsyncIterable<R[]>;

/** The content types of the spreadsheet files, for a reply's header and its OpenAPI entry. */
export const SHEET_CONTENT_TYPES = {
  csv: 'text/csv; charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/** A cell as text (CSV): neutralised text, decimals and dates as they are, Yes/No. */
function asText<R>(column: ExportColumn<R>, row: R): string {
  const value = column.value(row);
  if (value === null || value === undefined) return '';
  if (column.kind === 'boolean') return value ? 'Yes' : 'No';
  return column.kind === 'text' ? neutraliseFormula(String(value)) : String(value);
}

/**
 * csv-stringify's options: CRLF line ends and every cell quoted (an empty one too), so a reader
 * that splits on another separator (`;`, tab) still sees one cell; a quoted number is still a
 * number to a spreadsheet. (Quoting only the text columns, through a cast per cell, made the
 * writer three times slower.)
 */
const CSV_OPTIONS: CsvOptions = { record_delimiter: 'windows', quoted: true, quoted_empty: true };

/** CSV (csv-stringify) with a UTF-8 byte-order mark, so Excel reads accents right. */
export function csvStream<R>(columns: ExportColumn<R>[], batches: Batches<R>): Readable {
  return Readable.from(
    (async function* () {
      yield stringify([columns.map((c) => c.header)], { ...CSV_OPTIONS, bom: true });
      for await (const batch of batches) {
        const rows = batch.map((row) => columns.map((c) => asText(c, row)));
        yield stringify(rows, CSV_OPTIONS);
      }
    })(),
    { objectMode: false },
  );
}

/** A JSON array of objects keyed like the API (money as decimal strings, text as stored). */
export function jsonStream<R>(columns: ExportColumn<R>[], batches: Batches<R>): Readable {
  const record = (row: R) => {
    const out: Record<string, CellValue> = {};
    for (const c of columns) out[c.key] = c.value(row) ?? null;
    return JSON.stringify(out);
  };
  return Readable.from(
    (async function* () {
      let first = true;
      yield '[';
      for await (const batch of batches) {
        for (const row of batch) {
          yield `${first ? '\n' : ',\n'}${record(row)}`;
          first = false;
        }
      }
      yield first ? ']\n' : '\n]\n';
    })(),
    { objectMode: false },
  );
}

/**
 * An XLSX cell: numbers stay numbers, dates are dates, text is a text cell (a shared string),
 * which no spreadsheet runs as a formula: it shows as typed, without CSV's apostrophe.
 */
function xlsxCell<R>(column: ExportColumn<R>, row: R): ExcelJS.CellValue {
  const value = column.value(row);
  if (value === null || value === undefined || value === '') return null;
  switch (column.kind) {
    case 'money':
    case 'integer':
      // A cell holds a double whatever we send; no arithmetic is done on it here.
      return Number(value);
    case 'date':
      return new Date(`${String(value)}T00:00:00Z`);
    case 'boolean':
      return value ? 'Yes' : 'No';
    default:
      return String(value);
  }
}

const XLSX_FORMATS: Partial<Record<ExportColumn<unknown>['kind'], string>> = {
  money: '#,##0.00',
  date: 'yyyy-mm-dd',
};

/** XLSX through exceljs's streaming writer: each row is committed (written out) as it comes. */
export function xlsxStream<R>(
  columns: ExportColumn<R>[],
  batches: Batches<R>,
  sheetName: string,
): Readable {
  const out = new PassThrough();
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useStyles: true });
  const sheet = workbook.addWorksheet(sheetName);
  sheet.columns = columns.map((c) => ({
    header: c.header,
    key: c.key,
    width: Math.max(12, c.header.length + 2),
    style: XLSX_FORMATS[c.kind] ? { numFmt: XLSX_FORMATS[c.kind] } : {},
  }));
  void (async () => {
    for await (const batch of batches) {
      if (out.destroyed) return; // the client went away
      for (const row of batch) sheet.addRow(columns.map((c) => xlsxCell(c, row))).commit();
    }
    sheet.commit();
    await workbook.commit();
  })().catch((err: unknown) => out.destroy(err as Error));
  return out;
}

import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import {
  IMPORT_MESSAGES,
  MAX_IMPORT_ROWS,
  MAX_XLSX_UNPACKED_BYTES,
} from '@fleetdesk/contract/vehicle-import';
import { fieldError } from '../../platform/errors';
import { utcDayOf } from '../../platform/shop-day';
import { checkZip } from '../../platform/zip-bounds';

/**
 * A spreadsheet read into its header and rows of text, CSV and XLSX alike (issue 26): the first
 * non-empty row names the columns, each later non-empty row is one vehicle with its line number
 * (the CSV line, or the sheet's row number) for the reply.
 */
export type ImportSheet = { columns: string[]; rows: { line: number; cells: string[] }[] };

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const blankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

/** A cell's text, whatever exceljs made of it (rich text, a formula's result, a link). */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  // exceljs hands dates as UTC midnights of the sheet's day.
  if (value instanceof Date) return utcDayOf(value);
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

function fromCsv(data: Buffer): { line: number; cells: string[] }[] {
  try {
    const records = parse(data, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // The header and one row past the cap: an oversized file costs no more than a full one.
      to: MAX_IMPORT_ROWS + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (err) {
    if (err instanceof CsvError) throw fieldError('file', IMPORT_MESSAGES.unreadable);
    throw err;
  }
}

const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = /<(?:\w+:)?row[\s>/]/g;
/**
 * Rows a sheet may hold before it is loaded. Blank rows kept for their formatting count here but
 * not in the import: twice the cap bounds the load, and refuses a file the import would take only
 * when more than half its rows are such blanks.
 */
const MAX_SHEET_ROWS = 2 * (MAX_IMPORT_ROWS + 1);

/** Refuses, before exceljs loads it, a workbook too large unpacked or with too many rows. */
function boundXlsx(data: Buffer) {
  const verdict = checkZip(data, MAX_XLSX_UNPACKED_BYTES, (name, bytes) =>
    SHEET.test(name) && (bytes.toString('latin1').match(ROW_TAG)?.length ?? 0) > MAX_SHEET_ROWS
      ? 'too many rows'
      : 'ok',
  );
  if (verdict === 'too large') throw fieldError('file', IMPORT_MESSAGES.tooLargeUnpacked);
  if (verdict === 'too many rows') throw fieldError('file', IMPORT_MESSAGES.tooMany);
  if (verdict === 'unreadable') throw fieldError('file', IMPORT_MESSAGES.unreadable);
}

async function fromXlsx(data: Buffer): Promise<{ line: number; cells: string[] }[]> {
  boundXlsx(data);
  const book = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type predates Node's generic one.
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw fieldError('file', IMPORT_MESSAGES.unreadable);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw fieldError('file', IMPORT_MESSAGES.empty);
  const rows: { line: number; cells: string[] }[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows.length > MAX_IMPORT_ROWS + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ line: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

/** Refuses (400 on `file`) what is neither CSV nor XLSX, lacks a header or rows, or is too long. */
export async function readImportSheet(data: Buffer): Promise<ImportSheet> {
  const isXlsx = data.subarray(0, 4).equals(ZIP_SIGNATURE);
  // A NUL byte is no text file's: a PDF or an image sent by mistake.
  if (!isXlsx && data.includes(0)) throw fieldError('file', IMPORT_MESSAGES.unreadable);
  const all = (isXlsx ? await fromXlsx(data) : fromCsv(data)).filter((r) => !blankRow(r.cells));
  const [header, ...rows] = all;
  if (!header) throw fieldError('file', IMPORT_MESSAGES.empty);
  const columns = header.cells.map((c) => c.trim());
  if (columns.every((c) => c === '')) throw fieldError('file', IMPORT_MESSAGES.noHeader);
  if (rows.length === 0) throw fieldError('file', IMPORT_MESSAGES.empty);
  if (rows.length > MAX_IMPORT_ROWS) throw fieldError('file', IMPORT_MESSAGES.tooMany);
  return { columns, rows };
}

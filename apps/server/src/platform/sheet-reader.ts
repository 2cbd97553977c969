import { CsvError, parse } from 'csv-parse/sync';
import ExcelJS from 'exceljs';
import { fieldError } from './errors';
import { utcDayOf } from './shop-day';
import { checkZip } from './zip-bounds';

/**
 * The one spreadsheet reader (issue 33): a CSV or XLSX file read into its header and rows of text
 * (the fleet import, the toll and ticket files). The first non-empty row names the columns, each
 * later non-empty row is one record with its line number (the CSV line, or the sheet's row
 * number) for the reply. Its limits are checked before the work they bound: a CSV stops one row
 * past the cap, a workbook is measured unpacked before exceljs loads it.
 */
export type Sheet = { columns: string[]; rows: SheetRow[] };
export type SheetRow = { line: number; cells: string[] };

/** What the caller's file holds, and what to say when it is refused (each on `file`). */
export type SheetRules = {
  maxRows: number;
  maxUnpackedBytes: number;
  /** Refuses a header without the columns the file must have, before its rows are counted. */
  checkColumns?: (columns: readonly string[]) => void;
  messages: {
    /** A CSV's own complaint, where there is one (a quote left open on line 3). */
    unreadable: string | ((why: string) => string);
    noHeader: string;
    empty: string;
    tooMany: string;
    tooLargeUnpacked: string;
  };
};

const refuse = (message: string) => fieldError('file', message);
const unreadable = (rules: SheetRules, why = '') => {
  const said = rules.messages.unreadable;
  return refuse(typeof said === 'string' ? said : said(why));
};

const ZIP_SIGNATURE = Buffer.from([0x50, 0x4b, 0x03, 0x04]);

const blankRow = (cells: readonly string[]) => cells.every((c) => c.trim() === '');

const two = (n: number) => String(n).padStart(2, '0');

/**
 * A cell's text, whatever exceljs made of it (rich text, a formula's result, a link). exceljs hands
 * a date as the sheet's wall clock written in UTC: a day alone, or a day and its time.
 */
function cellText(value: ExcelJS.CellValue): string {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) {
    const time = [value.getUTCHours(), value.getUTCMinutes(), value.getUTCSeconds()];
    const day = utcDayOf(value);
    return time.every((t) => t === 0) ? day : `${day} ${time.map(two).join(':')}`;
  }
  if (typeof value === 'object') {
    if ('richText' in value) return value.richText.map((r) => r.text).join('');
    if ('result' in value) return cellText(value.result as ExcelJS.CellValue);
    if ('text' in value) return String(value.text);
    if ('error' in value) return '';
  }
  return String(value).trim();
}

function fromCsv(data: Buffer, rules: SheetRules): SheetRow[] {
  try {
    const records = parse(data, {
      bom: true,
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      // The header and one row past the cap: an oversized file costs no more than a full one.
      to: rules.maxRows + 2,
    }) as unknown as { record: string[]; info: { lines: number } }[];
    return records.map(({ record, info }) => ({ line: info.lines, cells: record }));
  } catch (err) {
    if (err instanceof CsvError) throw unreadable(rules, err.message);
    throw err;
  }
}

const SHEET = /^xl\/worksheets\/[^/]+\.xml$/;
const ROW_TAG = /<(?:\w+:)?row[\s>/]/g;
/**
 * Refuses, before exceljs loads it, a workbook too large unpacked or with too many rows. Blank
 * rows kept for their formatting count here but not in the file's rows: twice the cap bounds the
 * load, and refuses a file that would pass only when more than half its rows are such blanks.
 */
function boundXlsx(data: Buffer, rules: SheetRules) {
  const maxSheetRows = 2 * (rules.maxRows + 1);
  const verdict = checkZip(data, rules.maxUnpackedBytes, (name, bytes) =>
    SHEET.test(name) && (bytes.toString('latin1').match(ROW_TAG)?.length ?? 0) > maxSheetRows
      ? 'too many rows'
      : 'ok',
  );
  if (verdict === 'too large') throw refuse(rules.messages.tooLargeUnpacked);
  if (verdict === 'too many rows') throw refuse(rules.messages.tooMany);
  if (verdict === 'unreadable') throw unreadable(rules);
}

async function fromXlsx(data: Buffer, rules: SheetRules): Promise<SheetRow[]> {
  boundXlsx(data, rules);
  const book = new ExcelJS.Workbook();
  try {
    // exceljs's own Buffer type predates Node's generic one.
    await book.xlsx.load(data as unknown as ExcelJS.Buffer);
  } catch {
    throw unreadable(rules);
  }
  const sheet = book.worksheets[0];
  if (!sheet) throw refuse(rules.messages.empty);
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    if (rows.length > rules.maxRows + 1) return;
    const cells: string[] = [];
    row.eachCell({ includeEmpty: true }, (cell, column) => {
      cells[column - 1] = cellText(cell.value);
    });
    rows.push({ line: rowNumber, cells: Array.from(cells, (c) => c ?? '') });
  });
  return rows;
}

/** Refuses (400 on `file`) what is neither CSV nor XLSX, lacks a header or rows, or is too long. */
export async function readSheet(data: Buffer, rules: SheetRules): Promise<Sheet> {
  const isXlsx = data.subarray(0, 4).equals(ZIP_SIGNATURE);
  // A NUL byte is no text file's: a PDF or an image sent by mistake.
  if (!isXlsx && data.includes(0)) throw unreadable(rules, 'it is not text');
  const read = isXlsx ? await fromXlsx(data, rules) : fromCsv(data, rules);
  const [header, ...rows] = read.filter((r) => !blankRow(r.cells));
  if (!header) throw refuse(rules.messages.empty);
  const columns = header.cells.map((c) => c.trim());
  if (columns.every((c) => c === '')) throw refuse(rules.messages.noHeader);
  rules.checkColumns?.(columns);
  if (rows.length === 0) throw refuse(rules.messages.empty);
  if (rows.length > rules.maxRows) throw refuse(rules.messages.tooMany);
  return { columns, rows };
}

import { plateKey } from '@fleetdesk/contract/loaner-citations';
import {
  CITATION_COLUMNS,
  CITATION_KINDS,
  MAX_CITATION_ROWS,
  type CitationKind,
} from '@fleetdesk/contract/loaners';
import { DATE_YEARS, inDateRange } from '@fleetdesk/contract/common';
import { MAX_AMOUNT, fromCents, isMoney, parseMoney } from '@fleetdesk/contract/money';
import { MAX_XLSX_UNPACKED_BYTES } from '@fleetdesk/contract/vehicle-import';
import { fieldError } from '../../platform/errors';
import { readSheet, type SheetRules } from '../../platform/sheet-reader';

/**
 * A toll authority's or a city's file, CSV or XLSX, read into rows by the one sheet reader
 * (docs/api.md "Citations import"): a header
 * row naming `plate, occurred_at, amount, kind, agency, reference`, then one citation a line.
 * Each row is checked here, alone; what needs the database (duplicates of earlier imports, the
 * agreement out at the time) is worked out for all rows at once by the repository.
 */

const HEADER = `The first line must name the columns ${CITATION_COLUMNS.join(', ')}.`;

export const CITATION_FILE_MESSAGES = {
  fileRequired: 'Choose a CSV or XLSX file to import.',
  unreadable: (why: string) =>
    why
      ? `The file could not be read as CSV or XLSX: ${why}`
      : 'The file could not be read as CSV or XLSX.',
  header: HEADER,
  noHeader: HEADER,
  empty: 'The file has no citations below its header.',
  tooMany: `The file has more than ${MAX_CITATION_ROWS.toLocaleString('en-US')} citations; split it and import each part.`,
  tooLargeUnpacked: `The spreadsheet is larger than ${MAX_XLSX_UNPACKED_BYTES / 1024 / 1024} MB unpacked; split it and import each part.`,
} as const;

const namesOf = (columns: readonly string[]) => columns.map((c) => c.toLowerCase());

const CITATION_SHEET: SheetRules = {
  maxRows: MAX_CITATION_ROWS,
  checkColumns: (columns) => {
    const names = namesOf(columns);
    if (!CITATION_COLUMNS.every((c) => names.includes(c))) throw fieldError('file', HEADER);
  },
  maxUnpackedBytes: MAX_XLSX_UNPACKED_BYTES,
  messages: CITATION_FILE_MESSAGES,
};

export const CITATION_ROW_ERRORS = {
  plateMissing: 'The plate is missing.',
  referenceMissing: 'The reference is missing.',
  badDate: 'The date is not a valid date and time (YYYY-MM-DD HH:MM, optionally with a zone).',
  dateOutOfRange: `The date is not between ${DATE_YEARS.min} and ${DATE_YEARS.max}.`,
  badAmount: 'The amount is not a positive sum with at most two decimals.',
  unknownKind: (kind: string) =>
    kind
      ? `Unknown kind "${kind}": use toll or ticket.`
      : 'The kind is missing: use toll or ticket.',
  tooLong: (field: string) => `The ${field} is too long.`,
} as const;

/** A row as the file has it, checked: `error` set when it cannot be imported. */
export type CitationFileRow = {
  line: number;
  plate: string;
  /** The contract's plateKey: what matches a vehicle's plate. */
  plateKey: string;
  /** As written (the database reads it, in the shop's time zone when it names none). */
  occurredAt: string | null;
  amount: string | null;
  kind: CitationKind | null;
  agency: string;
  reference: string;
  error: string | null;
};

// 2026-03-01 14:05, 2026-03-01T14:05:09.5Z, 2026-03-01 14:05:09-05:00
const DATE_TIME =
  /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-]\d{2}(?::?\d{2})?)?$/i;
const MAX_TEXT = 120;

/** A calendar date and a clock time that exist (no 2026-02-30, no 24:00). */
function validDateTime(text: string): boolean {
  const m = DATE_TIME.exec(text);
  if (!m) return false;
  const [year, month, day, hour, minute, second] = m.slice(1).map((p) => Number(p ?? 0));
  const date = new Date(Date.UTC(year!, month! - 1, day!));
  return (
    year! >= 1 &&
    date.getUTCFullYear() === year &&
    date.getUTCMonth() === month! - 1 &&
    date.getUTCDate() === day &&
    hour! < 24 &&
    minute! < 60 &&
    second! < 60
  );
}

/** `12.5` and `$1,012.50` read as the money module reads them; zero, negative, too large refused. */
function amountOf(text: string): string | null {
  if (!isMoney(text)) return null;
  const cents = parseMoney(text);
  return cents > 0n && cents <= parseMoney(MAX_AMOUNT) ? fromCents(cents) : null;
}

function checkRow(line: number, record: Record<string, string | undefined>): CitationFileRow {
  const text = (name: string) => (record[name] ?? '').trim();
  const plate = text('plate');
  const occurred = text('occurred_at');
  const kindText = text('kind').toLowerCase();
  const reference = text('reference');
  const agency = text('agency');
  const amount = amountOf(text('amount'));
  const kind = (CITATION_KINDS as readonly string[]).includes(kindText)
    ? (kindText as CitationKind)
    : null;
  const errors: string[] = [];
  if (!plate) errors.push(CITATION_ROW_ERRORS.plateMissing);
  else if (plate.length > 20) errors.push(CITATION_ROW_ERRORS.tooLong('plate'));
  const dateValid = validDateTime(occurred);
  // The range every date the API takes keeps (packages/contract/src/common.ts).
  const dateOk = dateValid && inDateRange(occurred);
  if (!dateValid) errors.push(CITATION_ROW_ERRORS.badDate);
  else if (!dateOk) errors.push(CITATION_ROW_ERRORS.dateOutOfRange);
  if (!amount) errors.push(CITATION_ROW_ERRORS.badAmount);
  if (!kind) errors.push(CITATION_ROW_ERRORS.unknownKind(text('kind')));
  if (agency.length > MAX_TEXT) errors.push(CITATION_ROW_ERRORS.tooLong('agency'));
  if (!reference) errors.push(CITATION_ROW_ERRORS.referenceMissing);
  else if (reference.length > MAX_TEXT) errors.push(CITATION_ROW_ERRORS.tooLong('reference'));
  return {
    line,
    plate,
    plateKey: plateKey(plate),
    occurredAt: dateOk ? occurred.replace(' ', 'T') : null,
    amount,
    kind,
    agency,
    reference,
    error: errors.length ? errors.join(' ') : null,
  };
}

/**
 * The file's rows, each checked; refuses (400 on `file`) a file that is neither CSV nor XLSX,
 * lacks the header, has no rows or more than MAX_CITATION_ROWS.
 */
export async function readCitationFile(data: Buffer): Promise<CitationFileRow[]> {
  const sheet = await readSheet(data, CITATION_SHEET);
  const names = namesOf(sheet.columns);
  return sheet.rows.map(({ line, cells }) =>
    checkRow(line, Object.fromEntries(names.map((name, i) => [name, cells[i]]))),
  );
}

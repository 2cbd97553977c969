import { CsvError, parse } from 'csv-parse/sync';
import {
  CITATION_COLUMNS,
  CITATION_KINDS,
  MAX_CITATION_ROWS,
  type CitationKind,
} from '@fleetdesk/contract/loaners';
import { DATE_YEARS, inDateRange } from '@fleetdesk/contract/common';
import { fieldError } from '../../platform/errors';

/**
 * A toll authority's or a city's file, read into rows (docs/api.md "Citations import"): a header
 * row naming `plate, occurred_at, amount, kind, agency, reference`, then one citation a line.
 * Each row is checked here, alone; what needs the database (duplicates of earlier imports, the
 * agreement out at the time) is worked out for all rows at once by the repository.
 */

export const CITATION_FILE_MESSAGES = {
  fileRequired: 'Choose a CSV file to import.',
  unreadable: (why: string) => `The file could not be read as CSV: ${why}`,
  header: `The first line must name the columns ${CITATION_COLUMNS.join(', ')}.`,
  empty: 'The file has no citations below its header.',
  tooMany: `The file has more than ${MAX_CITATION_ROWS.toLocaleString('en-US')} citations; split it and import each part.`,
} as const;

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
  /** Upper case without spaces: what matches a vehicle's plate. */
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
const AMOUNT = /^\$?(\d{1,10})(?:\.(\d{1,2}))?$/;
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

/** `12.5` and `$12.50` are 12.50; zero, negative and three decimals are refused. */
function amountOf(text: string): string | null {
  const m = AMOUNT.exec(text.replace(/,/g, ''));
  if (!m) return null;
  const whole = m[1]!.replace(/^0+(?=\d)/, '');
  const cents = (m[2] ?? '').padEnd(2, '0');
  if (/^0+$/.test(whole + cents)) return null;
  return `${whole}.${cents}`;
}

export const plateKeyOf = (plate: string) => plate.replace(/\s+/g, '').toUpperCase();

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
    plateKey: plateKeyOf(plate),
    occurredAt: dateOk ? occurred.replace(' ', 'T') : null,
    amount,
    kind,
    agency,
    reference,
    error: errors.length ? errors.join(' ') : null,
  };
}

type Parsed = { record: Record<string, string | undefined>; info: { lines: number } };

/**
 * The file's rows, each checked; refuses (400 on `file`) a file that is not CSV, lacks the
 * header, has no rows or more than MAX_CITATION_ROWS. Parsing stops one row past the cap, so an
 * oversized file costs no more than a full one.
 */
export function readCitationFile(data: Buffer): CitationFileRow[] {
  let parsed: Parsed[];
  try {
    parsed = parse(data, {
      bom: true,
      columns: (header: string[]) => {
        const names = header.map((h) => h.trim().toLowerCase());
        if (!CITATION_COLUMNS.every((c) => names.includes(c)))
          throw fieldError('file', CITATION_FILE_MESSAGES.header);
        return names;
      },
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
      to: MAX_CITATION_ROWS + 1,
    }) as unknown as Parsed[];
  } catch (err) {
    if (err instanceof CsvError)
      throw fieldError('file', CITATION_FILE_MESSAGES.unreadable(err.message));
    throw err;
  }
  if (parsed.length === 0) throw fieldError('file', CITATION_FILE_MESSAGES.empty);
  if (parsed.length > MAX_CITATION_ROWS) throw fieldError('file', CITATION_FILE_MESSAGES.tooMany);
  return parsed.map(({ record, info }) => checkRow(info.lines, record));
}

/**
 * How the web app writes money, distances, dates and file sizes: en-US, amounts in USD (spec 2
 * section 9). Each gives null when there is nothing to write, so every screen keeps its own
 * placeholder ('Not recorded', 'None', '—').
 */
import { displayCents, formatMoney } from '@fleetdesk/contract/money';

const LOCALE = 'en-US';

const wholeNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const shortDate = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
});
const sizeNumber = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2, useGrouping: false });

const FILE_SIZE_UNITS = ['Bytes', 'KB', 'MB', 'GB'] as const;
const CALENDAR_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The cents to show, through the contract's money module: no amount goes through a float. */
function centsToShow(value: string | number | null | undefined): bigint | null {
  return value === null || value === undefined || value === '' ? null : displayCents(value);
}

/** A decimal string or number as dollars: '1234.5' -> '$1,234.50'. Money travels as strings. */
export function formatUsd(value: string | number | null | undefined): string | null {
  const cents = centsToShow(value);
  return cents === null ? null : formatMoney(cents);
}

/** Dashboard money (spec 1 section 9), USD without decimals: '45000.75' -> '$45,001'. */
export function formatUsdWhole(value: string | number | null | undefined): string | null {
  const cents = centsToShow(value);
  return cents === null ? null : formatMoney(cents, { whole: true });
}

export type MilesOptions = {
  /** 'mi' where space is short (tables, toasts): '45,231 mi'; else '45,120 miles'. */
  short?: boolean;
};

/**
 * A distance in whole miles. The Overview's current mileage reads '45,120 miles' (spec 2: in
 * miles); the mileage and service tables and the mileage form's messages read '45,231 mi'.
 */
export function formatMiles(value: number, options?: MilesOptions): string;
export function formatMiles(
  value: number | null | undefined,
  options?: MilesOptions,
): string | null;
export function formatMiles(
  value: number | null | undefined,
  { short = false }: MilesOptions = {},
): string | null {
  if (value === null || value === undefined) return null;
  return `${wholeNumber.format(value)} ${short ? 'mi' : 'miles'}`;
}

/** When the text names a point in time: a `YYYY-MM-DD` is that day here, not midnight UTC. */
function parseDate(value: string): Date {
  const day = CALENDAR_DATE.exec(value);
  return day ? new Date(Number(day[1]), Number(day[2]) - 1, Number(day[3])) : new Date(value);
}

/** A `YYYY-MM-DD` date or an ISO 8601 instant as 'Mar 5, 2026'; null when empty or not a date. */
export function formatDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = parseDate(value);
  return Number.isNaN(date.getTime()) ? null : shortDate.format(date);
}

const dateTime = new Intl.DateTimeFormat(LOCALE, {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** An ISO 8601 instant as 'Mar 5, 2026, 2:07 PM' here; null when empty or not a time. */
export function formatDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : dateTime.format(date);
}

/**
 * A file size for people (spec 2 section 9: Bytes, KB, MB, GB), 1024 per step, at most two
 * decimals: 0 -> '0 Bytes', 1536 -> '1.5 KB'. Anything not a finite, positive number reads
 * '0 Bytes'; GB is the largest unit.
 */
export function formatFileSize(bytes: number): string {
  if (!Number.isFinite(bytes) || bytes <= 0) return '0 Bytes';
  const step = Math.min(Math.floor(Math.log(bytes) / Math.log(1024)), FILE_SIZE_UNITS.length - 1);
  return `${sizeNumber.format(bytes / 1024 ** step)} ${FILE_SIZE_UNITS[step]}`;
}

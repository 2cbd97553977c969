/**
 * One "today" per shop (issue 22): a date is always the calendar day in the shop's time zone
 * (an IANA name such as `America/Los_Angeles`), on the server (SQL `current_date` under the
 * transaction's `TimeZone`, the reminders job) and in the browser (the day the server reports).
 */

/** The time zone a shop gets when none is given (and that existing shops were given). */
export const DEFAULT_SHOP_TIME_ZONE = 'UTC';

/** True for a time zone name the runtime knows (`Intl`), e.g. `Europe/Paris`; false for `Mars/Base`. */
export function isTimeZone(name: string): boolean {
  if (name.trim() === '' || name !== name.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

const FALLBACK_ZONE = 'UTC';

/**
 * The zone to write in, and what to write after a time. A zone name Intl does not know (an older
 * browser; the server's own zone may be a PostgreSQL-only name) would make Intl throw: times are
 * then written in UTC, with "UTC" after them so no one reads them as the shop's clock.
 */
export function clockOf(zone: string | undefined): { zone: string; suffix: string } {
  return zone !== undefined && isTimeZone(zone)
    ? { zone, suffix: '' }
    : { zone: FALLBACK_ZONE, suffix: ` ${FALLBACK_ZONE}` };
}

const STYLES = {
  day: { year: 'numeric', month: '2-digit', day: '2-digit' },
  date: { month: 'short', day: 'numeric', year: 'numeric' },
  dateTime: { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' },
} satisfies Record<string, Intl.DateTimeFormatOptions>;

// Building a formatter is costly next to using one; a page or an export formats hundreds of rows.
const formatters = new Map<string, Intl.DateTimeFormat>();
function formatter(style: keyof typeof STYLES, zone: string): Intl.DateTimeFormat {
  const key = `${style} ${zone}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', { ...STYLES[style], timeZone: zone });
    formatters.set(key, format);
  }
  return format;
}

/** `YYYY-MM-DD` of `instant` on a calendar in `timeZone` (UTC's for a zone Intl does not know). */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const parts = formatter('day', clockOf(timeZone).zone).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

type Instant = string | Date | null | undefined;

const toDate = (instant: Instant): Date | null => {
  if (instant === null || instant === undefined || instant === '') return null;
  const date = instant instanceof Date ? instant : new Date(instant);
  return Number.isNaN(date.getTime()) ? null : date;
};

/** An instant as the shop's day: 'Jun 14, 2026'; null when empty or not a time. */
export function formatShopDate(instant: Instant, zone: string | undefined): string | null {
  const date = toDate(instant);
  if (!date) return null;
  const clock = clockOf(zone);
  return formatter('date', clock.zone).format(date) + clock.suffix;
}

/** An instant as the shop's day and clock time: 'Jun 14, 2026, 9:30 AM'; null when not a time. */
export function formatShopDateTime(instant: Instant, zone: string | undefined): string | null {
  const date = toDate(instant);
  if (!date) return null;
  const clock = clockOf(zone);
  return formatter('dateTime', clock.zone).format(date) + clock.suffix;
}

/** The hour (0 to 23) of `instant` on a clock in `timeZone`. */
export function hourInZone(instant: Date, timeZone: string): number {
  const hour = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    hourCycle: 'h23',
  }).format(instant);
  return Number(hour);
}

const DAY_MS = 86_400_000;

/**
 * Milliseconds from `instant` to the next midnight on a clock in `timeZone`, by that clock (a
 * daylight-saving change before midnight makes it an hour off; callers check again soon after).
 */
export function msUntilNextDayInZone(instant: Date, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
    hourCycle: 'h23',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    Number(parts.find((p) => p.type === type)?.value ?? 0);
  const elapsed =
    ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 +
    instant.getUTCMilliseconds();
  return DAY_MS - elapsed;
}

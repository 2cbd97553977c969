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

/** `YYYY-MM-DD` of `instant` on a calendar in `timeZone`. */
export function isoDateInZone(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((p) => p.type === type)?.value ?? '';
  return `${part('year')}-${part('month')}-${part('day')}`;
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

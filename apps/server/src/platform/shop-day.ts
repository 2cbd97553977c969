import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from './database/db';

/**
 * The shop's day and clock, in one place (issue 33). A request's ShopContext carries the shop's
 * zone from the session's opening statement, which also set the transaction's TimeZone to it
 * (platform/tenancy.ts): `current_date` in SQL and the days counted here are the same calendar.
 */

/** The scope's today (`YYYY-MM-DD`): `current_date`, the day every date rule in SQL counts from. */
export async function shopToday(db: Db): Promise<string> {
  const [row] = rowsOf<{ today: string }>(
    await db.execute(sql`select current_date::text as today`),
  );
  return row!.today;
}

/** The zone a scope set (platform/tenancy.ts), for work outside a request (jobs, the CLI). */
export async function scopeTimeZone(db: Db): Promise<string> {
  const [row] = rowsOf<{ tz: string }>(
    await db.execute(sql`select current_setting('TimeZone') as tz`),
  );
  return row!.tz;
}

const formats = new Map<string, (date: Date) => string>();

/**
 * One formatter per zone and style, made once. A zone Intl does not know (shops' zones are checked
 * against both Intl and the database, but the server's own may be a PostgreSQL-only name) is
 * written in UTC, said so (Intl cannot name the zone beside a dateStyle).
 */
function formatIn(timeZone: string, style: 'day' | 'clock'): (date: Date) => string {
  const key = `${style} ${timeZone}`;
  const known = formats.get(key);
  if (known) return known;
  const options: Intl.DateTimeFormatOptions =
    style === 'day'
      ? { year: 'numeric', month: '2-digit', day: '2-digit' }
      : { dateStyle: 'medium', timeStyle: 'short' };
  let format: (date: Date) => string;
  try {
    const intl = new Intl.DateTimeFormat('en-US', { ...options, timeZone });
    format = (date) => dayOrClock(intl, style, date);
  } catch {
    const intl = new Intl.DateTimeFormat('en-US', { ...options, timeZone: 'UTC' });
    format = (date) => dayOrClock(intl, style, date) + (style === 'clock' ? ' UTC' : '');
  }
  formats.set(key, format);
  return format;
}

/** A day as `YYYY-MM-DD` (whatever order the locale writes its parts in), or the clock as written. */
function dayOrClock(intl: Intl.DateTimeFormat, style: 'day' | 'clock', date: Date): string {
  if (style === 'clock') return intl.format(date);
  const parts = intl.formatToParts(date);
  const part = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)!.value;
  return `${part('year')}-${part('month')}-${part('day')}`;
}

/** The calendar day (`YYYY-MM-DD`) of an instant in the shop's zone. */
export function shopDayOf(timeZone: string, instant: string | Date): string {
  return formatIn(timeZone, 'day')(new Date(instant));
}

/** The shop's way of writing an instant ("Nov 29, 2026, 1:43 AM"); `-` for none. */
export function shopClock(timeZone: string): (instant: string | Date | null) => string {
  const format = formatIn(timeZone, 'clock');
  return (instant) => (instant ? format(new Date(instant)) : '-');
}

/**
 * The day a Date holds at UTC midnight (a spreadsheet's date cell, a day counted in UTC): not an
 * instant in any shop, so no zone applies.
 */
export function utcDayOf(date: Date): string {
  return date.toISOString().slice(0, 10);
}

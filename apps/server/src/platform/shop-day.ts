import { formatShopDateTime, isoDateInZone } from '@fleetdesk/contract/rules/shop-day';
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

/** The calendar day (`YYYY-MM-DD`) of an instant in the shop's zone (the contract's rule). */
export function shopDayOf(timeZone: string, instant: string | Date): string {
  return isoDateInZone(new Date(instant), timeZone);
}

/** The shop's way of writing an instant ("Nov 29, 2026, 1:43 AM", as the web app); `-` for none. */
export function shopClock(timeZone: string): (instant: string | Date | null) => string {
  return (instant) => formatShopDateTime(instant, timeZone) ?? '-';
}

/**
 * The day a Date holds at UTC midnight (a spreadsheet's date cell, a day counted in UTC): not an
 * instant in any shop, so no zone applies.
 */
export function utcDayOf(date: Date): string {
  return isoDateInZone(date, 'UTC');
}

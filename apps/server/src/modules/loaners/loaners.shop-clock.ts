import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/database/db';
import type { ShopContext } from '../../platform/request-context';

/** The shop's way of writing an instant (its time zone, the request's TimeZone). */
export async function shopClock(ctx: ShopContext): Promise<(iso: string | null) => string> {
  const [row] = rowsOf<{ tz: string }>(
    await ctx.db.execute(sql`select current_setting('TimeZone') as tz`),
  );
  const options = { dateStyle: 'medium', timeStyle: 'short' } as const;
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { ...options, timeZone: row?.tz });
  } catch {
    // A zone name PostgreSQL knows and Intl does not: UTC, said so.
    format = new Intl.DateTimeFormat('en-US', {
      ...options,
      timeZone: 'UTC',
      timeZoneName: 'short',
    });
  }
  return (iso) => (iso ? format.format(new Date(iso)) : '-');
}

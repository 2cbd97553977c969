import { sql } from 'drizzle-orm';
import { type Db, rowsOf } from '../database/client';
import { jobLeases } from './jobs.tables';

/**
 * One runner across instances (docs/architecture.md: jobs): a lease row taken in one statement.
 * Two instances racing for it meet at the primary key; the loser sees the winner's live lease
 * and takes nothing. A lease that outlives its holder (a crash) expires after `ttlMs`.
 * `scheduledDay`: take it only if no scheduled run has finished that day yet.
 */
export async function takeLease(
  db: Db,
  name: string,
  holder: string,
  opts: { ttlMs: number; scheduledDay?: string },
): Promise<boolean> {
  const until = sql`now() + ${`${Math.ceil(opts.ttlMs / 1000)} seconds`}::interval`;
  const dayFree =
    opts.scheduledDay === undefined
      ? sql`true`
      : sql`(${jobLeases.lastScheduledDay} is null or ${jobLeases.lastScheduledDay} < ${opts.scheduledDay}::date)`;
  const rows = rowsOf<{ holder: string }>(
    await db.execute(sql`
      insert into ${jobLeases} (name, holder, leased_until) values (${name}, ${holder}, ${until})
      on conflict (name) do update set holder = excluded.holder, leased_until = excluded.leased_until
      where (${jobLeases.holder} is null or ${jobLeases.leasedUntil} < now()) and ${dayFree}
      returning holder`),
  );
  return rows[0]?.holder === holder;
}

/** Gives the lease back; a finished scheduled run also records its day. */
export async function releaseLease(
  db: Db,
  name: string,
  holder: string,
  scheduledDay?: string,
): Promise<void> {
  await db.execute(sql`
    update ${jobLeases}
    set holder = null, leased_until = null,
        last_scheduled_day = coalesce(${scheduledDay ?? null}::date, ${jobLeases.lastScheduledDay})
    where name = ${name} and holder = ${holder}`);
}

/** True while a runner holds the lease (a hint for refusing early; the lease itself decides). */
export async function leaseHeld(db: Db, name: string): Promise<boolean> {
  const rows = rowsOf<{ held: boolean }>(
    await db.execute(sql`
      select (${jobLeases.holder} is not null and ${jobLeases.leasedUntil} > now()) as held
      from ${jobLeases} where name = ${name}`),
  );
  return rows[0]?.held === true;
}

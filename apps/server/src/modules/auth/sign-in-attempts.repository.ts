import { and, count, eq, gt, lte, min, sql } from 'drizzle-orm';
import { type Db, transaction } from '../../platform/database/client';
import { signInAttempts } from './auth.tables';

export type AttemptKind = 'account' | 'address';

/** `now() - minutes`: the database's clock, so every instance measures windows alike. */
const ago = (minutes: number) => sql`now() - make_interval(mins => ${minutes}::int)`;

/**
 * Admits one attempt when the key has fewer than `limit` attempts in the window, and records it
 * (committed before the caller checks anything). Attempts of one key are admitted one at a time
 * under a transaction-level advisory lock, so however many arrive at once no more than `limit`
 * pass, and a burst cannot refuse them all either. A refused attempt is not recorded.
 */
export async function admitAttempt(
  db: Db,
  kind: AttemptKind,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<{ admitted: true; id: number } | { admitted: false; minutesLeft: number }> {
  return transaction(db, async (tx) => {
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`fleetdesk.sign_in.${kind}.${key}`}, 0))`,
    );
    // This key's attempts that have left the window go on the way.
    await tx
      .delete(signInAttempts)
      .where(
        and(
          eq(signInAttempts.kind, kind),
          eq(signInAttempts.key, key),
          lte(signInAttempts.attemptedAt, ago(windowMinutes)),
        ),
      );
    const { count: inWindow, minutesLeft } = await countAttempts(tx, kind, key, windowMinutes);
    if (inWindow >= limit) return { admitted: false, minutesLeft };
    const [row] = await tx
      .insert(signInAttempts)
      .values({ kind, key })
      .returning({ id: signInAttempts.id });
    return { admitted: true, id: row!.id };
  });
}

/**
 * Attempts of the key within the window, and in how many minutes the oldest of them leaves it
 * (at least 1).
 */
async function countAttempts(
  db: Db,
  kind: AttemptKind,
  key: string,
  windowMinutes: number,
): Promise<{ count: number; minutesLeft: number }> {
  const [row] = await db
    .select({
      count: count(),
      oldest: min(signInAttempts.attemptedAt),
      now: sql<Date>`now()`.mapWith((v: string | Date) => new Date(v)),
    })
    .from(signInAttempts)
    .where(
      and(
        eq(signInAttempts.kind, kind),
        eq(signInAttempts.key, key),
        gt(signInAttempts.attemptedAt, ago(windowMinutes)),
      ),
    );
  const now = row?.now ? row.now.getTime() : Date.now();
  const oldest = row?.oldest ? new Date(row.oldest).getTime() : now;
  const minutesLeft = Math.max(1, Math.ceil((oldest + windowMinutes * 60_000 - now) / 60_000));
  return { count: row?.count ?? 0, minutesLeft };
}

/** Forgets the key's attempts (a successful sign-in clears its account's failures). */
export async function clearAttempts(db: Db, kind: AttemptKind, key: string): Promise<void> {
  await db
    .delete(signInAttempts)
    .where(and(eq(signInAttempts.kind, kind), eq(signInAttempts.key, key)));
}

/** Deletes every attempt older than `minutes` (keys that never come back). */
export async function pruneAttempts(db: Db, minutes: number): Promise<void> {
  await db.delete(signInAttempts).where(lte(signInAttempts.attemptedAt, ago(minutes)));
}

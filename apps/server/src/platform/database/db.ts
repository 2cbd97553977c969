import { TransactionRollbackError } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// What every query stands on, apart from opening a database (client.ts): tenancy.ts and
// pool-transactions.ts use these, and client.ts uses them, so none of the three imports another
// in a loop.

/** One type for both engines: PGlite (embedded) and PostgreSQL (server). */
export type Db = PgDatabase<PgQueryResultHKT>;

/** `db.transaction` with the transaction typed as `Db` (Drizzle types it apart): the one cast. */
export function transaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction((tx) => work(tx as unknown as Db));
}

/**
 * Runs `work` in a transaction (a savepoint inside another) that is then rolled back: it may
 * write what it needs on the way to its answer, and nothing of it stays.
 */
export async function rolledBack<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  const answer: { value?: { of: T } } = {};
  try {
    await db.transaction(async (tx) => {
      answer.value = { of: await work(tx as unknown as Db) };
      tx.rollback();
    });
  } catch (err) {
    if (!(err instanceof TransactionRollbackError) || !answer.value) throw err;
  }
  if (!answer.value) throw new Error('rolledBack: the work gave no answer');
  return answer.value.of;
}

/**
 * The rows of a raw `execute`: both drivers answer `{rows}`, but `Db` is a union of the two and
 * types the result as neither, so the one cast lives here.
 */
export function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Sees every statement Drizzle sends (the benchmark replays them to time the bare SQL). */
export type QueryLogger = { logQuery(query: string, params: unknown[]): void };

import { sql, TransactionRollbackError } from 'drizzle-orm';
import { rowsOf, type Db } from './database/client';
import type {
  OpeningCall,
  OpenedTransaction,
  PoolTransactions,
} from './database/pool-transactions';

/**
 * A transaction held open across the hooks of one request: begun before the token is checked,
 * ended (commit or rollback) before the reply leaves, so a client that reads after a 2xx sees
 * what it wrote. Row-level security's scope is local to it (platform/tenancy.ts).
 */
export type RequestTransaction = {
  tx: Db;
  /** Commits (true) or rolls back (false); rejects when the commit itself fails. */
  end(commit: boolean): Promise<void>;
  ended: boolean;
  /** Begun `read only`: a write in it fails. */
  readOnly: boolean;
  /**
   * Undoes work outside the database (a stored file) when the transaction does not commit: run
   * after a rollback, a failed commit, or an aborted request, never after a commit.
   */
  afterRollback(undo: () => Promise<void>): void;
  /**
   * Work outside the database that must wait for the commit (removing a file a committed row no
   * longer names): run once the commit succeeded, never after a rollback; a failure is the caller's
   * to report (`work` should not throw).
   */
  afterCommit(work: () => Promise<void>): void;
};

/**
 * Begins the request's transaction with its first statement, `first` (the session lookup, which
 * also sets the scope). On PostgreSQL both travel in one round trip; on PGlite they are two calls.
 */
export async function beginRequestTransaction(
  db: Db,
  pool: PoolTransactions | undefined,
  opts: { readOnly: boolean; first: OpeningCall; statementTimeoutMs?: number },
): Promise<{ held: RequestTransaction; rows: Record<string, unknown>[] }> {
  // PostgreSQL: SET LOCAL statement_timeout travels with the begin. PGlite, in process, has no
  // second connection to cancel a statement from: no timeout there.
  const opened = pool ? await pool.begin(opts) : await beginInProcess(db, opts);
  const undos: (() => Promise<void>)[] = [];
  const followUps: (() => Promise<void>)[] = [];
  const undo = () =>
    Promise.all(undos.splice(0).map((u) => u().catch(() => undefined))).then(() => undefined);
  const held: RequestTransaction = {
    tx: opened.tx,
    ended: false,
    readOnly: opts.readOnly,
    afterRollback: (u) => void undos.push(u),
    afterCommit: (work) => void followUps.push(work),
    async end(commit) {
      if (held.ended) return;
      held.ended = true;
      const committed = followUps.splice(0);
      try {
        await opened.end(commit);
      } catch (err) {
        await undo();
        throw err;
      }
      if (!commit) return undo();
      undos.length = 0;
      await Promise.all(committed.map((work) => work().catch(() => undefined)));
    },
  };
  return { held, rows: opened.rows };
}

/** Drizzle's own transaction, held open until `end` settles it (PGlite). */
async function beginInProcess(
  db: Db,
  { readOnly, first }: { readOnly: boolean; first: OpeningCall },
): Promise<OpenedTransaction> {
  let settle!: (commit: boolean) => void;
  const decided = new Promise<boolean>((resolve) => (settle = resolve));
  let started!: (tx: Db) => void;
  let failedToStart!: (err: unknown) => void;
  const ready = new Promise<Db>((resolve, reject) => {
    started = resolve;
    failedToStart = reject;
  });
  const outcome = db
    .transaction(
      async (tx) => {
        started(tx as unknown as Db);
        if (!(await decided)) tx.rollback();
      },
      readOnly ? { accessMode: 'read only' } : undefined,
    )
    .catch((err: unknown) => {
      if (err instanceof TransactionRollbackError) return;
      failedToStart(err);
      throw err;
    });
  // A begin that fails rejects `ready`; keep `outcome` from being an unhandled rejection meanwhile.
  outcome.catch(() => undefined);
  const tx = await ready;
  const end = async (commit: boolean) => {
    settle(commit);
    await outcome;
  };
  try {
    const args = sql.join(
      first.args.map((a) => sql`${a}`),
      sql`, `,
    );
    const result = await tx.execute(sql`select * from ${sql.identifier(first.fn)}(${args})`);
    return { tx, rows: rowsOf<Record<string, unknown>>(result), end };
  } catch (err) {
    await end(false).catch(() => undefined);
    throw err;
  }
}

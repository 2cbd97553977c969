import { TransactionRollbackError } from 'drizzle-orm';
import type { Db } from '../db/client';

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
};

export async function beginRequestTransaction(
  db: Db,
  { readOnly = false }: { readOnly?: boolean } = {},
): Promise<RequestTransaction> {
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
  const handle: RequestTransaction = {
    tx,
    ended: false,
    readOnly,
    async end(commit) {
      if (handle.ended) return;
      handle.ended = true;
      settle(commit);
      await outcome;
    },
  };
  return handle;
}

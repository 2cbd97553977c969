import { NodePgSession, NodePgTransaction } from 'drizzle-orm/node-postgres';
import type { PgDialect } from 'drizzle-orm/pg-core';
import type pg from 'pg';
import { scopeStatementText, type TenantScope } from '../tenancy';
import type { Db, QueryLogger } from './db';

/**
 * Transactions on PostgreSQL's pool that save round trips: `begin` travels with the first
 * statement (node-postgres sends one statement per round trip otherwise). Measured in
 * docs/benchmark.md; PGlite, in process, has no round trips to save and does without.
 */

/** A function call with text arguments: the first statement of a request's transaction. */
export type OpeningCall = { fn: string; args: readonly string[] };

export type OpenedTransaction = {
  tx: Db;
  /** The rows of the opening call. */
  rows: Record<string, unknown>[];
  /** Commits (true) or rolls back (false), then gives the connection back. */
  end(commit: boolean): Promise<void>;
};

/**
 * Runs a read-only `work` on a connection of its own, in a tenant scope (platform/tenancy.ts), or
 * on `own` (the request's transaction, already in that scope) when the pool has none free.
 */
export type ReadBeside = <T>(
  scope: TenantScope,
  work: (db: Db) => Promise<T>,
  own?: Db,
) => Promise<T>;

export type PoolTransactions = {
  /**
   * A transaction begun, and its first call run, in one round trip; with `statementTimeoutMs`,
   * each of its statements is cancelled after that long (SET LOCAL statement_timeout).
   */
  begin(opts: {
    readOnly: boolean;
    first: OpeningCall;
    statementTimeoutMs?: number;
  }): Promise<OpenedTransaction>;
  /** A read beside the request's transaction, on a second connection. */
  readBeside: ReadBeside;
};

const FUNCTION_NAME = /^[a-z_][a-z0-9_]*$/;

export function poolTransactions(pool: pg.Pool, db: Db, logger?: QueryLogger): PoolTransactions {
  // The database's own dialect: prepared statements (platform/database/prepared.ts) are kept per dialect.
  const dialect = (db as unknown as { dialect: PgDialect }).dialect;
  const onClient = (client: pg.PoolClient) =>
    new NodePgTransaction(
      dialect,
      new NodePgSession(client, dialect, undefined, { logger }),
      undefined,
    ) as unknown as Db;
  const runner = (client: pg.PoolClient) => (text: string) => {
    logger?.logQuery(text, []);
    return client.query(text);
  };
  // The connection goes back once the statement that ends its transaction is done.
  const endThenRelease = (client: pg.PoolClient, statement: 'commit' | 'rollback') =>
    runner(client)(statement).then(
      () => client.release(),
      (err: Error) => {
        client.release(err);
        throw err;
      },
    );

  return {
    async begin({ readOnly, first, statementTimeoutMs }) {
      if (!FUNCTION_NAME.test(first.fn)) throw new Error(`Not a function name: ${first.fn}`);
      if (statementTimeoutMs !== undefined && !Number.isSafeInteger(statementTimeoutMs))
        throw new Error(`Not a timeout: ${String(statementTimeoutMs)}`);
      const timeout =
        statementTimeoutMs === undefined
          ? ''
          : ` set local statement_timeout = ${statementTimeoutMs};`;
      const client = await pool.connect();
      // Arguments are quoted by node-postgres itself (escapeLiteral): nothing else is inlined.
      const call = `select * from ${first.fn}(${first.args.map((a) => client.escapeLiteral(a)).join(', ')})`;
      let results: pg.QueryResult[];
      try {
        results = (await runner(client)(
          `begin${readOnly ? ' read only' : ''};${timeout} ${call}`,
        )) as unknown as pg.QueryResult[];
      } catch (err) {
        await endThenRelease(client, 'rollback').catch(() => undefined);
        throw err;
      }
      let ended = false;
      return {
        tx: onClient(client),
        rows: results.at(-1)?.rows ?? [],
        end(commit) {
          if (ended) return Promise.resolve();
          ended = true;
          return endThenRelease(client, commit ? 'commit' : 'rollback');
        },
      };
    },

    async readBeside(scope, work, own) {
      // Never wait for a second connection while holding one: with every connection held by a
      // request waiting for its second, none would ever come back (it did, at 20 connections
      // against a pool of 10). Under such load a second connection gains nothing anyway.
      const max = (pool.options as { max?: number }).max ?? 10;
      const busy = pool.waitingCount > 0 || (pool.idleCount === 0 && pool.totalCount >= max);
      if (own && busy) return work(own);
      const client = await pool.connect();
      let result: Awaited<ReturnType<typeof work>>;
      try {
        await runner(client)(`begin read only; ${scopeStatementText(scope)}`);
        result = await work(onClient(client));
      } catch (err) {
        await endThenRelease(client, 'rollback').catch(() => undefined);
        throw err;
      }
      // Nothing was written: the caller has its rows without waiting for the commit.
      void endThenRelease(client, 'commit').catch(() => undefined);
      return result;
    },
  };
}

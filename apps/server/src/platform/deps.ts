import type { Config } from '../config';
import type { Db } from './database/client';
import type { PoolTransactions } from './database/pool-transactions';
import type { ModuleDefinition } from './module';
import type { FileStorage } from './storage';

/** Everything a route plugin may need, handed down from buildApp (no globals). */
export type AppDeps = {
  config: Config;
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL: transactions that save round trips; PGlite has one connection and no trips. */
  pool?: PoolTransactions;
  modules: readonly ModuleDefinition[];
  storage: FileStorage;
  /** Looks up Google's tokeninfo / userinfo; tests point the URLs at a local fake. */
  fetch: typeof fetch;
};

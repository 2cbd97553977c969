import type { Config } from '../config';
import type { Db, ReadBeside } from '../db/client';
import type { ModuleDefinition } from './module';
import type { FileStorage } from './storage';

/** Everything a route plugin may need, handed down from buildApp (no globals). */
export type AppDeps = {
  config: Config;
  db: Db;
  engine: 'pglite' | 'postgres';
  /** PostgreSQL's second connection for a read beside the request's; PGlite has only one. */
  readBeside?: ReadBeside;
  modules: readonly ModuleDefinition[];
  storage: FileStorage;
  /** Looks up Google's tokeninfo / userinfo; tests point the URLs at a local fake. */
  fetch: typeof fetch;
};

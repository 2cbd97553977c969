import type { Config } from '../config';
import type { Db } from '../db/client';
import type { ModuleDefinition } from './module';
import type { FileStorage } from './storage';

/** Everything a route plugin may need, handed down from buildApp (no globals). */
export type AppDeps = {
  config: Config;
  db: Db;
  /** PGlite has one connection: reads that would run beside each other share the request's. */
  engine: 'pglite' | 'postgres';
  modules: readonly ModuleDefinition[];
  storage: FileStorage;
  /** Looks up Google's tokeninfo / userinfo; tests point the URLs at a local fake. */
  fetch: typeof fetch;
};

import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';

/** One type for both engines: PGlite (embedded) and PostgreSQL (server). */
export type Db = PgDatabase<PgQueryResultHKT>;

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when that is what runs (tests dump and restore it). */
  pglite?: PGlite;
  /** Runs raw SQL on the same connection(s), bypassing Drizzle (benchmark baseline). */
  raw(query: string, params: unknown[]): Promise<unknown>;
};

/** Works from src/db (tsx, tests) and from dist/ (the bundle copies migrations beside main.js). */
export const MIGRATIONS_FOLDER = fileURLToPath(new URL('./migrations', import.meta.url));

/** Sees every statement Drizzle sends (the benchmark replays them to time the bare SQL). */
export type QueryLogger = { logQuery(query: string, params: unknown[]): void };

export type DatabaseOptions = { logger?: QueryLogger } & (
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { engine: 'postgres'; url: string; max?: number }
);

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool({ connectionString: options.url, max: options.max ?? 10 });
    const db = drizzlePg(pool, { logger: options.logger }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      raw: (query, params) => pool.query(query, params),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm },
  });
  const db = drizzlePglite(client, { logger: options.logger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: () => migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER }),
    close: () => client.close(),
    pglite: client,
    raw: (query, params) => client.query(query, params),
  };
}

/** True when every migration file has been applied (used by the health check). */
export async function migrationsApplied(db: Db, expected: number): Promise<boolean> {
  const result = await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`);
  const rows = (result as unknown as { rows: { n: number }[] }).rows;
  return (rows[0]?.n ?? 0) >= expected;
}

import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { sql } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { rowsOf, type Db, type QueryLogger } from './db';
import { poolTransactions, type PoolTransactions } from './pool-transactions';

export { rolledBack, rowsOf, transaction, type Db, type QueryLogger } from './db';

export type Database = {
  db: Db;
  engine: 'pglite' | 'postgres';
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** The embedded engine, when that is what runs (tests dump and restore it). */
  pglite?: PGlite;
  /** Runs raw SQL on the same connection(s), bypassing Drizzle (benchmark baseline). */
  raw(query: string, params: unknown[]): Promise<unknown>;
  /** PostgreSQL: transactions that save round trips (PGlite, in process, has none to save). */
  pool?: PoolTransactions;
};

/** Set by build.mjs: the bundle carries its migrations beside main.js. */
declare const BUNDLED_MIGRATIONS: string | undefined;

/** apps/server/migrations when run from source (tsx, tests); dist/migrations in the bundle. */
export const MIGRATIONS_FOLDER = fileURLToPath(
  new URL(
    typeof BUNDLED_MIGRATIONS === 'string' ? BUNDLED_MIGRATIONS : '../../../migrations',
    import.meta.url,
  ),
);

export type DatabaseOptions = { logger?: QueryLogger } & (
  | { engine: 'pglite'; dataDir?: string; loadDataDir?: Blob }
  | { engine: 'postgres'; url: string; max?: number }
);

/**
 * The role the application's queries run as when the login itself would bypass row-level
 * security (a superuser, as PGlite always is, or a BYPASSRLS role). A role that owns the tables
 * needs no switch: FORCE ROW LEVEL SECURITY makes the owner subject too.
 */
export const APP_ROLE = 'fleetdesk_app';

type Runner = { query(text: string): Promise<{ rows: unknown[] }> };

async function bypassesRls(run: Runner): Promise<boolean> {
  const { rows } = await run.query(
    'select (rolsuper or rolbypassrls) as bypass from pg_roles where rolname = current_user',
  );
  return Boolean((rows[0] as { bypass?: boolean } | undefined)?.bypass);
}

/** Creates APP_ROLE (once) and grants it the data, never the schema: it cannot alter tables or policies. */
async function grantAppRole(run: Runner): Promise<void> {
  await run.query(`do $$ begin
    if not exists (select from pg_roles where rolname = '${APP_ROLE}') then
      create role ${APP_ROLE} nologin nosuperuser nobypassrls;
    end if;
  end $$`);
  await run.query(`grant ${APP_ROLE} to current_user`).catch(() => undefined);
  await run.query(`grant usage on schema public to ${APP_ROLE}`);
  await run.query(
    `grant select, insert, update, delete on all tables in schema public to ${APP_ROLE}`,
  );
  await run.query(`grant usage, select on all sequences in schema public to ${APP_ROLE}`);
  await run.query(`grant execute on all functions in schema public to ${APP_ROLE}`);
  // The audit trail is append-only for the app (the trigger of migration 0004 also refuses it).
  // Not there yet on an empty database (the first open, before the migrations): nothing to revoke.
  await run.query(`do $$ begin
    if to_regclass('public.audit_log') is not null then
      revoke update, delete, truncate on audit_log from ${APP_ROLE};
    end if;
  end $$`);
  await run.query(`grant usage on schema drizzle to ${APP_ROLE}`).catch(() => undefined);
  await run
    .query(`grant select on all tables in schema drizzle to ${APP_ROLE}`)
    .catch(() => undefined);
}

/**
 * JIT compilation is off for the app's connections: it starts on the planner's cost, which the
 * larger shops' aggregates pass, and then spends 10 to 30 ms compiling a statement that runs in
 * less (measured on the financing dashboard). Every statement here is short.
 */
const poolConfig = (options: { url: string; max?: number }): pg.PoolConfig => ({
  connectionString: options.url,
  max: options.max ?? 10,
  options: '-c jit=off',
});

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.engine === 'postgres') {
    const pool = new pg.Pool(poolConfig(options));
    // A superuser login would see every shop: switch each connection to APP_ROLE.
    const probe = await pool.connect();
    const switchRole = await bypassesRls(probe).finally(() => probe.release());
    if (switchRole) {
      await grantAppRole(pool);
      pool.on('connect', (client) => void client.query(`set role ${APP_ROLE}`));
      // Connections opened before the listener: drop them so every connection gets the role.
      await pool.end().catch(() => undefined);
      return openSwitchedPool(options);
    }
    const db = drizzlePg(pool, { logger: options.logger }) as unknown as Db;
    return {
      db,
      engine: 'postgres',
      migrate: () => migratePg(drizzlePg(pool), { migrationsFolder: MIGRATIONS_FOLDER }),
      close: () => pool.end(),
      raw: (query, params) => pool.query(query, params),
      pool: poolTransactions(pool, db, options.logger),
    };
  }
  const client = await PGlite.create({
    dataDir: options.dataDir,
    loadDataDir: options.loadDataDir,
    extensions: { pg_trgm, btree_gist },
  });
  // PGlite's one session is a superuser's: migrations run as that, everything else as APP_ROLE.
  const useAppRole = async () => {
    const { rows } = await client.query(`select 1 from pg_roles where rolname = '${APP_ROLE}'`);
    if (rows.length > 0) await client.query(`set role ${APP_ROLE}`);
  };
  await useAppRole();
  const db = drizzlePglite(client, { logger: options.logger }) as unknown as Db;
  return {
    db,
    engine: 'pglite',
    migrate: async () => {
      await client.query('reset role');
      await migratePglite(drizzlePglite(client), { migrationsFolder: MIGRATIONS_FOLDER });
      await grantAppRole(client);
      await useAppRole();
    },
    close: () => client.close(),
    pglite: client,
    raw: (query, params) => client.query(query, params),
  };
}

/** PostgreSQL through a login that bypasses row-level security: the pool runs as APP_ROLE. */
async function openSwitchedPool(
  options: Extract<DatabaseOptions, { engine: 'postgres' }>,
): Promise<Database> {
  const pool = new pg.Pool(poolConfig(options));
  pool.on('connect', (client) => void client.query(`set role ${APP_ROLE}`));
  const db = drizzlePg(pool, { logger: options.logger }) as unknown as Db;
  return {
    db,
    engine: 'postgres',
    migrate: async () => {
      // Migrations need the login's own rights: a separate connection without the role switch.
      const admin = new pg.Client({ connectionString: options.url });
      await admin.connect();
      try {
        await migratePg(drizzlePg(admin), { migrationsFolder: MIGRATIONS_FOLDER });
        await grantAppRole(admin);
      } finally {
        await admin.end();
      }
    },
    close: () => pool.end(),
    raw: (query, params) => pool.query(query, params),
    pool: poolTransactions(pool, db, options.logger),
  };
}

/** True when every migration file has been applied (used by the health check). */
export async function migrationsApplied(db: Db, expected: number): Promise<boolean> {
  const rows = rowsOf<{ n: number }>(
    await db.execute(sql`select count(*)::int as n from drizzle.__drizzle_migrations`),
  );
  return (rows[0]?.n ?? 0) >= expected;
}

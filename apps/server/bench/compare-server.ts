/**
 * One side of `bench/compare.ts`: serves a checkout's app on a seeded PostgreSQL database and
 * prints one JSON line (port, token, sample VIN, location) once it listens.
 *
 *   tsx compare-server.ts <checkout dir> <database> <port>
 *
 * It imports the checkout's own code, so the same file serves an older commit too.
 */
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

const [dir, database, port] = process.argv.slice(2) as [string, string, string];
const adminUrl = new URL(
  process.env.BENCH_ADMIN_URL ?? 'postgres://fleetdesk:fleetdesk@127.0.0.1:5432/postgres',
);
adminUrl.pathname = `/${database}`;
const url = adminUrl.toString();

const src = path.join(dir, 'apps/server/src');
const load = (file: string) => import(path.join(src, file));
/** The connection moved from db/ to platform/database/; an older checkout has it in db/. */
const firstOf = (...files: string[]) =>
  files.find((f) => existsSync(path.join(src, f))) ?? files[0]!;
const { buildApp } = await load('app.ts');
const { loadConfig } = await load('config.ts');
const { openDatabase } = await load(firstOf('platform/database/client.ts', 'db/client.ts'));
const { MODULES } = await load('modules/index.ts');
const { LocalFileStorage } = await load('platform/storage.ts');
const { benchSession } = await import(path.join(dir, 'apps/server/bench/seed.ts'));

// A token for the large shop, written as the tables' owner with row-level security lowered (if
// this checkout has it), as bench/run.ts does.
const owner = new pg.Client({ connectionString: url });
await owner.connect();
const forced = (
  await owner.query<{ relname: string }>(
    `select relname from pg_class where relforcerowsecurity and relnamespace = 'public'::regnamespace`,
  )
).rows.map((r) => `"${r.relname}"`);
for (const t of forced) await owner.query(`alter table ${t} no force row level security`);
const data = await benchSession((q: string, p?: unknown[]) => owner.query(q, p ?? []));
for (const t of forced) await owner.query(`alter table ${t} force row level security`);
await owner.end();

const db = await openDatabase({ engine: 'postgres', url });
const config = {
  ...loadConfig({ LOG_LEVEL: 'silent' }),
  DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fleetdesk-compare-')),
};
const app = await buildApp({
  config,
  db: db.db,
  engine: db.engine,
  pool: db.pool,
  modules: MODULES,
  storage: new LocalFileStorage(path.join(config.DATA_DIR, 'uploads')),
  fetch: globalThis.fetch,
});
await app.listen({ port: Number(port), host: '127.0.0.1' });
console.log(JSON.stringify({ port: Number(port), ...data }));

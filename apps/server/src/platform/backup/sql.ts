import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { promisify } from 'node:util';
import type { PGlite } from '@electric-sql/pglite';

/** Runs SQL on one connection: PGlite's, or one pg.Client. */
export type Runner = { query(text: string): Promise<{ rows: unknown[] }> };

/** Every user table (schema.name), the drizzle migrations table included. */
export async function tableCounts(run: Runner): Promise<Record<string, number>> {
  const { rows } = await run.query(
    `select schemaname || '.' || tablename as t from pg_tables
     where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  const counts: Record<string, number> = {};
  for (const { t } of rows as { t: string }[]) {
    const [schema, table] = t.split('.');
    const r = await run.query(`select count(*)::int as n from "${schema}"."${table}"`);
    counts[t] = (r.rows[0] as { n: number }).n;
  }
  return counts;
}

/**
 * The embedded database as SQL (pglite-tools' WASM pg_dump on PGlite's one connection). The dump
 * talks to the connection beneath PGlite's locks and opens a transaction of its own, so it must
 * not start while a request's transaction is open, nor let one start before it ends: it runs
 * holding PGlite's transaction lock (with no transaction open under it), and requests wait. It
 * runs as the superuser and changes session settings (row_security off among them); they are
 * reset after, and the role the connection ran as (the app's, in a server) is set back.
 */
export async function dumpPglite(
  pg: PGlite,
): Promise<{ sql: string; tables: Record<string, number> }> {
  const { pgDump } = await import('@electric-sql/pglite-tools/pg_dump');
  return pg.transaction(async (tx) => {
    await tx.exec('commit');
    const { rows } = await tx.query<{ role: string }>('select current_user as role');
    await tx.exec('reset role');
    // pgDump's own queries go through the held lock (tx), its protocol straight to the engine.
    const held = {
      query: tx.query,
      exec: tx.exec,
      execProtocolRawStream: pg.execProtocolRawStream.bind(pg),
    } as unknown as PGlite;
    try {
      const file = await pgDump({ pg: held, args: ['--no-owner', '--no-privileges'] });
      const sql = await file.text();
      return { sql, tables: countRows(sql) };
    } finally {
      // pg_dump leaves its transaction open (its exit closes no session here): end it first, or
      // the resets would be inside it, and the next request's transaction too.
      await tx.exec('rollback');
      await tx.exec(`reset all; set role "${rows[0]!.role}"`);
      // Ends the lock without the COMMIT PGlite would send: no transaction is open to commit.
      await tx.rollback();
    }
  });
}

/**
 * Rows per table as the dump holds them (its INSERTs, one row each: pglite-tools passes
 * --inserts), so the counts are of the dump's own snapshot whatever ran beside it. String
 * literals are skipped whole, so a value that holds "INSERT INTO" is not counted.
 */
export function countRows(sql: string): Record<string, number> {
  const counts: Record<string, number> = {};
  const name = (n: string) => n.replaceAll('"', '');
  const tokens = /'(?:[^']|'')*'|^CREATE TABLE (\S+) \(|^INSERT INTO (\S+) /gm;
  for (const m of sql.matchAll(tokens)) {
    if (m[1]) counts[name(m[1])] ??= 0;
    else if (m[2]) counts[name(m[2])] = (counts[name(m[2])] ?? 0) + 1;
  }
  return counts;
}

const PG_DUMP_15 = '/usr/lib/postgresql/15/bin/pg_dump';

/**
 * PostgreSQL as SQL through the pg_dump binary, in the snapshot `snapshot` (exported by the
 * transaction that counted the rows), so the counts and the dump agree. INSERTs, not COPY: the
 * restore runs them through the driver, on PostgreSQL and PGlite alike.
 */
export async function dumpPostgres(url: string, snapshot: string): Promise<string> {
  const bin = existsSync(PG_DUMP_15) ? PG_DUMP_15 : 'pg_dump';
  const { stdout } = await promisify(execFile)(
    bin,
    [
      '--no-owner',
      '--no-privileges',
      '--inserts',
      '--rows-per-insert=200',
      `--snapshot=${snapshot}`,
      `--dbname=${url}`,
    ],
    { maxBuffer: 4 * 1024 ** 3, encoding: 'utf8' },
  );
  return stdout;
}

/**
 * Lines a driver cannot run or an older server refuses: psql's \restrict meta-commands,
 * PostgreSQL 17+'s transaction_timeout, and extension comments (only an extension's owner may
 * set them; the extension keeps its own).
 */
const UNPORTABLE = /^(\\(un)?restrict\b.*|SET transaction_timeout = .*|COMMENT ON EXTENSION .*)$/;

/**
 * Runs a dump in pieces split at pg_dump's object headers ("--\n-- Name: ..."), which never fall
 * inside a statement, batched to about 1 MB so a large table's rows are not one giant query.
 */
export async function loadDump(
  run: Runner,
  dump: string,
  /** Called once the rows are in, before the indexes, triggers and policies. */
  dataLoaded: () => Promise<void>,
): Promise<void> {
  const cleaned = dump
    .split('\n')
    .filter((line) => !UNPORTABLE.test(line))
    .join('\n');
  const pieces = cleaned.split(/\n(?=--\n-- )/);
  // The header's session settings (search_path '', row_security off) must hold for every batch.
  const header = pieces.shift() ?? '';
  await run.query(header);
  let batch = '';
  let seenData = false;
  let counted = false;
  const flush = async () => {
    if (batch) await run.query(batch);
    batch = '';
  };
  for (const piece of pieces) {
    const isData = /^--\n-- (Data for )?Name: .*; Type: (TABLE DATA|SEQUENCE SET);/.test(piece);
    if (isData) seenData = true;
    else if (seenData && !counted) {
      await flush();
      await dataLoaded();
      counted = true;
    }
    if (batch.length + piece.length > 1_000_000) await flush();
    batch += `${piece}\n`;
  }
  await flush();
  if (!counted) await dataLoaded();
}

import { mkdir, mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import type { FileStorage } from '../storage';
import {
  bytesOf,
  DUMP_ENTRY,
  FILE_PREFIX,
  readArchive,
  stage,
  verifyArchive,
  writeArchive,
  type Manifest,
  type Staged,
} from './archive';
import { dumpPglite, dumpPostgres, loadDump, tableCounts, type Runner } from './sql';

export { verifyArchive, type Manifest } from './archive';

/** The database a backup reads or a restore fills: PGlite's open connection, or a URL. */
export type Source = { engine: 'pglite'; pglite: PGlite } | { engine: 'postgres'; url: string };
export type Target = { engine: 'pglite'; dataDir: string } | { engine: 'postgres'; url: string };

/** A name that sorts by time; the `.partial` of one being written never matches it. */
export const BACKUP_NAME = /^fleetdesk-backup-\d{8}T\d{6}(\d{3})?Z\.tar$/;

/**
 * Where the server keeps its backups in the S3 store, beside the uploads: never itself backed
 * up, nor counted as the store's content (upload keys start with a shop's id).
 */
export const BACKUP_STORE_PREFIX = 'backups/';

const nameAt = (d: Date) =>
  `fleetdesk-backup-${d.toISOString().replace(/[-:]/g, '').replace('.', '')}.tar`;

async function dumpOf(source: Source): Promise<{ sql: string; tables: Record<string, number> }> {
  if (source.engine === 'pglite') return dumpPglite(source.pglite);
  // One repeatable-read transaction counts the rows and exports its snapshot to pg_dump.
  const client = new pg.Client({ connectionString: source.url });
  await client.connect();
  try {
    await client.query('begin isolation level repeatable read read only');
    const { rows } = await client.query<{ s: string }>('select pg_export_snapshot() as s');
    const tables = await tableCounts(client);
    const sql = await dumpPostgres(source.url, rows[0]!.s);
    await client.query('commit');
    return { sql, tables };
  } finally {
    await client.end();
  }
}

/**
 * Writes one archive into `dir`: the database's dump, then every stored file, then the manifest
 * of their sums. Files are listed after the dump, so every file a dumped row names is there
 * (files are stored before their row commits); a few newer ones may come along unused.
 */
export async function createBackup(opts: {
  source: Source;
  storage: FileStorage;
  dir: string;
  now?: Date;
}): Promise<{ file: string; manifest: Manifest }> {
  const created = opts.now ?? new Date();
  await mkdir(opts.dir, { recursive: true });
  const staging = await mkdtemp(path.join(tmpdir(), 'fleetdesk-backup-'));
  try {
    const { sql, tables } = await dumpOf(opts.source);
    const dumpFile = path.join(staging, 'dump.sql');
    const dump = await stage(Readable.from([Buffer.from(sql)]), dumpFile);
    const entries: Staged[] = [{ entry: DUMP_ENTRY, ...dump }];
    let n = 0;
    for await (const key of opts.storage.list()) {
      if (key.startsWith(BACKUP_STORE_PREFIX)) continue;
      const staged = await stage(await opts.storage.read(key), path.join(staging, `f${n++}`));
      entries.push({ entry: FILE_PREFIX + key, ...staged });
    }
    const manifest: Manifest = {
      format: 'fleetdesk-backup-1',
      created_at: created.toISOString(),
      engine: opts.source.engine,
      tables,
      dump: { sha256: dump.sha256, size: dump.size },
      files: entries.slice(1).map((e) => ({
        key: e.entry.slice(FILE_PREFIX.length),
        sha256: e.sha256,
        size: e.size,
      })),
    };
    const file = path.join(opts.dir, nameAt(created));
    await writeArchive(file, entries, manifest);
    return { file, manifest };
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Why a restore target is not empty, or null. */
async function notEmpty(target: Target, storage: FileStorage): Promise<string | null> {
  if (target.engine === 'pglite') {
    const entries = await readdir(target.dataDir).catch(() => []);
    if (entries.length > 0) return `${target.dataDir} already holds a database.`;
  } else {
    const client = new pg.Client({ connectionString: target.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ n: number }>(
        `select count(*)::int as n from pg_tables
         where schemaname not in ('pg_catalog', 'information_schema')`,
      );
      if (rows[0]!.n > 0) return `The database of DATABASE_URL already has ${rows[0]!.n} tables.`;
    } finally {
      await client.end();
    }
  }
  for await (const key of storage.list())
    if (!key.startsWith(BACKUP_STORE_PREFIX))
      return `The file storage already holds files (${key}).`;
  return null;
}

/** A refusal to restore (not empty, damaged archive): the CLI prints it as it is. */
export class RestoreRefused extends Error {}

async function openTarget(target: Target): Promise<Runner & { close(): Promise<void> }> {
  if (target.engine === 'pglite') {
    await mkdir(path.dirname(target.dataDir), { recursive: true });
    const db = await PGlite.create({
      dataDir: target.dataDir,
      extensions: { pg_trgm, btree_gist },
    });
    // exec: the simple protocol, which takes several statements at once (query does not).
    const query = async (t: string) => (await db.exec(t)).at(-1) ?? { rows: [] };
    return { query, close: () => db.close() };
  }
  const client = new pg.Client({ connectionString: target.url });
  await client.connect();
  return { query: (t) => client.query(t), close: () => client.end() };
}

/**
 * Verifies the archive, then loads its dump into the empty target in one transaction (counting
 * the rows before row-level security is switched on: a table owner sees none after) and its
 * files into the empty storage. Returns the manifest.
 */
export async function restoreBackup(opts: {
  file: string;
  target: Target;
  storage: FileStorage;
}): Promise<Manifest> {
  const manifest = await verifyArchive(opts.file).catch((err: Error) => {
    throw new RestoreRefused(err.message);
  });
  const refused = await notEmpty(opts.target, opts.storage);
  if (refused) throw new RestoreRefused(`${refused} Restore only into an empty one.`);
  const staging = await mkdtemp(path.join(tmpdir(), 'fleetdesk-restore-'));
  try {
    const files = new Map<string, string>();
    let sql = '';
    let n = 0;
    await readArchive(opts.file, async (name, stream) => {
      if (name === DUMP_ENTRY) sql = (await bytesOf(stream)).toString('utf8');
      else if (name.startsWith(FILE_PREFIX)) {
        const staged = await stage(stream, path.join(staging, `f${n++}`));
        files.set(name.slice(FILE_PREFIX.length), staged.file);
      } else stream.resume();
    });
    const db = await openTarget(opts.target);
    try {
      await db.query('begin');
      await loadDump(db, sql, async () => {
        const counts = await tableCounts(db);
        for (const [table, want] of Object.entries(manifest.tables))
          if (counts[table] !== want)
            throw new Error(`${table}: ${counts[table] ?? 0} rows restored, ${want} backed up.`);
      });
      await db.query('commit');
    } catch (err) {
      await db.query('rollback').catch(() => undefined);
      await db.close();
      // A new embedded database left behind would make the next attempt refuse.
      if (opts.target.engine === 'pglite') await rm(opts.target.dataDir, { recursive: true });
      throw err;
    }
    await db.close();
    for (const [key, file] of files) await opts.storage.putFile(key, file);
    return manifest;
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

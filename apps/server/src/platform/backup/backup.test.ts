import { randomBytes, randomUUID } from 'node:crypto';
import { createReadStream, readFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { runCli } from '../../cli';
import { openDatabase, type Database } from '../database/client';
import { LocalFileStorage } from '../storage';
import { stage } from './archive';
import { BACKUP_NAME, createBackup, restoreBackup, verifyArchive } from './index';

// The source is always an embedded database made from the run's migrated template (PGlite); on a
// PostgreSQL run there is none, so these tests belong to the PGlite run, and the move-up test
// needs a PostgreSQL server (TEST_DATABASE_URL, which CI sets on both runs).
const testDb = inject('testDb');
const template = testDb.engine === 'pglite' ? testDb.template : null;
const pgUrl = process.env.TEST_DATABASE_URL;

let dir: string;
let source: Database;
let storage: LocalFileStorage;
let backupFile: string;

const sha = async (file: string) => (await stage(createReadStream(file), `${file}.copy`)).sha256;

async function cli(...argv: string[]) {
  const out: string[] = [];
  const code = await runCli(argv, {
    openDb: async () => source.db,
    out: (l) => out.push(l),
    err: (l) => out.push(l),
  });
  expect(code, out.join('\n')).toBe(0);
}

beforeAll(async () => {
  if (!template) return;
  dir = await mkdtemp(path.join(tmpdir(), 'fleetdesk-backup-test-'));
  source = await openDatabase({
    engine: 'pglite',
    loadDataDir: new Blob([readFileSync(template)]),
  });
  storage = new LocalFileStorage(path.join(dir, 'uploads'));
  await cli('create-shop', '--name', 'Backup Body Shop', '--time-zone', 'America/Chicago');
  await cli('create-user', '--username', 'bk_admin', '--email', 'bk@example.test');
  await cli(
    'add-member',
    '--username',
    'bk_admin',
    '--shop',
    'Backup Body Shop',
    '--role',
    'administrator',
  );
  for (let i = 0; i < 5; i++) await storage.put(`shop-1/doc-${i}.bin`, randomBytes(50_000 + i));
});
afterAll(async () => {
  await source?.close();
  if (dir) await rm(dir, { recursive: true, force: true });
});

describe.skipIf(!template)('backup and restore of the embedded database', () => {
  it('restores to the counts and sums it recorded, refusing a target that is not empty', async () => {
    // Rows and files written just before: on PGlite the CLI holds DATA_DIR's lock, so nothing
    // else writes while it dumps (pg_dump's queries yield to the event loop: a write beside it
    // would run inside its read-only transaction).
    await source.pglite!.query('reset role');
    for (let n = 0; n < 20; n++) {
      await source.pglite!.query(`insert into shops (name) values ('load ${n}')`);
      await storage.put(`load/${randomUUID()}.bin`, randomBytes(1000));
    }
    const { file, manifest } = await createBackup({
      source: { engine: 'pglite', pglite: source.pglite! },
      storage,
      dir: path.join(dir, 'backups'),
    });
    backupFile = file;
    expect(path.basename(file)).toMatch(BACKUP_NAME);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    expect(manifest.tables['public.users']).toBeGreaterThan(0);
    expect(manifest.tables['drizzle.__drizzle_migrations']).toBeGreaterThan(0);

    const target = path.join(dir, 'restored');
    const restoredFiles = new LocalFileStorage(path.join(target, 'uploads'));
    await restoreBackup({
      file,
      target: { engine: 'pglite', dataDir: path.join(target, 'pglite') },
      storage: restoredFiles,
    });
    const restored = await PGlite.create({ dataDir: path.join(target, 'pglite') });
    const { rows } = await restored.query<{ n: number }>('select count(*)::int as n from shops');
    await restored.close();
    expect(rows[0]!.n).toBe(manifest.tables['public.shops']);
    for (const f of manifest.files)
      expect(await sha(path.join(target, 'uploads', f.key))).toBe(f.sha256);

    // Not empty now: a second restore is refused, and nothing is changed.
    await expect(
      restoreBackup({
        file,
        target: { engine: 'pglite', dataDir: path.join(target, 'pglite') },
        storage: restoredFiles,
      }),
    ).rejects.toThrow(/already holds a database/);
  }, 120_000);

  it('refuses an archive whose sums do not match', async () => {
    const bad = path.join(dir, 'truncated.tar');
    const bytes = readFileSync(backupFile);
    writeFileSync(bad, bytes.subarray(0, bytes.length - 4096));
    await expect(verifyArchive(bad)).rejects.toThrow(
      /not a whole backup|no Fleetdesk backup manifest/,
    );
    const flipped = Buffer.from(bytes);
    flipped[1024] = flipped[1024]! ^ 0xff;
    writeFileSync(bad, flipped);
    await expect(verifyArchive(bad)).rejects.toThrow(/does not match|not a whole backup/);
  });

  it.skipIf(!pgUrl)(
    'moves up: the backup restores into PostgreSQL row for row',
    async () => {
      const scratch = `fleetdesk_backup_${randomUUID().slice(0, 8)}`;
      const admin = new pg.Client({ connectionString: pgUrl });
      await admin.connect();
      await admin.query(`create database ${scratch}`);
      const url = new URL(pgUrl!);
      url.pathname = `/${scratch}`;
      const target = new pg.Client({ connectionString: url.href });
      try {
        await restoreBackup({
          file: backupFile,
          target: { engine: 'postgres', url: url.href },
          storage: new LocalFileStorage(path.join(dir, 'pg-uploads')),
        });
        const database = await openDatabase({ engine: 'postgres', url: url.href, max: 1 });
        await database.migrate().finally(() => database.close());

        await target.connect();
        const manifest = await verifyArchive(backupFile);
        // The source as it was backed up: a fresh restore into PGlite (the source has moved on).
        const copy = path.join(dir, 'copy');
        await restoreBackup({
          file: backupFile,
          target: { engine: 'pglite', dataDir: copy },
          storage: new LocalFileStorage(path.join(dir, 'copy-uploads')),
        });
        const embedded = await PGlite.create({ dataDir: copy });
        for (const table of Object.keys(manifest.tables)) {
          const [schema, name] = table.split('.');
          // The login owns the scratch tables and FORCE ROW LEVEL SECURITY hides them from it.
          if (schema === 'public')
            await target.query(`alter table public."${name}" no force row level security`);
          const q = `select row_to_json(t)::text as r from "${schema}"."${name}" t`;
          const left = (await embedded.query<{ r: string }>(q)).rows.map((r) => r.r).sort();
          const right = (await target.query<{ r: string }>(q)).rows.map((r) => r.r).sort();
          expect(right, table).toEqual(left);
          expect(left.length, table).toBe(manifest.tables[table]);
        }
        await embedded.close();
      } finally {
        await target.end().catch(() => undefined);
        await admin.query(`drop database if exists ${scratch} with (force)`);
        await admin.end();
      }
    },
    120_000,
  );
});

describe.skipIf(!template)('a backup killed mid-way', () => {
  it('leaves the previous backup whole and no file that passes for one', async () => {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'fleetdesk-kill-'));
    try {
      const db = await PGlite.create({
        dataDir: path.join(dataDir, 'pglite'),
        loadDataDir: new Blob([readFileSync(template!)]),
      });
      await db.close();
      const files = new LocalFileStorage(path.join(dataDir, 'uploads'));
      for (let i = 0; i < 24; i++) await files.put(`big/${i}.bin`, randomBytes(1_000_000));
      const { spawn } = await import('node:child_process');
      const cliPath = fileURLToPath(new URL('../../cli.ts', import.meta.url));
      const env = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent', DATABASE_URL: '' };
      const run = () =>
        spawn(process.execPath, ['--import', 'tsx', cliPath, 'backup'], { env, stdio: 'pipe' });

      const first = run();
      const out: Buffer[] = [];
      first.stdout.on('data', (d: Buffer) => out.push(d));
      expect(await new Promise((r) => first.on('exit', r))).toBe(0);
      const previous = Buffer.concat(out).toString().trim().split('\n').at(-1)!;
      expect(path.basename(previous)).toMatch(BACKUP_NAME);

      const second = run();
      const backups = path.join(dataDir, 'backups');
      let sawPartial = false;
      while (second.exitCode === null && !sawPartial) {
        sawPartial = (await readdir(backups)).some((f) => f.endsWith('.partial'));
        if (!sawPartial) await new Promise((r) => setTimeout(r, 5));
      }
      second.kill('SIGKILL');
      await new Promise((r) => second.on('exit', r));
      expect(sawPartial).toBe(true);

      const left = await readdir(backups);
      expect(left.filter((f) => BACKUP_NAME.test(f))).toEqual([path.basename(previous)]);
      await verifyArchive(previous);
      for (const f of left.filter((f) => f.endsWith('.partial')))
        await expect(verifyArchive(path.join(backups, f))).rejects.toThrow();
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});

// PostgreSQL's path (snapshot, pg_dump binary, multi-row INSERTs) on a plain table: the app's own
// tables need a login that bypasses row-level security, which the test login is not.
describe.skipIf(!pgUrl)('backup of PostgreSQL under write load', () => {
  it('restores to the counts of the snapshot it dumped', async () => {
    const names = [0, 1].map(() => `fleetdesk_backup_${randomUUID().slice(0, 8)}`);
    const admin = new pg.Client({ connectionString: pgUrl });
    await admin.connect();
    const urls = names.map((n) => Object.assign(new URL(pgUrl!), { pathname: `/${n}` }).href);
    const work = path.join(await mkdtemp(path.join(tmpdir(), 'fleetdesk-pgbackup-')), 'x');
    // One client, not a pool: a pool's end() resolves before its connections have closed, and
    // the DROP ... WITH (FORCE) below then terminated one still closing (an uncaught error).
    const writer = new pg.Client({ connectionString: urls[0] });
    try {
      for (const n of names) await admin.query(`create database ${n}`);
      await writer.connect();
      await writer.query(
        `create table items (id serial primary key, note text not null, at timestamptz default now());
         insert into items (note) select 'it''s row ' || g from generate_series(1, 5000) g`,
      );
      const files = new LocalFileStorage(path.join(work, 'uploads'));
      await files.put('a/one.bin', randomBytes(10_000));
      let writing = true;
      const load = (async () => {
        let n = 0;
        while (writing) await writer.query(`insert into items (note) values ('load ${n++}')`);
        return n;
      })();
      const { file, manifest } = await createBackup({
        source: { engine: 'postgres', url: urls[0]! },
        storage: files,
        dir: path.join(work, 'backups'),
      });
      writing = false;
      expect(await load).toBeGreaterThan(0);
      expect(manifest.tables['public.items']).toBeGreaterThanOrEqual(5000);
      await restoreBackup({
        file,
        target: { engine: 'postgres', url: urls[1]! },
        storage: new LocalFileStorage(path.join(work, 'restored')),
      });
      const restored = new pg.Client({ connectionString: urls[1] });
      await restored.connect();
      const { rows } = await restored.query<{ n: number }>('select count(*)::int as n from items');
      await restored.end();
      expect(rows[0]!.n).toBe(manifest.tables['public.items']);
    } finally {
      await writer.end().catch(() => undefined);
      for (const n of names) await admin.query(`drop database if exists ${n} with (force)`);
      await admin.end();
      await rm(path.dirname(work), { recursive: true, force: true });
    }
  }, 60_000);
});

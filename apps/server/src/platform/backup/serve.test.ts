import { randomBytes } from 'node:crypto';
import { readFileSync, rmSync, writeFileSync } from 'node:fs';
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, inject, it } from 'vitest';
import { loadConfig, type Config } from '../../config';
import { runBackupCli } from '../../cli-backup';
import { openDatabase, rowsOf, type Database } from '../database/client';
import { LocalFileStorage } from '../storage';
import { backupRuns } from './backup.tables';
import { BACKUP_NAME, restoreBackup } from './index';
import { startBackups } from './serve';

// A running embedded server's backups: PGlite from the run's migrated template (the PostgreSQL
// run has none; its snapshot under writes is tested in backup.test.ts's move-up part).
const testDb = inject('testDb');
const template = testDb.engine === 'pglite' ? testDb.template : null;

let dataDir: string;
let database: Database;
let storage: LocalFileStorage;
let config: Config;
const log = { info: () => undefined, warn: () => undefined, error: () => undefined };

beforeAll(async () => {
  if (!template) return;
  dataDir = await mkdtemp(path.join(tmpdir(), 'fd-serve-'));
  database = await openDatabase({
    engine: 'pglite',
    loadDataDir: new Blob([readFileSync(template)]),
  });
  storage = new LocalFileStorage(path.join(dataDir, 'uploads'));
  config = { ...loadConfig({ LOG_LEVEL: 'silent' }), DATA_DIR: dataDir, BACKUP_KEEP: 2 };
});
afterAll(async () => {
  await database?.close();
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
});

const stops: (() => Promise<void>)[] = [];
afterEach(async () => {
  for (const stop of stops.splice(0)) await stop();
});

/** What a shop's week does beside the backup: transactions of two rows, and stored files. */
function writeLoad() {
  let going = true;
  let n = 0;
  const loop = (async () => {
    while (going) {
      const i = n++;
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`insert into job_leases (name) values (${`load-${i}-a`})`);
        await sleep(2); // a request that awaits between its statements
        await tx.execute(sql`insert into job_leases (name) values (${`load-${i}-b`})`);
      });
      await storage.put(`load/${i}.bin`, randomBytes(2000));
    }
  })();
  return async () => {
    going = false;
    await loop;
    return n;
  };
}

async function cli(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runBackupCli(argv, config, {
    out: (l) => out.push(l),
    err: (l) => err.push(l),
  });
  return { code, out, err };
}

describe.skipIf(!template)('backups made by the running embedded server', () => {
  it('answers the CLI while requests write, with a backup that restores to its counts and sums', async () => {
    const unlock = serverHoldsDataDir();
    const backups = await startBackups({
      database,
      config: { ...config, BACKUP_HOUR: null },
      storage,
      log,
    });
    stops.push(async () => {
      await backups.stop();
      unlock();
    });
    const stopLoad = writeLoad();
    await sleep(100);
    const res = await cli('backup');
    const written = await stopLoad();
    expect(res.err).toEqual([]);
    expect(res.code).toBe(0);
    expect(res.out[0]).toMatch(/asking it/);
    const file = res.out.at(-1)!;
    expect(path.basename(file)).toMatch(BACKUP_NAME);
    expect(written).toBeGreaterThan(5);

    const target = await mkdtemp(path.join(tmpdir(), 'fd-restored-'));
    try {
      // restoreBackup checks every sum and every table's count against the manifest.
      const manifest = await restoreBackup({
        file,
        target: { engine: 'pglite', dataDir: path.join(target, 'pglite') },
        storage: new LocalFileStorage(path.join(target, 'uploads')),
      });
      const restored = await PGlite.create({ dataDir: path.join(target, 'pglite') });
      const { rows } = await restored.query<{ a: number; b: number }>(
        `select count(*) filter (where name like 'load-%-a')::int as a,
                count(*) filter (where name like 'load-%-b')::int as b from job_leases`,
      );
      await restored.close();
      // Whole transactions only: never the first row of one without its second.
      expect(rows[0]!.a).toBe(rows[0]!.b);
      expect(rows[0]!.a).toBeGreaterThan(0);
      expect(manifest.files.length).toBeGreaterThan(0);
    } finally {
      await rm(target, { recursive: true, force: true });
    }
    const runs = await database.db.select().from(backupRuns);
    expect(runs.at(-1)).toMatchObject({ trigger: 'command', status: 'ok', verified: true });
  }, 120_000);

  it('makes the nightly backup once a day, keeps BACKUP_KEEP, and records each', async () => {
    const noon = () => new Date(2026, 10, 28, 12, 0, 0);
    await database.db.execute(sql`delete from job_leases where name = 'backup'`);
    const before = (await readdir(path.join(dataDir, 'backups'))).filter((n) =>
      BACKUP_NAME.test(n),
    );
    for (const [night, day] of [26, 27, 28].entries()) {
      const at = () => new Date(2026, 10, day, 3, 0, 0);
      const backups = await startBackups({
        database,
        config: { ...config, BACKUP_HOUR: 2 },
        storage,
        log,
        tickMs: 20,
        now: at,
      });
      await waitFor(async () => (await nightlyRuns()) === night + 1);
      await sleep(100); // more ticks the same day: no second backup
      await backups.stop();
    }
    expect(await nightlyRuns()).toBe(3);
    const kept = (await readdir(path.join(dataDir, 'backups'))).filter((n) => BACKUP_NAME.test(n));
    expect(kept).toHaveLength(2);
    expect(before.length).toBeGreaterThan(0);
    // Before the hour, nothing.
    const early = await startBackups({
      database,
      config: { ...config, BACKUP_HOUR: 13 },
      storage,
      log,
      tickMs: 20,
      now: noon,
    });
    await sleep(150);
    await early.stop();
    expect(await nightlyRuns()).toBe(3);
  }, 120_000);

  it('tells the operator to stop the server when none answers on DATA_DIR', async () => {
    const unlock = serverHoldsDataDir(); // held, but no server listens
    stops.push(async () => unlock());
    const res = await cli('backup');
    expect(res.code).toBe(1);
    expect(res.err.join('\n')).toMatch(/stop it, then run this again/);
  });
});

/** DATA_DIR's lock as a server in another process holds it (a live pid: this one's parent). */
function serverHoldsDataDir() {
  const file = path.join(dataDir, 'server.lock');
  writeFileSync(file, String(process.ppid));
  return () => rmSync(file, { force: true });
}

async function nightlyRuns(): Promise<number> {
  const rows = rowsOf<{ n: number }>(
    await database.db.execute(
      sql`select count(*)::int as n from backup_runs where trigger = 'nightly' and status = 'ok'`,
    ),
  );
  return rows[0]!.n;
}

async function waitFor(check: () => Promise<boolean>, ms = 60_000) {
  const until = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > until) throw new Error('timed out');
    await sleep(20);
  }
}

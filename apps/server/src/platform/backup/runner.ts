import { mkdtemp, readdir, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { desc } from 'drizzle-orm';
import type { Db } from '../database/client';
import type { FileStorage } from '../storage';
import { stage, verifyArchive } from './archive';
import { backupRuns } from './backup.tables';
import { BACKUP_NAME, BACKUP_STORE_PREFIX, createBackup, type Source } from './index';

export type BackupTrigger = 'nightly' | 'command';
export type BackupRun = typeof backupRuns.$inferSelect;

/** Where the server keeps its backups, and how many. */
export type BackupPlace = {
  /** Written here; kept here too unless `store` is given. */
  dir: string;
  /** The S3 store (STORAGE_URL): each backup is moved there, under `backups/`. */
  store?: FileStorage;
  /** The newest this many are kept; older ones are removed after a good backup. */
  keep: number;
};

export type BackupDeps = { db: Db; source: Source; storage: FileStorage };

/** Reads the archive back from where it is kept and checks every sum against its manifest. */
async function verifyKept(file: string, place: BackupPlace, key: string | null) {
  if (!key || !place.store) return verifyArchive(file);
  const staging = await mkdtemp(path.join(tmpdir(), 'fleetdesk-verify-'));
  try {
    const copy = await stage(await place.store.read(key), path.join(staging, 'backup.tar'));
    return await verifyArchive(copy.file);
  } finally {
    await rm(staging, { recursive: true, force: true });
  }
}

/** Removes all but the newest `keep` backups (names sort by time); half-written ones are never counted. */
async function prune(place: BackupPlace): Promise<void> {
  if (place.store) {
    const keys: string[] = [];
    for await (const key of place.store.list())
      if (
        key.startsWith(BACKUP_STORE_PREFIX) &&
        BACKUP_NAME.test(key.slice(BACKUP_STORE_PREFIX.length))
      )
        keys.push(key);
    for (const key of keys.sort().slice(0, Math.max(0, keys.length - place.keep)))
      await place.store.remove(key);
    return;
  }
  const names = (await readdir(place.dir)).filter((n) => BACKUP_NAME.test(n)).sort();
  for (const name of names.slice(0, Math.max(0, names.length - place.keep)))
    await rm(path.join(place.dir, name), { force: true });
}

/**
 * One backup by the server: written, moved to the store when there is one, read back and
 * verified, the oldest beyond `keep` removed, and its outcome recorded (a failure too, with its
 * message). `to`: a directory of the caller's (the CLI's --to), kept there and never pruned.
 */
export async function runBackup(
  deps: BackupDeps,
  place: BackupPlace,
  opts: { trigger: BackupTrigger; to?: string; now?: () => Date },
): Promise<{ run: BackupRun; kept: string | null }> {
  const now = opts.now ?? (() => new Date());
  const startedAt = now();
  const where: BackupPlace = opts.to ? { dir: opts.to, keep: Infinity } : place;
  let outcome: Omit<typeof backupRuns.$inferInsert, 'trigger' | 'startedAt'>;
  let kept: string | null = null;
  try {
    const made = await createBackup({ ...deps, dir: where.dir, now: startedAt });
    const name = path.basename(made.file);
    const sizeBytes = (await stat(made.file)).size;
    let key: string | null = null;
    if (where.store) {
      key = BACKUP_STORE_PREFIX + name;
      await where.store.putFile(key, made.file);
      await rm(made.file, { force: true });
    }
    kept = key ? `the S3 store, ${key}` : made.file;
    await verifyKept(made.file, where, key);
    await prune(where);
    outcome = {
      status: 'ok',
      name,
      location: key ? 's3' : 'disk',
      sizeBytes,
      verified: true,
      rows: Object.values(made.manifest.tables).reduce((a, b) => a + b, 0),
      files: made.manifest.files.length,
    };
  } catch (err) {
    outcome = { status: 'failed', error: (err as Error).message.slice(0, 2000) };
  }
  const values = { ...outcome, trigger: opts.trigger, startedAt, finishedAt: now() };
  // A database not yet migrated to this version (a backup before an upgrade) has no table for
  // the record: the backup stands without it.
  const [row] = await deps.db
    .insert(backupRuns)
    .values(values)
    .returning()
    .catch(() => [{ id: 0, ...values } as BackupRun]);
  return { run: row!, kept: outcome.status === 'ok' ? kept : null };
}

/** The latest backups, newest first (the diagnostics page). */
export async function latestBackupRuns(db: Db, limit = 10): Promise<BackupRun[]> {
  return db.select().from(backupRuns).orderBy(desc(backupRuns.startedAt)).limit(limit);
}

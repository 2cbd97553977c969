import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { openDatabase, type Database } from '../database/client';
import { openStorage } from '../open-storage';
import type { FileStorage } from '../storage';
import { BACKUP_NAME, BACKUP_STORE_PREFIX } from './index';
import { runBackup } from './runner';

// The server's backups with STORAGE_URL: moved into the S3 store (a real local S3 server) beside
// the uploads, read back from there to verify, the oldest removed; never backed up themselves.
const testDb = inject('testDb');
const template = testDb.engine === 'pglite' ? testDb.template : null;

let s3: S3rver;
let dir: string;
let database: Database;
let storage: FileStorage;

beforeAll(async () => {
  if (!template) return;
  dir = mkdtempSync(path.join(tmpdir(), 'fd-s3-backup-'));
  s3 = new S3rver({
    port: 0,
    address: '127.0.0.1',
    directory: path.join(dir, 's3'),
    silent: true,
    configureBuckets: [{ name: 'fleetdesk-backups' }],
  });
  const { port } = await s3.run();
  process.env.AWS_ACCESS_KEY_ID = 'S3RVER';
  process.env.AWS_SECRET_ACCESS_KEY = 'S3RVER';
  const endpoint = encodeURIComponent(`http://127.0.0.1:${port}`);
  storage = await openStorage({
    STORAGE_URL: `s3://fleetdesk-backups?endpoint=${endpoint}&region=us-east-1`,
    DATA_DIR: dir,
  });
  database = await openDatabase({
    engine: 'pglite',
    loadDataDir: new Blob([readFileSync(template)]),
  });
});
afterAll(async () => {
  await database?.close();
  await s3?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

async function keys(): Promise<string[]> {
  const all: string[] = [];
  for await (const key of storage.list()) all.push(key);
  return all.sort();
}

describe.skipIf(!template)('backups into the S3 store', () => {
  it('moves each to backups/, verifies it there, keeps BACKUP_KEEP, and backs up only the uploads', async () => {
    await storage.put('1/upload-a', randomBytes(3000));
    await storage.put('1/upload-b', randomBytes(3000));
    const deps = {
      db: database.db,
      source: { engine: 'pglite' as const, pglite: database.pglite! },
      storage,
    };
    const place = { dir: path.join(dir, 'staging'), store: storage, keep: 2 };
    const made = [];
    for (let i = 0; i < 3; i++) {
      const at = new Date(Date.UTC(2031, 0, 1 + i, 2));
      made.push(await runBackup(deps, place, { trigger: 'nightly', now: () => at }));
    }
    for (const { run } of made)
      expect(run, run.error ?? '').toMatchObject({
        status: 'ok',
        location: 's3',
        verified: true,
        files: 2,
      });
    expect(made[2]!.kept).toMatch(
      /^the S3 store, backups\/fleetdesk-backup-20310103T020000000Z\.tar$/,
    );
    const stored = await keys();
    const backups = stored.filter((k) => k.startsWith(BACKUP_STORE_PREFIX));
    expect(backups).toEqual([
      `${BACKUP_STORE_PREFIX}${made[1]!.run.name}`,
      `${BACKUP_STORE_PREFIX}${made[2]!.run.name}`,
    ]);
    for (const b of backups) expect(b.slice(BACKUP_STORE_PREFIX.length)).toMatch(BACKUP_NAME);
    expect(stored.filter((k) => !k.startsWith(BACKUP_STORE_PREFIX))).toEqual([
      '1/upload-a',
      '1/upload-b',
    ]);
  }, 120_000);
});

import { randomUUID } from 'node:crypto';
import { chmod, rm } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Database } from '../database/client';
import { releaseLease, takeLease } from '../jobs/lease';
import { scheduleDaily } from '../jobs/scheduler';
import type { FileStorage } from '../storage';
import { runBackup, type BackupDeps, type BackupPlace, type BackupTrigger } from './runner';

/** Longer than any backup; a lease left by a crashed server frees itself after this. */
const BACKUP_LEASE_MS = 6 * 3_600_000;

/** The embedded server's control socket: `npm run cli -- backup` asks the running server here. */
export const controlSocket = (dataDir: string) => path.join(dataDir, 'server.sock');
/** Longest path a Unix socket takes (sun_path, less its terminating byte). */
const SOCKET_PATH_MAX = 107;

export type BackupConfig = Pick<
  Config,
  'DATA_DIR' | 'DATABASE_URL' | 'STORAGE_URL' | 'BACKUP_DIR' | 'BACKUP_KEEP' | 'BACKUP_HOUR'
>;

/** Where the server's backups go: BACKUP_DIR (default DATA_DIR/backups), or the S3 store. */
export function backupPlace(config: BackupConfig, storage: FileStorage): BackupPlace {
  return {
    dir: path.resolve(config.BACKUP_DIR ?? path.join(config.DATA_DIR, 'backups')),
    store: config.STORAGE_URL ? storage : undefined,
    keep: config.BACKUP_KEEP,
  };
}

export function backupDeps(
  database: Database,
  config: BackupConfig,
  storage: FileStorage,
): BackupDeps {
  const source =
    database.engine === 'pglite'
      ? { engine: 'pglite' as const, pglite: database.pglite! }
      : { engine: 'postgres' as const, url: config.DATABASE_URL! };
  return { db: database.db, source, storage };
}

/**
 * The server's backups: nightly from BACKUP_HOUR (server time; `off`: never), one instance a day
 * through the job lease; and, on the embedded database, a control socket in DATA_DIR through which
 * the CLI asks for one (only this process may open the database). One backup at a time.
 */
export async function startBackups(opts: {
  database: Database;
  config: BackupConfig;
  storage: FileStorage;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** The schedule's tick and clock (tests). */
  tickMs?: number;
  now?: () => Date;
}): Promise<{ stop(): Promise<void> }> {
  const deps = backupDeps(opts.database, opts.config, opts.storage);
  const place = backupPlace(opts.config, opts.storage);
  let current: Promise<unknown> | null = null;
  const exclusive = <T>(work: () => Promise<T>): Promise<T> | null => {
    if (current) return null;
    const running = work().finally(() => (current = null));
    current = running;
    return running;
  };

  const stopSchedule = scheduleDaily({
    hour: opts.config.BACKUP_HOUR,
    async runDay(day) {
      const holder = randomUUID();
      const lease = { ttlMs: BACKUP_LEASE_MS, scheduledDay: day };
      if (!(await takeLease(deps.db, 'backup', holder, lease))) return;
      try {
        const done = await exclusive(() => runBackup(deps, place, { trigger: 'nightly' }));
        if (done?.run.status === 'failed')
          opts.log.error({ error: done.run.error }, 'nightly backup failed');
        else if (done) opts.log.info({ backup: done.kept }, 'nightly backup made');
      } finally {
        await releaseLease(deps.db, 'backup', holder, day);
      }
    },
    onError: (err) => opts.log.error({ err }, 'nightly backup failed'),
    tickMs: opts.tickMs,
    now: opts.now,
  });

  const socket = controlSocket(opts.config.DATA_DIR);
  let server: http.Server | null = null;
  if (opts.database.engine === 'pglite') {
    if (Buffer.byteLength(socket) > SOCKET_PATH_MAX) {
      opts.log.warn(
        `DATA_DIR's path is too long for a control socket: backups need the server stopped`,
      );
    } else {
      server = await listenForCommands(socket, (to, trigger) =>
        exclusive(() => runBackup(deps, place, { trigger, to })),
      );
    }
  }

  return {
    async stop() {
      stopSchedule();
      await new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve()));
      await rm(socket, { force: true }).catch(() => undefined);
      await current?.catch(() => undefined);
    },
  };
}

type Backup = ReturnType<typeof runBackup>;

/** `POST /backup {to?}` on the socket: 200 {kept} when made, 409 while one runs, 500 {error}. */
async function listenForCommands(
  socket: string,
  backUp: (to: string | undefined, trigger: BackupTrigger) => Backup | null,
): Promise<http.Server> {
  // This process holds DATA_DIR's lock: a socket file there is a crashed server's.
  await rm(socket, { force: true });
  const server = http.createServer(async (req, res) => {
    const reply = (status: number, body: object) =>
      res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
    if (req.method !== 'POST' || req.url !== '/backup') return reply(404, { error: 'Not found' });
    let to: string | undefined;
    try {
      const chunks: Buffer[] = [];
      for await (const chunk of req) chunks.push(chunk as Buffer);
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as { to?: unknown };
      to = typeof body.to === 'string' ? path.resolve(body.to) : undefined;
    } catch {
      return reply(400, { error: 'The request is not JSON.' });
    }
    const running = backUp(to, 'command');
    if (!running)
      return reply(409, { error: 'A backup is already running: try again when it ends.' });
    try {
      const { run, kept } = await running;
      if (run.status === 'failed') return reply(500, { error: run.error });
      reply(200, { kept, size_bytes: run.sizeBytes, rows: run.rows, files: run.files });
    } catch (err) {
      reply(500, { error: (err as Error).message });
    }
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(socket, () => resolve());
  });
  // Only the server's own user may ask: the socket is its door to every shop's data.
  await chmod(socket, 0o600);
  return server;
}

/** Asks the running embedded server for a backup; null when no server listens on DATA_DIR. */
export async function askServerToBackUp(
  dataDir: string,
  to: string | undefined,
): Promise<{ status: number; body: { kept?: string; error?: string } } | null> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      { socketPath: controlSocket(dataDir), path: '/backup', method: 'POST' },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          try {
            resolve({
              status: res.statusCode ?? 500,
              body: JSON.parse(Buffer.concat(chunks).toString()),
            });
          } catch (err) {
            reject(err as Error);
          }
        });
      },
    );
    req.on('error', (err: NodeJS.ErrnoException) =>
      err.code === 'ENOENT' || err.code === 'ECONNREFUSED' ? resolve(null) : reject(err),
    );
    req.end(JSON.stringify(to ? { to } : {}));
  });
}

import cluster from 'node:cluster';
import { availableParallelism } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, type Config } from './config';
import { openDatabase, type Database } from './platform/database/client';
import { hasNoUsers, seedDemoIfWanted } from './seed/demo';
import { startupNotice } from './seed/startup-notice';
import { MODULES, REMINDER_SOURCES } from './modules/index';
import { startReminderSchedule } from './modules/reminders';
import { startBackups } from './platform/backup/serve';
import { lockDataDir } from './platform/data-dir-lock';
import { fileUrlKey } from './platform/signed-url';
import { openStorage } from './platform/open-storage';

const config = loadConfig();
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');
const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
const logOptions = {
  level: config.LOG_LEVEL,
  redact: ['req.headers.authorization', 'req.headers.cookie'],
};

/**
 * How many processes serve the port: WEB_CONCURRENCY, by default the core count on PostgreSQL.
 * PGlite is one process's database (it holds DATA_DIR): always one.
 */
function workerCount(cfg: Config): number {
  if (!cfg.DATABASE_URL) return 1;
  return cfg.WEB_CONCURRENCY ?? availableParallelism();
}

const openConfigured = () =>
  config.DATABASE_URL
    ? openDatabase({ engine: 'postgres', url: config.DATABASE_URL })
    : openDatabase({ engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });

/** Migrations and the demo, once, before anyone is served; then what the operator is told. */
async function prepare(database: Database) {
  await database.migrate();
  const storage = await openStorage(config);
  const demo = await seedDemoIfWanted(database.db, config, storage);
  // The file-link key is made now, once, not by workers racing to create it.
  if (!config.FILE_URL_SECRET) fileUrlKey(config);
  return startupNotice({
    appName: config.APP_NAME,
    url,
    demo,
    noUsers: !demo && (await hasNoUsers(database.db)),
  });
}

function tell(
  log: Pick<pino.BaseLogger, 'info' | 'warn'>,
  notice: Awaited<ReturnType<typeof prepare>>,
  demo: boolean,
) {
  if (!notice) return;
  log[notice.level](notice.message);
  // The demo's notice also plainly on the console: the first thing someone trying `npm start` reads.
  if (demo) console.log(`\n${notice.message}\n`);
}

/** One process serving HTTP; `primary` when it is the only one (it prepares the database too). */
async function serve(opts: { primary: boolean }) {
  let unlock: () => void = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(config.DATA_DIR);
    } catch (err) {
      console.error((err as Error).message);
      process.exit(1);
    }
  }
  const database = await openConfigured();
  const notice = opts.primary ? await prepare(database) : null;
  const storage = await openStorage(config);
  const app = await buildApp(
    {
      config: { ...config, WEB_DIST_DIR: webDist },
      db: database.db,
      engine: database.engine,
      pool: database.pool,
      modules: MODULES,
      storage,
      fetch: globalThis.fetch,
    },
    { logger: logOptions },
  );
  // Daily reminders (REMINDER_HOUR; `off` leaves them to another instance or the CLI). Every
  // process checks; the job lease lets one run each day (docs/decisions/0012).
  const stopReminders = startReminderSchedule({
    db: database.db,
    config,
    sources: REMINDER_SOURCES,
    log: app.log,
  });
  // Nightly backups (BACKUP_HOUR; the lease lets one instance make each), and on the embedded
  // database the socket through which `npm run cli -- backup` asks this process for one.
  const backups = await startBackups({ database, config, storage, log: app.log });

  let closing = false;
  async function shutdown(signal: string) {
    if (closing) return;
    closing = true;
    app.log.info(`${signal} received: closing`);
    const force = setTimeout(() => process.exit(1), 10_000).unref();
    try {
      stopReminders();
      await backups.stop();
      await app.close();
      await database.close();
    } finally {
      unlock();
      clearTimeout(force);
      process.exit(0);
    }
  }
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ port: config.PORT, host: config.HOST });
  if (!opts.primary) return;
  const how = config.DATABASE_URL
    ? 'one process (WEB_CONCURRENCY=1)'
    : config.WEB_CONCURRENCY && config.WEB_CONCURRENCY > 1
      ? `one process: the embedded database (PGlite) cannot be shared, WEB_CONCURRENCY=${config.WEB_CONCURRENCY} ignored; use DATABASE_URL for more`
      : 'one process (the embedded database, PGlite, is one process’s)';
  app.log.info(`${config.APP_NAME} is running on ${url} (database: ${database.engine}; ${how})`);
  tell(app.log, notice, notice?.message.includes('demo accounts') ?? false);
}

/**
 * The primary of several workers (node:cluster): it prepares the database, forks the workers
 * that share the port, replaces one that dies, and stops them all on SIGTERM / SIGINT. Nothing a
 * request needs lives in one worker's memory: sessions, sign-in limits and settings are in the
 * database, file links are signed with one key (FILE_URL_SECRET or DATA_DIR's).
 */
async function lead(workers: number) {
  const log = pino(logOptions);
  const database = await openConfigured();
  const notice = await prepare(database);
  await database.close();

  let stopping = false;
  const fork = () => cluster.fork();
  cluster.on('exit', (worker, code, signal) => {
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
      return;
    }
    log.error(`worker ${worker.process.pid} exited (${signal ?? code}): starting another`);
    setTimeout(fork, 1000).unref();
  });
  let listening = 0;
  cluster.on('listening', () => {
    if (++listening !== workers) return;
    log.info(
      `${config.APP_NAME} is running on ${url} (database: postgres; ${workers} worker processes)`,
    );
    tell(log, notice, notice?.message.includes('demo accounts') ?? false);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: stopping ${workers} workers`);
    setTimeout(() => process.exit(1), 12_000).unref();
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
  };
  process.on('SIGINT', () => stop('SIGINT'));
  process.on('SIGTERM', () => stop('SIGTERM'));
  for (let i = 0; i < workers; i++) fork();
}

const workers = workerCount(config);
if (cluster.isPrimary && workers > 1) await lead(workers);
else await serve({ primary: cluster.isPrimary });

import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './platform/database/client';
import { hasNoUsers, seedDemoIfWanted } from './seed/demo';
import { startupNotice } from './seed/startup-notice';
import { MODULES, REMINDER_SOURCES } from './modules/index';
import { startReminderSchedule } from './modules/reminders';
import { lockDataDir } from './platform/data-dir-lock';
import { LocalFileStorage } from './platform/storage';

const config = loadConfig();
const here = path.dirname(fileURLToPath(import.meta.url));
const webDist = config.WEB_DIST_DIR ?? path.resolve(here, '../../web/dist');

let unlock: () => void = () => {};
if (!config.DATABASE_URL) {
  try {
    unlock = lockDataDir(config.DATA_DIR);
  } catch (err) {
    console.error((err as Error).message);
    process.exit(1);
  }
}

const database = config.DATABASE_URL
  ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL })
  : await openDatabase({ engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
await database.migrate();

const storage = new LocalFileStorage(path.join(config.DATA_DIR, 'uploads'));
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
  {
    logger: {
      level: config.LOG_LEVEL,
      redact: ['req.headers.authorization', 'req.headers.cookie'],
    },
  },
);

const demo = await seedDemoIfWanted(database.db, config, storage);

// Daily reminders (REMINDER_HOUR; `off` leaves them to another instance or the CLI).
const stopReminders = startReminderSchedule({
  db: database.db,
  config,
  sources: REMINDER_SOURCES,
  log: app.log,
});

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info(`${signal} received: closing`);
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  try {
    stopReminders();
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
const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${config.PORT}`;
app.log.info(`${config.APP_NAME} is running on ${url} (database: ${database.engine})`);
const notice = startupNotice({
  appName: config.APP_NAME,
  url,
  demo,
  noUsers: !demo && (await hasNoUsers(database.db)),
});
if (notice) {
  app.log[notice.level](notice.message);
  // The demo's notice also plainly on the console: the first thing someone trying `npm start` reads.
  if (demo) console.log(`\n${notice.message}\n`);
}

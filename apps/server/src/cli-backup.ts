import { existsSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import type { Config } from './config';
import { restoreBackup, RestoreRefused } from './platform/backup/index';
import { runBackup } from './platform/backup/runner';
import { askServerToBackUp, backupDeps, backupPlace } from './platform/backup/serve';
import { lockDataDir } from './platform/data-dir-lock';
import { openDatabase } from './platform/database/client';
import { openStorage } from './platform/open-storage';

export const BACKUP_USAGE = `  backup       [--to DIR]   the database and every stored file as one verified archive in DIR
               (default BACKUP_DIR, else DATA_DIR/backups, or the S3 store's backups/
               with STORAGE_URL); its path is the last line. A running embedded server
               is asked to make it
  restore      FILE         verifies FILE's sums, then restores it into an empty DATA_DIR
               (or the empty database of DATABASE_URL) and empty file storage`;

export const BACKUP_COMMANDS = new Set(['backup', 'restore']);

type Io = { out: (line: string) => void; err: (line: string) => void };

const lockedMessage = (err: unknown) =>
  `${(err as Error).message}\nThe embedded database is open in the running server: stop it, then run this again.`;

/** The running embedded server makes the backup (only it may open the database). */
async function backUpThroughServer(
  config: Config,
  to: string | undefined,
  io: Io,
  locked: unknown,
) {
  io.out('The server is running: asking it for the backup.');
  const answer = await askServerToBackUp(config.DATA_DIR, to);
  if (!answer) {
    io.err(lockedMessage(locked));
    return 1;
  }
  if (answer.status !== 200 || !answer.body.kept) {
    io.err(`The server could not make the backup: ${answer.body.error ?? answer.status}`);
    return 1;
  }
  io.out(answer.body.kept);
  return 0;
}

/** `backup` and `restore`: they open the database their own way (a dump, an empty target). */
export async function runBackupCli(argv: string[], config: Config, io: Io): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      options: { to: { type: 'string' } },
      allowPositionals: true,
      strict: true,
    });
  } catch (err) {
    io.err((err as Error).message);
    return 1;
  }
  const [command, ...rest] = parsed.positionals;
  if (command === 'restore' && (rest.length !== 1 || parsed.values.to !== undefined)) {
    io.err('Usage: npm run cli -- restore FILE');
    return 1;
  }
  if (command === 'backup' && rest.length > 0) {
    io.err('Usage: npm run cli -- backup [--to DIR]');
    return 1;
  }
  const to = parsed.values.to === undefined ? undefined : path.resolve(parsed.values.to);
  let unlock = () => {};
  if (!config.DATABASE_URL) {
    try {
      unlock = lockDataDir(config.DATA_DIR);
    } catch (err) {
      if (command === 'backup') return backUpThroughServer(config, to, io, err);
      io.err(lockedMessage(err));
      return 1;
    }
  }
  try {
    const storage = await openStorage(config);
    if (command === 'restore') {
      const file = path.resolve(rest[0]!);
      const manifest = await restoreBackup({
        file,
        storage,
        target: config.DATABASE_URL
          ? { engine: 'postgres', url: config.DATABASE_URL }
          : { engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') },
      });
      // Migrations and the app role's grants, as the server's start would run them.
      const database = config.DATABASE_URL
        ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL })
        : await openDatabase({ engine: 'pglite', dataDir: path.join(config.DATA_DIR, 'pglite') });
      await database.migrate().finally(() => database.close());
      const rows = Object.values(manifest.tables).reduce((a, b) => a + b, 0);
      io.out(
        `Restored the backup of ${manifest.created_at}: ${rows} rows, ${manifest.files.length} files.`,
      );
      return 0;
    }
    const pgliteDir = path.join(config.DATA_DIR, 'pglite');
    if (!config.DATABASE_URL && !existsSync(pgliteDir)) {
      io.err(
        `No embedded database in ${config.DATA_DIR}: nothing to back up (is DATA_DIR right?).`,
      );
      return 1;
    }
    const database = config.DATABASE_URL
      ? await openDatabase({ engine: 'postgres', url: config.DATABASE_URL, max: 1 })
      : await openDatabase({ engine: 'pglite', dataDir: pgliteDir });
    try {
      const deps = backupDeps(database, config, storage);
      const { run, kept } = await runBackup(deps, backupPlace(config, storage), {
        trigger: 'command',
        to,
      });
      if (run.status === 'failed' || !kept) {
        io.err(`The backup failed: ${run.error}`);
        return 1;
      }
      io.out(`Backed up ${run.rows} rows and ${run.files} files (verified).`);
      io.out(kept);
      return 0;
    } finally {
      await database.close();
    }
  } catch (err) {
    if (!(err instanceof RestoreRefused)) throw err;
    io.err(err.message);
    return 1;
  } finally {
    unlock();
  }
}

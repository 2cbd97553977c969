import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/platform/database/client';

/**
 * Migrates once per run. PGlite: a migrated database is dumped to a file that every
 * test file loads (opening + migrating per file would cost seconds each).
 * PostgreSQL (TEST_DATABASE_URL): the schema is dropped and migrated afresh.
 */
export default async function setup(project: TestProject) {
  const url = process.env.TEST_DATABASE_URL;
  if (url && process.env.TEST_DB_ENGINE === 'postgres') {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(
      'drop schema if exists drizzle cascade; drop schema public cascade; create schema public;',
    );
    await client.end();
    const database = await openDatabase({ engine: 'postgres', url });
    await database.migrate();
    await database.close();
    project.provide('testDb', { engine: 'postgres', url });
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-test-'));
  const database = await openDatabase({ engine: 'pglite' });
  await database.migrate();
  const dump = await database.pglite!.dumpDataDir('none');
  const file = path.join(dir, 'template.tar');
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide('testDb', { engine: 'pglite', template: file });
  return () => rmSync(dir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDb: { engine: 'postgres'; url: string } | { engine: 'pglite'; template: string };
  }
}

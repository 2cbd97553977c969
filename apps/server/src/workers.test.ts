import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it, inject } from 'vitest';
import { buildApp } from './app';
import { settingsFixtures } from './modules/settings/settings.test-fixtures';
import { setupTestApp, TEST_PASSWORD, type TestApp } from '../test/helpers';

/**
 * More than one process (issue 10): nothing a request needs may live in one process's memory.
 * On PostgreSQL the real server runs as a cluster of two workers (WEB_CONCURRENCY=2, node:cluster)
 * and each request goes on its own connection, which the cluster hands to the workers in turn;
 * the workers' request logs name who answered. PGlite is one process's database: there the same
 * checks run against two app instances on the one database.
 */

type Answer = { status: number; body: string };
type Instance = {
  ask(method: string, url: string, token?: string, body?: unknown): Promise<Answer>;
};

const target = inject('testDb');
let t: TestApp;
let instances: Instance[] = [];
/** Which worker process logged each request (PostgreSQL): `${method} ${url}` → pids in order. */
const servedBy: { method: string; url: string; pid: number }[] = [];
let stop: () => Promise<void> = async () => {};

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer();
    s.on('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

/** One request on a connection of its own (no keep-alive), so the cluster picks the next worker. */
function ask(base: string, method: string, url: string, token?: string, body?: unknown) {
  return new Promise<Answer>((resolve, reject) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Token ${token}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    const req = httpRequest(base + url, { method, headers, agent: false }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body === undefined ? undefined : JSON.stringify(body));
  });
}

async function startCluster(databaseUrl: string): Promise<Instance[]> {
  const port = await freePort();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-workers-'));
  const root = path.resolve(import.meta.dirname, '../../..');
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      env: {
        ...process.env,
        DATABASE_URL: databaseUrl,
        WEB_CONCURRENCY: '2',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: dataDir,
        LOG_LEVEL: 'info',
        SEED_DEMO: 'false',
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const ready = new Promise<void>((resolve, reject) => {
    let pending = '';
    child.stdout!.on('data', (chunk: Buffer) => {
      pending += chunk.toString();
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        let entry: { msg?: string; pid?: number; req?: { method: string; url: string } };
        try {
          entry = JSON.parse(line);
        } catch {
          continue;
        }
        if (entry.msg?.includes('2 worker processes')) resolve();
        if (entry.msg === 'incoming request' && entry.req && entry.pid)
          servedBy.push({ method: entry.req.method, url: entry.req.url, pid: entry.pid });
      }
    });
    child.once('exit', (code) => reject(new Error(`the server exited (${code})`)));
  });
  await ready;
  stop = async () => {
    child.kill('SIGTERM');
    await exited;
    rmSync(dataDir, { recursive: true, force: true });
  };
  const base = `http://127.0.0.1:${port}`;
  const one: Instance = { ask: (m, u, tok, b) => ask(base, m, u, tok, b) };
  // One port: the cluster spreads the connections over both workers.
  return [one, one];
}

/** Two app instances on the one (PGlite) database, each asked through Fastify's inject. */
async function twoInstances(): Promise<Instance[]> {
  const second: FastifyInstance = await buildApp(t.deps);
  await second.ready();
  const wrap = (app: FastifyInstance): Instance => ({
    ask: async (method, url, token, body) => {
      const res = await app.inject({
        method: method as 'GET',
        url,
        headers: token ? { authorization: `Token ${token}` } : {},
        payload: body as object,
      });
      return { status: res.statusCode, body: res.body };
    },
  });
  stop = () => second.close();
  return [wrap(t.app), wrap(second)];
}

beforeAll(async () => {
  t = await setupTestApp();
  instances = target.engine === 'postgres' ? await startCluster(target.url) : await twoInstances();
}, 120_000);
afterAll(async () => {
  await stop();
  await t.close();
});

const pidsOf = (method: string, url: string) =>
  new Set(servedBy.filter((s) => s.method === method && s.url === url).map((s) => s.pid));

describe('two workers', () => {
  it('share the sign-in limit: failures through one count in the other', async () => {
    const shop = await t.createShop();
    const user = await t.createUser({ shops: [shop] });
    for (let i = 0; i < 10; i++) {
      const res = await instances[i % 2]!.ask('POST', '/api/base/login/', undefined, {
        username: user.username,
        password: 'not-the-password',
      });
      expect(res.status, res.body).toBe(400);
    }
    const res = await instances[0]!.ask('POST', '/api/base/login/', undefined, {
      username: user.username,
      password: TEST_PASSWORD,
    });
    expect(res.status, res.body).toBe(429);
    if (target.engine === 'postgres') expect(pidsOf('POST', '/api/base/login/').size).toBe(2);
  });

  it('read back a setting changed through the other', async () => {
    const { admin } = await settingsFixtures(t).shopWithAdmin();
    const saved = await instances[0]!.ask(
      'POST',
      '/api/base/settings/update_user_setting/',
      admin.token,
      { module: 'vehicles', key: 'page_size', value: 50 },
    );
    expect(saved.status, saved.body).toBe(200);
    for (let i = 0; i < 3; i++) {
      const read = await instances[1]!.ask(
        'GET',
        '/api/base/settings/for_module/?module=vehicles',
        admin.token,
      );
      expect(read.status, read.body).toBe(200);
      expect(JSON.parse(read.body).page_size).toMatchObject({ value: 50, source: 'user' });
    }
    if (target.engine === 'postgres') {
      const writer = [...pidsOf('POST', '/api/base/settings/update_user_setting/')];
      const readers = pidsOf('GET', '/api/base/settings/for_module/?module=vehicles');
      expect(writer).toHaveLength(1);
      expect([...readers].some((pid) => pid !== writer[0])).toBe(true);
    }
  });
});

/**
 * The load section of `npm run bench`: the real server (apps/server/src/main.ts, with its
 * WEB_CONCURRENCY workers) started as its own process on the bench database, and 20 keep-alive
 * connections asking one call as fast as it answers for 10 s. No load tool is installed, so this
 * is a small driver: 20 looping connections (RepeatingGet, or node:http with
 * BENCH_LOAD_CLIENT=http), latencies by performance.now().
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request as httpRequest } from 'node:http';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { RepeatingGet } from './repeating-get';
import type { BenchData } from './seed';

const CONNECTIONS = Number(process.env.BENCH_LOAD_CONNECTIONS ?? 20);
/** Load before each measured call, discarded. */
const WARMUP_SECONDS = 3;
const SECONDS = Number(process.env.BENCH_LOAD_SECONDS ?? 10);
/** Only the calls whose name contains one of these (comma-separated), e.g. `detail,search`. */
const ONLY = process.env.BENCH_LOAD_CALLS?.split(',').map((s) => s.trim()) ?? null;
/** A request unanswered this long stops the run: the server is stuck, not slow. */
const STUCK_MS = 30_000;

export type LoadCall = { name: string; url: (d: BenchData) => string };

export const loadCalls: LoadCall[] = [
  { name: 'list, first page', url: () => '/api/vehicles/vehicles/?page=1&page_size=25' },
  {
    name: 'list, type filter, by description',
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25&types=loaner&ordering=description',
  },
  {
    name: 'list, location filter',
    url: (d) => `/api/vehicles/vehicles/?page=1&page_size=25&location=${d.locationId}`,
  },
  {
    name: 'list, sorted by status',
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25&ordering=status',
  },
  { name: 'detail', url: (d) => `/api/vehicles/vehicles/${d.sampleVin}/` },
  {
    name: 'list, search (partial VIN)',
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25&search=ENCH0000123',
  },
  { name: 'global search, partial VIN', url: () => '/api/base/search/?q=00000001234' },
];

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

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** Starts the server's main entry as a child process and waits until it answers. */
export async function startServer(env: Record<string, string>) {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')],
    {
      cwd: root,
      // REMINDER_HOUR=off: a server started after the hour runs the day's reminders at once, over
      // the bench's 1,000 shops; on PGlite's one connection that held every request past 30 s.
      env: {
        ...process.env,
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        REMINDER_HOUR: 'off',
        ...env,
        PORT: String(port),
      },
      stdio: ['ignore', 'inherit', 'inherit'],
    },
  );
  const base = `http://127.0.0.1:${port}`;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  for (let i = 0; ; i++) {
    if (child.exitCode !== null) throw new Error('the server exited before answering');
    try {
      const res = await fetch(`${base}/api/health/`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (i > 600) throw new Error('the server did not answer within 60 s');
    await new Promise((r) => setTimeout(r, 100));
  }
  return {
    base,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

function get(agent: Agent, url: string, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const req = httpRequest(url, { headers, agent, timeout: STUCK_MS }, (res) => {
      res.on('data', () => {});
      res.on('end', () => resolve(res.statusCode ?? 0));
    });
    req.on('timeout', () => req.destroy(new Error(`no answer in ${STUCK_MS / 1000} s: ${url}`)));
    req.on('error', reject);
    req.end();
  });
}

const at = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? NaN;

/** What each of the connections asks with: `get()` resolves with the reply's status. */
type Asker = { get(): Promise<number>; close(): void };

/**
 * The connections: the lean client (repeating-get.ts) unless BENCH_LOAD_CLIENT=http, node:http's
 * keep-alive agent (the driver of the figures before 2026-11-24).
 */
async function openAskers(url: string, headers: Record<string, string>): Promise<Asker[]> {
  if (process.env.BENCH_LOAD_CLIENT === 'http') {
    const agent = new Agent({ keepAlive: true, maxSockets: CONNECTIONS });
    return Array.from({ length: CONNECTIONS }, () => ({
      get: () => get(agent, url, headers),
      close: () => agent.destroy(),
    }));
  }
  return Promise.all(
    Array.from({ length: CONNECTIONS }, () => RepeatingGet.open(new URL(url), headers, STUCK_MS)),
  );
}

/** 20 connections asking one URL for SECONDS; requests per second and latency percentiles. */
async function load(url: string, headers: Record<string, string>) {
  const askers = await openAskers(url, headers);
  try {
    const latencies: number[] = [];
    let errors = 0;
    const run = (seconds: number, record: boolean) => {
      const until = performance.now() + seconds * 1000;
      return Promise.all(
        askers.map(async (asker) => {
          while (performance.now() < until) {
            const t0 = performance.now();
            const status = await asker.get();
            if (!record) continue;
            latencies.push(performance.now() - t0);
            if (status >= 300) errors++;
          }
        }),
      );
    };
    // Warm-up, not counted: every connection opened, every worker's statements prepared and its
    // code optimised (the first call measured after the server started paid for that before).
    await run(WARMUP_SECONDS, false);
    const started = performance.now();
    await run(SECONDS, true);
    const elapsed = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    return {
      rps: latencies.length / elapsed,
      p50: at(latencies, 0.5),
      p975: at(latencies, 0.975),
      max: latencies[latencies.length - 1] ?? NaN,
      errors,
    };
  } finally {
    for (const asker of askers) asker.close();
  }
}

/** The load table, against a server already started on the bench database. */
export async function loadSection(base: string, data: BenchData, workers: string) {
  const headers = { Authorization: `Token ${data.token}` };
  const rows: string[] = [];
  for (const call of loadCalls) {
    if (ONLY && !ONLY.some((part) => call.name.includes(part))) continue;
    const r = await load(base + call.url(data), headers);
    if (r.errors) throw new Error(`${call.name}: ${r.errors} answers were not 2xx`);
    rows.push(
      `| ${call.name} | ${r.rps.toFixed(0)} | ${r.p50.toFixed(2)} | ${r.p975.toFixed(2)} | ${r.max.toFixed(2)} |`,
    );
    console.log(`  loaded: ${call.name}`);
  }
  console.log(
    `\nLoad: ${CONNECTIONS} connections for ${SECONDS} s per call after ${WARMUP_SECONDS} s of warm-up, against the server process (${workers}); times in ms.\n`,
  );
  console.log('| call | requests/s | p50 | p97.5 | max |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

/**
 * `npm run bench`: list, detail and create latency at 100,000 vehicles, through HTTP
 * and as the same SQL run directly, on PGlite and on PostgreSQL.
 *
 *   BENCH_ENGINES=pglite,postgres (default both; postgres needs BENCH_ADMIN_URL or the local default)
 *   BENCH_ITERATIONS=200
 *   BENCH_REUSE_DB=1   PostgreSQL: keep the seeded scratch database and reuse it next run
 *   BENCH_SHOW_SQL=1   print the statements each call runs
 *   BENCH_LOAD=0       skip the load section (20 connections, 10 s per call: ./load.ts)
 *   BENCH_ONLY=slow-reader  only other shops' requests beside slow export readers (./slow-reader.ts)
 *   BENCH_ONLY=slow-upload  only other shops' requests beside slow uploads and a 1,000,000-row XLSX (./slow-upload.ts)
 *   BENCH_ONLY=loaners  only the loaner board and a 10,000-row toll file's dry run (./loaners.ts); =utilisation the utilisation report (./utilisation.ts)
 *   BENCH_ONLY=receivables  only the receivables (./receivables.ts); =loaner-money it and the utilisation report
 *   BENCH_ONLY=import   only a 10,000-row fleet file's dry run and import (./vehicle-import.ts); =fuel-import a 50,000-line fuel-card file's (./fuel-import.ts)
 *   BENCH_ONLY=maintenance  only the due list and schedules (./maintenance.scenarios.ts)
 *   BENCH_ONLY=summary  only the vehicle at a glance (./glance.scenarios.ts); =cost the cost report (./cost-reports.scenarios.ts)
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { toVinLetters, withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import { Agent, request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import pg from 'pg';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { APP_ROLE, openDatabase, type DatabaseOptions } from '../src/platform/database/client';
import { MODULES } from '../src/modules/index';
import { LocalFileStorage } from '../src/platform/storage';
import { dashboardScenarios } from './dashboard.scenarios';
import { loadSection, startServer } from './load';
import { financingScenarios, seedFinancingBenchData } from './financing.scenarios';
import {
  financingExportScenarios,
  seedFinancingExportBenchData,
} from './financing-export.scenarios';
import { benchSession, LARGE_FLEET, seedBenchData, type BenchData } from './seed';
import { insuranceScenarios, seedInsuranceBenchData } from './insurance.scenarios';
import {
  insuranceOverviewScenarios,
  seedInsuranceOverviewBenchData,
} from './insurance-overview.scenarios';
import { notificationsScenarios } from './notifications.scenarios';
import { listSearchScenarios, searchScenarios, seedSearchBenchData } from './search.scenarios';
import { moreSections } from './more-sections';
import { maintenanceScenarios, seedMaintenanceBenchData } from './maintenance.scenarios';
import { glanceScenarios } from './glance.scenarios';
import { costReportScenarios, seedCostReportBenchData } from './cost-reports.scenarios';
import { smallShopTokens } from './slow-reader';
import { stallSections } from './slow-upload';
import { stats } from './stats';
import {
  afterExportSweep,
  captureLogger,
  captureRequest,
  newCapture,
  replay,
  type Capture,
} from './capture';

const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;
const ENGINES = (process.env.BENCH_ENGINES ?? 'pglite,postgres').split(',');
const ADMIN_URL =
  process.env.BENCH_ADMIN_URL ?? 'postgres://fleetdesk:fleetdesk@127.0.0.1:5432/postgres';
/** Its own database per checkout when several run at once (BENCH_DB). */
const BENCH_DB = process.env.BENCH_DB ?? 'fleetdesk_bench';
/** Six characters new to each run, so a reused database never sees a VIN twice. */
const RUN_ID = toVinLetters(Date.now().toString(36).slice(-6));

type Scenario = {
  name: string;
  method: 'GET' | 'POST';
  url: (d: BenchData) => string;
  body?: (i: number) => unknown;
  /** Fewer runs for a call that takes seconds (an export of a year of payments). */
  iterations?: number;
};

const scenarios: Scenario[] = [
  {
    name: 'list, first page (25, by description)',
    method: 'GET',
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25',
  },
  {
    name: 'list, location + types filter',
    method: 'GET',
    url: (d) =>
      `/api/vehicles/vehicles/?page=1&page_size=25&location=${d.locationId}&types=loaner,service`,
  },
  {
    name: 'list, sorted by status (desc)',
    method: 'GET',
    url: () => '/api/vehicles/vehicles/?page=2&page_size=25&ordering=-status',
  },
  {
    name: 'list, far page (3000 x 25, by plate)',
    method: 'GET',
    url: () => '/api/vehicles/vehicles/?page=3000&page_size=25&ordering=license_plate',
  },
  ...listSearchScenarios,
  { name: 'detail', method: 'GET', url: (d) => `/api/vehicles/vehicles/${d.sampleVin}/` },
  {
    name: 'create',
    method: 'POST',
    url: () => '/api/vehicles/vehicles/',
    // One VIN per call and run, the same each time it is asked for: the replay swaps the VIN the
    // capture sent for a fresh one (a clock in it made the two differ, a duplicate on PostgreSQL).
    body: (i) => ({
      vin: withVinCheckDigit(`N${RUN_ID}${String(i).padStart(10, '0')}`),
      make: 'Toyota',
      model: 'Corolla',
      year: 2022,
      license_plate: `N${i}`,
      location: null,
      primary_driver: null,
      vehicle_types: ['loaner'],
    }),
  },
  ...notificationsScenarios,
  ...dashboardScenarios,
  ...searchScenarios,
  ...financingScenarios,
  ...financingExportScenarios,
  ...insuranceScenarios,
  ...insuranceOverviewScenarios,
  ...maintenanceScenarios,
  ...glanceScenarios,
  ...costReportScenarios,
];

/** A keep-alive HTTP client lighter than fetch: the client shares the server's thread here. */
const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function send(url: string, method: string, headers: Record<string, string>, body?: string) {
  return new Promise<{ status: number; text: string }>((resolve, reject) => {
    const req = httpRequest(url, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, text: Buffer.concat(chunks).toString() }),
      );
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function openBenchDatabase(engine: string, capture: Capture) {
  const logger = captureLogger(capture);
  if (engine === 'postgres') {
    const reuse = Boolean(process.env.BENCH_REUSE_DB);
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const exists =
      (await admin.query('select 1 from pg_database where datname = $1', [BENCH_DB])).rowCount ===
      1;
    const seeded = reuse && exists;
    if (!seeded) {
      await admin.query(`drop database if exists ${BENCH_DB}`);
      await admin.query(`create database ${BENCH_DB}`);
    }
    await admin.end();
    const url = new URL(ADMIN_URL);
    url.pathname = `/${BENCH_DB}`;
    // The baseline replays on one dedicated connection, as one request's statements would run.
    const replayClient = new pg.Client({ connectionString: url.toString() });
    await replayClient.connect();
    return {
      database: await openDatabase({ engine: 'postgres', url: url.toString(), logger }),
      seeded,
      serverEnv: { DATABASE_URL: url.toString() } as Record<string, string>,
      replay: (query: string, params: unknown[]) => replayClient.query(query, params),
      // Seeding lowers the tables' walls: the login's own rights (a superuser login's pool runs
      // as APP_ROLE, which owns nothing).
      seedRaw: (query: string, params: unknown[]) => replayClient.query(query, params),
      cleanup: async () => {
        await replayClient.end();
        if (reuse) return;
        const a = new pg.Client({ connectionString: ADMIN_URL });
        await a.connect();
        await a.query(`drop database if exists ${BENCH_DB}`);
        await a.end();
      },
    };
  }
  const dir = mkdtempSync(path.join(tmpdir(), 'fleetdesk-bench-'));
  // DATA_DIR's layout, so the load section can start the server itself on this database.
  const options: DatabaseOptions = { engine: 'pglite', dataDir: path.join(dir, 'pglite'), logger };
  const database = await openDatabase(options);
  return {
    database,
    seeded: false,
    serverEnv: { DATA_DIR: dir } as Record<string, string>,
    // PGlite has one connection: the baseline runs on it, as the app does.
    replay: (query: string, params: unknown[]) => database.raw(query, params),
    seedRaw: (query: string, params: unknown[]) => database.raw(query, params),
    cleanup: async () => rmSync(dir, { recursive: true, force: true }),
  };
}

async function withoutTenantWalls<T>(
  raw: (q: string, p?: unknown[]) => Promise<unknown>,
  engine: string,
  work: () => Promise<T>,
): Promise<T> {
  const tables = (
    (await raw(
      `select relname from pg_class where relforcerowsecurity and relnamespace = 'public'::regnamespace`,
    )) as { rows: { relname: string }[] }
  ).rows.map((r) => `"${r.relname}"`);
  const toggle = (force: boolean) =>
    engine === 'pglite'
      ? raw(force ? `set role ${APP_ROLE}` : 'reset role')
      : Promise.all(
          tables.map((t) => raw(`alter table ${t} ${force ? '' : 'no '}force row level security`)),
        );
  await toggle(false);
  try {
    return await work();
  } finally {
    await toggle(true);
  }
}

async function benchEngine(engine: string) {
  console.log(`\n## ${engine === 'postgres' ? 'PostgreSQL' : 'PGlite'}\n`);
  const capture = newCapture();
  const {
    database,
    seeded,
    serverEnv,
    replay: run,
    seedRaw,
    cleanup,
  } = await openBenchDatabase(engine, capture);
  let closed = false;
  try {
    await database.migrate();
    const raw = (q: string, p?: unknown[]) => seedRaw(q, p ?? []);
    // Seeding spans a thousand shops in set-based statements: row-level security is lowered for
    // it (the table owner on PostgreSQL, the superuser session on PGlite) and raised again.
    const data: BenchData = await withoutTenantWalls(raw, engine, async () => {
      if (seeded) {
        console.log('Reusing the seeded scratch database (BENCH_REUSE_DB).');
        return benchSession(raw);
      }
      console.log(
        `Seeding ${LARGE_FLEET.toLocaleString('en-US')} vehicles and 1,000,000 history rows beside 999 small shops:`,
      );
      return seedBenchData(raw, console.log);
    });
    // Sections seeding their own data need no documents (minutes on PGlite), financing or policies.
    const ownDataOnly = ['receivables', 'utilisation', 'loaner-money', 'fuel-import'];
    if (!['slow-reader', 'slow-upload', ...ownDataOnly].includes(process.env.BENCH_ONLY ?? ''))
      await withoutTenantWalls(raw, engine, () => seedSearchBenchData(raw, data, console.log));
    // These sections need only the shops: no financing, policies or schedules.
    if (!['slow-upload', ...ownDataOnly].includes(process.env.BENCH_ONLY ?? '')) {
      await withoutTenantWalls(raw, engine, () =>
        seedFinancingBenchData(raw, database.db, data, console.log),
      );
      await withoutTenantWalls(raw, engine, () =>
        seedFinancingExportBenchData(raw, data, console.log),
      );
      await withoutTenantWalls(raw, engine, () => seedInsuranceBenchData(raw, data, console.log));
      await withoutTenantWalls(raw, engine, () =>
        seedInsuranceOverviewBenchData(raw, data, console.log),
      );
      await withoutTenantWalls(raw, engine, () => seedMaintenanceBenchData(raw, data, console.log));
      await withoutTenantWalls(raw, engine, () => seedCostReportBenchData(raw, data, console.log));
    }
    const config = {
      ...loadConfig({ LOG_LEVEL: 'silent' }),
      DATA_DIR: mkdtempSync(path.join(tmpdir(), 'fleetdesk-bench-files-')),
    };
    const app = await buildApp({
      config,
      db: database.db,
      engine: database.engine,
      pool: database.pool,
      modules: MODULES,
      storage: new LocalFileStorage(path.join(config.DATA_DIR, 'uploads')),
      fetch: globalThis.fetch,
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    const headers = { Authorization: `Token ${data.token}`, 'content-type': 'application/json' };

    const rows: string[] = [];
    await afterExportSweep(capture);
    // BENCH_ONLY=financing measures only the scenarios whose name contains it.
    for (const s of scenarios.filter((x) => x.name.includes(process.env.BENCH_ONLY ?? ''))) {
      const call = async (i: number) => {
        const res = await send(
          base + s.url(data),
          s.method,
          headers,
          s.body ? JSON.stringify(s.body(i)) : undefined,
        );
        if (res.status >= 300)
          throw new Error(`${s.name}: HTTP ${res.status} ${res.text.slice(0, 300)}`);
        return res.text;
      };
      const iterations = Math.min(ITERATIONS, s.iterations ?? ITERATIONS);
      const warmup = Math.min(WARMUP, Math.ceil(iterations / 5));
      for (let i = 0; i < warmup; i++) await call(1_000_000 + i);
      const http: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const t0 = performance.now();
        await call(i);
        http.push(performance.now() - t0);
      }
      // Capture the statements of one request, then time exactly those statements directly.
      const bodyOf = (attempt: number) => s.body?.(2_000_000 + attempt);
      const { queries, attempt } = await captureRequest(
        capture,
        engine === 'postgres' ? 1 : 0,
        (attempt) => {
          const body = bodyOf(attempt);
          return send(
            base + s.url(data),
            s.method,
            headers,
            body ? JSON.stringify(body) : undefined,
          );
        },
      );
      const bodyVin = (bodyOf(attempt) as { vin?: string } | undefined)?.vin;
      if (process.env.BENCH_SHOW_SQL) {
        for (const q of queries) console.log(`    SQL ${q.query}  -- ${JSON.stringify(q.params)}`);
      }
      const freshVin = (i: number) => withVinCheckDigit(`S${RUN_ID}${String(i).padStart(10, '0')}`);
      for (let i = 0; i < warmup; i++) await replay(run, queries, freshVin, 3_000_000 + i, bodyVin);
      const sqlTimes: number[] = [];
      for (let i = 0; i < iterations; i++) {
        const t0 = performance.now();
        await replay(run, queries, freshVin, 4_000_000 + i, bodyVin);
        sqlTimes.push(performance.now() - t0);
      }
      const h = stats(http);
      const q = stats(sqlTimes);
      rows.push(
        `| ${s.name} | ${h.median.toFixed(2)} | ${h.p95.toFixed(2)} | ${q.median.toFixed(2)} | ${q.p95.toFixed(2)} | ${queries.length} | ${(h.median / q.median).toFixed(2)}x |`,
      );
      // Each row as it is measured: a long run that stops later keeps what it measured.
      console.log(`  measured: ${rows[rows.length - 1]}`);
    }
    // BENCH_ONLY=slow-reader, slow-upload: other shops' requests beside slow clients; =loaners.
    await stallSections(app, base, data, () =>
      withoutTenantWalls(raw, engine, () => smallShopTokens(raw, data)),
    );
    await moreSections(base, raw, data, (seed) => withoutTenantWalls(raw, engine, seed));
    console.log(
      `\n${ITERATIONS} sequential requests each after ${WARMUP} warm-up (the export: 10 after 2); times in ms.\n`,
    );
    console.log(
      '| call | HTTP median | HTTP p95 | same SQL median | same SQL p95 | statements | HTTP / SQL |',
    );
    console.log('|---|---|---|---|---|---|---|');
    for (const r of rows) console.log(r);
    agent.destroy();
    await app.close();
    rmSync(config.DATA_DIR, { recursive: true, force: true });
    if (process.env.BENCH_LOAD === '0') return;
    // The server process opens the database itself (PGlite allows one process at a time).
    await database.close();
    closed = true;
    // BENCH_LOAD_BASE: a server already running on this database (another build, to compare).
    const running = process.env.BENCH_LOAD_BASE;
    const server = running
      ? { base: running, stop: async () => undefined }
      : await startServer({
          ...serverEnv,
          DATA_DIR:
            serverEnv.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), 'fleetdesk-bench-server-')),
        });
    try {
      await loadSection(
        server.base,
        data,
        running
          ? `the server at ${running}`
          : engine === 'pglite'
            ? 'PGlite: one process'
            : `WEB_CONCURRENCY=${process.env.WEB_CONCURRENCY ?? 'default'}`,
      );
    } finally {
      await server.stop();
    }
  } finally {
    if (!closed) await database.close();
    await cleanup();
  }
}

console.log(`Fleetdesk benchmark — ${new Date().toISOString()} — Node ${process.version}`);
console.log(
  'The machine has 2 cores shared with whatever else runs: compare medians, read p95 with care.',
);
for (const engine of ENGINES) await benchEngine(engine.trim());

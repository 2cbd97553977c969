/**
 * `npm run bench:compare`: this checkout against another (a baseline commit), both served at
 * once and asked in turn (A, B, B, A, ...), so whatever else the machine does hits both alike.
 * HTTP medians on PostgreSQL; docs/benchmark.md says how to prepare the two databases.
 *
 *   BENCH_BASELINE_DIR   the other checkout (e.g. `git worktree add /tmp/baseline <commit>`)
 *   BENCH_BASELINE_DB    its seeded database (default fleetdesk_bench_baseline)
 *   BENCH_DB             this checkout's seeded database (default fleetdesk_bench)
 *   BENCH_ITERATIONS     requests per call and side (default 200, after 20 warm-up)
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { Agent, request } from 'node:http';
import path from 'node:path';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const thisCheckout = path.resolve(here, '../../..');
const baselineDir = process.env.BENCH_BASELINE_DIR;
if (!baselineDir) throw new Error('Set BENCH_BASELINE_DIR to the checkout to compare with.');
const ITERATIONS = Number(process.env.BENCH_ITERATIONS ?? 200);
const WARMUP = 20;

type Side = { port: number; token: string; sampleVin: string; locationId: number };

function serve(dir: string, database: string, port: number, children: ChildProcess[]) {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(here, 'compare-server.ts'), dir, database, String(port)],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  children.push(child);
  return new Promise<Side>((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${dir}: server exited (${code})`)));
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.startsWith('{')) resolve(JSON.parse(line) as Side);
    });
  });
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
function send(side: Side, url: string, method: string, body?: string) {
  return new Promise<number>((resolve, reject) => {
    const started = performance.now();
    const req = request(
      {
        host: '127.0.0.1',
        port: side.port,
        path: url,
        method,
        agent,
        headers: { Authorization: `Token ${side.token}`, 'content-type': 'application/json' },
      },
      (res) => {
        res.resume();
        res.on('end', () =>
          (res.statusCode ?? 500) >= 300
            ? reject(new Error(`${method} ${url}: HTTP ${res.statusCode}`))
            : resolve(performance.now() - started),
        );
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

let vinCounter = 0;
const calls: [string, string, (s: Side) => string, (() => unknown)?][] = [
  [
    'list, first page (25, by description)',
    'GET',
    () => '/api/vehicles/vehicles/?page=1&page_size=25',
  ],
  [
    'list, location + types filter',
    'GET',
    (s) =>
      `/api/vehicles/vehicles/?page=1&page_size=25&location=${s.locationId}&types=loaner,service`,
  ],
  [
    'list, sorted by status (desc)',
    'GET',
    () => '/api/vehicles/vehicles/?page=2&page_size=25&ordering=-status',
  ],
  [
    'list, far page (3000 x 25, by plate)',
    'GET',
    () => '/api/vehicles/vehicles/?page=3000&page_size=25&ordering=license_plate',
  ],
  [
    'list, search (partial VIN)',
    'GET',
    () => '/api/vehicles/vehicles/?page=1&page_size=25&search=ENCH0000123',
  ],
  ['detail', 'GET', (s) => `/api/vehicles/vehicles/${s.sampleVin}/`],
  [
    'create',
    'POST',
    () => '/api/vehicles/vehicles/',
    () => ({
      // 17 characters, digits only (VINs exclude I, O and Q), new on every call and run, with
      // the check digit at position 9 (the form would warn without it).
      vin: withVinCheckDigit(
        `CM${String(Date.now() % 1e9).padStart(9, '0')}${String(vinCounter++ % 1e6).padStart(6, '0')}`,
      ),
      make: 'Toyota',
      model: 'Corolla',
      year: 2022,
      license_plate: `CMP${vinCounter}`,
    }),
  ],
];

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

const children: ChildProcess[] = [];
try {
  const [baseline, current] = await Promise.all([
    serve(baselineDir, process.env.BENCH_BASELINE_DB ?? 'fleetdesk_bench_baseline', 4101, children),
    serve(thisCheckout, process.env.BENCH_DB ?? 'fleetdesk_bench', 4102, children),
  ]);
  console.log(
    `${ITERATIONS} requests per call and side, in turn, after ${WARMUP} warm-up; HTTP medians in ms.\n`,
  );
  console.log('| call | baseline | this checkout | change |\n|---|---|---|---|');
  for (const [name, method, url, body] of calls) {
    const times = { baseline: [] as number[], current: [] as number[] };
    for (let i = 0; i < WARMUP + ITERATIONS; i++) {
      const order =
        i % 2 === 0 ? (['baseline', 'current'] as const) : (['current', 'baseline'] as const);
      for (const which of order) {
        const side = which === 'baseline' ? baseline : current;
        const ms = await send(side, url(side), method, body ? JSON.stringify(body()) : undefined);
        if (i >= WARMUP) times[which].push(ms);
      }
    }
    const [b, c] = [median(times.baseline), median(times.current)];
    const change = Math.round((c / b - 1) * 100);
    console.log(
      `| ${name} | ${b.toFixed(2)} | ${c.toFixed(2)} | ${change > 0 ? '+' : ''}${change}% |`,
    );
  }
} finally {
  agent.destroy();
  for (const child of children) child.kill();
}

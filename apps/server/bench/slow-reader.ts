/**
 * `BENCH_ONLY=slow-reader npm run bench`: other shops' requests beside exports whose clients read
 * very slowly. A burst of list requests from ten small shops is timed alone, then again while
 * twelve clients (more than the pool's ten connections) download the large shop's payments
 * export at 16 KB/s each, once their sockets' buffers are full (the first seconds fill them at
 * full speed, which is CPU, not stalling), and twelve export jobs write a year of its payments
 * (about 240,000 rows, 30 MB each) in the background.
 * Before issue 22 the export held its request's transaction until the file was sent: on PGlite
 * (one connection) every other request waited for it; on PostgreSQL each reader held a pooled
 * connection for minutes. A year is now more than one request may export (5,000 rows): the slow
 * readers read an export within the cap (payments from four days ago on: about 1,900 rows) and
 * the year runs as jobs. BENCH_SLOW_READER_PATH reads another path (the year, on older code).
 */
import { Agent, request as httpRequest } from 'node:http';
import { connect, type Socket } from 'node:net';
import { hashToken, newToken } from '../src/modules/auth';
import { daysAgo } from './financing-export.scenarios';
import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

const SHOPS = 10;
const REQUESTS_PER_SHOP = 20;
const READERS = Number(process.env.BENCH_SLOW_READERS ?? 12);
/** Export jobs of a year of payments started beside the readers. */
const JOBS = Number(process.env.BENCH_EXPORT_JOBS ?? 12);
const READER_PATH =
  process.env.BENCH_SLOW_READER_PATH ??
  `/api/vehicles/export/payments/?format=csv&date_from=${daysAgo(4)}`;
/** What a slow reader takes each tick, and how often: 16 KB/s. */
const READ_BYTES = 16 * 1024;
const READ_EVERY_MS = 1000;
/** How long the readers run before the burst: their buffers fill, then they only trickle. */
const SETTLE_MS = Number(process.env.BENCH_SLOW_SETTLE_SECONDS ?? 20) * 1000;
/** A request unanswered this long counts as stalled (and as this long in the p95). */
const STALLED_MS = 15_000;

/** A signed-in administrator of each of the first small shops. */
export async function smallShopTokens(raw: Raw, data: BenchData): Promise<string[]> {
  const shops = (await raw(
    `select id from shops where name like 'Bench shop %' and id <> $1 order by id limit $2`,
    [data.largeShopId, SHOPS],
  )) as { rows: { id: number }[] };
  const tokens: string[] = [];
  for (const { id } of shops.rows) {
    const token = newToken();
    await raw(
      `insert into auth_tokens (token_hash, user_id, current_shop_id, expires_at)
       select $1, user_id, shop_id, now() + interval '1 day' from memberships
       where shop_id = $2 and role = 'administrator' order by id limit 1`,
      [hashToken(token), id],
    );
    tokens.push(token);
  }
  return tokens;
}

/** One GET's time in ms, or STALLED_MS when it is not answered within it. */
function timedGet(base: string, path: string, token: string, agent: Agent): Promise<number> {
  const started = performance.now();
  return new Promise((resolve) => {
    const req = httpRequest(
      `${base}${path}`,
      { headers: { authorization: `Token ${token}` }, agent, timeout: STALLED_MS },
      (res) => {
        res.resume();
        res.on('end', () =>
          resolve(res.statusCode === 200 ? performance.now() - started : STALLED_MS),
        );
      },
    );
    req.on('timeout', () => req.destroy());
    req.on('error', () => resolve(STALLED_MS));
    req.end();
  });
}

/** Every small shop asks for its vehicle list REQUESTS_PER_SHOP times, one at a time, all at once. */
export async function burst(base: string, tokens: string[], perShop = REQUESTS_PER_SHOP) {
  const agent = new Agent({ keepAlive: true, maxSockets: tokens.length });
  const times = (
    await Promise.all(
      tokens.map(async (token) => {
        const own: number[] = [];
        for (let i = 0; i < perShop; i++)
          own.push(await timedGet(base, '/api/vehicles/vehicles/?page_size=25', token, agent));
        return own;
      }),
    )
  ).flat();
  agent.destroy();
  const sorted = [...times].sort((a, b) => a - b);
  const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
  return { median: at(0.5), p95: at(0.95), stalled: times.filter((t) => t >= STALLED_MS).length };
}

/** A client that asks for the export and then reads READ_BYTES every READ_EVERY_MS. */
function slowReader(base: string, token: string): { stop(): void } {
  const url = new URL(`${base}${READER_PATH}`);
  const socket: Socket = connect(Number(url.port), url.hostname, () =>
    socket.write(
      `GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\nAuthorization: Token ${token}\r\n\r\n`,
    ),
  );
  socket.pause();
  socket.on('error', () => undefined);
  const tick = setInterval(() => socket.read(READ_BYTES), READ_EVERY_MS);
  return {
    stop() {
      clearInterval(tick);
      socket.destroy();
    },
  };
}

/** Starts a job exporting the last 12 months of payments; answers its id. */
async function startYearJob(base: string, token: string): Promise<number> {
  const res = await fetch(`${base}/api/vehicles/financing/export-jobs/`, {
    method: 'POST',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify({ type: 'payments', format: 'csv', date_from: daysAgo(365) }),
  });
  if (res.status !== 202) throw new Error(`export job: HTTP ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** How far the jobs have got: rows written of their totals, and how many are done. */
async function jobsProgress(base: string, token: string, ids: number[]) {
  let done = 0;
  let rows = 0;
  let total = 0;
  for (const id of ids) {
    const res = await fetch(`${base}/api/vehicles/financing/export-jobs/${id}/`, {
      headers: { authorization: `Token ${token}` },
    });
    const job = (await res.json()) as { status: string; rows_done: number; rows_total: number };
    if (job.status === 'done') done++;
    rows += job.rows_done;
    total += job.rows_total ?? 0;
  }
  return `${done} of ${ids.length} jobs done, ${rows.toLocaleString('en-US')} of ${total.toLocaleString('en-US')} rows written`;
}

export async function slowReaderSection(base: string, data: BenchData, tokens: string[]) {
  console.log(
    `\n### Slow readers: ${SHOPS} small shops x ${REQUESTS_PER_SHOP} list requests, alone and beside ${READERS} exports (${READER_PATH}) read at ${(READ_BYTES * (1000 / READ_EVERY_MS)) / 1024} KB/s and ${JOBS} export jobs of a year\n`,
  );
  await burst(base, tokens); // warm-up
  const alone = await burst(base, tokens);
  const readers = Array.from({ length: READERS }, () => slowReader(base, data.token));
  const jobs: number[] = [];
  for (let i = 0; i < JOBS; i++) jobs.push(await startYearJob(base, data.token));
  await new Promise((r) => setTimeout(r, SETTLE_MS));
  const beside = await burst(base, tokens);
  readers.forEach((r) => r.stop());
  if (jobs.length)
    console.log(`Export jobs after the burst: ${await jobsProgress(base, data.token, jobs)}\n`);
  console.log('| other shops’ list requests | median ms | p95 ms | unanswered in 15 s |');
  console.log('|---|---|---|---|');
  for (const [name, s] of [
    ['alone', alone],
    ['beside the slow readers', beside],
  ] as const)
    console.log(`| ${name} | ${s.median.toFixed(2)} | ${s.p95.toFixed(2)} | ${s.stalled} |`);
}

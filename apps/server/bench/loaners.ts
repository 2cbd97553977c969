/**
 * `BENCH_ONLY=loaners npm run bench` (issue 23): the availability board of a shop with 200
 * loaners over 90 days, and a dry run of a 10,000-row toll file, through HTTP.
 * The shop: 200 loaners lent back to back for a year and a month ahead (four days each, a day
 * between: about 16,000 agreements, returned, out, some overdue, reserved ahead), seeded with
 * set-based SQL beside the benchmark's other shops; the file: 10,000 tolls on its plates over the
 * last year, one in fifty on a plate it does not have.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { MAX_CITATION_ROWS } from '@fleetdesk/contract/loaners';
import { hashToken, newToken } from '../src/modules/auth';
import { addDays } from '@fleetdesk/contract/rules/financing-dates';
import { utcDayOf } from '../src/platform/shop-day';
import { loanerShop } from './loaner-shop';
import type { BenchData } from './seed';
import { stats } from './stats';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;
type Rows<T> = { rows: T[] };

export const BENCH_LOANERS = 200;
const BOARD_DAYS = 90;
const BOARD_RUNS = Number(process.env.BENCH_ITERATIONS ?? 200);
const IMPORT_RUNS = 10;

/** The loaner shop (made once per database), its administrator's session and its plates. */
type Seeded = { token: string; agreements: number };

/** A day `offset` days from the bench shops' today (their zone is UTC, as a new shop's is). */
export const benchDay = (offset: number) => addDays(utcDayOf(new Date()), offset);

export async function seedLoanerBenchData(
  raw: Raw,
  data: BenchData,
  log: (m: string) => void,
): Promise<Seeded> {
  const shop = await loanerShop(raw, data, {
    name: 'Bench loaners',
    loaners: BENCH_LOANERS,
    vinPrefix: 'LNRBENCH',
    platePrefix: 'LB',
    make: 'Toyota',
    model: 'Corolla',
    year: 2023,
  });
  const shopId = shop.shopId;
  if (shop.created) {
    const started = performance.now();
    await raw(
      `insert into loaner_customers (shop_id, first_name, last_name)
       select $1, 'Borrower', 'No. ' || g from generate_series(1, $2::int) g`,
      [shopId, BENCH_LOANERS],
    );
    // The search suffixes are not measured here: their trigger is off for the load.
    await raw('alter table loan_agreements disable trigger loan_agreements_search_suffixes');
    await raw(
      `with vs as (select row_number() over (order by id) as n, id from vehicles where shop_id = $1),
       cs as (select row_number() over (order by id) as n, id from loaner_customers where shop_id = $1),
       slots as (
         select vs.id as vehicle_id, cs.id as customer_id, vs.n,
                date_trunc('hour', now()) - interval '365 days'
                  + (k * 5 + vs.n % 5) * interval '1 day' as starts_at
         from vs join cs on cs.n = vs.n cross join generate_series(0, 78) k)
       insert into loan_agreements (shop_id, number, status, vehicle_id, customer_id,
         repair_order_number, starts_at, due_at, checked_out_at, checked_in_at, odometer_out,
         fuel_out, odometer_in, fuel_in, daily_rate, mileage_allowance_per_day,
         excess_mileage_rate, fuel_rate_per_eighth)
       select $1, 'LA-' || lpad(row_number() over (order by starts_at, vehicle_id)::text, 5, '0'),
         case when starts_at + interval '4 days' < now() and n % 10 <> 0 then 'returned'
              when starts_at <= now() then 'out' else 'reserved' end,
         vehicle_id, customer_id, 'RO-' || vehicle_id || '-' || extract(doy from starts_at),
         starts_at, starts_at + interval '4 days',
         case when starts_at <= now() then starts_at end,
         case when starts_at + interval '4 days' < now() and n % 10 <> 0 then starts_at + interval '4 days' end,
         case when starts_at <= now() then 19000 end, case when starts_at <= now() then 8 end,
         case when starts_at + interval '4 days' < now() and n % 10 <> 0 then 19500 end,
         case when starts_at + interval '4 days' < now() and n % 10 <> 0 then 7 end,
         45, 150, 0.25, 10
       from slots
       -- Every tenth loaner was not brought back from its latest one (overdue): nothing after it.
       where not (n % 10 = 0 and starts_at > now() - interval '4 days')`,
      [shopId],
    );
    await raw(
      `update loan_agreements set status = 'returned', checked_in_at = due_at, odometer_in = 19500, fuel_in = 8
       where shop_id = $1 and status = 'out' and due_at + interval '5 days' < now()`,
      [shopId],
    );
    await raw('alter table loan_agreements enable trigger loan_agreements_search_suffixes');
    await raw(
      `insert into loaner_settings (shop_id, last_agreement_number)
       select $1, count(*) from loan_agreements where shop_id = $1`,
      [shopId],
    );
    await raw('analyze vehicles, vehicle_vehicle_types, loan_agreements, loaner_customers');
    log(`  loaners: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const token = newToken();
  await raw(
    `insert into auth_tokens (token_hash, user_id, current_shop_id, expires_at)
     select $1, user_id, shop_id, now() + interval '1 day' from memberships where shop_id = $2`,
    [hashToken(token), shopId],
  );
  const counts = (await raw(`select count(*)::int as n from loan_agreements where shop_id = $1`, [
    shopId,
  ])) as Rows<{ n: number }>;
  return { token, agreements: counts.rows[0]!.n };
}

/** 10,000 tolls over the last year on the shop's plates (written as the authority writes them). */
function tollFile(): Buffer {
  const now = Date.now();
  const lines = ['plate,occurred_at,amount,kind,agency,reference'];
  for (let i = 0; i < MAX_CITATION_ROWS; i++) {
    const plate =
      i % 50 === 0 ? `ZZ ${i}` : `lb${String(1 + (i % BENCH_LOANERS)).padStart(4, '0')}`;
    const at = new Date(now - ((i * 7919) % (365 * 24)) * 3_600_000).toISOString();
    lines.push(`${plate},${at},${(1 + (i % 9)).toFixed(2)},toll,Bench Tolls,BENCH-${i}`);
  }
  return Buffer.from(lines.join('\n'));
}

/** A multipart body with the file as `file` (the imports' uploads). */
export function multipartBody(file: Buffer, filename = 'tolls.csv') {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

const agent = new Agent({ keepAlive: true, maxSockets: 1 });
export function call(
  base: string,
  path: string,
  token: string,
  method = 'GET',
  body?: ReturnType<typeof multipartBody>,
) {
  return new Promise<{ status: number; text: string; ms: number }>((resolve, reject) => {
    const started = performance.now();
    const headers: Record<string, string> = { authorization: `Token ${token}` };
    if (body) headers['content-type'] = body.contentType;
    const req = httpRequest(`${base}${path}`, { method, headers, agent }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          text: Buffer.concat(chunks).toString(),
          ms: performance.now() - started,
        }),
      );
    });
    req.on('error', reject);
    req.end(body?.payload);
  });
}

export async function timed(
  runs: number,
  warmup: number,
  once: () => Promise<{ status: number; text: string; ms: number }>,
) {
  for (let i = 0; i < warmup; i++) await once();
  const times: number[] = [];
  let last = '';
  for (let i = 0; i < runs; i++) {
    const res = await once();
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.text.slice(0, 300)}`);
    times.push(res.ms);
    last = res.text;
  }
  return { ...stats(times), last };
}

/** The two calls, timed through HTTP, printed as a table. */
export async function loanersSection(
  base: string,
  raw: Raw,
  data: BenchData,
  walled: (seed: () => Promise<Seeded>) => Promise<Seeded>,
) {
  const seeded = await walled(() => seedLoanerBenchData(raw, data, console.log));
  const boardPath = `/api/loaners/board/?from=${benchDay(-60)}&to=${benchDay(BOARD_DAYS - 61)}`;
  const board = await timed(BOARD_RUNS, 20, () => call(base, boardPath, seeded.token));
  const bars = (JSON.parse(board.last) as { vehicles: { agreements: unknown[] }[] }).vehicles;
  const body = multipartBody(tollFile());
  const dryRun = await timed(IMPORT_RUNS, 2, () =>
    call(base, '/api/loaners/citations/import/?dry_run=true', seeded.token, 'POST', body),
  );
  const counts = (JSON.parse(dryRun.last) as { counts: Record<string, number> }).counts;
  console.log(
    `\nLoaners: ${bars.length} loaners, ${seeded.agreements.toLocaleString('en-US')} agreements; the board's ${BOARD_DAYS} days show ${bars.reduce((n, v) => n + v.agreements.length, 0)} bars; the dry run: ${JSON.stringify(counts)}.\n`,
  );
  console.log('| call | runs | HTTP median | HTTP p95 |');
  console.log('|---|---|---|---|');
  console.log(
    `| board, ${BENCH_LOANERS} loaners, ${BOARD_DAYS} days | ${BOARD_RUNS} | ${board.median.toFixed(2)} | ${board.p95.toFixed(2)} |`,
  );
  console.log(
    `| citations dry run, ${MAX_CITATION_ROWS.toLocaleString('en-US')} rows | ${IMPORT_RUNS} | ${dryRun.median.toFixed(2)} | ${dryRun.p95.toFixed(2)} |`,
  );
  agent.destroy();
}

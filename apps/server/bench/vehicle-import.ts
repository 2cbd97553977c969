/**
 * `BENCH_ONLY=import npm run bench` (issue 26): a 10,000-row fleet file checked (a dry run) and
 * imported, through HTTP, into a shop of its own beside the benchmark's 100,000-vehicle shop.
 * Every row carries a location, two types, a registration and an insurance policy, so an import
 * writes 10,000 vehicles, 20,000 type links, 10,000 registrations, 10,000 policies and 30,000
 * audit rows. Each import is a new file (fresh VINs) into the same shop, which grows by 10,000.
 */
import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { MAX_IMPORT_ROWS } from '@fleetdesk/contract/vehicle-import';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import { hashToken, newToken } from '../src/modules/auth';
import { call } from './loaners';
import type { BenchData } from './seed';
import { stats } from './stats';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;
type Rows<T> = { rows: T[] };

const DRY_RUNS = 5;
const IMPORTS = 3;
const HEADER = [
  'VIN',
  'Make',
  'Model',
  'Year',
  'License Plate',
  'Location',
  'Vehicle types',
  'Plate cost',
  'Registration expiration date',
  'Last renewed',
  'Insurance company',
  'Policy number',
  'Premium',
  'Policy start date',
  'Policy end date',
];

/** A shop for the imports (made per run), its administrator's session and its location. */
async function importShop(raw: Raw, data: BenchData) {
  const shopId = (
    (await raw(`insert into shops (name) values ($1) returning id`, [
      `Bench import ${randomBytes(3).toString('hex')}`,
    ])) as Rows<{ id: number }>
  ).rows[0]!.id;
  await raw(
    `insert into memberships (shop_id, user_id, role)
     select $1, user_id, 'administrator' from memberships where shop_id = $2 limit 1`,
    [shopId, data.largeShopId],
  );
  await raw(`insert into locations (shop_id, name) values ($1, 'North bay')`, [shopId]);
  const token = newToken();
  await raw(
    `insert into auth_tokens (token_hash, user_id, current_shop_id, expires_at)
     select $1, user_id, shop_id, now() + interval '1 day' from memberships where shop_id = $2`,
    [hashToken(token), shopId],
  );
  return { shopId, token };
}

/**
 * 10,000 rows; `run` is 7 hex digits or X (no I, O or Q), so each VIN (1M, six of run, the check
 * digit, the seventh, 7 digits) has 17, and files of runs that differ in the seventh stay apart.
 */
function fleetFile(run: string): Buffer {
  const rows = [HEADER];
  for (let i = 0; i < MAX_IMPORT_ROWS; i++) {
    rows.push([
      withVinCheckDigit(`1M${run.slice(0, 6)}0${run.slice(6)}${String(i).padStart(7, '0')}`),
      'Ford',
      'Transit',
      String(2015 + (i % 10)),
      `IM${i}`,
      'North bay',
      i % 2 ? 'loaner, service' : 'employee, general',
      '85.50',
      '2027-06-30',
      '2026-06-30',
      'Bench Mutual',
      `BM-${i}`,
      '640.00',
      '2026-01-01',
      '2026-12-31',
    ]);
  }
  return Buffer.from(stringify(rows));
}

function multipartBody(file: Buffer) {
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  return {
    contentType: `multipart/form-data; boundary=${boundary}`,
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="fleet.csv"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
  };
}

async function timedRuns(runs: number, once: (i: number) => Promise<{ ms: number; text: string }>) {
  const times: number[] = [];
  let last = '';
  for (let i = 0; i < runs; i++) {
    const res = await once(i);
    times.push(res.ms);
    last = res.text;
  }
  return { ...stats(times), max: Math.max(...times), last };
}

/** The dry runs and imports, timed through HTTP, printed as a table. */
export async function importSection(
  base: string,
  raw: Raw,
  data: BenchData,
  walled: <T>(seed: () => Promise<T>) => Promise<T>,
) {
  const { shopId, token } = await walled(() => importShop(raw, data));
  const send = async (path: string, file: Buffer) => {
    const res = await call(base, path, token, 'POST', multipartBody(file));
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  };
  const run = randomBytes(3).toString('hex').toUpperCase();
  const checked = fleetFile(`${run}X`);
  await send('/api/vehicles/import/?dry_run=true', checked);
  const dryRun = await timedRuns(DRY_RUNS, () =>
    send('/api/vehicles/import/?dry_run=true', checked),
  );
  const imported = await timedRuns(IMPORTS, (i) =>
    send('/api/vehicles/import/', fleetFile(`${run}${i}`)),
  );
  const written = (await walled(() =>
    raw(
      `select (select count(*) from vehicles where shop_id = $1)::int as vehicles,
              (select count(*) from registrations where shop_id = $1)::int as registrations,
              (select count(*) from insurance_policies where shop_id = $1)::int as policies,
              (select count(*) from audit_log where shop_id = $1)::int as audits`,
      [shopId],
    ),
  )) as Rows<Record<string, number>>;
  console.log(
    `\nFleet import: ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows a file (${(checked.length / 1024).toFixed(0)} KB); the dry run: ${JSON.stringify((JSON.parse(dryRun.last) as { counts: unknown }).counts)}; written after ${IMPORTS} imports: ${JSON.stringify(written.rows[0])}.\n`,
  );
  console.log('| call | runs | HTTP median | HTTP p95 | HTTP max |');
  console.log('|---|---|---|---|---|');
  const line = (name: string, runs: number, s: typeof dryRun) =>
    console.log(
      `| ${name} | ${runs} | ${s.median.toFixed(0)} | ${s.p95.toFixed(0)} | ${s.max.toFixed(0)} |`,
    );
  line(`import dry run, ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`, DRY_RUNS, dryRun);
  line(`import, ${MAX_IMPORT_ROWS.toLocaleString('en-US')} rows`, IMPORTS, imported);
}

/**
 * `BENCH_ONLY=fuel-import npm run bench` (issue 34 §2): a 50,000-line fuel-card file checked (a
 * dry run) and imported, through HTTP, into shops of their own (250 vehicles each) beside the
 * benchmark's 100,000-vehicle shop. A third of the lines name the vehicle by VIN, a third by
 * plate, a third by the card's vehicle number; each has an odometer, so an import writes 50,000
 * fills, 50,000 readings and 50,000 audit rows, and decides every fill's flags.
 */
import { randomBytes } from 'node:crypto';
import { stringify } from 'csv-stringify/sync';
import { MAX_FUEL_IMPORT_ROWS } from '@fleetdesk/contract/fuel';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import { hashToken, newToken } from '../src/modules/auth';
import { utcDayOf } from '../src/platform/shop-day';
import { call, multipartBody } from './loaners';
import type { BenchData } from './seed';
import { stats } from './stats';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;
type Rows<T> = { rows: T[] };

const VEHICLES = 250;
const DRY_RUNS = 3;
const IMPORTS = 2;
const HEADER = [
  'VIN',
  'Plate',
  'Vehicle Number',
  'Transaction Date',
  'Odometer',
  'Gallons',
  'Unit Price',
  'Amount',
  'Merchant',
  'Product',
  'Transaction ID',
];

const vinOf = (run: string, i: number) =>
  withVinCheckDigit(`1F${run.slice(0, 6)}0${run.slice(6)}${String(i).padStart(7, '0')}`);

/** A shop with VEHICLES vehicles (plate and card number each), its administrator's token. */
async function fuelShop(raw: Raw, data: BenchData, run: string) {
  const shopId = (
    (await raw(`insert into shops (name) values ($1) returning id`, [
      `Bench fuel ${run}`,
    ])) as Rows<{
      id: number;
    }>
  ).rows[0]!.id;
  await raw(
    `insert into memberships (shop_id, user_id, role)
     select $1, user_id, 'administrator' from memberships where shop_id = $2 limit 1`,
    [shopId, data.largeShopId],
  );
  const vins = Array.from({ length: VEHICLES }, (_, i) => vinOf(run, i));
  await raw(
    `insert into vehicles (shop_id, vin, make, model, year, license_plate, fuel_card_number, tank_capacity)
     select $1, v, 'Ford', 'Transit', 2022, 'FP' || n, 'U-' || n, 25
     from unnest($2::text[]) with ordinality as t(v, n)`,
    [shopId, vins],
  );
  const token = newToken();
  await raw(
    `insert into auth_tokens (token_hash, user_id, current_shop_id, expires_at)
     select $1, user_id, shop_id, now() + interval '1 day' from memberships where shop_id = $2`,
    [hashToken(token), shopId],
  );
  return { shopId, token, vins };
}

/** 50,000 lines: 200 fills a vehicle a day and a half apart from 2025-06-01, 300 miles each. */
function cardFile(run: string, vins: readonly string[]): Buffer {
  const rows = [HEADER];
  const start = Date.UTC(2025, 5, 1);
  const perVehicle = MAX_FUEL_IMPORT_ROWS / vins.length;
  for (let j = 0; j < perVehicle; j++) {
    const day = utcDayOf(new Date(start + Math.floor(j * 1.5) * 86_400_000));
    for (let v = 0; v < vins.length; v++) {
      const by = v % 3;
      rows.push([
        by === 0 ? vins[v]! : '',
        by === 1 ? `FP${v + 1}` : '',
        by === 2 ? `U-${v + 1}` : '',
        day,
        String(10_000 + j * 300),
        // Now and then a fill far off the usual (an MPG outlier) or above the tank.
        j % 40 === 39 ? '27.5' : '11.25',
        '3.499',
        '',
        'Shell',
        'Unleaded',
        `${run}-${v}-${j}`,
      ]);
    }
  }
  return Buffer.from(stringify(rows));
}

/** The dry runs and imports, timed through HTTP, printed as a table. */
export async function fuelImportSection(
  base: string,
  raw: Raw,
  data: BenchData,
  walled: <T>(seed: () => Promise<T>) => Promise<T>,
) {
  const send = async (token: string, path: string, file: Buffer) => {
    const res = await call(base, path, token, 'POST', multipartBody(file, 'card.csv'));
    if (res.status !== 200) throw new Error(`HTTP ${res.status}: ${res.text.slice(0, 300)}`);
    return res;
  };
  const runOf = () => `${randomBytes(3).toString('hex').toUpperCase()}X`;
  const checkRun = runOf();
  const checkShop = await walled(() => fuelShop(raw, data, checkRun));
  const checked = cardFile(checkRun, checkShop.vins);
  const dry: number[] = [];
  let counts = '';
  for (let i = 0; i < DRY_RUNS; i++) {
    const res = await send(
      checkShop.token,
      '/api/vehicles/fuel-entries/import/?dry_run=true',
      checked,
    );
    dry.push(res.ms);
    counts = JSON.stringify((JSON.parse(res.text) as { counts: unknown }).counts);
  }
  const imported: number[] = [];
  let written = '';
  for (let i = 0; i < IMPORTS; i++) {
    const run = runOf();
    const shop = await walled(() => fuelShop(raw, data, run));
    const res = await send(
      shop.token,
      '/api/vehicles/fuel-entries/import/',
      cardFile(run, shop.vins),
    );
    imported.push(res.ms);
    const rows = (await walled(() =>
      raw(
        `select (select count(*) from fuel_entries where shop_id = $1)::int as fills,
                (select count(*) from fuel_entries where shop_id = $1 and flags <> '{}')::int as flagged,
                (select count(*) from mileage_logs where shop_id = $1)::int as readings,
                (select count(*) from audit_log where shop_id = $1)::int as audits`,
        [shop.shopId],
      ),
    )) as Rows<Record<string, number>>;
    written = JSON.stringify(rows.rows[0]);
  }
  console.log(
    `\nFuel-card import: ${MAX_FUEL_IMPORT_ROWS.toLocaleString('en-US')} lines a file (${(checked.length / 1024).toFixed(0)} KB), ${VEHICLES} vehicles; the dry run: ${counts}; written by one import: ${written}.\n`,
  );
  console.log('| call | runs | HTTP median | HTTP p95 | HTTP max |');
  console.log('|---|---|---|---|---|');
  const line = (name: string, times: number[]) => {
    const s = stats(times);
    console.log(
      `| ${name} | ${times.length} | ${s.median.toFixed(0)} | ${s.p95.toFixed(0)} | ${Math.max(...times).toFixed(0)} |`,
    );
  };
  line(`fuel-card dry run, ${MAX_FUEL_IMPORT_ROWS.toLocaleString('en-US')} lines`, dry);
  line(`fuel-card import, ${MAX_FUEL_IMPORT_ROWS.toLocaleString('en-US')} lines`, imported);
}

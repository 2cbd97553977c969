/**
 * `BENCH_ONLY=utilisation npm run bench` (issue 36 §3): the loaner utilisation report of a shop
 * with 200 loaners and 50,000 agreements, over the last 90 days and over a year, through HTTP.
 * The shop: 200 loaners lent back to back for the last three and a half years (four days each,
 * a day between), each agreement with an insurer authorization, the returned ones with their
 * covered amount kept, a day charge to the customer and the payments of most (one in ten
 * written off), one in twenty-five changed to another loaner on the way, seeded with set-based
 * SQL beside the benchmark's other shops.
 */
import { hashToken, newToken } from '../src/modules/auth';
import { benchDay, call, timed } from './loaners';
import { digest, loanerMoneyRows, loanerShop } from './loaner-shop';
import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

const LOANERS = 200;
/** 250 loans of five days (four out, one between) each: 50,000 agreements. */
const LOANS_PER_LOANER = 250;
const RUNS = Number(process.env.BENCH_ITERATIONS ?? 200);

type Seeded = { token: string; rows: string };

export async function seedUtilisationBenchData(
  raw: Raw,
  data: BenchData,
  log: (m: string) => void,
): Promise<Seeded> {
  const shop = await loanerShop(raw, data, {
    name: 'Bench loaner money',
    loaners: LOANERS,
    vinPrefix: 'LNRFUNDS',
    platePrefix: 'LM',
    make: 'Honda',
    model: 'Civic',
    year: 2024,
  });
  const shopId = shop.shopId;
  if (shop.created) {
    const started = performance.now();
    // Every twentieth loaner was archived two months ago.
    await raw(
      `update vehicles set is_archived = true, archived_at = now() - interval '60 days'
       where shop_id = $1 and id % 20 = 0`,
      [shopId],
    );
    await raw(
      `insert into loaner_customers (shop_id, first_name, last_name)
       select $1, 'Borrower', 'No. ' || g from generate_series(1, $2::int) g`,
      [shopId, LOANERS],
    );
    await raw('alter table loan_agreements disable trigger loan_agreements_search_suffixes');
    // The latest loan of each loaner is still out; the ones before are returned.
    await raw(
      `with vs as (select row_number() over (order by id) as n, id from vehicles where shop_id = $1),
       cs as (select row_number() over (order by id) as n, id from loaner_customers where shop_id = $1),
       slots as (
         select vs.id as vehicle_id, cs.id as customer_id, k,
                date_trunc('hour', now()) - ($2::int - k) * interval '5 days'
                  - (vs.n % 24) * interval '1 hour' as out_at
         from vs join cs on cs.n = vs.n cross join generate_series(1, $2::int) k)
       insert into loan_agreements (shop_id, number, status, vehicle_id, customer_id,
         repair_order_number, insurer_name, insurer_daily_rate, insurer_max_days,
         insurer_days_amount, starts_at, due_at, checked_out_at, checked_in_at, odometer_out,
         fuel_out, odometer_in, fuel_in, daily_rate, mileage_allowance_per_day,
         excess_mileage_rate, fuel_rate_per_eighth)
       select $1, 'LA-' || lpad(row_number() over (order by out_at, vehicle_id)::text, 6, '0'),
         case when k < $2 then 'returned' else 'out' end, vehicle_id, customer_id,
         'RO-' || vehicle_id || '-' || k, 'Bench Mutual', 35, 3,
         case when k < $2 then 105 end,
         out_at, out_at + interval '4 days', out_at,
         case when k < $2 then out_at + interval '4 days' end, 19000, 8,
         case when k < $2 then 19500 end, case when k < $2 then 8 end, 45, 150, 0.25, 10
       from slots`,
      [shopId, LOANS_PER_LOANER],
    );
    await raw('alter table loan_agreements enable trigger loan_agreements_search_suffixes');
    await raw(
      `insert into loan_agreement_authorizations (shop_id, agreement_id, days, daily_rate, authorized_on, initial)
       select shop_id, id, 3, 35, starts_at::date, true from loan_agreements where shop_id = $1`,
      [shopId],
    );
    await raw(
      `insert into loan_agreement_charges (shop_id, agreement_id, kind, description, amount, occurred_at, bill_to)
       select shop_id, id, 'day', '1 day beyond coverage', 45, checked_in_at, 'customer'
       from loan_agreements where shop_id = $1 and status = 'returned'`,
      [shopId],
    );
    await raw(
      `insert into loan_agreement_payments (shop_id, agreement_id, payer, amount, method, received_on, reason)
       select shop_id, id, 'insurer', 105, 'check', checked_in_at::date + 20, ''
       from loan_agreements where shop_id = $1 and status = 'returned' and id % 4 <> 0
       union all
       select shop_id, id, 'customer', 45, case when id % 10 = 0 then 'write_off' else 'card' end,
         checked_in_at::date, case when id % 10 = 0 then 'Goodwill' else '' end
       from loan_agreements where shop_id = $1 and status = 'returned' and id % 3 <> 0`,
      [shopId],
    );
    await raw(
      `insert into loaner_settings (shop_id, last_agreement_number)
       select $1, count(*) from loan_agreements where shop_id = $1`,
      [shopId],
    );
    // As autovacuum leaves them: the triggers of migration 0048 rewrote each agreement per insert.
    await raw(
      'vacuum analyze vehicles, vehicle_vehicle_types, loan_agreements, loan_agreement_authorizations, loan_agreement_charges, loan_agreement_payments',
    );
    log(`  loaner money: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  await seedChangesOfLoaner(raw, shopId);
  const token = newToken();
  await raw(
    `insert into auth_tokens (token_hash, user_id, current_shop_id, expires_at)
     select $1, user_id, shop_id, now() + interval '1 day' from memberships where shop_id = $2`,
    [hashToken(token), shopId],
  );
  return { token, rows: await loanerMoneyRows(raw, shopId) };
}

/**
 * One loan in twenty-five changed its loaner 30 hours in (issue 36's swap): the car it left is a
 * segment, the one after it the agreement's, so the report splits those loans' days between two
 * cars. Added once, also to a database seeded before segments were (BENCH_REUSE_DB).
 */
async function seedChangesOfLoaner(raw: Raw, shopId: number) {
  const done = (await raw('select 1 from loan_agreement_segments where shop_id = $1 limit 1', [
    shopId,
  ])) as { rows: unknown[] };
  if (done.rows.length > 0) return;
  await raw(
    `with vs as (select row_number() over (order by id) as n, id from vehicles where shop_id = $1)
     insert into loan_agreement_segments (shop_id, agreement_id, vehicle_id, checked_out_at,
       odometer_out, fuel_out, checked_in_at, odometer_in, fuel_in)
     select a.shop_id, a.id, other.id, a.checked_out_at, 18500, 8,
       a.checked_out_at + interval '30 hours', 18800, 6
     from loan_agreements a join vs cur on cur.id = a.vehicle_id
       join vs other on other.n = cur.n % (select count(*) from vs) + 1
     where a.shop_id = $1 and a.id % 25 = 0 and a.checked_out_at < now() - interval '30 hours'`,
    [shopId],
  );
  await raw(
    `update loan_agreements a set swapped_at = s.checked_in_at from loan_agreement_segments s
     where a.shop_id = $1 and s.shop_id = $1 and s.agreement_id = a.id`,
    [shopId],
  );
  await raw('vacuum analyze loan_agreements, loan_agreement_segments');
}

/** The report over the last 90 days and over the last year, timed through HTTP. */
export async function utilisationSection(
  base: string,
  raw: Raw,
  data: BenchData,
  walled: (seed: () => Promise<Seeded>) => Promise<Seeded>,
) {
  const seeded = await walled(() => seedUtilisationBenchData(raw, data, console.log));
  const day = benchDay;
  const rows: string[] = [];
  let shown = '';
  for (const days of [90, 366]) {
    const path = `/api/loaners/reports/utilisation/?from=${day(1 - days)}&to=${day(0)}`;
    const result = await timed(RUNS, 20, () => call(base, path, seeded.token));
    const totals = (JSON.parse(result.last) as { totals: Record<string, unknown> }).totals;
    if (days === 90) shown = JSON.stringify(totals);
    rows.push(
      `| utilisation, ${LOANERS} loaners, ${days} days (${String(totals.agreements)} agreements) | ${RUNS} | ${result.median.toFixed(2)} | ${result.p95.toFixed(2)} | ${digest(result.last)} |`,
    );
  }
  console.log(`\nLoaner utilisation: ${seeded.rows}; the last 90 days' totals: ${shown}.\n`);
  console.log('| call | runs | HTTP median | HTTP p95 | reply |');
  console.log('|---|---|---|---|---|');
  for (const r of rows) console.log(r);
}

/**
 * `BENCH_ONLY=receivables npm run bench` (issue 36 §2): the receivables of a shop with 200
 * loaners and 50,000 returned agreements, through HTTP. The shop: each loaner lent 250 times
 * back to back over the last 400 days (a day each), 40,000 of them billed to one of 10 insurers
 * (3 days authorised at 35.00: 105.00 of covered days each), a 45.00 day charge to the customer on every third, an insurer
 * payment on every second and a customer payment on every sixth; 2,000 invoices of ten agreements
 * each over the year (one in ten void). Seeded with set-based SQL beside the benchmark's shops.
 */
import { hashToken, newToken } from '../src/modules/auth';
import { call, timed } from './loaners';
import { digest, loanerMoneyRows, loanerShop } from './loaner-shop';
import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;
const LOANERS = 200;
const PER_LOANER = Number(process.env.BENCH_RECEIVABLES_PER_LOANER ?? 250);
const RUNS = Number(process.env.BENCH_ITERATIONS ?? 200);

type Seeded = { token: string; rows: string };

export async function seedReceivablesBenchData(
  raw: Raw,
  data: BenchData,
  log: (m: string) => void,
): Promise<Seeded> {
  const shop = await loanerShop(raw, data, {
    name: 'Bench receivables',
    loaners: LOANERS,
    vinPrefix: 'RCVBENCH',
    platePrefix: 'RB',
    make: 'Toyota',
    model: 'Corolla',
    year: 2023,
  });
  const shopId = shop.shopId;
  if (shop.created) {
    const started = performance.now();
    await raw(
      `insert into loaner_customers (shop_id, first_name, last_name)
       select $1, 'Borrower', 'No. ' || g from generate_series(1, 2000) g`,
      [shopId],
    );
    await raw(
      `insert into loaner_insurers (shop_id, name, daily_rate_cap)
       select $1, 'Insurer ' || g, 35 from generate_series(1, 10) g`,
      [shopId],
    );
    await raw('alter table loan_agreements disable trigger loan_agreements_search_suffixes');
    await raw(
      `with vs as (select row_number() over (order by id) as n, id from vehicles where shop_id = $1),
       cs as (select row_number() over (order by id) - 1 as n, id from loaner_customers where shop_id = $1),
       ins as (select row_number() over (order by id) - 1 as n, id from loaner_insurers where shop_id = $1),
       slots as (
         select vs.id as vehicle_id, (vs.n * $2 + k) as seq,
                date_trunc('hour', now()) - interval '400 days' + k * interval '1.5 days' as starts_at
         from vs cross join generate_series(0, $2::int - 1) k)
       insert into loan_agreements (shop_id, number, status, vehicle_id, customer_id,
         repair_order_number, insurer_id, insurer_name, insurer_daily_rate, insurer_max_days,
         insurer_days_amount, starts_at, due_at, checked_out_at, checked_in_at, odometer_out,
         fuel_out, odometer_in, fuel_in, daily_rate, mileage_allowance_per_day,
         excess_mileage_rate, fuel_rate_per_eighth)
       select $1, 'LA-' || lpad((seq + 1)::text, 6, '0'), 'returned', vehicle_id, cs.id,
         'RO-' || seq, ins.id,
         case when seq % 5 <> 0 then 'Insurer' else '' end,
         case when seq % 5 <> 0 then 35 end, case when seq % 5 <> 0 then 3 end,
         case when seq % 5 <> 0 then 105 end,
         starts_at, starts_at + interval '1 day', starts_at, starts_at + interval '1 day',
         19000, 8, 19100, 8, 45, 150, 0.25, 10
       from slots join cs on cs.n = seq % 2000
       left join ins on seq % 5 <> 0 and ins.n = seq % 10
       order by seq`,
      [shopId, PER_LOANER],
    );
    await raw('alter table loan_agreements enable trigger loan_agreements_search_suffixes');
    // Each insured agreement's coverage as its initial authorization (3 days at 35.00: the 105.00).
    await raw(
      `insert into loan_agreement_authorizations (shop_id, agreement_id, days, daily_rate, authorized_on, initial)
       select shop_id, id, 3, 35, starts_at::date, true
       from loan_agreements where shop_id = $1 and insurer_id is not null`,
      [shopId],
    );
    await raw(
      `insert into loan_agreement_charges (shop_id, agreement_id, kind, description, amount, bill_to)
       select shop_id, id, 'day', 'Uncovered day', 45, 'customer'
       from loan_agreements where shop_id = $1 and id % 3 = 0`,
      [shopId],
    );
    await raw(
      `insert into loan_agreement_payments (shop_id, agreement_id, payer, amount, method, received_on)
       select shop_id, id, 'insurer', 105, 'check', checked_in_at::date + 20
       from loan_agreements where shop_id = $1 and insurer_id is not null and id % 2 = 0
       union all
       select shop_id, id, 'customer', 45, 'card', checked_in_at::date
       from loan_agreements where shop_id = $1 and id % 6 = 0`,
      [shopId],
    );
    // 2,000 invoices of ten agreements of one insurer each, the oldest first.
    await raw(
      `with billed as (
         select a.id, a.insurer_id, a.checked_in_at,
                (row_number() over (partition by a.insurer_id order by a.checked_in_at, a.id) - 1) / 10 as batch
         from loan_agreements a where a.shop_id = $1 and a.insurer_id is not null),
       groups as (
         select insurer_id, batch, max(checked_in_at)::date + 3 as issued_on,
                row_number() over (order by insurer_id, batch) as seq
         from billed group by insurer_id, batch
         order by insurer_id, batch limit 2000),
       inv as (
         insert into loan_invoices (shop_id, number, insurer_id, issued_on, due_on, amount,
           voided_at, void_reason)
         select $1, 'INV-' || lpad(seq::text, 5, '0'), insurer_id, issued_on, issued_on + 30, 1050,
           case when seq % 10 = 0 then now() end, case when seq % 10 = 0 then 'Bench' else '' end
         from groups returning id, number)
       insert into loan_invoice_agreements (shop_id, invoice_id, agreement_id, position,
         authorized_days, days, covered_days, amount, active)
       select $1, inv.id, b.id, row_number() over (partition by inv.id order by b.id), 3, 3, 3, 105,
         g.seq % 10 <> 0
       from inv join groups g on 'INV-' || lpad(g.seq::text, 5, '0') = inv.number
       join billed b on b.insurer_id = g.insurer_id and b.batch = g.batch`,
      [shopId],
    );
    await raw(
      `insert into loaner_settings (shop_id, last_agreement_number, last_invoice_number)
       select $1, count(*), 2000 from loan_agreements where shop_id = $1`,
      [shopId],
    );
    // As autovacuum leaves them: the triggers of migration 0048 rewrote each agreement per insert.
    await raw(
      'vacuum analyze vehicles, loan_agreements, loaner_customers, loan_agreement_authorizations, loan_agreement_charges, loan_agreement_payments, loan_invoices, loan_invoice_agreements',
    );
    log(`  receivables: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  }
  const token = newToken();
  await raw(
    `insert into auth_tokens (token_hash, user_id, current_shop_id, expires_at)
     select $1, user_id, shop_id, now() + interval '1 day' from memberships where shop_id = $2`,
    [hashToken(token), shopId],
  );
  return { token, rows: await loanerMoneyRows(raw, shopId) };
}

/** The receivables (JSON) and their CSV, timed through HTTP, printed as a table. */
export async function receivablesSection(
  base: string,
  raw: Raw,
  data: BenchData,
  walled: (seed: () => Promise<Seeded>) => Promise<Seeded>,
) {
  const seeded = await walled(() => seedReceivablesBenchData(raw, data, console.log));
  const measure = (path: string, runs: number) =>
    timed(runs, 20, () => call(base, path, seeded.token));
  const json = await measure('/api/loaners/receivables/', RUNS);
  const csv = await measure('/api/loaners/receivables/?format=csv', Math.min(RUNS, 50));
  const reply = JSON.parse(json.last) as { insurers: unknown[]; customers: unknown[] };
  console.log(
    `\nReceivables: ${LOANERS} loaners; ${seeded.rows}; ${reply.insurers.length} insurers and ${reply.customers.length} customers owe.\n`,
  );
  console.log('| call | runs | HTTP median | HTTP p95 | reply |');
  console.log('|---|---|---|---|---|');
  console.log(
    `| receivables | ${RUNS} | ${json.median.toFixed(2)} | ${json.p95.toFixed(2)} | ${digest(json.last)} |`,
  );
  console.log(
    `| receivables, CSV | ${Math.min(RUNS, 50)} | ${csv.median.toFixed(2)} | ${csv.p95.toFixed(2)} | ${digest(csv.last)} |`,
  );
}

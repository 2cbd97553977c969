import { refreshFinancingStatuses } from '../src/modules/financing';
import type { Db } from '../src/platform/database/client';
import { inScope } from '../src/platform/tenancy';
import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/** Issue 8: the dashboard and analytics of a shop with 20,000 financings and 500,000 payments. */
export const BENCH_FINANCINGS = 20_000;
const PAYMENTS_EACH = 25;

/**
 * Set-based seed in the large shop: one financing per vehicle for the first 20,000 vehicles (a
 * third leases, one in 17 inactive), 25 monthly payments each (one in 11 late with a fee), and
 * schedules of 25 to 27 months, so some months are missing. The stored status is then computed
 * by the financing module itself (refreshFinancingStatuses), as the app keeps it.
 */
export async function seedFinancingBenchData(
  raw: Raw,
  db: Db,
  data: BenchData,
  log: (m: string) => void,
) {
  const existing = (await raw('select 1 from financings where shop_id = $1 limit 1', [
    data.largeShopId,
  ])) as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  let started = performance.now();
  await raw(
    `insert into financings (shop_id, financing_type, is_active, monthly_payment, start_date, end_date,
       lender_name, leasing_company, lease_type, loan_amount, interest_rate, gl_account, quickbooks_class)
     select $1, case when g % 3 = 0 then 'LEASE' else 'LOAN' end, g % 17 <> 0,
            (199 + g % 700) + (g % 100) / 100.0,
            (date_trunc('month', current_date) - make_interval(months => 25 + g % 3))::date + g % 28,
            (date_trunc('month', current_date) + make_interval(months => 23 - g % 3 + g % 24))::date + g % 28,
            case when g % 3 = 0 then '' else (array['Fleet Bank','Harbor Credit','Summit Auto Finance','Metro Lending'])[1 + g % 4] end,
            case when g % 3 = 0 then (array['Enterprise Fleet','Toyota Financial','Ally Leasing'])[1 + g % 3] else '' end,
            case when g % 3 = 0 then 'operating' end,
            case when g % 3 = 0 then null else 20000 + g % 30000 end,
            case when g % 3 = 0 then null else 3 + (g % 50) / 10.0 end,
            '2400', 'Loaners'
     from generate_series(1, $2::int) g`,
    [data.largeShopId, BENCH_FINANCINGS],
  );
  await raw(
    `insert into financing_vehicles (shop_id, financing_id, vehicle_id, position)
     select $1, f.id, v.id, 0
     from (select id, row_number() over (order by id) rn from financings where shop_id = $1) f
     join (select id, row_number() over (order by id) rn from vehicles where shop_id = $1) v on v.rn = f.rn`,
    [data.largeShopId],
  );
  await raw(
    `insert into financing_payments (shop_id, financing_id, payment_date, amount_paid, late_fee, payment_method, is_late, reference_number)
     select f.shop_id, f.id,
            (f.start_date + make_interval(months => k))::date + case when (f.id + k) % 11 = 0 then 9 else (f.id + k) % 5 - 2 end,
            f.monthly_payment, case when (f.id + k) % 11 = 0 then 35 else 0 end,
            (array['check','ach','wire','card','cash','other','ach'])[1 + (f.id + k) % 7],
            (f.id + k) % 11 = 0, 'B-' || f.id || '-' || k
     from financings f cross join generate_series(1, $2::int) k where f.shop_id = $1`,
    [data.largeShopId, PAYMENTS_EACH],
  );
  await raw('analyze financings, financing_vehicles, financing_payments');
  log(
    `  financing: ${BENCH_FINANCINGS.toLocaleString('en-US')} financings, ${(BENCH_FINANCINGS * PAYMENTS_EACH).toLocaleString('en-US')} payments in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  started = performance.now();
  const n = await inScope(db, { shopId: data.largeShopId, userId: null }, (tx) =>
    refreshFinancingStatuses({ db: tx, shopId: data.largeShopId }),
  );
  log(
    `  financing: status of ${n} financings in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
}

const dashboard = (query: string) => `/api/vehicles/financing/dashboard/${query}`;

/** Target: p95 under 100 ms on PostgreSQL. */
export const financingScenarios = [
  { name: 'financing dashboard, first page', url: () => dashboard('?page=1&page_size=24') },
  { name: 'financing dashboard, search', url: () => dashboard('?search=harbor&page_size=24') },
  { name: 'financing dashboard, leases', url: () => dashboard('?type=lease&page_size=24') },
  {
    name: 'financing dashboard, by vehicle',
    url: () => dashboard('?ordering=vehicle&page_size=24'),
  },
  { name: 'financing analytics, year', url: () => '/api/vehicles/financing/analytics/?range=year' },
  { name: 'financing analytics, all', url: () => '/api/vehicles/financing/analytics/?range=all' },
].map((s) => ({ ...s, method: 'GET' as const }));

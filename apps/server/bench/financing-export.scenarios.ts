import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/** Financings in the large shop (one per 50 vehicles), each with 12 monthly payments. */
const FINANCINGS = 2000;

/**
 * Financings and payments for the export scenarios, set based (runs once per database).
 * Dates are relative to today, so "this year" and the last twelve months always hold payments.
 */
export async function seedFinancingExportBenchData(
  raw: Raw,
  data: BenchData,
  log: (m: string) => void,
) {
  const existing = (await raw('select 1 from financings where shop_id = $1 limit 1', [
    data.largeShopId,
  ])) as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  const started = performance.now();
  await raw(
    `insert into financings (shop_id, financing_type, monthly_payment, start_date, end_date, lender_name, leasing_company, gl_account, quickbooks_class)
     select $1, case when i % 3 = 0 then 'LEASE' else 'LOAN' end, 250 + (i % 400), current_date - 400, current_date + 700,
            'Lender ' || (i % 17), 'Lessor ' || (i % 5), '2100 Vehicle Loans', 'Class ' || (i % 4)
     from generate_series(1, $2::int) i`,
    [data.largeShopId, FINANCINGS],
  );
  await raw(
    `insert into financing_vehicles (shop_id, financing_id, vehicle_id)
     select f.shop_id, f.id, v.id
     from (select id, shop_id, row_number() over (order by id) n from financings where shop_id = $1) f
     join (select id, row_number() over (order by id) n from vehicles where shop_id = $1) v on v.n = f.n * 50`,
    [data.largeShopId],
  );
  await raw(
    `insert into financing_payments (shop_id, financing_id, payment_date, amount_paid, late_fee, is_late, payment_method)
     select f.shop_id, f.id, current_date - (m * 30), f.monthly_payment, case when (f.id + m) % 11 = 0 then 25 else 0 end,
            (f.id + m) % 11 = 0, (array['check','ach','wire','card','cash','other'])[1 + (f.id + m) % 6]
     from financings f cross join generate_series(0, 11) m where f.shop_id = $1`,
    [data.largeShopId],
  );
  await raw('analyze financings, financing_vehicles, financing_payments');
  log(`  financing export: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** `YYYY-MM-DD` of `days` ago (the bench machine's clock, as the seed's current_date). */
export const daysAgo = (days: number) =>
  new Date(Date.now() - days * 86_400_000).toISOString().slice(0, 10);

/**
 * The export tab's calls: options, the summary report and a payments export within the 5,000-row
 * cap. With the financing scenarios' shop (seeded first, so the seed above is skipped) a year is
 * about 240,000 payments, more than one request may export (it runs as an export job: the
 * slow-reader section starts twelve); from four days ago on there are about 1,900.
 */
export const financingExportScenarios = [
  { name: 'export options', method: 'GET' as const, url: () => '/api/vehicles/export/options/' },
  { name: 'reports summary', method: 'GET' as const, url: () => '/api/vehicles/export/summary/' },
  {
    name: 'export payments csv, from 4 days ago (streamed)',
    method: 'GET' as const,
    url: () => `/api/vehicles/export/payments/?format=csv&date_from=${daysAgo(4)}`,
    iterations: 10,
  },
];

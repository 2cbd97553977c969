import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/**
 * Issue 34 §5: the cost report of the large shop, 100,000 vehicles with 2,000,000 fuel entries
 * (20 each, one every 36 days over the last two years) beside the seed's services, readings,
 * registrations and the financing and insurance seeds. The fuel goes in with the cost triggers off
 * and the kept months are worked out once after, by the function the triggers call (migration
 * 0052). Runs once per database (docs/benchmark-cost-reports.md).
 */
export const FUEL_PER_VEHICLE = 20;

export async function seedCostReportBenchData(raw: Raw, data: BenchData, log: (m: string) => void) {
  const existing = (await raw('select 1 from fuel_entries where shop_id = $1 limit 1', [
    data.largeShopId,
  ])) as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  const step = async (label: string, query: string, params: unknown[] = []) => {
    const started = performance.now();
    await raw(query, params);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  const triggers = ['insert', 'update', 'delete'].map((op) => `fuel_entries_cost_months_${op}`);
  for (const t of triggers) await raw(`alter table fuel_entries disable trigger ${t}`);
  try {
    await step(
      `fuel entries (${(FUEL_PER_VEHICLE * 100_000).toLocaleString('en-US')})`,
      `insert into fuel_entries (shop_id, vehicle_id, date, odometer, quantity, price_per_unit, total_cost)
       select v.shop_id, v.id, current_date - (k * 36 + v.id % 36), null, 10 + (v.id + k) % 15,
              3.499, round((10 + (v.id + k) % 15) * 3.499, 2)
         from vehicles v cross join generate_series(0, $2::int - 1) k where v.shop_id = $1`,
      [data.largeShopId, FUEL_PER_VEHICLE],
    );
  } finally {
    for (const t of triggers) await raw(`alter table fuel_entries enable trigger ${t}`);
  }
  await step(
    'cost months (kept sums)',
    `select fleetdesk_vehicle_cost_months($1, array(select id from vehicles where shop_id = $1))`,
    [data.largeShopId],
  );
  await step(
    'vacuum analyze',
    'vacuum analyze fuel_entries, vehicle_cost_months, cost_group_months',
  );
}

const costs = (query: string) => (_d: BenchData) => `/api/vehicles/reports/costs/?${query}`;
/** The last twelve whole months before the seed's today are all in its two years of fuel. */
const YEAR = () => {
  const now = new Date();
  const y = now.getUTCFullYear();
  const m = now.getUTCMonth() + 1;
  const pad = (n: number) => String(n).padStart(2, '0');
  return `from=${y - 1}-${pad(m)}-01&to=${y}-${pad(m)}-01`;
};

export const costReportScenarios = [
  {
    name: 'cost report by month (12 months)',
    url: (d: BenchData) => costs(`${YEAR()}&group=month`)(d),
  },
  {
    name: 'cost report by type (12 months)',
    url: (d: BenchData) => costs(`${YEAR()}&group=type`)(d),
  },
  {
    name: 'cost report by location (12 months)',
    url: (d: BenchData) => costs(`${YEAR()}&group=location`)(d),
  },
  {
    name: 'cost report by vehicle, first page of 50 (12 months)',
    url: (d: BenchData) => costs(`${YEAR()}&group=vehicle`)(d),
  },
  {
    name: 'cost report by vehicle, page 1000 of 50 (12 months)',
    url: (d: BenchData) => costs(`${YEAR()}&group=vehicle&page=1000`)(d),
  },
].map((s) => ({ ...s, method: 'GET' as const }));

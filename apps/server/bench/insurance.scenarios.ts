import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/**
 * Issue 22: the large shop's policies. Two terms per vehicle (200,000 policies): last year's
 * under one master policy and this year's under its renewal, the current one of every fourth
 * vehicle with an insurance card attached. Set based; runs once per database.
 */
export async function seedInsuranceBenchData(raw: Raw, data: BenchData, log: (m: string) => void) {
  const existing = (await raw('select 1 from insurance_policies where shop_id = $1 limit 1', [
    data.largeShopId,
  ])) as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  const started = performance.now();
  await raw(
    `insert into master_policies (shop_id, policy_name, policy_number, insurance_company, start_date, end_date)
     select $1, 'Fleet Auto ' || y, 'FA-' || y, 'Acme Mutual',
            make_date(extract(year from current_date)::int + y, 1, 1),
            make_date(extract(year from current_date)::int + y, 12, 31)
     from generate_series(-1, 0) y`,
    [data.largeShopId],
  );
  // The policies' search suffixes (migration 0026) in one statement, not a trigger per row.
  await raw('alter table insurance_policies disable trigger insurance_policies_search_suffixes');
  await raw(
    `insert into insurance_policies (shop_id, vehicle_id, master_policy_id, vehicle_premium, policy_costs, start_date, end_date)
     select v.shop_id, v.id, m.id, (400 + v.id % 900)::numeric(12,2), (400 + v.id % 900)::numeric(12,2), m.start_date, m.end_date
     from vehicles v cross join master_policies m where v.shop_id = $1 and m.shop_id = $1`,
    [data.largeShopId],
  );
  await raw(
    `insert into insurance_policy_search_suffixes (shop_id, policy_id, suffix)
     select p.shop_id, p.id, s from insurance_policies p
     cross join lateral fleetdesk_search_suffixes_of(lower(concat_ws(' ', p.policy_number, p.insurance_company))) s
     where p.shop_id = $1`,
    [data.largeShopId],
  );
  await raw('alter table insurance_policies enable trigger insurance_policies_search_suffixes');
  // The suffix trigger fires row by row: off for the load, the cards' suffixes in one statement.
  await raw('alter table documents disable trigger documents_search_suffixes');
  await raw(
    `insert into documents (shop_id, vehicle_id, insurance_policy_id, document_type, title, storage_key, original_filename, content_type, file_size)
     select p.shop_id, p.vehicle_id, p.id, 'insurance', 'Insurance card ' || p.id, 'bench/policy-' || p.id, 'card.pdf', 'application/pdf', 1000
     from insurance_policies p
     where p.shop_id = $1 and p.vehicle_id % 4 = 0 and p.end_date >= current_date`,
    [data.largeShopId],
  );
  await raw(
    `insert into document_search_suffixes (shop_id, document_id, suffix)
     select distinct d.shop_id, d.id, left(substr(t.text, i), 64)
     from documents d
     cross join lateral (select lower(d.title) as text) t
     cross join lateral generate_series(1, length(t.text)) i
     where d.shop_id = $1 and d.insurance_policy_id is not null and substr(t.text, i, 1) <> ' '`,
    [data.largeShopId],
  );
  await raw('alter table documents enable trigger documents_search_suffixes');
  await raw(
    'analyze master_policies, insurance_policies, insurance_policy_search_suffixes, documents, document_search_suffixes',
  );
  log(`  insurance policies: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The insurance overview's list (GET /api/vehicles/policies/), with its documents. */
export const insuranceScenarios = [
  {
    name: 'policies list, first page (25)',
    url: () => '/api/vehicles/policies/?page=1&page_size=25',
  },
  {
    name: 'policies list, active (25)',
    url: () => '/api/vehicles/policies/?active=true&page=1&page_size=25',
  },
  {
    name: 'policies list, one vehicle',
    url: (d: BenchData) => `/api/vehicles/policies/?vehicle=${d.sampleVin}`,
  },
].map((s) => ({ ...s, method: 'GET' as const }));

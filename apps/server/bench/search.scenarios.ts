import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/** Documents per vehicle of the large shop (a title that names its kind and the vehicle's VIN). */
const DOCUMENTS_PER_VEHICLE = 2;

/**
 * The documents global search looks through: two per vehicle of the large shop (200,000), set
 * based. Runs once per database (a reused one keeps them).
 */
export async function seedSearchBenchData(raw: Raw, data: BenchData, log: (m: string) => void) {
  const existing = (await raw('select 1 from documents where shop_id = $1 limit 1', [
    data.largeShopId,
  ])) as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  const started = performance.now();
  // The suffix trigger fires row by row: off for the load, then the suffixes in one statement.
  await raw('alter table documents disable trigger documents_search_suffixes');
  await raw(
    `insert into documents (shop_id, vehicle_id, document_type, title, storage_key, original_filename, content_type, file_size)
     select v.shop_id, v.id, (array['title','registration','insurance','inspection','other'])[1 + (v.id + k) % 5],
            (array['Title certificate','Registration card','Insurance card','Inspection report','Lease agreement'])[1 + (v.id + k) % 5] || ' ' || v.vin,
            'bench/' || v.id || '-' || k, 'scan.pdf', 'application/pdf', 1000
     from vehicles v cross join generate_series(1, $2::int) k where v.shop_id = $1`,
    [data.largeShopId, DOCUMENTS_PER_VEHICLE],
  );
  await raw(
    `insert into document_search_suffixes (shop_id, document_id, suffix)
     select distinct d.shop_id, d.id, left(substr(t.text, i), 64)
     from documents d
     cross join lateral (select lower(d.title) as text) t
     cross join lateral generate_series(1, length(t.text)) i
     where d.shop_id = $1 and substr(t.text, i, 1) <> ' '`,
    [data.largeShopId],
  );
  await raw('alter table documents enable trigger documents_search_suffixes');
  await raw('analyze documents, document_search_suffixes');
  log(`  search documents: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** The vehicle list's search: a common word, a rare one and one letter (target p95 under 20 ms). */
export const listSearchScenarios = [
  {
    name: 'list, search (partial VIN)',
    method: 'GET' as const,
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25&search=ENCH0000123',
  },
  // A common word and a rare one: the target is the same p95 (under 20 ms) for both.
  {
    name: 'list, search (common make: Ford, 12,500 matches)',
    method: 'GET' as const,
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25&search=Ford',
  },
  {
    name: 'list, search (rare plate)',
    method: 'GET' as const,
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25&search=PPP3DDE',
  },
  // Any term: one letter matches most of the fleet (its count is then "at least").
  {
    name: 'list, search (one letter: o)',
    method: 'GET' as const,
    url: () => '/api/vehicles/vehicles/?page=1&page_size=25&search=o',
  },
];

/** Global search (GET /api/base/search/): every searchable model, ranked; target p95 <= 50 ms. */
export const searchScenarios = [
  {
    name: 'global search, partial VIN',
    method: 'GET' as const,
    url: () => '/api/base/search/?q=00000001234',
  },
  {
    name: 'global search, partial plate',
    method: 'GET' as const,
    url: () => '/api/base/search/?q=PP1E',
  },
  {
    name: 'global search, make/model word',
    method: 'GET' as const,
    url: () => '/api/base/search/?q=camry',
  },
  {
    name: 'global search, common make (ford: 12,500 vehicles)',
    method: 'GET' as const,
    url: () => '/api/base/search/?q=ford',
  },
  {
    name: 'global search, one letter (o)',
    method: 'GET' as const,
    url: () => '/api/base/search/?q=o',
  },
  {
    name: 'global search, document word',
    method: 'GET' as const,
    url: () => '/api/base/search/?q=inspection',
  },
];

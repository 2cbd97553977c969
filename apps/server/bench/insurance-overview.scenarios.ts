import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;

/** The companies of the individual policies below: 1,250 policies each. */
export const OVERVIEW_COMPANIES = [
  'Zenith Casualty',
  'Nordic Shield',
  'Harbor Mutual',
  'Summit Assurance',
  'Pioneer Auto',
  'Keystone General',
  'Lakeside Indemnity',
  'Redwood Fleet',
] as const;

/**
 * Issue 24 item 5: beside the large shop's 200,000 master-policy terms
 * (insurance.scenarios.ts), an individual policy of its own company and number on every tenth
 * vehicle (10,000), ending from 20 days ago to 70 days ahead, so the overview's company and
 * "ending within N days" filters meet a real mix. Runs once per database; the policies' suffix
 * trigger writes their search suffixes.
 */
export async function seedInsuranceOverviewBenchData(
  raw: Raw,
  data: BenchData,
  log: (m: string) => void,
) {
  const existing = (await raw(
    `select 1 from insurance_policies where shop_id = $1 and master_policy_id is null limit 1`,
    [data.largeShopId],
  )) as { rows: unknown[] };
  if (existing.rows.length > 0) return;
  const started = performance.now();
  await raw(
    `insert into insurance_policies (shop_id, vehicle_id, insurance_company, policy_number, vehicle_premium, start_date, end_date)
     select v.shop_id, v.id, ($2::text[])[1 + v.id % 8], 'IND-' || lpad(v.id::text, 6, '0'),
            (500 + v.id % 700)::numeric(12,2), current_date - 300 + v.id % 90, current_date - 20 + v.id % 90
     from vehicles v where v.shop_id = $1 and v.id % 10 = 0`,
    [data.largeShopId, OVERVIEW_COMPANIES],
  );
  await raw('analyze insurance_policies, insurance_policy_search_suffixes');
  log(`  individual policies: ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

const list = (query: string) => `/api/vehicles/policies/?${query}&page=1&page_size=25`;

/**
 * The overview's calls as the screen sends them: each section (Active, Previous) asks for its
 * page with the search and filters (docs/api.md, Insurance).
 */
export const insuranceOverviewScenarios = [
  {
    name: 'policies overview, search policy number',
    url: () => list('search=IND-004320&active=true'),
  },
  {
    name: 'policies overview, search partial VIN',
    url: () => list('search=00000001234&active=true'),
  },
  { name: 'policies overview, search make/model', url: () => list('search=camry&active=true') },
  { name: 'policies overview, search company word', url: () => list('search=zenith&active=true') },
  { name: 'policies overview, search (previous)', url: () => list('search=camry&active=false') },
  {
    name: 'policies overview, company + ending within 30 days',
    url: () => list('company=Zenith%20Casualty&ends_within=30&active=true'),
  },
  {
    name: 'policies overview, individual policies, page 3',
    url: () => `/api/vehicles/policies/?master_policy=none&active=true&page=3&page_size=25`,
  },
  {
    name: 'policies overview, ending within 60 days',
    url: () => list('ends_within=60&active=true'),
  },
].map((s) => ({ ...s, method: 'GET' as const, url: (_d: BenchData) => s.url() }));

import { hashPassword, hashToken, newToken } from '../src/modules/auth';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;
type Rows<T> = { rows: T[] };

export const LARGE_FLEET = 100_000;
export const SMALL_SHOPS = 999;
export const SMALL_FLEET = 20;
/** Per vehicle of the large shop: 5 mileage entries + 5 service records = 1,000,000 rows. */
const HISTORY_PER_VEHICLE = 5;

export type BenchData = {
  largeShopId: number;
  token: string;
  sampleVin: string;
  locationId: number;
};

/**
 * Seeds the benchmark shops with set-based SQL (generate_series): one shop with a
 * large fleet beside many small shops, so every query must find its tenant's rows
 * among everyone else's. Runs on a fresh, migrated scratch database.
 */
export async function seedBenchData(raw: Raw, log: (msg: string) => void): Promise<BenchData> {
  const step = async (label: string, query: string, params: unknown[] = []) => {
    const started = performance.now();
    await raw(query, params);
    log(`  ${label}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await step(
    'shops',
    `insert into shops (name) select 'Bench shop ' || g from generate_series(1, $1::int) g`,
    [SMALL_SHOPS + 1],
  );
  const shopRows = (await raw(
    `select min(id) as first, max(id) as last from shops where name like 'Bench shop %'`,
  )) as Rows<{ first: number; last: number }>;
  const large = Number(shopRows.rows[0]!.first);

  const hash = await hashPassword('bench-password');
  await step(
    'users + memberships',
    `with u as (
       insert into users (username, email, password_hash)
       select 'bench_' || s.id, 'bench_' || s.id || '@bench.test', $1 from shops s where s.name like 'Bench shop %'
       returning id, username)
     insert into memberships (shop_id, user_id, role)
     select substring(u.username from 7)::int, u.id, 'administrator' from u`,
    [hash],
  );
  await step(
    'locations',
    `insert into locations (shop_id, name)
     select s.id, 'Location ' || k from shops s cross join generate_series(1, 5) k where s.name like 'Bench shop %'
     order by s.id, k`, // each shop's five locations get consecutive ids (vehicles pick one by offset)
  );
  const loc = (await raw(`select min(id) as id from locations where shop_id = $1`, [
    large,
  ])) as Rows<{ id: number }>;
  const firstLocation = Number(loc.rows[0]!.id);

  const vehicleColumns = `(shop_id, vin, make, model, year, license_plate, location_id, current_value, current_mileage, registration_expires_on, insurance_ends_on, is_archived)`;
  const vehicleValues = (shopExpr: string, locationExpr: string) => `
      ${shopExpr},
      'BENCH' || lpad(g::text, 12, '0'),
      (array['Toyota','Honda','Ford','Chevrolet','Nissan','Hyundai','Kia','Subaru'])[1 + g % 8],
      (array['Camry','Civic','F-150','Malibu','Altima','Elantra','Soul','Outback','Corolla','Accord'])[1 + g % 10],
      2012 + g % 14,
      upper(lpad(to_hex((g * 7919) % 16777216), 7, 'P')),
      ${locationExpr},
      ((g % 400) * 100 + 5000)::numeric(12,2),
      g % 150000,
      current_date + ((g * 37) % 760 - 380),
      current_date + ((g * 53) % 760 - 200),
      g % 20 = 0`;
  // The search-suffix trigger fires row by row (107 s at 100,000 vehicles): off for the load,
  // then the suffixes in one statement, as the migration backfills them.
  await raw('alter table vehicles disable trigger vehicles_search_suffixes');
  await step(
    `vehicles (large shop: ${LARGE_FLEET})`,
    `insert into vehicles ${vehicleColumns}
     select ${vehicleValues('$1::int', '$2::int + g % 5')} from generate_series(1, $3::int) g`,
    [large, firstLocation, LARGE_FLEET],
  );
  await step(
    `vehicles (${SMALL_SHOPS} small shops x ${SMALL_FLEET})`,
    `insert into vehicles ${vehicleColumns}
     select ${vehicleValues('$1::int + 1 + (g - 1) / $2::int', 'null')} from generate_series(1, $3::int) g`,
    [large, SMALL_FLEET, SMALL_SHOPS * SMALL_FLEET],
  );
  // Loaded without its indexes, which are then built in one sort each (minutes faster).
  await raw('alter table vehicle_search_suffixes drop constraint vehicle_search_suffixes_pk');
  await raw('drop index vehicle_search_suffixes_vehicle_idx');
  await raw('drop index vehicle_search_suffixes_archived_idx');
  await step(
    'search suffixes',
    `insert into vehicle_search_suffixes (shop_id, vehicle_id, suffix, is_archived)
     select distinct v.shop_id, v.id, left(substr(t.text, i), 64), v.is_archived
     from vehicles v
     cross join lateral (select lower(v.vin || ' ' || v.license_plate || ' ' || v.description) as text) t
     cross join lateral generate_series(1, length(t.text)) i
     where substr(t.text, i, 1) <> ' '`,
  );
  await step(
    'search suffix indexes',
    'alter table vehicle_search_suffixes add constraint vehicle_search_suffixes_pk primary key (shop_id, suffix, vehicle_id)',
  );
  await raw(
    'create index vehicle_search_suffixes_archived_idx on vehicle_search_suffixes (shop_id, is_archived, suffix, vehicle_id)',
  );
  await raw(
    'create index vehicle_search_suffixes_vehicle_idx on vehicle_search_suffixes (shop_id, vehicle_id)',
  );
  await raw('alter table vehicles enable trigger vehicles_search_suffixes');
  await step(
    'vehicle types',
    `insert into vehicle_vehicle_types (shop_id, vehicle_id, vehicle_type_id)
     select v.shop_id, v.id, t.id from vehicles v
     join vehicle_types t on t.name = (array['loaner','employee','service','general'])[1 + v.id % 4]`,
  );
  await step(
    'registrations',
    `insert into registrations (shop_id, vehicle_id, plate_cost, expiration_date, last_renewed)
     select shop_id, id, 85.00, registration_expires_on, registration_expires_on - 365 from vehicles`,
  );
  await step(
    'vendors',
    `insert into vendors (shop_id, name, vendor_type) select $1::int, 'Vendor ' || k, 'vehicle_service' from generate_series(1, 20) k`,
    [large],
  );
  await step(
    `mileage logs (${LARGE_FLEET * HISTORY_PER_VEHICLE})`,
    `insert into mileage_logs (shop_id, vehicle_id, mileage, source, date_recorded)
     select v.shop_id, v.id, greatest(0, v.current_mileage - k * 3000), 'manual', now() - k * interval '30 days'
     from vehicles v cross join generate_series(0, $2::int - 1) k where v.shop_id = $1`,
    [large, HISTORY_PER_VEHICLE],
  );
  await step(
    `service records (${LARGE_FLEET * HISTORY_PER_VEHICLE})`,
    `insert into service_records (shop_id, vehicle_id, vendor_id, service_date, service_type, amount, description, mileage_at_service)
     select v.shop_id, v.id, (select min(id) from vendors where shop_id = $1) + (v.id + k) % 20,
            current_date - k * 45, (array['maintenance','repair','inspection','tires'])[1 + k % 4],
            (50 + (v.id * k) % 900)::numeric(12,2), 'Scheduled service ' || k, greatest(0, v.current_mileage - k * 3000)
     from vehicles v cross join generate_series(1, $2::int) k where v.shop_id = $1`,
    [large, HISTORY_PER_VEHICLE],
  );
  // A database in use is vacuumed by autovacuum; measure that steady state, not a fresh load.
  await step('vacuum analyze', 'vacuum analyze');

  return benchSession(raw);
}

/** A signed-in session of the large shop's administrator, and a vehicle and location to ask for. */
export async function benchSession(raw: Raw): Promise<BenchData> {
  const shop = (await raw(
    `select min(id) as id from shops where name like 'Bench shop %'`,
  )) as Rows<{ id: number }>;
  const large = Number(shop.rows[0]!.id);
  const token = newToken();
  await raw(
    `insert into auth_tokens (token_hash, user_id, current_shop_id, expires_at)
     select $1, user_id, shop_id, now() + interval '1 day' from memberships where shop_id = $2`,
    [hashToken(token), large],
  );
  const sample = (await raw(
    `select vin from vehicles where shop_id = $1 order by id offset 4321 limit 1`,
    [large],
  )) as Rows<{ vin: string }>;
  const loc = (await raw(`select min(id) as id from locations where shop_id = $1`, [
    large,
  ])) as Rows<{ id: number }>;
  return {
    largeShopId: large,
    token,
    sampleVin: sample.rows[0]!.vin,
    locationId: Number(loc.rows[0]!.id),
  };
}

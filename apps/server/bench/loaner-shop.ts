import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;
type Rows<T> = { rows: T[] };

/** How a bench's loaner shop is made: its name, how many loaners, and how they are written. */
export type LoanerShopSpec = {
  name: string;
  loaners: number;
  vinPrefix: string;
  platePrefix: string;
  make: string;
  model: string;
  year: number;
};

/**
 * The loaner shop of one bench section, found by name, else made (once per database): the large
 * shop's administrator as its administrator, and `loaners` vehicles of type loaner. `created`
 * says the caller still has its agreements to seed.
 */
export async function loanerShop(
  raw: Raw,
  data: BenchData,
  spec: LoanerShopSpec,
): Promise<{ shopId: number; created: boolean }> {
  const found = (await raw(`select id from shops where name = $1`, [spec.name])) as Rows<{
    id: number;
  }>;
  if (found.rows[0]) return { shopId: found.rows[0].id, created: false };
  const made = (await raw(`insert into shops (name) values ($1) returning id`, [
    spec.name,
  ])) as Rows<{ id: number }>;
  const shopId = made.rows[0]!.id;
  await raw(
    `insert into memberships (shop_id, user_id, role)
     select $1, user_id, 'administrator' from memberships where shop_id = $2 limit 1`,
    [shopId, data.largeShopId],
  );
  const vinDigits = 17 - spec.vinPrefix.length;
  await raw(
    `with v as (
       insert into vehicles (shop_id, vin, make, model, year, license_plate, current_mileage)
       select $1, $3 || lpad(g::text, $4::int, '0'), $5, $6, $7::int,
              $8 || lpad(g::text, 4, '0'), 20000
       from generate_series(1, $2::int) g returning id)
     insert into vehicle_vehicle_types (shop_id, vehicle_id, vehicle_type_id)
     select $1, v.id, (select id from vehicle_types where name = 'loaner') from v`,
    [
      shopId,
      spec.loaners,
      spec.vinPrefix,
      vinDigits,
      spec.make,
      spec.model,
      spec.year,
      `${spec.platePrefix} `,
    ],
  );
  return { shopId, created: true };
}

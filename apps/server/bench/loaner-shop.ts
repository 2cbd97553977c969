import { createHash } from 'node:crypto';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import type { BenchData } from './seed';

type Raw = (query: string, params?: unknown[]) => Promise<unknown>;
type Rows<T> = { rows: T[] };

/** How a bench's loaner shop is made: its name, how many loaners, and how they are written. */
export type LoanerShopSpec = {
  name: string;
  loaners: number;
  /** Up to 9 letters and digits, without I, O or Q (the 9th gives way to the check digit). */
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
  // Valid VINs with their check digit (issue 34): the prefix, the loaner's number, position 9
  // set by the contract's rule; handed to the insert as one array.
  const vins = Array.from({ length: spec.loaners }, (_, i) =>
    withVinCheckDigit(
      `${spec.vinPrefix}${String(i + 1).padStart(17 - spec.vinPrefix.length, '0')}`,
    ),
  );
  await raw(
    `with v as (
       insert into vehicles (shop_id, vin, make, model, year, license_plate, current_mileage)
       select $1, n.vin, $3, $4, $5::int, $6 || lpad(n.g::text, 4, '0'), 20000
       from unnest($2::text[]) with ordinality as n(vin, g) returning id)
     insert into vehicle_vehicle_types (shop_id, vehicle_id, vehicle_type_id)
     select $1, v.id, (select id from vehicle_types where name = 'loaner') from v`,
    [shopId, vins, spec.make, spec.model, spec.year, `${spec.platePrefix} `],
  );
  return { shopId, created: true };
}

/**
 * What a loaner money section measures on, counted in the database (the true size, not the
 * seed's intent): its agreements and their charges, payments, authorizations and invoices.
 */
export async function loanerMoneyRows(raw: Raw, shopId: number): Promise<string> {
  const tables = [
    ['agreements', 'loan_agreements'],
    ['charges', 'loan_agreement_charges'],
    ['payments', 'loan_agreement_payments'],
    ['authorizations', 'loan_agreement_authorizations'],
    ['invoices', 'loan_invoices'],
    ['invoice lines', 'loan_invoice_agreements'],
    ['changes of loaner', 'loan_agreement_segments'],
  ] as const;
  const counted = (await raw(
    `select ${tables.map(([, t]) => `(select count(*) from ${t} where shop_id = $1)::int as ${t}`).join(', ')}`,
    [shopId],
  )) as Rows<Record<string, number>>;
  const row = counted.rows[0]!;
  return tables.map(([label, t]) => `${row[t]!.toLocaleString('en-US')} ${label}`).join(', ');
}

/** A reply's first 12 hex digits of SHA-256: two builds' replies compared across runs. */
export const digest = (text: string) =>
  createHash('sha256').update(text).digest('hex').slice(0, 12);

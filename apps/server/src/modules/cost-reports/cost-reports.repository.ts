import { sql, type SQL } from 'drizzle-orm';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { locations } from '../shops';
import { shownVehicles, vehicleTypes, vehicles } from '../vehicles';
import { costGroupMonths, vehicleCostMonths } from './cost-reports.tables';

/**
 * The cost report's reads (docs/decisions/0021-cost-report-sums.md): the group sums for the
 * totals and the month, type and location groups; a page of vehicles and their months for the
 * vehicle group. Every sum is numeric in PostgreSQL and leaves it as a decimal string.
 */

/** The whole months counted: the first days of the first and the last month. */
export type MonthRange = { from: string; to: string };

export type CostSumsRow = {
  key: string;
  label: string;
  service: string;
  fuel: string;
  financing: string;
  insurance: string;
  registration: string;
  miles: number;
};

const sumsOf = (t: typeof costGroupMonths | typeof vehicleCostMonths) => sql`
  round(coalesce(sum(${t.service}), 0), 2)::text as service,
  round(coalesce(sum(${t.fuel}), 0), 2)::text as fuel,
  round(coalesce(sum(${t.financing}), 0), 2)::text as financing,
  round(coalesce(sum(${t.insurance}), 0), 2)::text as insurance,
  round(coalesce(sum(${t.registration}), 0), 2)::text as registration,
  coalesce(sum(${t.miles}), 0)::integer as miles`;

/** The group rows of the shop's months in range that this member may see. */
function groupRowsIn(ctx: ShopContext, range: MonthRange): SQL {
  const g = costGroupMonths;
  const shown = shownVehicles(ctx, g.isArchived);
  return sql`${g.shopId} = ${ctx.shopId} and ${g.month} between ${range.from} and ${range.to}
    ${shown ? sql`and ${shown}` : sql``}`;
}

/** The sums over every vehicle the member may see. */
export async function totalSums(ctx: ShopContext, range: MonthRange): Promise<CostSumsRow> {
  const g = costGroupMonths;
  const result = await ctx.db.execute(sql`
    select '' as key, '' as label, ${sumsOf(g)} from ${g} where ${groupRowsIn(ctx, range)}`);
  return rowsOf<CostSumsRow>(result)[0]!;
}

/** Each month that has sums (the service fills the empty months). */
export async function monthSums(ctx: ShopContext, range: MonthRange): Promise<CostSumsRow[]> {
  const g = costGroupMonths;
  const result = await ctx.db.execute(sql`
    select to_char(${g.month}, 'YYYY-MM') as key, '' as label, ${sumsOf(g)}
      from ${g} where ${groupRowsIn(ctx, range)}
     group by ${g.month} order by ${g.month}`);
  return rowsOf<CostSumsRow>(result);
}

/** Each location with costs or miles ("0": vehicles without one), by name. */
export async function locationSums(ctx: ShopContext, range: MonthRange): Promise<CostSumsRow[]> {
  const g = costGroupMonths;
  const l = locations;
  const result = await ctx.db.execute(sql`
    select s.*, coalesce(${l.name}, '') as label from (
      select ${g.locationId}::text as key, ${g.locationId} as location_id, ${sumsOf(g)}
        from ${g} where ${groupRowsIn(ctx, range)} group by ${g.locationId}) s
    left join ${l} on ${l.shopId} = ${ctx.shopId} and ${l.id} = s.location_id
    where (s.service, s.fuel, s.financing, s.insurance, s.registration, s.miles)
          <> ('0.00', '0.00', '0.00', '0.00', '0.00', 0)
    order by s.location_id = 0, ${l.name}`);
  return rowsOf<CostSumsRow>(result);
}

/**
 * Each vehicle type with costs or miles ("0": vehicles without a type), by name. A vehicle of
 * two types counts in both, so these rows can add up to more than the totals.
 */
export async function typeSums(ctx: ShopContext, range: MonthRange): Promise<CostSumsRow[]> {
  const g = costGroupMonths;
  const t = vehicleTypes;
  const result = await ctx.db.execute(sql`
    select s.*, coalesce(${t.name}, '') as label from (
      select u.type_id::text as key, u.type_id, ${sumsOf(g)}
        from ${g} cross join lateral unnest(
          case when cardinality(${g.typeIds}) = 0 then array[0] else ${g.typeIds} end) as u(type_id)
       where ${groupRowsIn(ctx, range)} group by u.type_id) s
    left join ${t} on ${t.id} = s.type_id
    where (s.service, s.fuel, s.financing, s.insurance, s.registration, s.miles)
          <> ('0.00', '0.00', '0.00', '0.00', '0.00', 0)
    order by s.type_id = 0, ${t.name}`);
  return rowsOf<CostSumsRow>(result);
}

/** How many vehicles the member may see (the vehicle group's rows). */
export async function vehicleCount(ctx: ShopContext): Promise<number> {
  const v = vehicles;
  const shown = shownVehicles(ctx, v.isArchived);
  const result = await ctx.db.execute(sql`
    select count(*)::integer as n from ${v}
     where ${v.shopId} = ${ctx.shopId} ${shown ? sql`and ${shown}` : sql``}`);
  return rowsOf<{ n: number }>(result)[0]!.n;
}

/**
 * A page of the vehicles the member may see, by VIN, with their sums in range (zeros for a
 * vehicle without costs): the page is read from the VIN index, then its months by key.
 */
export async function vehicleSums(
  ctx: ShopContext,
  range: MonthRange,
  page: { limit: number; offset: number },
): Promise<CostSumsRow[]> {
  const v = vehicles;
  const c = vehicleCostMonths;
  const shown = shownVehicles(ctx, v.isArchived);
  const result = await ctx.db.execute(sql`
    select p.vin as key, p.description as label, s.* from (
      select ${v.id} as id, ${v.vin} as vin, ${v.description} as description from ${v}
       where ${v.shopId} = ${ctx.shopId} ${shown ? sql`and ${shown}` : sql``}
       order by ${v.vin} limit ${page.limit} offset ${page.offset}) p
    cross join lateral (
      select ${sumsOf(c)} from ${c}
       where ${c.shopId} = ${ctx.shopId} and ${c.vehicleId} = p.id
         and ${c.month} between ${range.from} and ${range.to}) s
    order by p.vin`);
  return rowsOf<CostSumsRow>(result);
}

import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { shownVehicles, vehicleTypes, vehicleVehicleTypes, vehicles } from '../vehicles';
import { visibleAgreements } from './loaners.agreements.repository';
import { loanAgreements } from './loaners.tables';
import {
  checkedOutIn,
  daysFromCheckOut,
  earlierCarsOf,
  earlierStretches,
  type Period,
} from './loaners.utilisation.stretches';

export type { Period };

/**
 * The utilisation report's two statements (docs/api.md "Loaner money"): the loaners, and the sums
 * of the agreements checked out in the period by loaner, by week, by month and in all (one
 * statement with grouping sets: the rows never leave PostgreSQL, only their sums).
 */

export type UtilisationLoaner = {
  id: number;
  vin: string;
  description: string;
  license_plate: string;
  /**
   * The shop's date it was archived (archived_at), or null while it is in service; 1970-01-01 for
   * one archived before archived_at was kept (archived throughout).
   */
  archived_on: string | null;
};

/**
 * The shop's loaners, archived ones too (they served part of the period), and any other vehicle
 * lent in the period. A member who may not view archived vehicles does not see archived ones.
 */
export async function utilisationLoaners(
  ctx: ShopContext,
  period: Period,
): Promise<UtilisationLoaner[]> {
  const v = vehicles;
  const a = loanAgreements;
  const shown = shownVehicles(ctx, v.isArchived);
  const result = await ctx.db.execute(sql`
    select ${v.id} as id, ${v.vin} as vin, ${v.description} as description,
      ${v.licensePlate} as license_plate,
      case when ${v.isArchived} then to_char(coalesce(${v.archivedAt}, 'epoch') at time zone ${ctx.timeZone}, 'YYYY-MM-DD') end as archived_on
    from ${v}
    where ${v.shopId} = ${ctx.shopId} ${shown ? sql`and ${shown}` : sql``}
      and (${v.id} in (select ${vehicleVehicleTypes.vehicleId} from ${vehicleVehicleTypes}
             where ${vehicleVehicleTypes.shopId} = ${ctx.shopId}
               and ${vehicleVehicleTypes.vehicleTypeId} = (select ${vehicleTypes.id} from ${vehicleTypes} where ${vehicleTypes.name} = 'loaner'))
        or ${v.id} in (select ${a.vehicleId} from ${a} where ${a.shopId} = ${ctx.shopId}
             and ${checkedOutIn(ctx, period)})
        or ${v.id} in (${earlierCarsOf(ctx, period)}))
    order by ${v.description}, ${v.id}`);
  return rowsOf<UtilisationLoaner>(result);
}

/** One group's sums; money as decimal strings with two places. */
export type UtilisationSums = {
  /** 'vehicle', 'week', 'month' or 'total': which grouping the row is. */
  grouping: 'vehicle' | 'week' | 'month' | 'total';
  vehicle_id: number | null;
  week_start: string | null;
  month: string | null;
  agreements: number;
  days: number;
  uncovered_days: number;
  insurer_billed: string;
  customer_billed: string;
  collected: string;
  written_off: string;
};

/**
 * The agreements checked out in the period, summed. Each one's days follow the contract's
 * loanDays (rules/loaner-totals) under the day rule kept on it, up to now for one still out;
 * what each payer was billed follows payerShares as loaners.balances.ts sums it (the kept amount
 * of the covered days, and the charges billed to each). The authorised days, charges and payments
 * are the sums the agreement keeps (migration 0048): the period is one index range, no child rows.
 * A changed loaner's days are split between its cars (earlierStretches); its money stays on the
 * car out last, whose row the agreement is.
 */
export async function utilisationSums(
  ctx: ShopContext,
  period: Period,
): Promise<UtilisationSums[]> {
  const a = loanAgreements;
  const tz = ctx.timeZone;
  // The loans of archived loaners count only for who may see those loaners (as the list does).
  const visible = visibleAgreements(ctx);
  const money = (expr: ReturnType<typeof sql>) =>
    sql`coalesce(sum(${expr}), 0)::numeric(16, 2)::text`;
  const result = await ctx.db.execute(sql`
    -- A returned agreement's days under the 24-hour rule are kept on it (returned_days).
    with ag as (
      select ${a.id} as id, ${a.vehicleId} as vehicle_id,
        (${a.checkedOutAt} at time zone ${tz})::date as out_on,
        coalesce(${a.returnedDays}, ${daysFromCheckOut(ctx, sql`coalesce(${a.checkedInAt}, now())`)}) as days,
        ${a.authorizedDays} as authorized,
        coalesce(${a.insurerDaysAmount}, 0) + ${a.insurerCharged} as insurer_billed,
        ${a.customerCharged} as customer_billed,
        ${a.insurerPaid} + ${a.customerPaid} - ${a.writtenOff} as collected,
        ${a.writtenOff} as written_off
      from ${a}
      where ${a.shopId} = ${ctx.shopId} and ${checkedOutIn(ctx, period)}
        and ${a.status} <> 'cancelled' ${visible ? sql`and ${visible}` : sql``}
    ),
    earlier as (${earlierStretches(ctx, period)}),
    -- One row per agreement on the car out last (its money, its whole days), and per earlier car
    -- its stretch's days, moved off the car out last: a loan's cars add up to its days. An
    -- earlier car the member may not see takes its days along (counted nowhere).
    per as (
      select vehicle_id, out_on, 1 as agreements, 1 as served, days,
        days - least(days, authorized) as uncovered_days,
        insurer_billed, customer_billed, collected, written_off from ag
      union all
      select vehicle_id, out_on, 0, served, days, 0, 0, 0, 0, 0 from earlier where shown
      union all
      select current_id, out_on, 0, 0, -days, 0, 0, 0, 0, 0 from earlier
    ),
    -- Summed by loaner and by day first: the week's and month's keys (date_trunc, to_char) are
    -- then worked out for the period's days, not for each of its 15,000 agreements.
    sums as (
      select grouping(vehicle_id, out_on) as g, vehicle_id, out_on, sum(agreements) as agreements,
        sum(served) as served, sum(days) as days, sum(uncovered_days) as uncovered_days,
        sum(insurer_billed) as insurer_billed, sum(customer_billed) as customer_billed,
        sum(collected) as collected, sum(written_off) as written_off
      from per group by grouping sets ((vehicle_id), (out_on))
    )
    select 'vehicle' as grouping, vehicle_id, null as week_start, null as month,
      served::int as agreements, days::int as days, uncovered_days::int as uncovered_days,
      insurer_billed::numeric(16, 2)::text as insurer_billed,
      customer_billed::numeric(16, 2)::text as customer_billed,
      collected::numeric(16, 2)::text as collected, written_off::numeric(16, 2)::text as written_off
    from sums where g = 1
    union all
    select
      case grouping(week_start, month) when 1 then 'week' when 2 then 'month' else 'total' end,
      null, to_char(week_start, 'YYYY-MM-DD'), month,
      coalesce(sum(agreements), 0)::int, coalesce(sum(days), 0)::int,
      coalesce(sum(uncovered_days), 0)::int,
      ${money(sql`insurer_billed`)}, ${money(sql`customer_billed`)},
      ${money(sql`collected`)}, ${money(sql`written_off`)}
    from (select sums.*, date_trunc('week', out_on)::date as week_start,
            to_char(out_on, 'YYYY-MM') as month from sums where g = 2) x
    group by grouping sets ((week_start), (month), ())`);
  return rowsOf<UtilisationSums>(result);
}

import { sql } from 'drizzle-orm';
import { rowsOf } from '../../platform/database/client';
import type { ShopContext } from '../../platform/request-context';
import { shownVehicles, vehicleTypes, vehicleVehicleTypes, vehicles } from '../vehicles';
import { visibleAgreements } from './loaners.agreements.repository';
import { loanAgreements } from './loaners.tables';

/**
 * The utilisation report's two statements (docs/api.md "Loaner money"): the loaners, and the sums
 * of the agreements checked out in the period by loaner, by week, by month and in all (one
 * statement with grouping sets: the rows never leave PostgreSQL, only their sums).
 */

/** The period's days, both included, in the shop's zone. */
export type Period = { from: string; to: string };

/** Checked out from the period's first midnight up to the one after its last day, in the shop's zone. */
const checkedOutIn = (ctx: ShopContext, period: Period) => sql`${loanAgreements.checkedOutAt}
  >= (${period.from}::date)::timestamp at time zone ${ctx.timeZone}
  and ${loanAgreements.checkedOutAt} < (${period.to}::date + 1)::timestamp at time zone ${ctx.timeZone}`;

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
             and ${checkedOutIn(ctx, period)}))
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
        coalesce(${a.returnedDays}, case when ${a.dayRule} = 'calendar'
          then greatest(1, (coalesce(${a.checkedInAt}, now()) at time zone ${tz})::date
                 - (${a.checkedOutAt} at time zone ${tz})::date + 1)
          else greatest(1, ceil((extract(epoch from coalesce(${a.checkedInAt}, now()))
                 - extract(epoch from ${a.checkedOutAt}) - ${a.graceMinutes} * 60) / 86400))::int
        end) as days,
        ${a.authorizedDays} as authorized,
        coalesce(${a.insurerDaysAmount}, 0) + ${a.insurerCharged} as insurer_billed,
        ${a.customerCharged} as customer_billed,
        ${a.insurerPaid} + ${a.customerPaid} - ${a.writtenOff} as collected,
        ${a.writtenOff} as written_off
      from ${a}
      where ${a.shopId} = ${ctx.shopId} and ${checkedOutIn(ctx, period)}
        and ${a.status} <> 'cancelled' ${visible ? sql`and ${visible}` : sql``}
    ),
    per as (select ag.*, least(ag.days, ag.authorized) as covered from ag),
    -- Summed by loaner and by day first: the week's and month's keys (date_trunc, to_char) are
    -- then worked out for the period's days, not for each of its 15,000 agreements.
    sums as (
      select grouping(vehicle_id, out_on) as g, vehicle_id, out_on, count(*) as agreements,
        sum(days) as days, sum(days - covered) as uncovered_days,
        sum(insurer_billed) as insurer_billed, sum(customer_billed) as customer_billed,
        sum(collected) as collected, sum(written_off) as written_off
      from per group by grouping sets ((vehicle_id), (out_on))
    )
    select 'vehicle' as grouping, vehicle_id, null as week_start, null as month,
      agreements::int as agreements, days::int as days, uncovered_days::int as uncovered_days,
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

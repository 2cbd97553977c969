import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BoardState } from '@fleetdesk/contract/loaners';
import { rowsOf } from '../../platform/database/client';
import { jsonObjectTextSql } from '../../platform/database/json-rows';
import type { ShopContext } from '../../platform/request-context';
import { issues } from '../issues';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from '../vehicles';
import { loanAgreementSegments } from './loaners.segments.tables';
import { loanAgreements, loanerCustomers } from './loaners.tables';

/**
 * The availability board in three statements whatever the number of loaners: the loaners, the
 * state of those lent or booked now, and each loaner's bars in the window as json text. Each is
 * one index read of the shop; the service joins the three by vehicle (a join in SQL is planned
 * as a nested loop of 200 by 200 rows: the shop filter and the row-level security policy,
 * counted as two, make the planner expect one loaner).
 */

/** The shop's loaners that are not archived, by description: the type's links read once. */
export function boardLoaners(ctx: ShopContext) {
  const loanerLinks = ctx.db
    .select({ vehicleId: vehicleVehicleTypes.vehicleId })
    .from(vehicleVehicleTypes)
    .where(
      and(
        eq(vehicleVehicleTypes.shopId, ctx.shopId),
        eq(
          vehicleVehicleTypes.vehicleTypeId,
          sql`(select ${vehicleTypes.id} from ${vehicleTypes} where ${vehicleTypes.name} = 'loaner')`,
        ),
      ),
    );
  return ctx.db
    .select({
      id: vehicles.id,
      vin: vehicles.vin,
      description: vehicles.description,
      licensePlate: vehicles.licensePlate,
      // Why it may not be lent: the oldest open out-of-service issue's title (issue 34 §3). The
      // outer row is named in full: a one-table select writes its own columns unqualified.
      outOfService: sql<string | null>`(select i.title from ${issues} i
        where i.shop_id = ${vehicles}.shop_id and i.vehicle_id = ${vehicles}.id
          and i.status = 'open' and i.out_of_service order by i.id limit 1)`,
    })
    .from(vehicles)
    .where(
      and(
        eq(vehicles.shopId, ctx.shopId),
        eq(vehicles.isArchived, false),
        sql`${vehicles.id} = any(array(${loanerLinks}))`,
      ),
    )
    .orderBy(asc(vehicles.description), asc(vehicles.id));
}

const a = loanAgreements;

/**
 * The loaners not available now: overdue (out past its due time), out, reserved (a reservation
 * that has begun or begins today and is not over). `current_date` is the shop's day (the
 * session's time zone). The others are available.
 */
export function boardStates(ctx: ShopContext) {
  return ctx.db
    .select({
      vehicleId: a.vehicleId,
      state: sql<Exclude<BoardState, 'available'>>`case
        when bool_or(${a.status} = 'out' and ${a.dueAt} < now()) then 'overdue'
        when bool_or(${a.status} = 'out') then 'out'
        else 'reserved' end`,
    })
    .from(a)
    .where(
      and(
        eq(a.shopId, ctx.shopId),
        or(
          eq(a.status, 'out'),
          and(
            eq(a.status, 'reserved'),
            sql`${a.dueAt} > now()`,
            sql`${a.startsAt} < (current_date + 1)::timestamptz`,
          ),
        ),
      ),
    )
    .groupBy(a.vehicleId);
}

/** An instant as json text the way the reply writes it (toISOString's form), or null. */
const isoJson = (column: SQLWrapper) =>
  sql`coalesce('"' || to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') || '"', 'null')`;

/** A bar's json text: the agreement's, with the times and neighbours of the car's own stretch. */
const barJson = (stretch: { out: SQLWrapper; in: SQLWrapper; from: SQL; to: SQL }) =>
  jsonObjectTextSql({
    id: sql`${a.id}::text`,
    number: sql`to_json(${a.number})::text`,
    status: sql`to_json(${a.status})::text`,
    starts_at: isoJson(a.startsAt),
    due_at: isoJson(a.dueAt),
    checked_out_at: isoJson(stretch.out),
    checked_in_at: isoJson(stretch.in),
    customer_name: sql`to_json(${loanerCustomers.firstName} || ' ' || ${loanerCustomers.lastName})::text`,
    // The contract's shortOfCompletion on the kept coverage_ends_on (loaners.coverage.ts).
    short_of_completion: sql`coalesce((${a.expectedCompletionOn} > ${a.coverageEndsOn})::text, 'false')`,
    swapped_from: sql`coalesce(${stretch.from}, 'null')`,
    swapped_to: sql`coalesce(${stretch.to}, 'null')`,
  });

const s = loanAgreementSegments;

/** A car's name as json text: its plate, else its VIN. */
const carJson = (vehicleId: SQLWrapper) =>
  sql`(select to_json(coalesce(nullif(${vehicles.licensePlate}, ''), ${vehicles.vin}))::text
    from ${vehicles} where ${vehicles.shopId} = ${a.shopId} and ${vehicles.id} = ${vehicleId})`;

/** The car of the agreement's segment that closed last at or before `at` (the car before a swap). */
const carBefore = (at: SQLWrapper, except: SQL = sql`true`) =>
  carJson(sql`(select p.vehicle_id from ${s} p where p.shop_id = ${a.shopId}
    and p.agreement_id = ${a.id} and p.checked_in_at <= ${at} and ${except}
    order by p.checked_in_at desc, p.id desc limit 1)`);

/**
 * Where an agreement's bar on the car out now begins and ends: a reservation over its period;
 * once out, from the check-out (or the last change of loaner) to the check-in, or to its due time
 * or now, whichever is later, while still out.
 */
const barStart = sql`coalesce(${a.swappedAt}, ${a.checkedOutAt}, ${a.startsAt})`;
const barEnd = sql`case ${a.status}
  when 'out' then greatest(${a.dueAt}, now())
  when 'returned' then coalesce(${a.checkedInAt}, ${a.dueAt})
  else ${a.dueAt} end`;

/**
 * Each vehicle's bars touching the window, by start, as the text of a json array's items. The
 * window is whole days in the shop's time zone (the request's): [from 00:00, to + 1 00:00).
 * The agreements are read from three index ranges (loan_agreements_status_idx and
 * _status_checked_in_idx, migration 0030): the ones out now, the reserved ones due from the
 * window's start on, the returned ones checked in from then on (or, never so in practice,
 * without a check-in time); each on the car out now. The earlier cars of a changed loaner
 * (segments closed from the window's start on: _checked_in_idx, migration 0050) are drawn on
 * their own rows, from their check-out to the swap.
 */
export async function boardBars(
  ctx: ShopContext,
  from: string,
  to: string,
): Promise<Map<number, string>> {
  const windowStart = sql`${from}::date::timestamptz`;
  const windowEnd = sql`(${to}::date + 1)::timestamptz`;
  const ofShop: SQL = sql`${a.shopId} = ${ctx.shopId}`;
  const touching = sql`(
    select * from ${a} where ${ofShop} and ${a.status} = 'out'
    union all
    select * from ${a} where ${ofShop} and ${a.status} = 'reserved' and ${a.dueAt} >= ${windowStart}
    union all
    select * from ${a} where ${ofShop} and ${a.status} = 'returned'
      and (${a.checkedInAt} >= ${windowStart} or ${a.checkedInAt} is null)
  ) as ${a}`;
  const customer = sql`join ${loanerCustomers} on ${loanerCustomers.shopId} = ${a.shopId}
    and ${loanerCustomers.id} = ${a.customerId}`;
  const current = barJson({
    out: sql`coalesce(${a.swappedAt}, ${a.checkedOutAt})`,
    in: a.checkedInAt,
    from: sql`case when ${a.swappedAt} is not null then ${carBefore(a.swappedAt)} end`,
    to: sql`null`,
  });
  const earlier = barJson({
    out: s.checkedOutAt,
    in: s.checkedInAt,
    from: carBefore(s.checkedOutAt, sql`p.id <> ${s.id}`),
    // The next segment's car, else the car out now.
    to: sql`coalesce(${carJson(sql`(select n.vehicle_id from ${s} n where n.shop_id = ${a.shopId}
      and n.agreement_id = ${a.id} and n.checked_out_at >= ${s.checkedInAt} and n.id <> ${s.id}
      order by n.checked_out_at, n.id limit 1)`)}, ${carJson(a.vehicleId)})`,
  });
  const result = await ctx.db.execute(sql`
    select vehicle_id, string_agg(bar, ',' order by start, id) as bars from (
      select ${a.vehicleId} as vehicle_id, ${barStart} as start, ${a.id} as id, ${current} as bar
      from ${touching} ${customer}
      where ${barStart} < ${windowEnd} and ${barEnd} >= ${windowStart}
      union all
      select ${s.vehicleId}, ${s.checkedOutAt}, ${a.id}, ${earlier}
      from ${s} join ${a} on ${a.shopId} = ${s.shopId} and ${a.id} = ${s.agreementId} ${customer}
      where ${s.shopId} = ${ctx.shopId} and ${s.checkedInAt} >= ${windowStart}
        and ${s.checkedOutAt} < ${windowEnd}
    ) bars group by vehicle_id`);
  return new Map(
    rowsOf<{ vehicle_id: number; bars: string }>(result).map((r) => [r.vehicle_id, r.bars]),
  );
}

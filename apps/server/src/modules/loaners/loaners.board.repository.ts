import { and, asc, eq, or, sql, type SQL, type SQLWrapper } from 'drizzle-orm';
import type { BoardState } from '@fleetdesk/contract/loaners';
import { jsonObjectTextSql } from '../../platform/database/json-rows';
import type { ShopContext } from '../../platform/request-context';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from '../vehicles';
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

const barJson = jsonObjectTextSql({
  id: sql`${a.id}::text`,
  number: sql`to_json(${a.number})::text`,
  status: sql`to_json(${a.status})::text`,
  starts_at: isoJson(a.startsAt),
  due_at: isoJson(a.dueAt),
  checked_out_at: isoJson(a.checkedOutAt),
  checked_in_at: isoJson(a.checkedInAt),
  customer_name: sql`to_json(${loanerCustomers.firstName} || ' ' || ${loanerCustomers.lastName})::text`,
  // The contract's shortOfCompletion on the kept coverage_ends_on (loaners.coverage.ts).
  short_of_completion: sql`coalesce((${a.expectedCompletionOn} > ${a.coverageEndsOn})::text, 'false')`,
});

/**
 * Where an agreement's bar begins and ends: a reservation over its period; once out, from the
 * check-out to the check-in, or to its due time or now, whichever is later, while still out.
 */
const barStart = sql`coalesce(${a.checkedOutAt}, ${a.startsAt})`;
const barEnd = sql`case ${a.status}
  when 'out' then greatest(${a.dueAt}, now())
  when 'returned' then coalesce(${a.checkedInAt}, ${a.dueAt})
  else ${a.dueAt} end`;

/**
 * Each vehicle's bars touching the window, by start, as the text of a json array's items. The
 * window is whole days in the shop's time zone (the request's): [from 00:00, to + 1 00:00).
 * Read from three index ranges (loan_agreements_status_idx and _status_checked_in_idx, migration
 * 0030): the ones out now, the reserved ones due from the window's start on, the returned ones
 * checked in from then on (or, never so in practice, without a check-in time).
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
  // Drizzle checks a column's table is in the query: the union reads as that table through sql.
  const vehicleId = sql<number>`${a.vehicleId}`;
  const rows = await ctx.db
    .select({
      vehicleId,
      bars: sql<string>`string_agg(${barJson}, ',' order by ${barStart}, ${a.id})`,
    })
    .from(touching)
    .innerJoin(
      loanerCustomers,
      and(eq(loanerCustomers.shopId, a.shopId), eq(loanerCustomers.id, a.customerId)),
    )
    .where(and(sql`${barStart} < ${windowEnd}`, sql`${barEnd} >= ${windowStart}`))
    .groupBy(vehicleId);
  return new Map(rows.map((r) => [r.vehicleId, r.bars]));
}

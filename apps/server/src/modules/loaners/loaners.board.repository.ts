import { and, asc, eq, sql, type SQLWrapper } from 'drizzle-orm';
import { fromJsonRows, jsonRowsSql } from '../../platform/database/json-rows';
import type { ShopContext } from '../../platform/request-context';
import { vehicleTypes, vehicleVehicleTypes, vehicles } from '../vehicles';
import { loanAgreements, loanerCustomers } from './loaners.tables';

/**
 * The availability board in one statement: the shop's loaners that are not archived (through
 * the loaner type's index), each with its state now and, as a json array, its agreements whose
 * bar touches the window. Two correlated index scans per loaner (shop, vehicle, start).
 */

/** An instant as the reply writes it (ISO 8601 in UTC, as toISOString): no Date per value in JS. */
const iso = (column: SQLWrapper) =>
  sql<string | null>`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

const agreementFields = {
  id: loanAgreements.id,
  number: loanAgreements.number,
  status: loanAgreements.status,
  startsAt: iso(loanAgreements.startsAt),
  dueAt: iso(loanAgreements.dueAt),
  checkedOutAt: iso(loanAgreements.checkedOutAt),
  checkedInAt: iso(loanAgreements.checkedInAt),
  customerName: sql<string>`${loanerCustomers.firstName} || ' ' || ${loanerCustomers.lastName}`,
};
export type BoardAgreementRow = {
  id: number;
  number: string;
  status: string;
  startsAt: string;
  dueAt: string;
  checkedOutAt: string | null;
  checkedInAt: string | null;
  customerName: string;
};

/**
 * Where an agreement's bar begins and ends: a reservation over its period; once out, from the
 * check-out to the check-in, or to its due time or now, whichever is later, while still out.
 */
const barStart = sql`coalesce(${loanAgreements.checkedOutAt}, ${loanAgreements.startsAt})`;
const barEnd = sql`case ${loanAgreements.status}
  when 'out' then greatest(${loanAgreements.dueAt}, now())
  when 'returned' then coalesce(${loanAgreements.checkedInAt}, ${loanAgreements.dueAt})
  else ${loanAgreements.dueAt} end`;

const ofVehicle = and(
  eq(loanAgreements.shopId, vehicles.shopId),
  eq(loanAgreements.vehicleId, vehicles.id),
);

/**
 * The state now: overdue (out past its due time), out, reserved (a reservation that has begun or
 * begins today and is not over), else available. `endOfToday` is the shop's midnight tonight.
 */
const stateSql = (endOfToday: unknown) => sql<string>`coalesce((
  select case
    when bool_or(${loanAgreements.status} = 'out' and ${loanAgreements.dueAt} < now()) then 'overdue'
    when bool_or(${loanAgreements.status} = 'out') then 'out'
    when bool_or(${loanAgreements.status} = 'reserved' and ${loanAgreements.startsAt} < ${endOfToday}
      and ${loanAgreements.dueAt} > now()) then 'reserved'
  end
  from ${loanAgreements}
  where ${ofVehicle} and ${loanAgreements.status} in ('reserved', 'out')), 'available')`;

/** The window is whole days in the shop's time zone (the request's): [from 00:00, to + 1 00:00). */
export async function boardRows(ctx: ShopContext, from: string, to: string) {
  const windowStart = sql`${from}::date::timestamptz`;
  const windowEnd = sql`(${to}::date + 1)::timestamptz`;
  const endOfToday = sql`(current_date + 1)::timestamptz`;
  // A loaner's agreements that may touch the window, read from two index ranges rather than its
  // whole history: the ones out now, and the reserved or returned ones whose bar ends (check-in,
  // else due) at or after the window's start (loan_agreements_vehicle_end_idx).
  const touching = sql`(
    select * from ${loanAgreements} where ${ofVehicle} and ${loanAgreements.status} = 'out'
    union all
    select * from ${loanAgreements} where ${ofVehicle}
      and ${loanAgreements.status} in ('reserved', 'returned')
      and coalesce(${loanAgreements.checkedInAt}, ${loanAgreements.dueAt}) >= ${windowStart}
  ) as ${loanAgreements}`;
  const agreements = jsonRowsSql(
    agreementFields,
    sql`from ${touching}
      join ${loanerCustomers} on ${loanerCustomers.shopId} = ${loanAgreements.shopId}
        and ${loanerCustomers.id} = ${loanAgreements.customerId}
      where ${barStart} < ${windowEnd} and ${barEnd} >= ${windowStart}
      order by ${barStart}, ${loanAgreements.id}`,
  );
  const rows = await ctx.db
    .select({
      vin: vehicles.vin,
      description: vehicles.description,
      licensePlate: vehicles.licensePlate,
      state: stateSql(endOfToday),
      agreements,
    })
    .from(vehicleVehicleTypes)
    .innerJoin(
      vehicles,
      and(
        eq(vehicles.shopId, vehicleVehicleTypes.shopId),
        eq(vehicles.id, vehicleVehicleTypes.vehicleId),
      ),
    )
    .where(
      and(
        eq(vehicleVehicleTypes.shopId, ctx.shopId),
        eq(
          vehicleVehicleTypes.vehicleTypeId,
          sql`(select ${vehicleTypes.id} from ${vehicleTypes} where ${vehicleTypes.name} = 'loaner')`,
        ),
        eq(vehicles.isArchived, false),
      ),
    )
    .orderBy(asc(vehicles.description), asc(vehicles.id));
  return rows.map((r) => ({
    ...r,
    agreements: fromJsonRows<BoardAgreementRow>(agreementFields, r.agreements),
  }));
}
export type BoardRow = Awaited<ReturnType<typeof boardRows>>[number];

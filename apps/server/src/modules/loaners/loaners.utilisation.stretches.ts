import { sql, type SQL } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { visibleVehicleRecords } from '../vehicles';
import { visibleAgreements } from './loaners.agreements.repository';
import { loanAgreementSegments } from './loaners.segments.tables';
import { loanAgreements } from './loaners.tables';

/**
 * The utilisation report's share of a changed loaner (docs/api.md "Loaner utilisation"): each car
 * an agreement lent gets the days of its own stretch. A stretch's days are the agreement's days
 * counted up to the stretch's end less those counted up to its start, both from the loan's
 * check-out under the agreement's own day rule: the differences add up to the agreement's days
 * under either rule, whatever the times of the swaps (no day twice, none lost).
 */

/** The period's days, both included, in the shop's zone. */
export type Period = { from: string; to: string };

const a = loanAgreements;
const s = loanAgreementSegments;

/** Checked out from the period's first midnight up to the one after its last day, in the shop's zone. */
export const checkedOutIn = (ctx: ShopContext, period: Period) => sql`${a.checkedOutAt}
  >= (${period.from}::date)::timestamp at time zone ${ctx.timeZone}
  and ${a.checkedOutAt} < (${period.to}::date + 1)::timestamp at time zone ${ctx.timeZone}`;

/**
 * The agreement's days from its check-out up to `until` (the contract's loanDays): `24h`
 * max(1, ceil((until − out − grace) / 24 h)); `calendar` the shop's dates from out to until.
 */
export const daysFromCheckOut = (ctx: ShopContext, until: SQL) => sql`case
  when ${a.dayRule} = 'calendar'
    then greatest(1, (${until} at time zone ${ctx.timeZone})::date
      - (${a.checkedOutAt} at time zone ${ctx.timeZone})::date + 1)
  else greatest(1, ceil((extract(epoch from ${until}) - extract(epoch from ${a.checkedOutAt})
      - ${a.graceMinutes} * 60) / 86400))::int end`;

/** The days counted up to `at`: none at the check-out itself (where the first stretch starts). */
const daysUpTo = (ctx: ShopContext, at: SQL) =>
  sql`(case when ${at} <= ${a.checkedOutAt} then 0 else ${daysFromCheckOut(ctx, at)} end)`;

/**
 * The earlier cars of the period's agreements (a segment each, closed at a swap; its check-in is
 * after the agreement's check-out, so the period's start bounds both). `columns` picks what to read.
 */
function periodSegments(ctx: ShopContext, period: Period, columns: SQL) {
  const visible = visibleAgreements(ctx);
  return sql`select ${columns}
    from ${s} join ${a} on ${a.shopId} = ${s.shopId} and ${a.id} = ${s.agreementId}
    where ${s.shopId} = ${ctx.shopId} and ${a.shopId} = ${ctx.shopId}
      and ${s.checkedInAt} >= (${period.from}::date)::timestamp at time zone ${ctx.timeZone}
      and ${checkedOutIn(ctx, period)} and ${a.status} <> 'cancelled'
      ${visible ? sql`and ${visible}` : sql``}`;
}

/** The vehicles the period's agreements lent before their loaner was changed. */
export const earlierCarsOf = (ctx: ShopContext, period: Period) =>
  periodSegments(ctx, period, sql`${s.vehicleId}`);

/**
 * Each earlier stretch of the period's agreements: `vehicle_id` (that car) and `current_id` (the
 * car out last, which the agreement's days are counted on), the agreement's `out_on`, the
 * stretch's `days`, `served` (1 the first time the agreement lent that car, unless it is the car
 * out last: a car counts an agreement once) and `shown` (the member may see that car).
 */
export function earlierStretches(ctx: ShopContext, period: Period) {
  const shown = visibleVehicleRecords(ctx, s.vehicleId);
  return periodSegments(
    ctx,
    period,
    sql`${s.vehicleId} as vehicle_id, ${a.vehicleId} as current_id,
      (${a.checkedOutAt} at time zone ${ctx.timeZone})::date as out_on,
      ${daysUpTo(ctx, sql`${s.checkedInAt}`)} - ${daysUpTo(ctx, sql`${s.checkedOutAt}`)} as days,
      (row_number() over (partition by ${s.agreementId}, ${s.vehicleId}
        order by ${s.checkedInAt}, ${s.id}) = 1 and ${s.vehicleId} <> ${a.vehicleId})::int as served,
      ${shown ?? sql`true`} as shown`,
  );
}

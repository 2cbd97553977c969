import { and, eq, sql } from 'drizzle-orm';
import type { ShopContext } from '../../platform/request-context';
import { mileageLogs } from '../mileage';
import { vehicles } from '../vehicles';
import { loanAgreementSegments } from './loaners.segments.tables';
import { loanAgreements } from './loaners.tables';

/** Queries of the cars an agreement lent before a change of loaner (loan_agreement_segments). */

/** A closed segment as the agreement row's JSON gives it (times as PostgreSQL writes them). */
export type EarlierSegment = {
  vehicle_vin: string;
  license_plate: string;
  checked_out_at: string;
  odometer_out: number;
  fuel_out: number;
  checked_in_at: string;
  odometer_in: number;
  fuel_in: number;
};

/**
 * The agreement's closed segments, oldest first, as a column of its row: read in the row's own
 * statement, so an agreement takes as many statements to read as before swaps existed.
 */
export const earlierSegments = sql<EarlierSegment[] | string | null>`(select json_agg(
    json_build_object('vehicle_vin', v.vin, 'license_plate', v.license_plate,
      'checked_out_at', s.checked_out_at, 'odometer_out', s.odometer_out, 'fuel_out', s.fuel_out,
      'checked_in_at', s.checked_in_at, 'odometer_in', s.odometer_in, 'fuel_in', s.fuel_in)
    order by s.checked_in_at, s.id)
  from ${loanAgreementSegments} s
  join ${vehicles} v on v.shop_id = s.shop_id and v.id = s.vehicle_id
  where s.shop_id = ${loanAgreements.shopId} and s.agreement_id = ${loanAgreements.id})`;

/** The column as the driver hands it: parsed JSON (node-postgres), or its text. */
export function earlierSegmentsOf(value: EarlierSegment[] | string | null): EarlierSegment[] {
  if (value === null) return [];
  return typeof value === 'string' ? (JSON.parse(value) as EarlierSegment[]) : value;
}

/** Closes the car out until a change of loaner (the agreement keeps the one out now). */
export async function insertSegment(
  ctx: ShopContext,
  values: Omit<typeof loanAgreementSegments.$inferInsert, 'id' | 'shopId'>,
): Promise<void> {
  await ctx.db.insert(loanAgreementSegments).values({ ...values, shopId: ctx.shopId });
}

/** The shop's day of the vehicle's newest reading (the session's time zone is the shop's). */
export async function lastReadingOn(ctx: ShopContext, vehicleId: number): Promise<string | null> {
  const [row] = await ctx.db
    .select({
      on: sql<string | null>`to_char(max(${mileageLogs.dateRecorded}), 'YYYY-MM-DD')`,
    })
    .from(mileageLogs)
    .where(and(eq(mileageLogs.shopId, ctx.shopId), eq(mileageLogs.vehicleId, vehicleId)));
  return row?.on ?? null;
}

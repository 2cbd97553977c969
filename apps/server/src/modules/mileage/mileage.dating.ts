import { MILEAGE_MESSAGES } from '@fleetdesk/contract/mileage';
import { sql, type SQL } from 'drizzle-orm';
import { fieldError } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { shopDayOf } from '../../platform/shop-day';
import * as repo from './mileage.repository';

/** A reading's moment: now (`at` absent), or an earlier one, with the shop's day it falls on. */
export type ReadingMoment = { at?: SQL; day: string };

/**
 * When a reading was taken (docs/api.md, dated readings). A day is noon of it on the shop's
 * clock, and today is now (noon may be ahead of the clock); nothing may be dated in the future.
 */
export function readingMoment(
  ctx: ShopContext,
  when: { day: string } | { instant: string } | undefined,
  field = 'date_recorded',
): ReadingMoment {
  const now = new Date();
  const today = shopDayOf(ctx.timeZone, now);
  if (when === undefined) return { day: today };
  if ('instant' in when) {
    // A minute's grace for a phone's clock a little ahead of the server's.
    if (Date.parse(when.instant) > now.getTime() + 60_000)
      throw fieldError(field, MILEAGE_MESSAGES.dateInFuture);
    return { at: sql`${when.instant}::timestamptz`, day: shopDayOf(ctx.timeZone, when.instant) };
  }
  if (when.day > today) throw fieldError(field, MILEAGE_MESSAGES.dateInFuture);
  if (when.day === today) return { day: today };
  return {
    at: sql`(${when.day}::date + time '12:00') at time zone ${ctx.timeZone}`,
    day: when.day,
  };
}

/**
 * Whether a reading fits the vehicle's readings at its moment: not below the one before it, not
 * above the one after (a reading of now has none after: the current mileage is the one before).
 * Returns the refusal's words, or null, and whether it is the newest reading.
 */
export async function fitOfReading(
  ctx: ShopContext,
  vehicle: { id: number; currentMileage: number | null },
  mileage: number,
  moment: ReadingMoment,
): Promise<{ misfit: string | null; newest: boolean }> {
  if (moment.at === undefined) {
    const current = vehicle.currentMileage;
    const misfit =
      current !== null && mileage < current
        ? MILEAGE_MESSAGES.lowerReading(mileage, current)
        : null;
    return { misfit, newest: true };
  }
  const { before, after } = await repo.readingsAround(ctx, vehicle.id, moment.at);
  const misfit =
    before && mileage < before.mileage
      ? MILEAGE_MESSAGES.lowerThanEarlier(mileage, before.mileage, before.day)
      : after && mileage > after.mileage
        ? MILEAGE_MESSAGES.higherThanLater(mileage, after.mileage, after.day)
        : null;
  return { misfit, newest: after === null };
}

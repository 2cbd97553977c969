import { daysBetween } from './vehicle-status';

/**
 * More miles a day than a loaner is driven: a reading that far beyond the last one is far more
 * likely a slip (an extra digit) than a trip, so it is asked to be confirmed (docs/api.md).
 */
export const MAX_MILES_PER_DAY = 5_000;

/** A vehicle's last odometer reading and the shop's day it was recorded (null: not known). */
export type LastOdometer = { reading: number; recorded_on: string | null };

/**
 * How far `reading` jumps beyond the last reading when that is more than MAX_MILES_PER_DAY for
 * each day since the reading's day (at least one), else null. `today` is the shop's day.
 */
export function odometerJump(
  last: LastOdometer | null,
  reading: number,
  today: string,
): { miles: number; days: number } | null {
  if (last === null) return null;
  const days = Math.max(1, last.recorded_on === null ? 1 : daysBetween(last.recorded_on, today));
  const miles = reading - last.reading;
  return miles > days * MAX_MILES_PER_DAY ? { miles, days } : null;
}

import { addDays } from './financing-dates';
import { daysBetween } from './vehicle-status';

/**
 * Maintenance schedules (issue 26): "every 5,000 miles or 6 months, whichever first". The same
 * arithmetic runs in SQL for the due list (migration 0028, `fleetdesk_maintenance_refresh`);
 * a server test holds the two together.
 */

/** A schedule is due soon within 14 days or 500 miles of its next due. */
export const MAINTENANCE_DUE_SOON_DAYS = 14;
export const MAINTENANCE_DUE_SOON_MILES = 500;
/** The odometer trend reads the readings of the 180 days up to a vehicle's newest one. */
export const MILEAGE_TREND_DAYS = 180;

export type MaintenanceState = 'overdue' | 'due_soon' | 'ok';

export type LastDone = {
  lastDoneOn: string;
  lastDoneMileage: number | null;
  intervalDays: number | null;
  intervalMiles: number | null;
};

/** The next due by date and by mileage, each counted from when it was last done. */
export function nextDue(s: LastDone): { dueDate: string | null; dueMileage: number | null } {
  return {
    dueDate: s.intervalDays === null ? null : addDays(s.lastDoneOn, s.intervalDays),
    dueMileage:
      s.intervalMiles === null || s.lastDoneMileage === null
        ? null
        : s.lastDoneMileage + s.intervalMiles,
  };
}

/** A reading: its calendar day (`YYYY-MM-DD`, the shop's) and the odometer. */
export type Reading = { day: string; mileage: number };
/** Miles a day, and the fitted odometer on 1970-01-01 (days count from there). */
export type MileageTrend = { milesPerDay: number; intercept: number };

const dayNumber = (day: string) => daysBetween('1970-01-01', day);

/**
 * Least squares over the readings of the 180 days up to the newest: no trend with fewer than two
 * days, or an odometer that does not go up (a forecast needs miles to be driven).
 */
export function mileageTrend(readings: readonly Reading[]): MileageTrend | null {
  if (readings.length < 2) return null;
  const newest = Math.max(...readings.map((r) => dayNumber(r.day)));
  const points = readings
    .map((r) => ({ x: dayNumber(r.day), y: r.mileage }))
    .filter((p) => p.x >= newest - MILEAGE_TREND_DAYS);
  const n = points.length;
  const meanX = points.reduce((s, p) => s + p.x, 0) / n;
  const meanY = points.reduce((s, p) => s + p.y, 0) / n;
  const sxx = points.reduce((s, p) => s + (p.x - meanX) ** 2, 0);
  if (n < 2 || sxx === 0) return null;
  const slope = points.reduce((s, p) => s + (p.x - meanX) * (p.y - meanY), 0) / sxx;
  if (!(slope > 0)) return null;
  return { milesPerDay: slope, intercept: meanY - slope * meanX };
}

/** Forecasts stop at day 100,000 (the year 2243): a crawl of a trend forecasts nothing sooner. */
const FORECAST_LAST_DAY = 100_000;

/**
 * The day the trend reaches `dueMileage` (the first whole day at or past it; the day is rounded
 * to a millionth first, as SQL does, so two float orders of summing agree).
 */
export function forecastDate(trend: MileageTrend | null, dueMileage: number | null): string | null {
  if (trend === null || dueMileage === null) return null;
  const day = Math.round(((dueMileage - trend.intercept) / trend.milesPerDay) * 1e6) / 1e6;
  return addDays('1970-01-01', Math.min(Math.max(Math.ceil(day), 0), FORECAST_LAST_DAY));
}

/**
 * Overdue once the due date has passed or the odometer has gone past the due mileage; due soon
 * when the date, the forecast date or the mileage is within 14 days or 500 miles (a forecast
 * that has passed is still only due soon: the odometer says whether the miles were driven).
 */
export function maintenanceState(
  due: { dueDate: string | null; dueMileage: number | null; forecastDate: string | null },
  currentMileage: number | null,
  today: string,
): MaintenanceState {
  const milesLeft =
    due.dueMileage !== null && currentMileage !== null ? due.dueMileage - currentMileage : null;
  if ((due.dueDate !== null && due.dueDate < today) || (milesLeft !== null && milesLeft < 0))
    return 'overdue';
  const soon = (date: string | null) =>
    date !== null && daysBetween(today, date) <= MAINTENANCE_DUE_SOON_DAYS;
  if (
    soon(due.dueDate) ||
    soon(due.forecastDate) ||
    (milesLeft !== null && milesLeft <= MAINTENANCE_DUE_SOON_MILES)
  )
    return 'due_soon';
  return 'ok';
}

/**
 * A mileage forecast whose day has gone by: the trend said the due mileage would be reached, and
 * no reading says it was. Screens say so in words rather than showing the day as a due date.
 */
export const forecastPassed = (forecastDate: string | null, today: string): boolean =>
  forecastDate !== null && forecastDate < today;

/** Two schedules are "the same" when their names match ignoring case and spaces around, and their types. */
export const scheduleKey = (s: { name: string; serviceType: string }) =>
  `${s.name.trim().toLowerCase()}\u0000${s.serviceType}`;

/**
 * The schedules a vehicle keeps: its own, then its types' that no own schedule (nor an earlier
 * type schedule, by id) already names: a vehicle's own schedule overrides its type's.
 */
export function applicableSchedules<
  S extends { id: number; name: string; serviceType: string; ownVehicle: boolean },
>(schedules: readonly S[]): S[] {
  const seen = new Set<string>();
  const ordered = [...schedules].sort(
    (a, b) => Number(b.ownVehicle) - Number(a.ownVehicle) || a.id - b.id,
  );
  return ordered.filter((s) => {
    const key = scheduleKey(s);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

import { roundDiv } from '../money';
import { addDays, daysBetween } from './financing-dates';

/**
 * The calendar and ratio arithmetic of the loaner utilisation report (docs/api.md "Loaner
 * money"): whole days and integer division only, so the server's figures and the web's never
 * differ by a float's rounding.
 */

/** The widest period the report answers: a leap year. */
export const UTILISATION_MAX_DAYS = 366;

/** `part / whole` with one decimal place, rounded half away from zero ("0.0" when whole is 0). */
export function ratioOneDecimal(part: bigint | number, whole: bigint | number): string {
  const w = BigInt(whole);
  if (w === 0n) return '0.0';
  const tenths = roundDiv(BigInt(part) * 10n, w);
  const sign = tenths < 0n ? '-' : '';
  const abs = tenths < 0n ? -tenths : tenths;
  return `${sign}${abs / 10n}.${abs % 10n}`;
}

/** `part / whole` as a percentage with one decimal place: 7 of 9 → "77.8". */
export const percentOneDecimal = (part: bigint | number, whole: bigint | number) =>
  ratioOneDecimal(BigInt(part) * 100n, whole);

/** The Monday on or before `date` (YYYY-MM-DD): weeks start on Monday. */
export function weekStartOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** The Mondays of the weeks touching `from`..`to`, in order. */
export function weeksOf(from: string, to: string): string[] {
  const weeks: string[] = [];
  for (let w = weekStartOf(from); w <= to; w = addDays(w, 7)) weeks.push(w);
  return weeks;
}

/** The months (YYYY-MM) touching `from`..`to`, in order. */
export function monthsOf(from: string, to: string): string[] {
  const months: string[] = [];
  let [y, m] = from.split('-').map(Number) as [number, number];
  const last = to.slice(0, 7);
  for (;;) {
    const month = `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}`;
    if (month > last) return months;
    months.push(month);
    [y, m] = m === 12 ? [y + 1, 1] : [y, m + 1];
  }
}

/**
 * The days of `from`..`to` (both included) a loaner was not archived: up to and including the
 * day it was archived (it served part of that day), none when archived before the period.
 */
export function availableDays(from: string, to: string, archivedOn: string | null): number {
  const last = archivedOn !== null && archivedOn < to ? archivedOn : to;
  return last < from ? 0 : daysBetween(from, last) + 1;
}

/**
 * Each week's available days (the weeks of weeksOf) of a fleet: for each week, the sum over the
 * loaners of their available days in that week inside `from`..`to`. Loaners archived on the same
 * day count alike, so a week costs one sum per archiving day, not one per loaner: a year of 200
 * loaners is 54 weeks × a handful of days rather than 10,800 calendar sums (tens of ms).
 */
export function weeklyAvailableDays(
  from: string,
  to: string,
  archivedOns: readonly (string | null)[],
): number[] {
  const loanersArchivedOn = new Map<string | null, number>();
  for (const on of archivedOns) loanersArchivedOn.set(on, (loanersArchivedOn.get(on) ?? 0) + 1);
  return weeksOf(from, to).map((week) => {
    const first = week < from ? from : week;
    const sunday = addDays(week, 6);
    const last = sunday > to ? to : sunday;
    let days = 0;
    for (const [on, loaners] of loanersArchivedOn) days += loaners * availableDays(first, last, on);
    return days;
  });
}

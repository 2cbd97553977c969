import { daysBetween } from './vehicle-status';

/** Calendar arithmetic on `YYYY-MM-DD` strings (no time zones: a date is a date). */

export { daysBetween };

const parts = (d: string) => d.split('-').map(Number) as [number, number, number];
const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOf(year: number, month: number): number {
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

/** The date `months` months after `date`, on `day` (default: its own day), clamped to the month's end. */
export function addMonths(date: string, months: number, day?: number): string {
  const [y, m, d] = parts(date);
  const index = y * 12 + (m - 1) + months;
  const year = Math.floor(index / 12);
  const month = (index % 12) + 1;
  return `${String(year).padStart(4, '0')}-${pad(month)}-${pad(Math.min(day ?? d, lastDayOf(year, month)))}`;
}

export function addDays(date: string, days: number): string {
  const [y, m, d] = parts(date);
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export const dayOfMonth = (date: string) => parts(date)[2];

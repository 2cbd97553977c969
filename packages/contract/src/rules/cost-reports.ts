import { fromCents, roundDiv, toCents } from '../money';

/**
 * The cost report's calendar and arithmetic (docs/decisions/0021-cost-report-sums.md): the
 * report counts whole months of the shop's calendar, and money is summed in cents.
 */

/** The widest period the report answers, in months (five years). */
export const COST_REPORT_MAX_MONTHS = 60;

const ym = (date: string): [number, number] => {
  const [y, m] = date.split('-').map(Number);
  return [y!, m!];
};
const pad = (n: number) => String(n).padStart(2, '0');
const monthStart = (y: number, m: number) => `${y}-${pad(m)}-01`;

/** The last day of a month (month 1–12). */
function monthEnd(y: number, m: number): string {
  const days = new Date(Date.UTC(y, m, 0)).getUTCDate();
  return `${y}-${pad(m)}-${pad(days)}`;
}

/** The first day of each month from `from`'s month to `to`'s, in order. */
export function monthsOf(from: string, to: string): string[] {
  const [fy, fm] = ym(from);
  const [ty, tm] = ym(to);
  const out: string[] = [];
  for (let y = fy, m = fm; y < ty || (y === ty && m <= tm); m === 12 ? (y++, (m = 1)) : m++) {
    out.push(monthStart(y, m));
  }
  return out;
}

const MONTH_NAMES = [
  'Jan',
  'Feb',
  'Mar',
  'Apr',
  'May',
  'Jun',
  'Jul',
  'Aug',
  'Sep',
  'Oct',
  'Nov',
  'Dec',
];

/** `YYYY-MM` as "Mar 2025": a calendar month, in no zone. */
export function monthLabel(month: string): string {
  const [y, m] = ym(month);
  return `${MONTH_NAMES[m - 1]} ${y}`;
}

/** The period the report counts: from the first day of `from`'s month to the last of `to`'s. */
export function wholeMonths(from: string, to: string): { from: string; to: string } {
  const [fy, fm] = ym(from);
  const [ty, tm] = ym(to);
  return { from: monthStart(fy, fm), to: monthEnd(ty, tm) };
}

export type CostPreset =
  'this_month' | 'last_month' | 'this_quarter' | 'this_year' | 'last_12_months';

/** A preset period around the shop's `today` (YYYY-MM-DD). */
export function presetPeriod(preset: CostPreset, today: string): { from: string; to: string } {
  const [y, m] = ym(today);
  switch (preset) {
    case 'this_month':
      return wholeMonths(today, today);
    case 'last_month': {
      const [py, pm] = m === 1 ? [y - 1, 12] : [y, m - 1];
      return { from: monthStart(py, pm), to: monthEnd(py, pm) };
    }
    case 'this_quarter': {
      const first = m - ((m - 1) % 3);
      return { from: monthStart(y, first), to: monthEnd(y, first + 2) };
    }
    case 'this_year':
      return { from: monthStart(y, 1), to: monthEnd(y, 12) };
    case 'last_12_months': {
      const [sy, sm] = m === 12 ? [y, 1] : [y - 1, m + 1];
      return { from: monthStart(sy, sm), to: monthEnd(y, m) };
    }
  }
}

/** The money columns of a row, as decimal strings; financing and insurance null when hidden. */
export type CostSums = {
  service: string;
  fuel: string;
  financing: string | null;
  insurance: string | null;
  registration: string;
  miles: number;
};

/** The row's total (the hidden columns left out) and its cost per mile (null without miles). */
export function costFigures(s: CostSums): { total: string; cost_per_mile: string | null } {
  const parts = [s.service, s.fuel, s.financing, s.insurance, s.registration];
  const cents = parts.reduce<bigint>((sum, p) => (p === null ? sum : sum + toCents(p)), 0n);
  return {
    total: fromCents(cents),
    cost_per_mile: s.miles > 0 ? fromCents(roundDiv(cents, BigInt(s.miles))) : null,
  };
}

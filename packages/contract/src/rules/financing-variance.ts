import {
  FINANCING_CONSTANTS,
  type PaymentStatus,
  type VariancePeriod,
  type VarianceRow,
  type VarianceStatus,
} from '../financing';
import { addDays, addMonths, dayOfMonth, daysBetween } from './financing-dates';
import { fromCents, percentOf, toCents } from '../money';

/**
 * Payment variance and payment_status, exactly as docs/api.md fixes them (spec 2 section 4
 * leaves the rule open). The server stores what these return; the web shows it.
 */

export type ScheduleTerms = {
  start_date: string;
  end_date: string | null;
  monthly_payment: string;
};
export type PaymentFact = { payment_date: string; amount_paid: string };

const { amountTolerance, dayTolerance, lateThresholdDays, assignWindowDays } = FINANCING_CONSTANTS;

/**
 * Scheduled dates: the start date's day of month (clamped to the month's end), one month after
 * the start, then monthly, up to the end date (inclusive) and never past `until`.
 */
export function scheduledDates(start: string, end: string | null, until: string): string[] {
  const day = dayOfMonth(start);
  const last = end !== null && end < until ? end : until;
  const dates: string[] = [];
  for (let k = 1; ; k++) {
    const date = addMonths(start, k, day);
    if (date > last) return dates;
    dates.push(date);
  }
}

/** The first scheduled date on or after `today`, or null once the schedule has ended. */
export function nextDueDate(terms: ScheduleTerms, today: string): string | null {
  const from = today > terms.start_date ? today : terms.start_date;
  const [next] = scheduledDates(terms.start_date, terms.end_date, addMonths(from, 1, 31)).filter(
    (d) => d >= today,
  );
  return next ?? null;
}

/** The nearest scheduled date within the assignment window (a tie goes to the earlier). */
function nearest(dates: string[], paymentDate: string): string | null {
  let best: string | null = null;
  let bestGap = Infinity;
  for (const date of dates) {
    const gap = Math.abs(daysBetween(date, paymentDate));
    if (gap < bestGap) [best, bestGap] = [date, gap];
  }
  return bestGap <= assignWindowDays ? best : null;
}

function statusOf(daysVariance: number | null, variance: bigint): VarianceStatus {
  if (daysVariance === null) return 'missing';
  if (daysVariance > lateThresholdDays) return 'late';
  if (daysVariance < -dayTolerance) return 'early';
  if (variance < 0n) return 'underpaid';
  if (variance > 0n) return 'overpaid';
  return 'on-time';
}

/**
 * The month rows (oldest first) and the payments no scheduled date claims. A row exists for every
 * scheduled date that has a payment or whose date plus 5 days has passed.
 */
export function varianceRows<P extends PaymentFact>(
  terms: ScheduleTerms,
  payments: readonly P[],
  today: string,
): { rows: VarianceRow[]; unscheduled: P[] } {
  const latest = payments.reduce((max, p) => (p.payment_date > max ? p.payment_date : max), today);
  const dates = scheduledDates(terms.start_date, terms.end_date, addDays(latest, assignWindowDays));
  const claimed = new Map<string, P[]>();
  const unscheduled: P[] = [];
  for (const p of payments) {
    const date = nearest(dates, p.payment_date);
    if (date === null) unscheduled.push(p);
    else claimed.set(date, [...(claimed.get(date) ?? []), p]);
  }
  const scheduled = toCents(terms.monthly_payment);
  const tolerance = toCents(amountTolerance);
  const rows: VarianceRow[] = [];
  for (const date of dates) {
    const paid = claimed.get(date);
    if (!paid && daysBetween(addDays(date, dayTolerance), today) <= 0) continue;
    const actual = (paid ?? []).reduce((sum, p) => sum + toCents(p.amount_paid), 0n);
    // The row shows what was paid against the schedule to the cent; the tolerance only decides
    // its status (a cent short is still on time), so the rows add up to paid minus scheduled.
    const variance = actual - scheduled;
    const counted = variance <= tolerance && variance >= -tolerance ? 0n : variance;
    const actualDate = paid
      ? paid.reduce(
          (min, p) => (p.payment_date < min ? p.payment_date : min),
          paid[0]!.payment_date,
        )
      : null;
    const daysVariance = actualDate === null ? null : daysBetween(date, actualDate);
    rows.push({
      scheduled_date: date,
      scheduled_amount: fromCents(scheduled),
      actual_amount: fromCents(actual),
      actual_date: actualDate,
      variance: fromCents(variance),
      variance_percentage: percentOf(variance, scheduled),
      days_variance: daysVariance,
      status: statusOf(daysVariance, counted),
    });
  }
  return { rows, unscheduled };
}

/**
 * payment_status: overdue if any month is missing, else late if any month in the last 12 months
 * was late, else current. `late_count` counts those last-12-month late rows.
 */
export function paymentStatus(
  rows: readonly VarianceRow[],
  today: string,
  nextDue: string | null = null,
): PaymentStatus {
  const missing = rows.filter((r) => r.status === 'missing');
  const yearAgo = addMonths(today, -12);
  const lateCount = rows.filter((r) => r.status === 'late' && r.scheduled_date >= yearAgo).length;
  return {
    status: missing.length > 0 ? 'overdue' : lateCount > 0 ? 'late' : 'current',
    missing_count: missing.length,
    late_count: lateCount,
    max_overdue_days: missing.length > 0 ? daysBetween(missing[0]!.scheduled_date, today) : 0,
    next_due_in_days: nextDue === null ? null : daysBetween(today, nextDue),
  };
}

/** All of a financing's stored status at once (what the server keeps on the row). */
export function financingPaymentStatus(
  terms: ScheduleTerms,
  payments: readonly PaymentFact[],
  today: string,
): PaymentStatus & { next_due_date: string | null } {
  const next = nextDueDate(terms, today);
  const { rows } = varianceRows(terms, payments, today);
  return { ...paymentStatus(rows, today, next), next_due_date: next };
}

/** The first scheduled date a variance period shows (null: all). */
export function periodStart(period: VariancePeriod, today: string): string | null {
  if (period === 'all') return null;
  return addMonths(today, period === 'last6months' ? -6 : -12);
}

/** The variance panel's tiles over the rows shown. */
export function varianceSummary(rows: readonly VarianceRow[]) {
  const sum = (pick: (r: VarianceRow) => string) =>
    rows.reduce((total, r) => total + toCents(pick(r)), 0n);
  const scheduled = sum((r) => r.scheduled_amount);
  const actual = sum((r) => r.actual_amount);
  // Paid minus scheduled, exactly: never a sum of rows the tolerance has rounded.
  const variance = actual - scheduled;
  const count = (status: VarianceStatus) => rows.filter((r) => r.status === status).length;
  return {
    scheduled_total: fromCents(scheduled),
    actual_total: fromCents(actual),
    variance_total: fromCents(variance),
    variance_percentage: percentOf(variance, scheduled),
    on_time: count('on-time'),
    early: count('early'),
    late: count('late'),
    missing: count('missing'),
    overpaid: count('overpaid'),
    underpaid: count('underpaid'),
  };
}

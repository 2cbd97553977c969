import { centsOrZero, fromCents, parseMoney, toCents } from '../money';
import { addDays, daysBetween } from './financing-dates';
import { isoDateInZone } from './shop-day';

/**
 * The money arithmetic of a loan agreement (docs/api.md "Loaners" and "Loaner money"), on whole
 * cents: the server computes the check-in charges and every payer's share with it, and the web
 * previews them before check-in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;
const MINUTE_MS = 60 * 1000;

export const DAY_RULES = ['24h', 'calendar'] as const;
export type DayRule = (typeof DAY_RULES)[number];
/** A loan without an insurer counts 24-hour days with the shop's grace. */
export const DEFAULT_GRACE_MINUTES = 59;

/** How an agreement counts its days: the insurer's rule (kept on the agreement) and the shop's zone. */
export type DayCounting = { day_rule: DayRule; grace_minutes: number; time_zone: string };
export const DEFAULT_DAY_COUNTING: DayCounting = {
  day_rule: '24h',
  grace_minutes: DEFAULT_GRACE_MINUTES,
  time_zone: 'UTC',
};

/**
 * Days of a loan, 0 before check-out. `24h`: max(1, ceil((in − out − grace) / 24 h)), so with a
 * grace of 59 minutes 24 h 59 min is one day and 25 h two. `calendar`: each calendar date in the
 * shop's zone from check-out to check-in, both counted (out Monday 9:00, back Tuesday 9:00 = 2).
 */
export function loanDays(
  checkedOutAt: string | null,
  until: string | Date,
  counting: DayCounting = DEFAULT_DAY_COUNTING,
): number {
  if (!checkedOutAt) return 0;
  const out = new Date(checkedOutAt);
  const end = typeof until === 'string' ? new Date(until) : until;
  if (counting.day_rule === 'calendar') {
    const first = isoDateInZone(out, counting.time_zone);
    const last = isoDateInZone(end, counting.time_zone);
    return Math.max(1, daysBetween(first, last) + 1);
  }
  const elapsed = end.getTime() - out.getTime() - counting.grace_minutes * MINUTE_MS;
  return Math.max(1, Math.ceil(elapsed / DAY_MS));
}

/** An insurer's authorization of days at a daily rate, in the order they were given. */
export type Authorization = { days: number; daily_rate: string };

/** The authorised days: the sum of the authorizations'. */
export const authorizedDays = (authorizations: readonly Authorization[]) =>
  authorizations.reduce((sum, a) => sum + a.days, 0);

/**
 * What the insurer owes for the covered days: each covered day at the rate of the authorization
 * that covers it, the authorizations taken in order (an extension at a new rate starts where the
 * earlier ones end).
 */
export const coveredDaysCents = (authorizations: readonly Authorization[], coveredDays: number) =>
  overCoveredDays(authorizations, coveredDays, (rate) => rate);

/**
 * The sum over the covered days of `perDay` of the rate covering each: the authorizations taken in
 * order, each covering its days until the covered days run out.
 */
function overCoveredDays(
  authorizations: readonly Authorization[],
  coveredDays: number,
  perDay: (rateCents: bigint) => bigint,
) {
  let left = coveredDays;
  let cents = 0n;
  for (const a of authorizations) {
    if (left <= 0) break;
    const days = Math.min(left, a.days);
    cents += BigInt(days) * perDay(centsOrZero(a.daily_rate));
    left -= days;
  }
  return cents;
}

/** The agreement's terms the rate difference reads: its shop rule, rate and authorizations. */
export type RateDifferenceTerms = {
  customer_pays_rate_difference: boolean;
  daily_rate: string;
  authorizations: readonly Authorization[];
};

/**
 * What the customer owes on the covered days when the agreement keeps the shop's rule
 * (`customer_pays_rate_difference`): each covered day, its daily rate less the rate the insurer
 * pays for that day, never below 0 (an insurer paying more leaves the customer nothing); 0 when
 * the rule is off. The insurer's share (coveredDaysCents) is the same either way.
 */
export function rateDifferenceCents(terms: RateDifferenceTerms, coveredDays: number): bigint {
  if (!terms.customer_pays_rate_difference) return 0n;
  const daily = parseMoney(terms.daily_rate);
  return overCoveredDays(terms.authorizations, coveredDays, (rate) =>
    daily > rate ? daily - rate : 0n,
  );
}

/**
 * The shop's day the authorised days run out on, counted from the check-out (or, before it, the
 * start) by the agreement's rule: `calendar` covers that many dates from the first; `24h` covers
 * that many 24-hour periods and the grace. null without any authorised day.
 */
export function coverageEndsOn(
  from: string | null,
  days: number,
  counting: DayCounting = DEFAULT_DAY_COUNTING,
): string | null {
  if (!from || days <= 0) return null;
  const start = new Date(from);
  if (counting.day_rule === 'calendar')
    return addDays(isoDateInZone(start, counting.time_zone), days - 1);
  const end = start.getTime() + days * DAY_MS + counting.grace_minutes * MINUTE_MS;
  return isoDateInZone(new Date(end), counting.time_zone);
}

/** Whether the insurer's days end before the repair is expected to be done. */
export const shortOfCompletion = (endsOn: string | null, expectedOn: string | null) =>
  endsOn !== null && expectedOn !== null && expectedOn > endsOn;

export type LoanTerms = {
  checked_out_at: string | null;
  checked_in_at: string | null;
  authorizations: readonly Authorization[];
};

/** days, the authorised and covered days, and what the insurer owes for those days, in cents. */
export function loanCoverage(
  terms: LoanTerms,
  counting: DayCounting = DEFAULT_DAY_COUNTING,
  now: Date = new Date(),
) {
  const days = loanDays(terms.checked_out_at, terms.checked_in_at ?? now, counting);
  const authorized = authorizedDays(terms.authorizations);
  const coveredDays = Math.min(days, authorized);
  const insurerCents = coveredDaysCents(terms.authorizations, coveredDays);
  return { days, authorizedDays: authorized, coveredDays, insurerCents };
}

export type Payer = 'customer' | 'insurer';
type Billed = { amount: string; bill_to: string };
/** A refund is a negative amount; a write-off (method `write_off`) closes a balance, paying nothing. */
type Paid = { amount: string; payer: string; method?: string };

const sumCents = <T extends { amount: string }>(rows: readonly T[], keep: (row: T) => boolean) =>
  rows.filter(keep).reduce((sum, row) => sum + toCents(row.amount), 0n);

/**
 * Each payer's share, paid, balance and credit, in cents: the one rule the screen, the API, the
 * statement and the invoice use. The insurer's share is its covered days plus every charge billed
 * to it; the customer's every charge billed to them. Paid is net of refunds, write-offs included.
 * A balance never goes below 0; what a payer paid beyond their share (their share can drop after
 * they paid: a late extension takes a day off the customer) is their credit, up to the money they
 * actually gave less what was given back (a write-off is no money to return).
 */
export function payerShares(
  coveredCents: bigint,
  charges: readonly Billed[],
  payments: readonly Paid[],
) {
  const insurer = coveredCents + sumCents(charges, (c) => c.bill_to === 'insurer');
  const customer = sumCents(charges, (c) => c.bill_to === 'customer');
  const insurerPaid = sumCents(payments, (p) => p.payer === 'insurer');
  const customerPaid = sumCents(payments, (p) => p.payer === 'customer');
  const balance = (owed: bigint, paid: bigint) => (owed > paid ? owed - paid : 0n);
  const credit = (payer: Payer, owed: bigint, paid: bigint) => {
    const given = sumCents(payments, (p) => p.payer === payer && p.method !== 'write_off');
    const over = paid - owed < given ? paid - owed : given;
    return over > 0n ? over : 0n;
  };
  return {
    insurer,
    customer,
    insurerPaid,
    customerPaid,
    insurerBalance: balance(insurer, insurerPaid),
    customerBalance: balance(customer, customerPaid),
    insurerCredit: credit('insurer', insurer, insurerPaid),
    customerCredit: credit('customer', customer, customerPaid),
  };
}

/** One loaner's turn in an agreement, as read at the car: out, and back in. */
export type SegmentReadings = {
  odometer_out: number;
  odometer_in: number;
  fuel_out: number;
  fuel_in: number;
};

/**
 * Miles driven and eighths of fuel missing over the loaners an agreement lent in turn: each car
 * is read against itself, and a car brought back fuller is no credit against another.
 */
export function segmentUse(segments: readonly SegmentReadings[]) {
  return segments.reduce(
    (sum, s) => ({
      driven: sum.driven + (s.odometer_in - s.odometer_out),
      missingEighths: sum.missingEighths + Math.max(0, s.fuel_out - s.fuel_in),
    }),
    { driven: 0, missingEighths: 0 },
  );
}

/**
 * The current loaner's readings (odometer and fuel out and in) and, after a change of loaner,
 * `earlier_segments`: the cars lent before it, closed at the swap.
 */
export type CheckInReadings = SegmentReadings & {
  days: number;
  covered_days: number;
  daily_rate: string;
  mileage_allowance_per_day: number;
  excess_mileage_rate: string;
  fuel_rate_per_eighth: string;
  earlier_segments?: readonly SegmentReadings[];
};

/**
 * The charges added at check-in, in cents (each billed to the customer when above 0):
 * `day` (days − covered days) × daily rate; `mileage` the miles beyond days × allowance ×
 * excess rate; `fuel` the eighths missing × fuel rate. Miles and eighths add up over the
 * segments (segmentUse); days run over the whole agreement.
 */
/** The customer's day charge: each day no authorization covers, at the agreement's daily rate. */
export const uncoveredDayCents = (days: number, coveredDays: number, dailyRate: string): bigint =>
  BigInt(Math.max(0, days - coveredDays)) * parseMoney(dailyRate);

export function checkInChargeCents(r: CheckInReadings): {
  day: bigint;
  mileage: bigint;
  fuel: bigint;
} {
  const { driven, missingEighths } = segmentUse([...(r.earlier_segments ?? []), r]);
  const excessMiles = BigInt(Math.max(0, driven - r.days * r.mileage_allowance_per_day));
  return {
    day: uncoveredDayCents(r.days, r.covered_days, r.daily_rate),
    mileage: excessMiles * parseMoney(r.excess_mileage_rate),
    fuel: BigInt(missingEighths) * parseMoney(r.fuel_rate_per_eighth),
  };
}

/** The same charges as the API writes them: decimal strings with two places. */
export function checkInCharges(r: CheckInReadings) {
  const cents = checkInChargeCents(r);
  return {
    day: fromCents(cents.day),
    mileage: fromCents(cents.mileage),
    fuel: fromCents(cents.fuel),
  };
}

/**
 * The shop's late-return fee, in cents, when the loaner came back after `due_at` and the
 * agreement's grace minutes (the same grace its days are counted with); 0 otherwise.
 */
export function lateReturnCents(r: {
  due_at: string;
  checked_in_at: string;
  grace_minutes: number;
  late_return_fee: string;
}): bigint {
  const allowed = new Date(r.due_at).getTime() + r.grace_minutes * MINUTE_MS;
  return new Date(r.checked_in_at).getTime() > allowed ? parseMoney(r.late_return_fee) : 0n;
}

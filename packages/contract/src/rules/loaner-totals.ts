import { centsOrZero, fromCents, parseMoney } from '../money';

/**
 * The money arithmetic of a loan agreement (docs/api.md "Loaners", Totals), on whole cents: the
 * server computes the check-in charges with it and the web previews them before check-in.
 */

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Days of a loan: max(1, ceil((checked in, or now) − checked out, in 24 h)); 0 before check-out.
 * Exactly 24 hours is one day, a minute more is two.
 */
export function loanDays(checkedOutAt: string | null, until: string | Date): number {
  if (!checkedOutAt) return 0;
  const end = typeof until === 'string' ? Date.parse(until) : until.getTime();
  const elapsed = end - Date.parse(checkedOutAt);
  return Math.max(1, Math.ceil(elapsed / DAY_MS));
}

export type LoanTerms = {
  checked_out_at: string | null;
  checked_in_at: string | null;
  insurer_daily_rate: string | null;
  insurer_max_days: number | null;
};

/** days, the days the insurer covers (at most its maximum) and what the insurer owes, in cents. */
export function loanCoverage(terms: LoanTerms, now: Date = new Date()) {
  const days = loanDays(terms.checked_out_at, terms.checked_in_at ?? now);
  const coveredDays = Math.min(days, terms.insurer_max_days ?? 0);
  const insurerCents = BigInt(coveredDays) * centsOrZero(terms.insurer_daily_rate);
  return { days, coveredDays, insurerCents };
}

export type CheckInReadings = {
  days: number;
  covered_days: number;
  daily_rate: string;
  odometer_out: number;
  odometer_in: number;
  mileage_allowance_per_day: number;
  excess_mileage_rate: string;
  fuel_out: number;
  fuel_in: number;
  fuel_rate_per_eighth: string;
};

/**
 * The charges added at check-in, in cents (each billed to the customer when above 0):
 * `day` (days − covered days) × daily rate; `mileage` the miles beyond days × allowance ×
 * excess rate; `fuel` the eighths missing × fuel rate.
 */
export function checkInChargeCents(r: CheckInReadings): {
  day: bigint;
  mileage: bigint;
  fuel: bigint;
} {
  const uncovered = BigInt(Math.max(0, r.days - r.covered_days));
  const driven = r.odometer_in - r.odometer_out;
  const excessMiles = BigInt(Math.max(0, driven - r.days * r.mileage_allowance_per_day));
  const missingEighths = BigInt(Math.max(0, r.fuel_out - r.fuel_in));
  return {
    day: uncovered * parseMoney(r.daily_rate),
    mileage: excessMiles * parseMoney(r.excess_mileage_rate),
    fuel: missingEighths * parseMoney(r.fuel_rate_per_eighth),
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

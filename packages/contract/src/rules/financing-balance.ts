import { fromCents, roundDiv, toCents } from '../money';
import { isTermSettled } from './financing-card-status';
import {
  scheduledDates,
  varianceRows,
  type PaymentFact,
  type ScheduleTerms,
} from './financing-variance';

/**
 * The remaining balance the server keeps on a financing (docs/api.md, "Remaining balance"):
 * replayed from the opening balance and every payment in order, so recording, editing or
 * deleting a payment all come to the same figure.
 */

export type BalanceTerms = ScheduleTerms & {
  financing_type: string;
  /** The form's value; a loan without one starts from its loan amount. */
  opening_balance: string | null;
  loan_amount: string | null;
  /** Percent per year, up to 3 decimals ("5.250"). */
  interest_rate: string | null;
};
export type BalancePayment = PaymentFact & { id: number };

export type Balance = {
  /** Null when there is nothing to start from (a loan with neither balance nor amount). */
  remaining_balance: string | null;
  /** What the loan's payments paid in interest ("0.00" for a lease). */
  interest_paid: string;
};

/** The rate in thousandths of a percent: "5.25" → 5250n. */
function rateMilli(rate: string | null): bigint {
  if (rate === null) return 0n;
  const [whole = '0', part = ''] = rate.trim().split('.');
  return BigInt(whole) * 1000n + BigInt(part.padEnd(3, '0').slice(0, 3));
}

/** A year of months, 100 percent and the rate's thousandths: balance × rate / 12. */
const MONTHLY_DIVISOR = 12n * 100n * 1000n;

/**
 * A loan: each payment, oldest first (then by id), pays the month's interest on the balance
 * (balance × rate / 12, to the cent) and the rest of `amount_paid` lowers the balance, which never
 * goes below 0. A payment smaller than the interest is all interest.
 */
export function loanBalance(
  opening: string,
  rate: string | null,
  payments: readonly BalancePayment[],
): { balance: bigint; interest: bigint } {
  const milli = rateMilli(rate);
  let balance = toCents(opening);
  let interest = 0n;
  const ordered = [...payments].sort((a, b) =>
    a.payment_date === b.payment_date ? a.id - b.id : a.payment_date < b.payment_date ? -1 : 1,
  );
  for (const p of ordered) {
    const paid = toCents(p.amount_paid);
    const due = roundDiv(balance * milli, MONTHLY_DIVISOR);
    const toInterest = paid < due ? paid : due;
    interest += toInterest;
    const principal = paid - toInterest;
    balance = principal >= balance ? 0n : balance - principal;
  }
  return { balance, interest };
}

/**
 * The remaining balance as of `today`. A loan: its replayed balance. A lease: the monthly payment
 * times the scheduled months of its term no payment has claimed. Once the term is settled (its
 * end date past the grace with no month missing, `missingCount` the payment status's) nothing is
 * owed.
 */
export function financingBalance(
  terms: BalanceTerms,
  payments: readonly BalancePayment[],
  today: string,
  missingCount: number,
): Balance {
  const settled = isTermSettled(terms.end_date, missingCount, today);
  if (terms.financing_type === 'LEASE') {
    if (terms.end_date === null) return { remaining_balance: null, interest_paid: '0.00' };
    const months = scheduledDates(terms.start_date, terms.end_date, terms.end_date).length;
    const paid = varianceRows(terms, payments, today).rows.filter(
      (r) => r.actual_date !== null,
    ).length;
    const unpaid = settled ? 0 : Math.max(months - paid, 0);
    return {
      remaining_balance: fromCents(toCents(terms.monthly_payment) * BigInt(unpaid)),
      interest_paid: '0.00',
    };
  }
  const opening = terms.opening_balance ?? terms.loan_amount;
  if (opening === null) return { remaining_balance: null, interest_paid: '0.00' };
  const { balance, interest } = loanBalance(opening, terms.interest_rate, payments);
  return {
    remaining_balance: fromCents(settled ? 0n : balance),
    interest_paid: fromCents(interest),
  };
}

/** Fixed point for the amortisation factor: 20 decimal places, far below a cent's error. */
const SCALE = 10n ** 20n;

/**
 * The monthly payment of a loan by the standard amortisation formula, P·r / (1 − (1 + r)^−n) with
 * r the monthly rate, to the cent (half away from zero); P / n without interest.
 */
export function amortizedPayment(amount: string, rate: string, months: number): string {
  const principal = toCents(amount);
  const milli = rateMilli(rate);
  if (months <= 0) throw new Error('A loan needs at least one month');
  if (milli === 0n) return fromCents(roundDiv(principal, BigInt(months)));
  const r = (milli * SCALE) / MONTHLY_DIVISOR;
  let growth = SCALE;
  for (let k = 0; k < months; k++) growth = (growth * (SCALE + r)) / SCALE;
  return fromCents(roundDiv(principal * r * growth, SCALE * (growth - SCALE)));
}

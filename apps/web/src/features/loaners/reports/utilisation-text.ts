import type { UtilisationFigures } from '@fleetdesk/contract/loaner-utilisation';
import { formatMoney, fromCents, toCents } from '@fleetdesk/contract/money';

/** How the utilisation report writes its figures (issue 36 §3). */

export const percentText = (utilisation: string) => `${utilisation}%`;

export const daysText = (days: number) =>
  `${days.toLocaleString('en-US')} ${days === 1 ? 'day' : 'days'}`;

/** "45 of 90 days". */
export const daysOutText = (f: Pick<UtilisationFigures, 'days_out' | 'available_days'>) =>
  `${f.days_out.toLocaleString('en-US')} of ${daysText(f.available_days)}`;

/** What both payers were billed: the insurer's share and the customer's. */
export const billedCents = (f: Pick<UtilisationFigures, 'insurer_billed' | 'customer_billed'>) =>
  toCents(f.insurer_billed) + toCents(f.customer_billed);

export const billedText = (f: Pick<UtilisationFigures, 'insurer_billed' | 'customer_billed'>) =>
  formatMoney(billedCents(f));

/** Billed and neither collected nor written off: what the loans are still owed. */
export function owedCents(f: UtilisationFigures): bigint {
  const owed = billedCents(f) - toCents(f.collected) - toCents(f.written_off);
  return owed > 0n ? owed : 0n;
}

export const owedText = (f: UtilisationFigures) => formatMoney(fromCents(owedCents(f)));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM' as 'Mar 26' (a calendar month: no clock can move it). */
export const monthLabel = (month: string) =>
  `${MONTHS[Number(month.slice(5, 7)) - 1]} ${month.slice(2, 4)}`;
/** A week's Monday as 'Mar 2'. */
export { shortDay as weekLabel } from '../board/day-labels';

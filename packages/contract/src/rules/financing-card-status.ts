import { FINANCING_CONSTANTS, type PaymentStatus } from '../financing';
import { addDays, addMonths, dayOfMonth, daysBetween } from './financing-dates';

/** Spec 2 section 4, Financing card status (Dashboard), evaluated in order. */

export type CardStatusKind = 'completed' | 'inactive' | 'overdue' | 'late' | 'upcoming' | 'current';

export type CardStatus = {
  kind: CardStatusKind;
  label: string;
  /** The next due date, shown beside Current when computed without payment_status. */
  due_date: string | null;
};

export type CardStatusInput = {
  start_date: string;
  end_date: string | null;
  is_active: boolean;
  payment_status?: PaymentStatus | null;
};

/** Which dashboard tile a card counts in (spec 2 section 4). */
export const CARD_STATUS_TILE: Record<
  CardStatusKind,
  'payment_issues' | 'due_soon' | 'current' | 'inactive'
> = {
  completed: 'inactive',
  inactive: 'inactive',
  overdue: 'payment_issues',
  late: 'payment_issues',
  upcoming: 'due_soon',
  current: 'current',
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const dueIn = (days: number) => (days === 0 ? 'Due today' : `Due in ${plural(days, 'day')}`);

/**
 * The term is settled once its last scheduled date (the end date) is past the grace a payment has
 * before it counts as missing, with no month missing: until then the last month may still be
 * unpaid without being missing, so nothing says it was paid.
 */
export const isTermSettled = (end_date: string | null, missingCount: number, today: string) =>
  end_date !== null &&
  addDays(end_date, FINANCING_CONSTANTS.dayTolerance) < today &&
  missingCount === 0;

/**
 * Completed: the term is settled (a financing that ended in arrears still owes: it stays
 * overdue). The one rule behind the card, the tiles, the analytics, the Reports summary and the
 * vehicle's badges (the server writes it in SQL: financing.state.ts).
 */
export function isCompleted(f: CardStatusInput, today: string): boolean {
  return isTermSettled(f.end_date, f.payment_status?.missing_count ?? 0, today);
}

/** Active: marked active and not completed; what "Monthly total, active" sums. */
export const isActiveFinancing = (f: CardStatusInput, today: string): boolean =>
  f.is_active && !isCompleted(f, today);

export function financingCardStatus(f: CardStatusInput, today: string): CardStatus {
  const status = (kind: CardStatusKind, label: string, due: string | null = null) => ({
    kind,
    label,
    due_date: due,
  });
  if (isCompleted(f, today)) return status('completed', 'Completed');
  if (!f.is_active) return status('inactive', 'Inactive');
  const ps = f.payment_status;
  if (ps) {
    if (ps.status === 'overdue') {
      const days =
        ps.max_overdue_days > 0 ? ` (${plural(ps.max_overdue_days, 'day')} overdue)` : '';
      return status('overdue', `${plural(ps.missing_count, 'missing payment')}${days}`);
    }
    if (ps.status === 'late') return status('late', plural(ps.late_count, 'late payment'));
    const next = ps.next_due_in_days;
    if (next !== null && next >= 0 && next <= FINANCING_CONSTANTS.dueSoonDays)
      return status('upcoming', dueIn(next));
    return status('current', 'Current');
  }
  // Without payment_status: this month's due day, from the start date's day of month.
  const due = addMonths(today, 0, dayOfMonth(f.start_date));
  const days = daysBetween(today, due);
  if (days < 0) return status('overdue', 'Overdue', due);
  if (days <= FINANCING_CONSTANTS.dueSoonDays) return status('upcoming', dueIn(days), due);
  return status('current', 'Current', due);
}

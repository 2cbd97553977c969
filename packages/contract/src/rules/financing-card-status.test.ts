import { describe, expect, it } from 'vitest';
import type { PaymentStatus } from '../financing';
import { CARD_STATUS_TILE, financingCardStatus } from './financing-card-status';

const today = '2025-06-20';
const base = { start_date: '2025-01-10', end_date: '2027-01-10', is_active: true };
const ps = (over: Partial<PaymentStatus>): PaymentStatus => ({
  status: 'current',
  missing_count: 0,
  late_count: 0,
  max_overdue_days: 0,
  next_due_in_days: 20,
  ...over,
});

describe('financingCardStatus (spec 2 section 4, in order)', () => {
  it.each([
    [
      'end date past the 5 days of grace with no month missing: Completed, even inactive',
      { end_date: '2025-06-14', is_active: false, payment_status: ps({ next_due_in_days: null }) },
      'completed',
      'Completed',
    ],
    [
      'ended yesterday, its last month not paid yet (not missing either): not completed',
      { end_date: '2025-06-19', payment_status: ps({ next_due_in_days: null }) },
      'current',
      'Current',
    ],
    [
      'ended 5 days ago: still within the grace, not completed',
      { end_date: '2025-06-15', payment_status: ps({ next_due_in_days: null }) },
      'current',
      'Current',
    ],
    [
      'end date passed with months missing: overdue, not completed',
      {
        end_date: '2025-06-19',
        payment_status: ps({ status: 'overdue', missing_count: 2, max_overdue_days: 30 }),
      },
      'overdue',
      '2 missing payments (30 days overdue)',
    ],
    [
      'ending today is not completed',
      { end_date: today, payment_status: ps({}) },
      'current',
      'Current',
    ],
    [
      'not active: Inactive',
      { is_active: false, payment_status: ps({ status: 'late', late_count: 1 }) },
      'inactive',
      'Inactive',
    ],
    [
      'overdue with days',
      { payment_status: ps({ status: 'overdue', missing_count: 2, max_overdue_days: 40 }) },
      'overdue',
      '2 missing payments (40 days overdue)',
    ],
    [
      'overdue, one, no days',
      { payment_status: ps({ status: 'overdue', missing_count: 1, max_overdue_days: 0 }) },
      'overdue',
      '1 missing payment',
    ],
    [
      'late payments',
      { payment_status: ps({ status: 'late', late_count: 3 }) },
      'late',
      '3 late payments',
    ],
    [
      'one late payment',
      { payment_status: ps({ status: 'late', late_count: 1 }) },
      'late',
      '1 late payment',
    ],
    [
      'due within 7 days: upcoming',
      { payment_status: ps({ next_due_in_days: 7 }) },
      'upcoming',
      'Due in 7 days',
    ],
    ['due today', { payment_status: ps({ next_due_in_days: 0 }) }, 'upcoming', 'Due today'],
    [
      'due in 8 days: Current',
      { payment_status: ps({ next_due_in_days: 8 }) },
      'current',
      'Current',
    ],
    [
      'schedule ended: Current',
      { payment_status: ps({ next_due_in_days: null }) },
      'current',
      'Current',
    ],
  ] as const)('%s', (_c, over, kind, label) => {
    expect(financingCardStatus({ ...base, ...over }, today)).toMatchObject({ kind, label });
  });

  it.each([
    ['day passed this month: Overdue', '2025-01-10', 'overdue', 'Overdue', '2025-06-10'],
    ['due within 7 days', '2024-11-25', 'upcoming', 'Due in 5 days', '2025-06-25'],
    ['later this month: Current with the date', '2025-03-30', 'current', 'Current', '2025-06-30'],
    ['the 31st in a 30-day month', '2025-01-31', 'current', 'Current', '2025-06-30'],
  ])('without payment_status, from the start day: %s', (_c, start, kind, label, due) => {
    expect(
      financingCardStatus({ ...base, start_date: start, payment_status: null }, today),
    ).toEqual({ kind, label, due_date: due });
  });

  it('counts each kind in its tile', () => {
    expect(CARD_STATUS_TILE).toEqual({
      completed: 'inactive',
      inactive: 'inactive',
      overdue: 'payment_issues',
      late: 'payment_issues',
      upcoming: 'due_soon',
      current: 'current',
    });
  });
});

import { describe, expect, it } from 'vitest';
import {
  financingPaymentStatus,
  nextDueDate,
  paymentStatus,
  periodStart,
  scheduledDates,
  varianceRows,
  varianceSummary,
} from './financing-variance';
import { fromCents, toCents } from '../money';

const terms = { start_date: '2025-01-15', end_date: '2026-01-15', monthly_payment: '500.00' };
const today = '2025-06-20';
const pay = (payment_date: string, amount_paid = '500.00') => ({ payment_date, amount_paid });

/** The row of the first scheduled date (2025-02-15) for the given payments. */
const febRow = (...payments: ReturnType<typeof pay>[]) =>
  varianceRows(terms, payments, today).rows.find((r) => r.scheduled_date === '2025-02-15');

describe('scheduledDates', () => {
  it.each([
    ['2025-01-15', '2025-05-15', ['2025-02-15', '2025-03-15', '2025-04-15', '2025-05-15']],
    ['2025-01-31', '2025-05-31', ['2025-02-28', '2025-03-31', '2025-04-30', '2025-05-31']],
    ['2024-01-31', '2024-03-31', ['2024-02-29', '2024-03-31']],
    ['2025-01-30', '2025-03-30', ['2025-02-28', '2025-03-30']],
    ['2025-11-15', '2026-02-15', ['2025-12-15', '2026-01-15', '2026-02-15']],
  ])(
    'from %s to %s: one month after the start, then monthly, clamped to month ends',
    (s, e, out) => {
      expect(scheduledDates(s, e, '2099-01-01')).toEqual(out);
    },
  );

  it('stops at `until` when earlier than the end, and runs on without an end', () => {
    expect(scheduledDates('2025-01-15', '2026-01-15', '2025-03-20')).toEqual([
      '2025-02-15',
      '2025-03-15',
    ]);
    expect(scheduledDates('2025-01-15', null, '2025-03-15')).toEqual(['2025-02-15', '2025-03-15']);
  });
});

describe('varianceRows: one month', () => {
  it.each([
    // [case, payments, status, variance, percentage, days]
    ['exact amount on the day', [pay('2025-02-15')], 'on-time', '0.00', '0.00', 0],
    ['0.01 over is on time, shown', [pay('2025-02-15', '500.01')], 'on-time', '0.01', '0.00', 0],
    ['0.01 under is on time, shown', [pay('2025-02-15', '499.99')], 'on-time', '-0.01', '0.00', 0],
    ['0.02 over is overpaid', [pay('2025-02-15', '500.02')], 'overpaid', '0.02', '0.00', 0],
    ['0.02 under is underpaid', [pay('2025-02-15', '499.98')], 'underpaid', '-0.02', '0.00', 0],
    ['overpaid', [pay('2025-02-16', '550.00')], 'overpaid', '50.00', '10.00', 1],
    ['underpaid', [pay('2025-02-14', '450.00')], 'underpaid', '-50.00', '-10.00', -1],
    ['5 days late is on time', [pay('2025-02-20')], 'on-time', '0.00', '0.00', 5],
    ['6 days late is late', [pay('2025-02-21')], 'late', '0.00', '0.00', 6],
    ['5 days early is on time', [pay('2025-02-10')], 'on-time', '0.00', '0.00', -5],
    ['6 days early is early', [pay('2025-02-09')], 'early', '0.00', '0.00', -6],
    ['late wins over underpaid', [pay('2025-02-25', '400.00')], 'late', '-100.00', '-20.00', 10],
    ['early wins over overpaid', [pay('2025-02-05', '600.00')], 'early', '100.00', '20.00', -10],
    [
      'two payments in one month add up, dated by the first',
      [pay('2025-02-16', '250.00'), pay('2025-02-13', '250.00')],
      'on-time',
      '0.00',
      '0.00',
      -2,
    ],
    [
      'a tie between two dates goes to the earlier',
      [pay('2025-03-01', '500.00')],
      'late',
      '0.00',
      '0.00',
      14,
    ],
  ] as const)('%s', (_case, payments, status, variance, percentage, days) => {
    expect(febRow(...payments)).toMatchObject({
      scheduled_amount: '500.00',
      status,
      variance,
      variance_percentage: percentage,
      days_variance: days,
    });
  });

  it('a month without payment whose date plus 5 days has passed is missing', () => {
    expect(febRow()).toEqual({
      scheduled_date: '2025-02-15',
      scheduled_amount: '500.00',
      actual_amount: '0.00',
      actual_date: null,
      variance: '-500.00',
      variance_percentage: '-100.00',
      days_variance: null,
      status: 'missing',
    });
  });

  it('the two payments of one month give its actual amount and earliest date', () => {
    expect(febRow(pay('2025-02-16', '250.00'), pay('2025-02-13', '250.25'))).toMatchObject({
      actual_amount: '500.25',
      actual_date: '2025-02-13',
      status: 'overpaid',
      variance: '0.25',
      variance_percentage: '0.05',
    });
  });
});

describe('varianceRows: which rows and which payments', () => {
  it('lists a payment further than 15 days from every scheduled date as unscheduled', () => {
    const early = pay('2025-01-20'); // 26 days before the first scheduled date
    const { rows, unscheduled } = varianceRows(terms, [early], '2025-03-01');
    expect(unscheduled).toEqual([early]);
    expect(rows.map((r) => [r.scheduled_date, r.status])).toEqual([['2025-02-15', 'missing']]);
  });

  it('assigns a payment 15 days away, not 16', () => {
    expect(varianceRows(terms, [pay('2025-03-02')], today).unscheduled).toEqual([]);
    expect(varianceRows(terms, [pay('2025-03-30')], today).rows[1]).toMatchObject({
      scheduled_date: '2025-03-15',
      days_variance: 15,
    });
    const short = { ...terms, end_date: '2025-02-15' };
    expect(varianceRows(short, [pay('2025-03-03')], today).unscheduled).toHaveLength(1);
  });

  it('shows a scheduled date without payment only once its date plus 5 days has passed', () => {
    const dates = (on: string) => varianceRows(terms, [], on).rows.map((r) => r.scheduled_date);
    expect(dates('2025-02-20')).toEqual([]);
    expect(dates('2025-02-21')).toEqual(['2025-02-15']);
  });

  it('shows a future scheduled date that already has a payment', () => {
    const { rows } = varianceRows(terms, [pay('2025-02-12')], '2025-02-12');
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ scheduled_date: '2025-02-15', days_variance: -3 });
  });

  it('handles the 31st: February is the 28th, in a leap year the 29th', () => {
    const end31 = { start_date: '2024-01-31', end_date: '2025-01-31', monthly_payment: '100.00' };
    const { rows } = varianceRows(end31, [pay('2024-02-29', '100.00')], '2024-05-10');
    expect(rows.map((r) => [r.scheduled_date, r.status])).toEqual([
      ['2024-02-29', 'on-time'],
      ['2024-03-31', 'missing'],
      ['2024-04-30', 'missing'],
    ]);
  });

  it('stops at the end date', () => {
    const short = { ...terms, end_date: '2025-03-15' };
    expect(varianceRows(short, [], '2025-12-01').rows.map((r) => r.scheduled_date)).toEqual([
      '2025-02-15',
      '2025-03-15',
    ]);
  });
});

describe('paymentStatus', () => {
  const onTime = ['2025-02-15', '2025-03-15', '2025-04-15', '2025-05-15'].map((d) => pay(d));

  it.each([
    ['all paid on time: current', onTime, today, 'current', 0, 0, 0, 25],
    ['a missing month: overdue', onTime.slice(1), today, 'overdue', 1, 0, 125, 25],
    ['two missing months: days from the oldest', onTime.slice(2), today, 'overdue', 2, 0, 125, 25],
    ['a late month: late', [...onTime.slice(0, 3), pay('2025-05-25')], today, 'late', 0, 1, 0, 25],
    [
      'missing wins over late',
      [pay('2025-02-25'), ...onTime.slice(2)],
      today,
      'overdue',
      1,
      1,
      97,
      25,
    ],
    ['due today counts 0 days', onTime, '2025-06-15', 'current', 0, 0, 0, 0],
  ] as const)('%s', (_c, payments, on, status, missing, late, overdueDays, nextIn) => {
    expect(financingPaymentStatus(terms, payments, on)).toMatchObject({
      status,
      missing_count: missing,
      late_count: late,
      max_overdue_days: overdueDays,
      next_due_in_days: nextIn,
    });
  });

  it('forgets a late month older than 12 months', () => {
    const long = { start_date: '2024-01-10', end_date: '2027-01-10', monthly_payment: '100.00' };
    const payments = scheduledDates('2024-01-10', null, '2025-06-10').map((d) => pay(d, '100.00'));
    payments[0] = pay('2024-02-20', '100.00'); // 10 days late, in February 2024
    const status = (on: string) => financingPaymentStatus(long, payments, on).status;
    expect(status('2025-02-05')).toBe('late');
    expect(status('2025-02-12')).toBe('current');
  });

  it('has no next due date once the schedule has ended', () => {
    const ended = { ...terms, end_date: '2025-03-15' };
    const s = financingPaymentStatus(ended, [pay('2025-02-15'), pay('2025-03-15')], today);
    expect(s).toMatchObject({ status: 'current', next_due_in_days: null, next_due_date: null });
    expect(nextDueDate(terms, '2025-01-01')).toBe('2025-02-15');
  });

  it('reads the rows it is given', () => {
    expect(paymentStatus([], today)).toEqual({
      status: 'current',
      missing_count: 0,
      late_count: 0,
      max_overdue_days: 0,
      next_due_in_days: null,
    });
  });
});

describe('period and summary', () => {
  it('starts the periods 6 and 12 months back, all at the beginning', () => {
    expect(periodStart('last6months', '2025-08-31')).toBe('2025-02-28');
    expect(periodStart('last12months', today)).toBe('2024-06-20');
    expect(periodStart('all', today)).toBeNull();
  });

  it('sums the rows in cents and counts each status', () => {
    const { rows } = varianceRows(
      terms,
      [pay('2025-02-15', '500.10'), pay('2025-03-25'), pay('2025-05-15', '450.00')],
      today,
    );
    expect(varianceSummary(rows)).toEqual({
      scheduled_total: '2000.00',
      actual_total: '1450.10',
      variance_total: '-549.90',
      variance_percentage: '-27.50',
      on_time: 0,
      early: 0,
      late: 1,
      missing: 1,
      overpaid: 1,
      underpaid: 1,
    });
  });
});

describe('varianceSummary: totals from unrounded rows', () => {
  it('totals paid minus scheduled to the cent, however many rows are within the tolerance', () => {
    const payments = ['2025-02-15', '2025-03-15', '2025-04-15', '2025-05-15'].map((d) =>
      pay(d, '500.01'),
    );
    const { rows } = varianceRows(terms, payments, today);
    expect(rows.map((r) => r.status)).toEqual(['on-time', 'on-time', 'on-time', 'on-time']);
    const summary = varianceSummary(rows);
    expect(summary).toMatchObject({
      scheduled_total: '2000.00',
      actual_total: '2000.04',
      variance_total: '0.04',
      on_time: 4,
    });
    expect(toCents(summary.variance_total)).toBe(
      toCents(summary.actual_total) - toCents(summary.scheduled_total),
    );
    expect(fromCents(rows.reduce((sum, r) => sum + toCents(r.variance), 0n))).toBe('0.04');
  });
});

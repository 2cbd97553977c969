import { describe, expect, it } from 'vitest';
import { amortizedPayment, financingBalance } from './financing-balance';
import { scheduledDates } from './financing-variance';

const loan = {
  financing_type: 'LOAN',
  start_date: '2025-01-15',
  end_date: '2030-01-15',
  monthly_payment: '500.00',
  opening_balance: '12000.00',
  loan_amount: '15000.00',
  interest_rate: '6.000',
};
const today = '2025-06-01';
let nextId = 1;
const pay = (payment_date: string, amount_paid = '500.00') => ({
  id: nextId++,
  payment_date,
  amount_paid,
});

describe('financingBalance: a loan', () => {
  it('starts from the opening balance and lowers it by each payment’s principal', () => {
    expect(financingBalance(loan, [], today, 0)).toEqual({
      remaining_balance: '12000.00',
      interest_paid: '0.00',
    });
    // 12,000 × 6% / 12 = 60.00 interest, 440.00 principal; then 11,560 × 0.5% = 57.80.
    const two = [pay('2025-02-15'), pay('2025-03-15')];
    expect(financingBalance(loan, two, today, 0)).toEqual({
      remaining_balance: '11117.80',
      interest_paid: '117.80',
    });
  });

  it('replays the payments in date order whatever order they come in', () => {
    const a = pay('2025-02-15', '1000.00');
    const b = pay('2025-03-15', '100.00');
    const forward = financingBalance(loan, [a, b], today, 0);
    expect(financingBalance(loan, [b, a], today, 0)).toEqual(forward);
    // 60.00 + 940 principal → 11,060; 55.30 interest, 44.70 principal → 11,015.30.
    expect(forward).toEqual({ remaining_balance: '11015.30', interest_paid: '115.30' });
  });

  it('counts a payment smaller than the interest as interest only, and never goes below 0', () => {
    expect(financingBalance(loan, [pay('2025-02-15', '40.00')], today, 0)).toEqual({
      remaining_balance: '12000.00',
      interest_paid: '40.00',
    });
    expect(
      financingBalance(loan, [pay('2025-02-15', '20000.00')], today, 0).remaining_balance,
    ).toBe('0.00');
  });

  it('starts from the loan amount without an opening balance', () => {
    expect(
      financingBalance({ ...loan, opening_balance: null, interest_rate: '0' }, [], today, 0),
    ).toEqual({ remaining_balance: '15000.00', interest_paid: '0.00' });
  });

  it('owes nothing once the term has ended, unless months are missing', () => {
    const ended = { ...loan, end_date: '2025-04-15' };
    expect(financingBalance(ended, [pay('2025-02-15')], today, 0).remaining_balance).toBe('0.00');
    expect(financingBalance(ended, [pay('2025-02-15')], today, 2).remaining_balance).toBe(
      '11560.00',
    );
  });
});

describe('financingBalance: a lease', () => {
  const lease = {
    ...loan,
    financing_type: 'LEASE',
    monthly_payment: '399.99',
    end_date: '2026-01-15',
    opening_balance: null,
    loan_amount: null,
    interest_rate: null,
  };

  it('is the monthly payment times the scheduled months not yet paid', () => {
    expect(financingBalance(lease, [], today, 4).remaining_balance).toBe('4799.88'); // 12 months
    const paid = [pay('2025-02-15', '399.99'), pay('2025-03-16', '399.99')];
    expect(financingBalance(lease, paid, today, 2)).toEqual({
      remaining_balance: '3999.90',
      interest_paid: '0.00',
    });
  });

  it('owes nothing after its term when no month is missing', () => {
    expect(financingBalance(lease, [], '2026-03-01', 0).remaining_balance).toBe('0.00');
  });

  it('still owes its last month the day after its end date, before that month can be missing', () => {
    const paid = scheduledDates(lease.start_date, lease.end_date, lease.end_date)
      .slice(0, -1)
      .map((date) => pay(date, '399.99'));
    expect(financingBalance(lease, paid, '2026-01-16', 0).remaining_balance).toBe('399.99');
  });
});

describe('amortizedPayment', () => {
  it('follows the standard formula to the cent', () => {
    expect(amortizedPayment('20000.00', '6.000', 60)).toBe('386.66');
    expect(amortizedPayment('35000.00', '4.900', 48)).toBe('804.44');
    expect(amortizedPayment('1200.00', '0', 12)).toBe('100.00');
  });
});

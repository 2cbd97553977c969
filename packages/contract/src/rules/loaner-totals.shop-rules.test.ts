import { describe, expect, it } from 'vitest';
import { lateReturnCents, loanCoverage, rateDifferenceCents } from './loaner-totals';

/** The shop's optional rules in the loaner arithmetic (issue 36 §5), to the cent. */

const OUT = '2026-03-01T15:00:00.000Z';
const NO_GRACE = { day_rule: '24h', grace_minutes: 0, time_zone: 'UTC' } as const;
/** Three days at $35.00, then an extension of two at $42.50. */
const AUTHORIZED = [
  { days: 3, daily_rate: '35.00' },
  { days: 2, daily_rate: '42.50' },
];

describe('rateDifferenceCents', () => {
  const terms = (daily_rate: string, customer_pays_rate_difference = true) => ({
    customer_pays_rate_difference,
    daily_rate,
    authorizations: AUTHORIZED,
  });

  it('bills each covered day the shop’s rate less the rate of the authorization covering it', () => {
    // 3 × (45.00 − 35.00) + 1 × (45.00 − 42.50) = 30.00 + 2.50
    expect(rateDifferenceCents(terms('45.00'), 4)).toBe(3250n);
    // 3 × 10.01 + 2 × 2.51
    expect(rateDifferenceCents(terms('45.01'), 5)).toBe(3505n);
  });

  it('is never negative: a day the insurer pays more for adds nothing', () => {
    expect(rateDifferenceCents(terms('35.00'), 5)).toBe(0n);
    // 3 × 5.00; the day at 42.50 against 40.00 adds nothing
    expect(rateDifferenceCents(terms('40.00'), 4)).toBe(1500n);
  });

  it('is 0 when the rule is off, without covered days or without authorizations', () => {
    expect(rateDifferenceCents(terms('45.00', false), 4)).toBe(0n);
    expect(rateDifferenceCents(terms('45.00'), 0)).toBe(0n);
    expect(rateDifferenceCents({ ...terms('45.00'), authorizations: [] }, 3)).toBe(0n);
  });

  it('counts only the covered days (the uncovered ones are the day charge’s)', () => {
    const { days, coveredDays, insurerCents } = loanCoverage(
      {
        checked_out_at: OUT,
        checked_in_at: '2026-03-07T14:00:00.000Z',
        authorizations: AUTHORIZED,
      },
      NO_GRACE,
    );
    expect({ days, coveredDays, insurerCents }).toEqual({
      days: 6,
      coveredDays: 5,
      insurerCents: 19000n,
    });
    // 3 × 10.00 + 2 × 2.50; the insurer's 190.00 is the same whether the rule is on or off
    expect(rateDifferenceCents(terms('45.00'), coveredDays)).toBe(3500n);
  });
});

describe('lateReturnCents', () => {
  const due = '2026-03-04T15:00:00.000Z';
  const fee = { due_at: due, grace_minutes: 59, late_return_fee: '25.50' };

  it('charges the fee once the grace after due_at has passed', () => {
    expect(lateReturnCents({ ...fee, checked_in_at: '2026-03-04T16:00:00.000Z' })).toBe(2550n);
    expect(lateReturnCents({ ...fee, checked_in_at: '2026-03-04T15:59:00.001Z' })).toBe(2550n);
  });

  it('charges nothing on time, within the grace, or when the fee is 0.00', () => {
    expect(lateReturnCents({ ...fee, checked_in_at: '2026-03-04T14:00:00.000Z' })).toBe(0n);
    expect(lateReturnCents({ ...fee, checked_in_at: '2026-03-04T15:59:00.000Z' })).toBe(0n);
    expect(
      lateReturnCents({
        ...fee,
        late_return_fee: '0.00',
        checked_in_at: '2026-03-06T15:00:00.000Z',
      }),
    ).toBe(0n);
  });

  it('has no grace when the agreement counts none', () => {
    const at = { ...fee, grace_minutes: 0 };
    expect(lateReturnCents({ ...at, checked_in_at: due })).toBe(0n);
    expect(lateReturnCents({ ...at, checked_in_at: '2026-03-04T15:00:00.001Z' })).toBe(2550n);
  });
});

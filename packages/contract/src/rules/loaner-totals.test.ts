import { describe, expect, it } from 'vitest';
import { checkInChargeCents, checkInCharges, loanCoverage, loanDays } from './loaner-totals';

const OUT = '2026-03-01T15:00:00.000Z';
const readings = {
  daily_rate: '45.00',
  odometer_out: 10_000,
  mileage_allowance_per_day: 150,
  excess_mileage_rate: '0.25',
  fuel_out: 8,
  fuel_rate_per_eighth: '10.00',
};

describe('loanDays', () => {
  it('counts started 24-hour periods, at least one', () => {
    expect(loanDays(OUT, '2026-03-01T15:30:00.000Z')).toBe(1);
    expect(loanDays(OUT, OUT)).toBe(1);
    expect(loanDays(OUT, '2026-03-02T15:00:00.000Z')).toBe(1);
    expect(loanDays(OUT, '2026-03-02T15:01:00.000Z')).toBe(2);
    expect(loanDays(OUT, '2026-03-04T14:59:59.999Z')).toBe(3);
    expect(loanDays(OUT, '2026-03-04T15:00:00.001Z')).toBe(4);
  });

  it('crosses midnight and a month end by hours, not calendar dates', () => {
    expect(loanDays('2026-02-28T23:30:00.000Z', '2026-03-01T00:30:00.000Z')).toBe(1);
    expect(loanDays('2026-02-28T23:30:00.000Z', '2026-03-01T23:31:00.000Z')).toBe(2);
  });

  it('is 0 before check-out', () => {
    expect(loanDays(null, OUT)).toBe(0);
  });
});

describe('loanCoverage', () => {
  it('covers at most the insurer maximum, at its daily rate', () => {
    const terms = { checked_out_at: OUT, insurer_daily_rate: '35.50', insurer_max_days: 3 };
    expect(loanCoverage({ ...terms, checked_in_at: '2026-03-03T16:00:00.000Z' })).toEqual({
      days: 3,
      coveredDays: 3,
      insurerCents: 10650n,
    });
    expect(loanCoverage({ ...terms, checked_in_at: '2026-03-06T15:00:00.000Z' })).toEqual({
      days: 5,
      coveredDays: 3,
      insurerCents: 10650n,
    });
    expect(loanCoverage({ ...terms, checked_in_at: '2026-03-02T10:00:00.000Z' })).toEqual({
      days: 1,
      coveredDays: 1,
      insurerCents: 3550n,
    });
  });

  it('covers nothing without an insurer maximum or rate, and runs to now while out', () => {
    const out = { checked_out_at: OUT, checked_in_at: null };
    expect(
      loanCoverage(
        { ...out, insurer_daily_rate: null, insurer_max_days: null },
        new Date('2026-03-03T15:00:01Z'),
      ),
    ).toEqual({ days: 3, coveredDays: 0, insurerCents: 0n });
    expect(
      loanCoverage(
        { ...out, insurer_daily_rate: null, insurer_max_days: 5 },
        new Date('2026-03-03T15:00:01Z'),
      ),
    ).toEqual({ days: 3, coveredDays: 3, insurerCents: 0n });
  });
});

describe('checkInChargeCents', () => {
  it('charges the uncovered days, the miles past the allowance and the missing eighths', () => {
    // 5 days, 3 covered; 1,000 miles against 750 allowed; 3 eighths missing.
    expect(
      checkInChargeCents({
        ...readings,
        days: 5,
        covered_days: 3,
        odometer_in: 11_000,
        fuel_in: 5,
      }),
    ).toEqual({ day: 9000n, mileage: 6250n, fuel: 3000n });
  });

  it('charges nothing within coverage, allowance and a full tank (more fuel is no credit)', () => {
    expect(
      checkInChargeCents({
        ...readings,
        days: 2,
        covered_days: 2,
        odometer_in: 10_300,
        fuel_out: 4,
        fuel_in: 8,
      }),
    ).toEqual({ day: 0n, mileage: 0n, fuel: 0n });
  });

  it('keeps whole cents of odd rates, written with two places', () => {
    expect(
      checkInCharges({
        ...readings,
        days: 1,
        covered_days: 0,
        daily_rate: '39.99',
        odometer_in: 10_151,
        excess_mileage_rate: '0.33',
        fuel_in: 7,
        fuel_rate_per_eighth: '7.05',
      }),
    ).toEqual({ day: '39.99', mileage: '0.33', fuel: '7.05' });
  });
});

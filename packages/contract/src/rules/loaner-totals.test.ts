import { describe, expect, it } from 'vitest';
import {
  authorizedDays,
  checkInChargeCents,
  checkInCharges,
  segmentUse,
  coverageEndsOn,
  coveredDaysCents,
  loanCoverage,
  loanDays,
  payerShares,
  shortOfCompletion,
} from './loaner-totals';

const OUT = '2026-03-01T15:00:00.000Z';
const readings = {
  daily_rate: '45.00',
  odometer_out: 10_000,
  mileage_allowance_per_day: 150,
  excess_mileage_rate: '0.25',
  fuel_out: 8,
  fuel_rate_per_eighth: '10.00',
};

const NO_GRACE = { day_rule: '24h', grace_minutes: 0, time_zone: 'UTC' } as const;
const calendarIn = (time_zone: string) =>
  ({ day_rule: 'calendar', grace_minutes: 0, time_zone }) as const;

describe('loanDays, 24-hour periods', () => {
  it('counts started 24-hour periods, at least one', () => {
    expect(loanDays(OUT, '2026-03-01T15:30:00.000Z', NO_GRACE)).toBe(1);
    expect(loanDays(OUT, OUT, NO_GRACE)).toBe(1);
    expect(loanDays(OUT, '2026-03-02T15:00:00.000Z', NO_GRACE)).toBe(1);
    expect(loanDays(OUT, '2026-03-02T15:01:00.000Z', NO_GRACE)).toBe(2);
    expect(loanDays(OUT, '2026-03-04T14:59:59.999Z', NO_GRACE)).toBe(3);
    expect(loanDays(OUT, '2026-03-04T15:00:00.001Z', NO_GRACE)).toBe(4);
  });

  it('starts a new day only after the grace minutes (the shop default: 59)', () => {
    expect(loanDays(OUT, '2026-03-02T15:59:00.000Z')).toBe(1);
    expect(loanDays(OUT, '2026-03-02T15:59:00.001Z')).toBe(2);
    expect(loanDays(OUT, '2026-03-02T16:00:00.000Z')).toBe(2);
    const grace30 = { ...NO_GRACE, grace_minutes: 30 };
    expect(loanDays(OUT, '2026-03-02T15:30:00.000Z', grace30)).toBe(1);
    expect(loanDays(OUT, '2026-03-02T15:31:00.000Z', grace30)).toBe(2);
  });

  it('crosses midnight, a month end and a daylight-saving change by elapsed hours', () => {
    expect(loanDays('2026-02-28T23:30:00.000Z', '2026-03-01T00:30:00.000Z', NO_GRACE)).toBe(1);
    expect(loanDays('2026-02-28T23:30:00.000Z', '2026-03-01T23:31:00.000Z', NO_GRACE)).toBe(2);
    // New York springs forward on 2026-03-08: noon to noon is 23 hours, one day.
    const zoned = { ...NO_GRACE, time_zone: 'America/New_York' };
    expect(loanDays('2026-03-07T17:00:00.000Z', '2026-03-08T16:00:00.000Z', zoned)).toBe(1);
    // ...and falls back on 2026-11-01: noon to noon is 25 hours, two days without grace.
    expect(loanDays('2026-10-31T16:00:00.000Z', '2026-11-01T17:00:00.000Z', zoned)).toBe(2);
  });

  it('is 0 before check-out', () => {
    expect(loanDays(null, OUT)).toBe(0);
  });
});

describe("loanDays, calendar days in the shop's zone", () => {
  const ny = calendarIn('America/New_York');

  it('counts each date from check-out to check-in, both included', () => {
    // Out Monday 9:00, back Tuesday 9:00 (New York, EST = UTC-5).
    expect(loanDays('2026-01-05T14:00:00.000Z', '2026-01-06T14:00:00.000Z', ny)).toBe(2);
    expect(loanDays('2026-01-05T14:00:00.000Z', '2026-01-05T22:00:00.000Z', ny)).toBe(1);
  });

  it("turns the day at the shop's midnight, not UTC's", () => {
    // 23:59 and 00:00 New York time on the next date: two dates, though 1 minute apart.
    expect(loanDays('2026-01-06T04:59:00.000Z', '2026-01-06T05:00:00.000Z', ny)).toBe(2);
    // 20:00 and 23:59 New York time are one date, though UTC changed its date between them.
    expect(loanDays('2026-01-06T01:00:00.000Z', '2026-01-06T04:59:00.000Z', ny)).toBe(1);
    expect(
      loanDays('2026-01-06T01:00:00.000Z', '2026-01-06T04:59:00.000Z', calendarIn('UTC')),
    ).toBe(1);
    expect(
      loanDays('2026-01-05T23:00:00.000Z', '2026-01-06T01:00:00.000Z', calendarIn('UTC')),
    ).toBe(2);
  });

  it('counts dates, not hours, across a daylight-saving change', () => {
    // Saturday 23:30 EST to Sunday 23:30 EDT (2026-03-08): 23 hours, two dates.
    expect(loanDays('2026-03-08T04:30:00.000Z', '2026-03-09T03:30:00.000Z', ny)).toBe(2);
  });
});

describe('loanCoverage', () => {
  const one = [{ days: 3, daily_rate: '35.50' }];

  it("covers at most the authorised days, at the authorization's rate", () => {
    const terms = { checked_out_at: OUT, authorizations: one };
    expect(loanCoverage({ ...terms, checked_in_at: '2026-03-03T16:00:00.000Z' }, NO_GRACE)).toEqual(
      {
        days: 3,
        authorizedDays: 3,
        coveredDays: 3,
        insurerCents: 10650n,
      },
    );
    expect(loanCoverage({ ...terms, checked_in_at: '2026-03-06T15:00:00.000Z' }, NO_GRACE)).toEqual(
      {
        days: 5,
        authorizedDays: 3,
        coveredDays: 3,
        insurerCents: 10650n,
      },
    );
    expect(loanCoverage({ ...terms, checked_in_at: '2026-03-02T10:00:00.000Z' }, NO_GRACE)).toEqual(
      {
        days: 1,
        authorizedDays: 3,
        coveredDays: 1,
        insurerCents: 3550n,
      },
    );
  });

  it('prices each covered day at the rate of the authorization covering it, in order', () => {
    // 3 days at 35.50, then an extension of 2 at 40.00: 5 of 6 days covered.
    const extended = [...one, { days: 2, daily_rate: '40.00' }];
    const terms = { checked_out_at: OUT, checked_in_at: '2026-03-07T15:00:00.000Z' };
    expect(loanCoverage({ ...terms, authorizations: extended }, NO_GRACE)).toEqual({
      days: 6,
      authorizedDays: 5,
      coveredDays: 5,
      insurerCents: 3n * 3550n + 2n * 4000n,
    });
    expect(coveredDaysCents(extended, 4)).toBe(3n * 3550n + 4000n);
    expect(authorizedDays(extended)).toBe(5);
  });

  it('covers nothing without authorizations, and runs to now while out', () => {
    const out = { checked_out_at: OUT, checked_in_at: null };
    const now = new Date('2026-03-03T15:00:01Z');
    expect(loanCoverage({ ...out, authorizations: [] }, NO_GRACE, now)).toEqual({
      days: 3,
      authorizedDays: 0,
      coveredDays: 0,
      insurerCents: 0n,
    });
  });
});

describe('payerShares', () => {
  it('adds every charge to its payer (a damage charge billed to the insurer too)', () => {
    const charges = [
      { amount: '310.40', bill_to: 'insurer' },
      { amount: '90.00', bill_to: 'customer' },
      { amount: '12.00', bill_to: 'shop' },
    ];
    const shares = payerShares(7000n, charges, [{ amount: '30.00', payer: 'customer' }]);
    expect(shares).toMatchObject({
      insurer: 38040n,
      customer: 9000n,
      customerPaid: 3000n,
      customerBalance: 6000n,
      insurerBalance: 38040n,
    });
  });

  it('never owes below zero: what was paid beyond the share is the payer’s credit', () => {
    const shares = payerShares(0n, [], [{ amount: '5.00', payer: 'insurer' }]);
    expect(shares).toMatchObject({ insurerBalance: 0n, insurerCredit: 500n, customerCredit: 0n });
  });

  it('takes refunds (negative amounts) off what was paid, and never refunds a write-off', () => {
    const day = [{ amount: '45.00', bill_to: 'customer' }];
    const paid = [
      { amount: '20.00', payer: 'customer', method: 'cash' },
      { amount: '25.00', payer: 'customer', method: 'write_off' },
    ];
    // The day charge went (a late extension): 45.00 paid, but only 20.00 of it was money.
    expect(payerShares(0n, [], paid)).toMatchObject({ customerPaid: 4500n, customerCredit: 2000n });
    expect(payerShares(0n, day, paid)).toMatchObject({ customerBalance: 0n, customerCredit: 0n });
    const refunded = [...paid, { amount: '-20.00', payer: 'customer', method: 'cash' }];
    expect(payerShares(0n, [], refunded)).toMatchObject({
      customerPaid: 2500n,
      customerBalance: 0n,
      customerCredit: 0n,
    });
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

describe('charges over loaners changed mid-rental', () => {
  // First car: out 10,000 full, swapped at 10,400 with 5 eighths; second: out 22,000 at 8, in
  // 22,500 at 6. 900 miles in 4 days of 150 allowed: 300 beyond × 0.25; 3 + 2 eighths × 10.00.
  const swapped = {
    ...readings,
    days: 4,
    covered_days: 4,
    earlier_segments: [{ odometer_out: 10_000, odometer_in: 10_400, fuel_out: 8, fuel_in: 5 }],
    odometer_out: 22_000,
    odometer_in: 22_500,
    fuel_out: 8,
    fuel_in: 6,
  };

  it('adds miles and missing eighths up over the cars, days over the agreement', () => {
    expect(checkInChargeCents(swapped)).toEqual({ day: 0n, mileage: 7500n, fuel: 5000n });
  });

  it('gives no credit for a car brought back fuller than it went out', () => {
    const fuller = { ...swapped, fuel_out: 2, fuel_in: 8 };
    expect(checkInChargeCents(fuller).fuel).toBe(3000n);
    expect(
      segmentUse([
        { odometer_out: 100, odometer_in: 150, fuel_out: 4, fuel_in: 8 },
        { odometer_out: 900, odometer_in: 925, fuel_out: 8, fuel_in: 7 },
      ]),
    ).toEqual({ driven: 75, missingEighths: 1 });
  });

  it('charges the miles of both cars against one allowance', () => {
    // 400 + 500 = 900 miles against 5 days × 150 = 750: 150 beyond.
    expect(checkInChargeCents({ ...swapped, days: 5, covered_days: 5 }).mileage).toBe(3750n);
  });
});

describe('coverageEndsOn', () => {
  it('ends calendar coverage on the last date it counts, in the shop’s zone', () => {
    // Out Monday 9:00 in New York with 3 days: Monday, Tuesday, Wednesday.
    const ny = { day_rule: 'calendar', grace_minutes: 0, time_zone: 'America/New_York' } as const;
    expect(coverageEndsOn('2026-01-05T14:00:00.000Z', 3, ny)).toBe('2026-01-07');
  });

  it('ends 24-hour coverage on the day its last period and grace run out', () => {
    const la = { day_rule: '24h', grace_minutes: 59, time_zone: 'America/Los_Angeles' } as const;
    // Out Monday 20:00 in Los Angeles: 2 days and 59 minutes end Wednesday 20:59.
    expect(coverageEndsOn('2026-01-06T04:00:00.000Z', 2, la)).toBe('2026-01-07');
    expect(coverageEndsOn(null, 2, la)).toBeNull();
    expect(coverageEndsOn('2026-01-06T04:00:00.000Z', 0, la)).toBeNull();
  });

  it('flags coverage that ends before the repair is expected done', () => {
    expect(shortOfCompletion('2026-01-07', '2026-01-09')).toBe(true);
    expect(shortOfCompletion('2026-01-07', '2026-01-07')).toBe(false);
    expect(shortOfCompletion(null, '2026-01-09')).toBe(false);
    expect(shortOfCompletion('2026-01-07', null)).toBe(false);
  });
});

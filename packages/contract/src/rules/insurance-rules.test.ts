import { describe, expect, it } from 'vitest';
import { hasRealEndDate, isActivePolicy, splitPolicies } from './insurance-policy-status';
import { fromCents, renewalSummary, renewalTotal, toCents } from './insurance-renewal-total';

describe('isActivePolicy (spec 2, insurance overview)', () => {
  const today = '2026-06-15';
  it('is active when the end date is today or later', () => {
    expect(isActivePolicy('2026-06-15', today)).toBe(true);
    expect(isActivePolicy('2027-01-01', today)).toBe(true);
  });
  it('is previous when the end date has passed', () => {
    expect(isActivePolicy('2026-06-14', today)).toBe(false);
  });
  it('is previous without an end date or with the 1970 placeholder', () => {
    expect(isActivePolicy(null, today)).toBe(false);
    expect(isActivePolicy('', today)).toBe(false);
    expect(isActivePolicy('1970-01-01', today)).toBe(false);
    expect(isActivePolicy('1970-01-01', '1969-01-01')).toBe(false);
  });
  it('treats the placeholder as no end date', () => {
    expect(hasRealEndDate('1970-01-01')).toBe(false);
    expect(hasRealEndDate(null)).toBe(false);
    expect(hasRealEndDate('1970-01-02')).toBe(true);
  });
  it('splits a list, keeping the order', () => {
    const list = [
      { id: 1, end_date: '2027-01-01' },
      { id: 2, end_date: null },
      { id: 3, end_date: '2020-01-01' },
      { id: 4, end_date: '2026-12-31' },
    ];
    const { active, previous } = splitPolicies(list, today);
    expect(active.map((p) => p.id)).toEqual([1, 4]);
    expect(previous.map((p) => p.id)).toEqual([2, 3]);
  });
});

describe('renewal total (spec 2 section 5)', () => {
  it('sums included premiums and additional costs to the cent', () => {
    const total = renewalTotal(
      [
        { vehicle_premium: '0.10', include_in_renewal: true },
        { vehicle_premium: '0.20', include_in_renewal: true },
        { vehicle_premium: '1000.00', include_in_renewal: false },
      ],
      '0.05',
    );
    // 0.1 + 0.2 in floats is 0.30000000000000004
    expect(total).toBe('0.35');
  });
  it('leaves excluded vehicles out of the count and the premiums', () => {
    expect(
      renewalSummary(
        [
          { vehicle_premium: '1200.50' },
          { vehicle_premium: 800, include_in_renewal: true },
          { vehicle_premium: '999.99', include_in_renewal: false },
        ],
        '150',
      ),
    ).toEqual({
      includedVehicles: 2,
      vehiclePremiums: '2000.50',
      additionalCosts: '150.00',
      total: '2150.50',
    });
  });
  it('counts blank or missing amounts as zero', () => {
    expect(renewalTotal([{ vehicle_premium: '' }, { vehicle_premium: null }], undefined)).toBe(
      '0.00',
    );
  });
  it('converts between amounts and cents', () => {
    expect(toCents('12.5')).toBe(1250n);
    expect(toCents('12.')).toBe(1200n);
    expect(toCents('abc')).toBe(0n);
    expect(fromCents(123456789012n)).toBe('1234567890.12');
    expect(fromCents(5n)).toBe('0.05');
  });
});

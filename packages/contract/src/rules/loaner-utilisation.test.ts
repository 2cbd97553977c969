import { describe, expect, it } from 'vitest';
import {
  availableDays,
  monthsOf,
  percentOneDecimal,
  ratioOneDecimal,
  weekStartOf,
  weeklyAvailableDays,
  weeksOf,
} from './loaner-utilisation';

describe('loaner utilisation arithmetic', () => {
  it('writes a percentage with one place, rounded half away from zero, 0 of nothing as 0.0', () => {
    expect(percentOneDecimal(7, 9)).toBe('77.8');
    expect(percentOneDecimal(1, 3)).toBe('33.3');
    expect(percentOneDecimal(2, 3)).toBe('66.7');
    expect(percentOneDecimal(1, 8)).toBe('12.5');
    expect(percentOneDecimal(1, 1600)).toBe('0.1'); // 0.0625 → 0.1
    expect(percentOneDecimal(95, 90)).toBe('105.6');
    expect(percentOneDecimal(0, 0)).toBe('0.0');
    expect(ratioOneDecimal(9, 4)).toBe('2.3'); // 2.25
    expect(ratioOneDecimal(7n, 3n)).toBe('2.3');
  });

  it('starts weeks on Monday and lists the weeks and months touching a period', () => {
    expect(weekStartOf('2026-03-01')).toBe('2026-02-23'); // a Sunday
    expect(weekStartOf('2026-03-02')).toBe('2026-03-02'); // a Monday
    expect(weekStartOf('2026-03-07')).toBe('2026-03-02');
    expect(weeksOf('2026-03-01', '2026-03-16')).toEqual([
      '2026-02-23',
      '2026-03-02',
      '2026-03-09',
      '2026-03-16',
    ]);
    expect(monthsOf('2025-11-20', '2026-02-01')).toEqual([
      '2025-11',
      '2025-12',
      '2026-01',
      '2026-02',
    ]);
    expect(monthsOf('2026-03-05', '2026-03-06')).toEqual(['2026-03']);
  });

  it('counts the days a loaner was not archived, its archive day included', () => {
    expect(availableDays('2026-03-01', '2026-03-31', null)).toBe(31);
    expect(availableDays('2026-03-01', '2026-03-31', '2026-03-10')).toBe(10);
    expect(availableDays('2026-03-01', '2026-03-31', '2026-02-27')).toBe(0);
    expect(availableDays('2026-03-01', '2026-03-31', '2026-04-02')).toBe(31);
  });

  it('sums each week’s days in service over the loaners, archived ones up to their day', () => {
    const archivedOns = [null, null, '2026-03-04', '2026-02-01', '2026-03-04'];
    // Weeks of 2026-03-01 (a Sunday) to 2026-03-16 (a Monday), cut to the period.
    expect(weeklyAvailableDays('2026-03-01', '2026-03-16', archivedOns)).toEqual([
      1 + 1 + 1 + 0 + 1,
      7 + 7 + 3 + 0 + 3,
      7 + 7,
      1 + 1,
    ]);
    expect(weeklyAvailableDays('2026-03-01', '2026-03-16', [])).toEqual([0, 0, 0, 0]);
  });
});

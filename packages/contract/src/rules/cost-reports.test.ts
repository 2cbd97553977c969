import { describe, expect, it } from 'vitest';
import { costReportQuerySchema } from '../cost-reports';
import { costFigures, monthsOf, presetPeriod, wholeMonths } from './cost-reports';

describe('cost report rules', () => {
  it('counts whole months, across a year end', () => {
    expect(wholeMonths('2024-02-10', '2024-02-11')).toEqual({
      from: '2024-02-01',
      to: '2024-02-29',
    });
    expect(monthsOf('2025-11-30', '2026-02-01')).toEqual([
      '2025-11-01',
      '2025-12-01',
      '2026-01-01',
      '2026-02-01',
    ]);
  });

  it('gives the presets around the shop day', () => {
    expect(presetPeriod('this_month', '2026-12-07')).toEqual({
      from: '2026-12-01',
      to: '2026-12-31',
    });
    expect(presetPeriod('last_month', '2026-01-15')).toEqual({
      from: '2025-12-01',
      to: '2025-12-31',
    });
    expect(presetPeriod('this_quarter', '2026-08-07')).toEqual({
      from: '2026-07-01',
      to: '2026-09-30',
    });
    expect(presetPeriod('this_year', '2026-08-07')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(presetPeriod('last_12_months', '2026-08-07')).toEqual({
      from: '2025-09-01',
      to: '2026-08-31',
    });
    expect(presetPeriod('last_12_months', '2026-12-07')).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
  });

  it('totals in cents, leaving hidden columns out, and rounds cost per mile to the cent', () => {
    const s = {
      service: '0.10',
      fuel: '0.20',
      financing: null,
      insurance: '1.00',
      registration: '0.00',
    };
    expect(costFigures({ ...s, miles: 0 })).toEqual({ total: '1.30', cost_per_mile: null });
    expect(costFigures({ ...s, miles: 4 })).toEqual({ total: '1.30', cost_per_mile: '0.33' });
  });

  it('reads the query: month by default, a known group and format only', () => {
    expect(costReportQuerySchema.parse({ from: '2026-01-01', to: '2026-01-31' })).toMatchObject({
      group: 'month',
      page: 1,
      page_size: 50,
    });
    expect(
      costReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31', group: 'x' }).success,
    ).toBe(false);
    expect(
      costReportQuerySchema.safeParse({ from: '2026-01-01', to: '2026-01-31', format: 'pdf' })
        .success,
    ).toBe(false);
  });
});

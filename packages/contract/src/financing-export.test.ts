import { describe, expect, it } from 'vitest';
import { exportDateRange, exportFileName, exportQuerySchema } from './financing-export';

describe('exportDateRange', () => {
  const today = '2025-05-17';
  it.each([
    ['this_month', '2025-05-01', '2025-05-31'],
    ['last_month', '2025-04-01', '2025-04-30'],
    ['this_quarter', '2025-04-01', '2025-06-30'],
    ['last_quarter', '2025-01-01', '2025-03-31'],
    ['this_year', '2025-01-01', '2025-12-31'],
    ['last_year', '2024-01-01', '2024-12-31'],
  ] as const)('%s runs from %s to %s', (range, date_from, date_to) =>
    expect(exportDateRange(range, today)).toEqual({ date_from, date_to }),
  );
  it('crosses the year back in January', () => {
    expect(exportDateRange('last_month', '2025-01-09')).toEqual({
      date_from: '2024-12-01',
      date_to: '2024-12-31',
    });
    expect(exportDateRange('last_quarter', '2025-02-28')).toEqual({
      date_from: '2024-10-01',
      date_to: '2024-12-31',
    });
  });
  it('knows February of a leap year', () =>
    expect(exportDateRange('this_month', '2024-02-10')?.date_to).toBe('2024-02-29'));
  it('leaves a custom range to the user', () =>
    expect(exportDateRange('custom', today)).toBeNull());
});

describe('exportQuerySchema', () => {
  it('defaults to csv without the payment summary', () =>
    expect(exportQuerySchema.parse({})).toEqual({ format: 'csv', include_payments: false }));
  it('refuses an end before the start, on date_to', () => {
    const r = exportQuerySchema.safeParse({ date_from: '2025-02-01', date_to: '2025-01-01' });
    expect(r.success).toBe(false);
    expect(r.error?.issues[0]?.path).toEqual(['date_to']);
  });
});

it('names the file by type, date and format', () =>
  expect(exportFileName('payments', 'xlsx', '2025-01-31')).toBe('payments_export_20250131.xlsx'));

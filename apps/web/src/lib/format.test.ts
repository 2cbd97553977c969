import { describe, expect, it } from 'vitest';
import { formatDate, formatFileSize, formatMiles, formatUsd, formatUsdWhole } from './format';

describe('formatUsd', () => {
  it('writes decimal strings and numbers as en-US dollars with cents', () => {
    expect(formatUsd('1234.5')).toBe('$1,234.50');
    expect(formatUsd('18500.00')).toBe('$18,500.00');
    expect(formatUsd(80)).toBe('$80.00');
    expect(formatUsd('0')).toBe('$0.00');
  });

  it('gives null when there is no amount', () => {
    for (const value of [null, undefined, '', 'abc']) expect(formatUsd(value)).toBeNull();
  });
});

describe('formatMiles', () => {
  it("reads 'miles' by default (the Overview) and 'mi' when short (tables, toasts)", () => {
    expect(formatMiles(45120)).toBe('45,120 miles');
    expect(formatMiles(45231, { short: true })).toBe('45,231 mi');
    expect(formatMiles(100, { short: true })).toBe('100 mi');
    expect(formatMiles(0)).toBe('0 miles');
  });

  it('gives null when the mileage is unknown', () => {
    expect(formatMiles(null)).toBeNull();
    expect(formatMiles(undefined, { short: true })).toBeNull();
  });
});

describe('formatDate', () => {
  it("writes a calendar date as that day, whatever the machine's time zone", () => {
    expect(formatDate('2026-03-05')).toBe('Mar 5, 2026');
    expect(formatDate('2025-12-31')).toBe('Dec 31, 2025');
    expect(formatDate('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('writes an instant as its local day', () => {
    const instant = '2025-03-01T10:00:00Z';
    const local = new Date(instant);
    const expected = `${local.toLocaleString('en-US', { month: 'short' })} ${local.getDate()}, ${local.getFullYear()}`;
    expect(formatDate(instant)).toBe(expected);
  });

  it('gives null when empty or not a date', () => {
    for (const value of [null, undefined, '', 'soon']) expect(formatDate(value)).toBeNull();
  });
});

describe('formatFileSize', () => {
  it('uses Bytes below 1 KB', () => {
    expect(formatFileSize(0)).toBe('0 Bytes');
    expect(formatFileSize(1)).toBe('1 Bytes');
    expect(formatFileSize(1023)).toBe('1023 Bytes');
  });

  it('steps by 1024 with at most two decimals', () => {
    expect(formatFileSize(1024)).toBe('1 KB');
    expect(formatFileSize(1536)).toBe('1.5 KB');
    expect(formatFileSize(123_456)).toBe('120.56 KB');
    expect(formatFileSize(1024 * 1024)).toBe('1 MB');
    expect(formatFileSize(20 * 1024 * 1024)).toBe('20 MB');
    expect(formatFileSize(5.25 * 1024 ** 3)).toBe('5.25 GB');
  });

  it('stops at GB, without grouping the digits', () => {
    expect(formatFileSize(2048 * 1024 ** 3)).toBe('2048 GB');
  });

  it("reads '0 Bytes' for anything not a finite, positive number", () => {
    expect(formatFileSize(-5)).toBe('0 Bytes');
    expect(formatFileSize(Number.NaN)).toBe('0 Bytes');
    expect(formatFileSize(Number.POSITIVE_INFINITY)).toBe('0 Bytes');
  });
});

describe('formatUsdWhole', () => {
  it('writes dollars without decimals, rounded', () => {
    expect(formatUsdWhole('45000.75')).toBe('$45,001');
    expect(formatUsdWhole('0.00')).toBe('$0');
    expect(formatUsdWhole(1234.4)).toBe('$1,234');
  });

  it('gives null when there is no amount', () => {
    for (const value of [null, undefined, '', 'abc']) expect(formatUsdWhole(value)).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import {
  centsOrZero,
  displayCents,
  formatMoney,
  fromCents,
  moneyInputText,
  parseMoney,
  percentOf,
  toCents,
} from './money';

describe('money', () => {
  it('adds decimal strings exactly, where floats would not', () => {
    expect(fromCents(toCents('0.10') + toCents('0.20'))).toBe('0.30');
    expect(percentOf(1n, 3n)).toBe('33.33');
    expect(percentOf(-2n, 3n)).toBe('-66.67');
  });

  it('parses what a money input holds: a dollar sign, separators, a number, a trailing point', () => {
    expect(parseMoney('$1,234.5')).toBe(123450n);
    expect(parseMoney(1234.56)).toBe(123456n);
    expect(parseMoney('12.')).toBe(1200n);
    expect(moneyInputText('$18,000')).toBe('18000.00');
    expect(moneyInputText('')).toBeNull();
    expect(moneyInputText(null)).toBeNull();
  });

  it('keeps the sign of a negative amount, below a dollar too', () => {
    expect(parseMoney('-0.05')).toBe(-5n);
    expect(fromCents(-5n)).toBe('-0.05');
    expect(fromCents(toCents('-0.5'))).toBe('-0.50');
    expect(fromCents(-123456n)).toBe('-1234.56');
    expect(formatMoney('-0.05')).toBe('-$0.05');
    expect(formatMoney(-123456n)).toBe('-$1,234.56');
  });

  it('throws on anything that is not an amount instead of counting it as 0', () => {
    expect(() => toCents('1.234')).toThrow();
    expect(() => parseMoney('abc')).toThrow();
    expect(() => parseMoney(1e21)).toThrow();
    expect(() => moneyInputText('12a')).toThrow();
    expect(() => centsOrZero('abc')).toThrow();
    expect(centsOrZero(undefined)).toBe(0n);
    expect(centsOrZero(' ')).toBe(0n);
  });

  it('writes USD in en-US, whole dollars for the summaries', () => {
    expect(formatMoney('1234567.8')).toBe('$1,234,567.80');
    expect(formatMoney('0')).toBe('$0.00');
    expect(formatMoney('45000.50', { whole: true })).toBe('$45,001');
    expect(formatMoney('45000.49', { whole: true })).toBe('$45,000');
    expect(formatMoney('-45000.50', { whole: true })).toBe('-$45,001');
    expect(formatMoney('9999999999.99')).toBe('$9,999,999,999.99');
  });
});

describe('displayCents', () => {
  it.each([
    ['1234.5', 123450n],
    ['12.345', 1235n],
    ['-12.345', -1235n],
    [7, 700n],
    ['0.004', 0n],
    ['.5', 50n],
  ])('%s is %s cents to show', (value, cents) => expect(displayCents(value)).toBe(cents));
  it.each(['abc', '', '-', '1e3', '$5'])('%s is not a decimal', (value) =>
    expect(displayCents(value)).toBeNull(),
  );
});

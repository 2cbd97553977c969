import { describe, expect, it } from 'vitest';
import { DATE_OUT_OF_RANGE, inDateRange, isoDateSchema } from './common';
import { LOANER_MESSAGES, optionalDateTime, requiredDateTime } from './loaners';
import { FIELD_MESSAGES, optionalDate, requiredDate } from './vehicle-fields';

const messageOf = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues.map((i) => i.message);

describe('the date range every date field takes', () => {
  it('is years 1900 through 2200, with one message', () => {
    expect(DATE_OUT_OF_RANGE).toBe('Enter a date between 1900 and 2200.');
    for (const ok of ['1900-01-01', '2026-06-15', '2200-12-31', '2200-12-31T23:59:59.999Z'])
      expect(inDateRange(ok), ok).toBe(true);
    for (const far of ['0001-01-01', '1500-06-01', '1899-12-31', '2201-01-01', '9999-12-31', ''])
      expect(inDateRange(far), far).toBe(false);
  });

  it('holds in isoDateSchema, the date filters and bodies built on it', () => {
    expect(isoDateSchema.parse('1900-01-01')).toBe('1900-01-01');
    expect(messageOf(isoDateSchema.safeParse('0001-01-01'))).toEqual([DATE_OUT_OF_RANGE]);
    expect(messageOf(isoDateSchema.safeParse('0000-01-01'))).toEqual([DATE_OUT_OF_RANGE]);
    // A text that is no date at all says so, not that its year is out of range.
    expect(messageOf(isoDateSchema.safeParse('soon'))).not.toContain(DATE_OUT_OF_RANGE);
  });

  it('holds in the form fields requiredDate and optionalDate', () => {
    const required = requiredDate('Date is required');
    const optional = optionalDate();
    expect(required.parse(' 2200-12-31 ')).toBe('2200-12-31');
    expect(optional.parse('')).toBeNull();
    for (const far of ['0001-01-01', '1500-06-01', '2201-01-01']) {
      expect(messageOf(required.safeParse(far))).toEqual([DATE_OUT_OF_RANGE]);
      expect(messageOf(optional.safeParse(far))).toEqual([DATE_OUT_OF_RANGE]);
    }
    expect(messageOf(required.safeParse('2026-02-30'))).toEqual([FIELD_MESSAGES.invalidDate]);
    expect(messageOf(required.safeParse(''))).toEqual(['Date is required']);
  });

  it('holds in the instants, counted in UTC', () => {
    const required = requiredDateTime('Start is required');
    const optional = optionalDateTime();
    expect(required.parse('1900-01-01T00:00:00Z')).toBe('1900-01-01T00:00:00.000Z');
    expect(optional.parse(null)).toBeNull();
    for (const far of ['0001-01-01T12:00:00Z', '1500-06-01T09:00:00-05:00', '2201-01-01T00:00Z']) {
      expect(messageOf(required.safeParse(far))).toEqual([DATE_OUT_OF_RANGE]);
      expect(messageOf(optional.safeParse(far))).toEqual([DATE_OUT_OF_RANGE]);
    }
    // 2200-12-31 at 20:00 in New York is already 2201 in UTC.
    expect(messageOf(required.safeParse('2200-12-31T20:00:00-05:00'))).toEqual([DATE_OUT_OF_RANGE]);
    expect(messageOf(required.safeParse('2026-06-15 10:00'))).toEqual([
      LOANER_MESSAGES.invalidDateTime,
    ]);
  });
});

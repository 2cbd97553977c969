import { describe, expect, it } from 'vitest';
import {
  formatShopDate,
  formatShopDateTime,
  instantFromShopClock,
  shopClockFromInstant,
  shopDayOf,
} from './shop-time';

const LA = 'America/Los_Angeles';

describe('the shop’s clock', () => {
  it('reads a time typed on the shop’s clock as the instant it is there', () => {
    expect(instantFromShopClock('2026-06-14T09:00', LA)).toBe('2026-06-14T16:00:00.000Z');
    expect(instantFromShopClock('2026-01-14T09:00', LA)).toBe('2026-01-14T17:00:00.000Z');
    expect(instantFromShopClock('2026-06-14T09:00', 'UTC')).toBe('2026-06-14T09:00:00.000Z');
  });

  it('finds the offset in force on either side of a daylight-saving change', () => {
    // Los Angeles moves to summer time at 02:00 on 2026-03-08.
    expect(instantFromShopClock('2026-03-08T01:30', LA)).toBe('2026-03-08T09:30:00.000Z');
    expect(instantFromShopClock('2026-03-08T03:30', LA)).toBe('2026-03-08T10:30:00.000Z');
  });

  it('refuses what is not a date and time', () => {
    expect(instantFromShopClock('', LA)).toBeNull();
    expect(instantFromShopClock('2026-06-14', LA)).toBeNull();
    expect(instantFromShopClock('tomorrow 9am', LA)).toBeNull();
  });

  it('shows an instant on the shop’s clock, whatever the browser’s zone', () => {
    expect(shopClockFromInstant('2026-06-14T16:00:00.000Z', LA)).toBe('2026-06-14T09:00');
    expect(shopClockFromInstant('2026-06-15T06:30:00Z', LA)).toBe('2026-06-14T23:30');
    expect(formatShopDateTime('2026-06-15T06:30:00Z', LA)).toBe('Jun 14, 2026, 11:30 PM');
    expect(formatShopDateTime(null, LA)).toBeNull();
  });

  it('gives the day of an instant on the shop’s calendar, not UTC’s', () => {
    expect(shopDayOf('2026-06-15T06:30:00Z', LA)).toBe('2026-06-14');
    expect(shopDayOf(new Date('2026-06-15T06:30:00Z'), 'UTC')).toBe('2026-06-15');
    expect(formatShopDate('2026-06-15T06:30:00Z', LA)).toBe('Jun 14, 2026');
    expect(shopDayOf('not a time', LA)).toBe('');
  });

  it('writes times in UTC, saying so, for a zone this browser does not know', () => {
    expect(formatShopDateTime('2026-06-15T06:30:00Z', 'Mars/Base')).toBe(
      'Jun 15, 2026, 6:30 AM UTC',
    );
    expect(formatShopDate('2026-06-15T06:30:00Z', undefined)).toBe('Jun 15, 2026 UTC');
    expect(instantFromShopClock('2026-06-14T09:00', 'Mars/Base')).toBe('2026-06-14T09:00:00.000Z');
  });
});

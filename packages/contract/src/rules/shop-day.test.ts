import { describe, expect, it } from 'vitest';
import { hourInZone, isTimeZone, isoDateInZone, msUntilNextDayInZone } from './shop-day';

// 23:30 in Los Angeles (PDT, UTC-7) on 14 June is already 15 June in UTC.
const lateEveningPacific = new Date('2026-06-15T06:30:00Z');

describe('the shop day', () => {
  it('is the calendar day in the shop time zone, not in UTC', () => {
    expect(isoDateInZone(lateEveningPacific, 'America/Los_Angeles')).toBe('2026-06-14');
    expect(isoDateInZone(lateEveningPacific, 'UTC')).toBe('2026-06-15');
    expect(isoDateInZone(lateEveningPacific, 'Asia/Tokyo')).toBe('2026-06-15');
    expect(hourInZone(lateEveningPacific, 'America/Los_Angeles')).toBe(23);
    expect(hourInZone(new Date('2026-06-15T00:10:00Z'), 'UTC')).toBe(0);
  });

  it('counts the time to the next midnight on the shop clock', () => {
    // 23:30 in Los Angeles: half an hour; 06:30 in UTC: 17.5 hours.
    expect(msUntilNextDayInZone(lateEveningPacific, 'America/Los_Angeles')).toBe(30 * 60_000);
    expect(msUntilNextDayInZone(lateEveningPacific, 'UTC')).toBe(17.5 * 3_600_000);
    expect(msUntilNextDayInZone(new Date('2026-06-15T00:00:00.250Z'), 'UTC')).toBe(
      86_400_000 - 250,
    );
  });

  it('knows real time zone names only', () => {
    expect(isTimeZone('America/Los_Angeles')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isTimeZone('')).toBe(false);
    expect(isTimeZone(' UTC')).toBe(false);
  });
});

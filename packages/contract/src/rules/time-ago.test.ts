import { describe, expect, it } from 'vitest';
import { timeAgo } from './time-ago';

const now = new Date('2025-03-20T12:00:00Z');
const minus = (ms: number) => new Date(now.getTime() - ms);
const MIN = 60_000;
const HOUR = 60 * MIN;
const DAY = 24 * HOUR;

describe('timeAgo', () => {
  it("says 'Just now' under one hour", () => {
    expect(timeAgo(minus(0), now)).toBe('Just now');
    expect(timeAgo(minus(59 * MIN), now)).toBe('Just now');
  });

  it("says 'Nh ago' from one hour to under 24 hours", () => {
    expect(timeAgo(minus(HOUR), now)).toBe('1h ago');
    expect(timeAgo(minus(23 * HOUR + 59 * MIN), now)).toBe('23h ago');
  });

  it("says 'Nd ago' from one day to under 7 days", () => {
    expect(timeAgo(minus(DAY), now)).toBe('1d ago');
    expect(timeAgo(minus(7 * DAY - MIN), now)).toBe('6d ago');
  });

  it('shows a date from 7 days on', () => {
    const then = minus(7 * DAY);
    expect(timeAgo(then, now)).toBe(then.toLocaleDateString('en-US'));
  });

  it('accepts ISO strings and treats the future as just now', () => {
    expect(timeAgo('2025-03-20T10:00:00Z', now)).toBe('2h ago');
    expect(timeAgo('2025-03-21T10:00:00Z', now)).toBe('Just now');
  });

  it('gives an empty text for an unreadable instant', () => {
    expect(timeAgo('not a date', now)).toBe('');
  });
});

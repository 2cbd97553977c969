import { describe, expect, it } from 'vitest';
import {
  localIsoDate,
  registrationExpiryBadge,
  registrationExpiryState,
} from './registration-expiry';

const today = '2025-06-15';

describe('registrationExpiryBadge', () => {
  it('is red when the expiration date is past', () => {
    expect(registrationExpiryBadge('2025-06-14', today)).toBe('red');
    expect(registrationExpiryBadge('2020-01-01', today)).toBe('red');
  });

  it('is yellow from today up to 30 days ahead', () => {
    expect(registrationExpiryBadge('2025-06-15', today)).toBe('yellow');
    expect(registrationExpiryBadge('2025-07-15', today)).toBe('yellow');
  });

  it('is green beyond 30 days', () => {
    expect(registrationExpiryBadge('2025-07-16', today)).toBe('green');
    expect(registrationExpiryBadge('2027-01-01', today)).toBe('green');
  });

  it('names the state behind the colour', () => {
    expect(registrationExpiryState('2025-06-01', today)).toBe('expired');
    expect(registrationExpiryState('2025-06-20', today)).toBe('due');
    expect(registrationExpiryState('2025-12-20', today)).toBe('ok');
  });
});

describe('localIsoDate', () => {
  it('formats the local calendar date with padding', () => {
    expect(localIsoDate(new Date(2025, 0, 5, 23, 59))).toBe('2025-01-05');
  });
});

import { describe, expect, it } from 'vitest';
import { daysBetween, statusBadgeColor, vehicleStatus } from './vehicle-status';

describe('statusBadgeColor', () => {
  it('is red for expired or overdue', () => {
    expect(statusBadgeColor('Registration expired')).toBe('red');
    expect(statusBadgeColor('Insurance expired')).toBe('red');
    expect(statusBadgeColor('Payment overdue')).toBe('red');
  });

  it('is yellow for nearing, due or soon', () => {
    expect(statusBadgeColor('Registration due soon')).toBe('yellow');
    expect(statusBadgeColor('Nearing expiry')).toBe('yellow');
    expect(statusBadgeColor('Due')).toBe('yellow');
    expect(statusBadgeColor('Renew soon')).toBe('yellow');
  });

  it('is green for up to date or current', () => {
    expect(statusBadgeColor('Up to date')).toBe('green');
    expect(statusBadgeColor('Current')).toBe('green');
  });

  it('is grey otherwise, including empty text', () => {
    expect(statusBadgeColor('Unknown')).toBe('grey');
    expect(statusBadgeColor('')).toBe('grey');
    expect(statusBadgeColor(null)).toBe('grey');
    expect(statusBadgeColor(undefined)).toBe('grey');
  });

  it('ignores case', () => {
    expect(statusBadgeColor('REGISTRATION EXPIRED')).toBe('red');
    expect(statusBadgeColor('due SOON')).toBe('yellow');
    expect(statusBadgeColor('UP TO DATE')).toBe('green');
  });

  it('checks red before yellow before green', () => {
    expect(statusBadgeColor('Overdue')).toBe('red');
    expect(statusBadgeColor('Expired, due soon')).toBe('red');
    expect(statusBadgeColor('Current but due soon')).toBe('yellow');
  });
});

describe('vehicleStatus', () => {
  const today = '2025-06-15';
  const status = (registrationExpiresOn: string | null, insuranceEndsOn: string | null = null) =>
    vehicleStatus({ registrationExpiresOn, insuranceEndsOn }, today);

  it('says Registration expired when the registration is past', () => {
    expect(status('2025-06-14')).toBe('Registration expired');
    expect(status('2025-06-14', '2024-01-01')).toBe('Registration expired');
  });

  it('says Insurance expired when the insurance ended, before a registration due soon', () => {
    expect(status('2025-07-01', '2025-06-14')).toBe('Insurance expired');
    expect(status(null, '2025-06-14')).toBe('Insurance expired');
  });

  it('treats the 1970 placeholder insurance date as none', () => {
    expect(status('2026-01-01', '1970-01-01')).toBe('Up to date');
  });

  it('says Registration due soon within 30 days, today included', () => {
    expect(status('2025-06-15')).toBe('Registration due soon');
    expect(status('2025-07-15')).toBe('Registration due soon');
    expect(status('2025-07-16')).toBe('Up to date');
  });

  it('says Up to date otherwise, including without any dates', () => {
    expect(status('2026-06-15', '2026-01-01')).toBe('Up to date');
    expect(status(null, null)).toBe('Up to date');
    expect(status(null, '2025-06-15')).toBe('Up to date');
  });
});

describe('daysBetween', () => {
  it('counts calendar days across months and leap years', () => {
    expect(daysBetween('2024-02-28', '2024-03-01')).toBe(2);
    expect(daysBetween('2025-03-01', '2025-02-28')).toBe(-1);
    expect(daysBetween('2025-03-09', '2025-03-10')).toBe(1);
  });
});

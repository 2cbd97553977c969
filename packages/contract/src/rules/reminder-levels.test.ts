import { describe, expect, it } from 'vitest';
import {
  daysPhrase,
  registrationLevel,
  reminderPriority,
  reminderSeverity,
} from './reminder-levels';

const typical = { warningDays: 30, criticalDays: 14, escalationDays: 7 };

describe('registrationLevel', () => {
  it.each([
    ['2026-03-01', null],
    ['2026-01-31', 'warning'],
    ['2026-01-16', 'warning'],
    ['2026-01-15', 'critical'],
    ['2026-01-09', 'critical'],
    ['2026-01-08', 'escalation'],
    ['2026-01-01', 'escalation'],
    ['2025-12-31', 'expired'],
  ])('a registration expiring %s on 2026-01-01 is %s', (expires, level) => {
    expect(registrationLevel(expires, '2026-01-01', typical)).toBe(level);
  });

  it('takes the nearest threshold first when the settings are out of the guided order', () => {
    const odd = { warningDays: 5, criticalDays: 20, escalationDays: 10 };
    expect(registrationLevel('2026-01-09', '2026-01-01', odd)).toBe('escalation');
    expect(registrationLevel('2026-01-15', '2026-01-01', odd)).toBe('critical');
  });
});

describe('severity and priority', () => {
  it('makes warning a warning, and critical, escalation and expired critical and action required', () => {
    expect([reminderSeverity('warning'), reminderPriority('warning')]).toEqual([
      'warning',
      'normal',
    ]);
    for (const level of ['critical', 'escalation', 'expired'] as const)
      expect([reminderSeverity(level), reminderPriority(level)]).toEqual([
        'critical',
        'action_required',
      ]);
  });
});

describe('daysPhrase', () => {
  it.each([
    ['2026-01-06', 'in 5 days'],
    ['2026-01-02', 'tomorrow'],
    ['2026-01-01', 'today'],
    ['2025-12-31', 'yesterday'],
    ['2025-12-29', '3 days ago'],
  ])('%s from 2026-01-01 reads "%s"', (date, text) => {
    expect(daysPhrase(date, '2026-01-01')).toBe(text);
  });
});

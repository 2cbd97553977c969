import { describe, expect, it } from 'vitest';
import { isThemeChoice, resolveTheme } from './theme';

const at = (hour: number, minute = 0) => new Date(2025, 0, 15, hour, minute);

describe('resolveTheme', () => {
  it('returns light and dark as chosen, whatever the hour', () => {
    expect(resolveTheme('light', at(23))).toBe('light');
    expect(resolveTheme('dark', at(12))).toBe('dark');
  });

  it('auto is dark from 19:00', () => {
    expect(resolveTheme('auto', at(18, 59))).toBe('light');
    expect(resolveTheme('auto', at(19, 0))).toBe('dark');
    expect(resolveTheme('auto', at(0, 0))).toBe('dark');
  });

  it('auto is light from 06:00', () => {
    expect(resolveTheme('auto', at(5, 59))).toBe('dark');
    expect(resolveTheme('auto', at(6, 0))).toBe('light');
    expect(resolveTheme('auto', at(12, 0))).toBe('light');
  });
});

describe('isThemeChoice', () => {
  it('accepts the three choices only', () => {
    expect(isThemeChoice('light')).toBe(true);
    expect(isThemeChoice('dark')).toBe(true);
    expect(isThemeChoice('auto')).toBe(true);
    expect(isThemeChoice('blue')).toBe(false);
    expect(isThemeChoice(null)).toBe(false);
  });
});

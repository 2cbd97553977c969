import { DEFAULT_THEME, mergeMantineTheme } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { contrastRatio, toContrast } from './contrast';
import { cssVariablesResolver, mantineTheme } from './theme';

describe('contrast', () => {
  it('measures WCAG ratios (the issue’s failing badges among them)', () => {
    expect(contrastRatio('#000000', '#ffffff')).toBeCloseTo(21, 5);
    // Mantine's light badge text, shade 9 on shade 1: green 3.8:1, yellow 2.7:1.
    expect(contrastRatio('#2b8a3e', '#d3f9d8')).toBeCloseTo(3.8, 1);
    expect(contrastRatio('#e67700', '#fff3bf')).toBeCloseTo(2.68, 1);
  });

  it('darkens a colour only as far as 4.5:1 needs, and keeps one that passes', () => {
    const fixed = toContrast('#e67700', '#fff3bf');
    expect(contrastRatio(fixed, '#fff3bf')).toBeGreaterThanOrEqual(4.5);
    expect(contrastRatio(fixed, '#fff3bf')).toBeLessThan(5.2);
    expect(toContrast('#1a1a1a', '#ffffff')).toBe('#1a1a1a');
  });
});

describe('the theme’s coloured text', () => {
  const theme = mergeMantineTheme(DEFAULT_THEME, mantineTheme);
  const light = cssVariablesResolver(theme).light;
  const colors = Object.keys(theme.colors).filter((name) => name !== 'dark');

  it.each(colors)('%s: light badges and coloured text reach 4.5:1 in light mode', (name) => {
    const shades = theme.colors[name]!;
    for (const background of [shades[1], '#ffffff']) {
      expect(
        contrastRatio(light[`--mantine-color-${name}-light-color`]!, background),
      ).toBeGreaterThanOrEqual(4.5);
      expect(
        contrastRatio(light[`--mantine-color-${name}-text`]!, background),
      ).toBeGreaterThanOrEqual(4.5);
    }
  });
});

import { IconCar, IconCircleDot, IconShieldCheck } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { normaliseIconName, resolveNavIcon } from './nav-icon';

describe('nav icons', () => {
  it('normalises the icon name forms a module may use', () => {
    expect(normaliseIconName('IconCar')).toBe('car');
    expect(normaliseIconName('IconShieldCheck')).toBe('shield-check');
    expect(normaliseIconName('ti ti-car')).toBe('car');
    expect(normaliseIconName('fas fa-shield-alt')).toBe('shield-alt');
    expect(normaliseIconName('tabler-car')).toBe('car');
  });

  it('resolves known names and falls back for unknown ones', () => {
    expect(resolveNavIcon('car')).toBe(IconCar);
    expect(resolveNavIcon('fa-shield-alt')).toBe(IconShieldCheck);
    expect(resolveNavIcon('no-such-icon')).toBe(IconCircleDot);
    expect(resolveNavIcon('')).toBe(IconCircleDot);
    expect(resolveNavIcon(null)).toBe(IconCircleDot);
  });
});

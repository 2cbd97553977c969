import { NAV_ICONS } from '@fleetdesk/contract/registry';
import { IconCar, IconCircleDot, IconPlus, IconShieldCheck } from '@tabler/icons-react';
import { describe, expect, it } from 'vitest';
import { isMappedIcon, normaliseIconName, resolveNavIcon } from './nav-icon';

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
    expect(isMappedIcon('no-such-icon')).toBe(false);
  });

  it("shows Add Vehicle's plus icon, not the fallback dot", () => {
    expect(resolveNavIcon('plus')).toBe(IconPlus);
  });

  // The server tests that every icon a module names is in NAV_ICONS (registry.icons.test.ts).
  it.each(NAV_ICONS)('maps the registry icon %s', (name) => {
    expect(isMappedIcon(name)).toBe(true);
    expect(resolveNavIcon(name)).not.toBe(IconCircleDot);
  });
});

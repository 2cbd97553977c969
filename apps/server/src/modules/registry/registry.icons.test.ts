import { describe, expect, it } from 'vitest';
import { NAV_ICONS } from '@fleetdesk/contract/registry';
import type { ModuleNavigationEntry } from '../../platform/module';
import { MODULES } from '../index';

const entryIcons = (entries: ModuleNavigationEntry[]): string[] =>
  entries.flatMap((e) => [e.icon, ...entryIcons(e.children ?? [])]);

describe('registry icons', () => {
  it('every icon a module names is one the web maps (contract NAV_ICONS)', () => {
    const used = MODULES.flatMap((m) => [
      m.icon,
      ...Object.values(m.models).map((model) => model.icon),
      ...entryIcons(m.navigation),
      ...m.searchable_models.map((s) => s.icon),
      ...m.widgets.map((w) => w.icon),
    ]);
    expect(used).toContain('plus');
    const known: readonly string[] = NAV_ICONS;
    expect(used.filter((icon) => !known.includes(icon))).toEqual([]);
  });
});

import { describe, expect, it } from 'vitest';
import { PERMISSION_AREAS, PERMISSION_INFO, permissionsByArea } from './permission-labels';
import { ALL_PERMISSIONS } from './permissions';

describe('permission labels', () => {
  it('gives every permission, the loaner ones included, a label and a one-line description', () => {
    expect(Object.keys(PERMISSION_INFO).sort()).toEqual([...ALL_PERMISSIONS].sort());
    for (const permission of ALL_PERMISSIONS) {
      const { label, description, area } = PERMISSION_INFO[permission];
      expect(label.trim(), permission).not.toBe('');
      expect(description.trim(), permission).not.toBe('');
      expect(description, permission).not.toContain('\n');
      expect(PERMISSION_AREAS, permission).toContain(area);
    }
    expect(PERMISSION_INFO.canViewLoaners.label).toBe('See loaners');
    expect(PERMISSION_INFO.canManageLoaners.label).toBe('Manage loaners');
    expect(PERMISSION_INFO.canManageLoanerCharges.label).toBe('Manage loaner charges');
  });

  it('gives no two permissions the same label', () => {
    const labels = ALL_PERMISSIONS.map((p) => PERMISSION_INFO[p].label);
    expect(new Set(labels).size).toBe(labels.length);
  });

  it('groups every permission once, under areas that each have some', () => {
    const groups = permissionsByArea();
    expect(groups.map((g) => g.area)).toEqual([...PERMISSION_AREAS]);
    for (const group of groups) expect(group.permissions.length, group.area).toBeGreaterThan(0);
    expect(groups.flatMap((g) => g.permissions).sort()).toEqual([...ALL_PERMISSIONS].sort());
    expect(groups.find((g) => g.area === 'Loaners')?.permissions).toEqual([
      'canViewLoaners',
      'canManageLoaners',
      'canManageLoanerCharges',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { ROLE_PERMISSIONS } from '../permissions';
import { heldAfterRoleChange, overridesFor, permissionSource } from './member-permissions';

describe('member permissions against the role', () => {
  it('names where each permission comes from', () => {
    expect(permissionSource('vehicle_viewer', 'canViewLoaners', true)).toBe('role');
    expect(permissionSource('vehicle_viewer', 'canViewLoaners', false)).toBe('withdrawn');
    expect(permissionSource('vehicle_viewer', 'canManageLoaners', true)).toBe('granted');
    expect(permissionSource('vehicle_viewer', 'canManageLoaners', false)).toBe('none');
  });

  it('grants what the role lacks and withdraws what it gives and is not held', () => {
    const held = [
      ...ROLE_PERMISSIONS.vehicle_viewer.filter((p) => p !== 'canViewMileage'),
      'canManageLoanerCharges' as const,
      'canAdd' as const,
    ];
    expect(overridesFor('vehicle_viewer', held)).toEqual({
      grants: ['canAdd', 'canManageLoanerCharges'],
      withdrawals: ['canViewMileage'],
    });
    expect(overridesFor('fleet_manager', ROLE_PERMISSIONS.fleet_manager)).toEqual({
      grants: [],
      withdrawals: [],
    });
  });

  it("keeps the member's own grants and withdrawals when the role changes", () => {
    const held = [
      ...ROLE_PERMISSIONS.vehicle_viewer.filter((p) => p !== 'canViewMileage'),
      'canManageLoanerCharges' as const,
    ];
    const after = heldAfterRoleChange('vehicle_viewer', 'fleet_coordinator', held);
    expect(overridesFor('fleet_coordinator', after)).toEqual({
      grants: ['canManageLoanerCharges'],
      withdrawals: ['canViewMileage'],
    });
    expect(after).toContain('canManageLoaners');
  });
});

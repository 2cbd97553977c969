import { describe, expect, it } from 'vitest';
import type { Permission } from '@fleetdesk/contract/permissions';
import {
  initialTokenValues,
  permissionWords,
  tokenPermissionAreas,
  toggledPermission,
} from './token-form';

describe('the new-token form', () => {
  it('starts read-only: the view permissions the member holds, nothing that changes data', () => {
    const holds = (p: Permission) => p !== 'canViewFinancial';
    const { permissions } = initialTokenValues(holds);
    expect(permissions).toContain('canViewBasic');
    expect(permissions).toContain('canViewLoaners');
    expect(permissions).not.toContain('canViewFinancial');
    expect(permissions.every((p) => p.startsWith('canView'))).toBe(true);
  });

  it('offers no permission of the shop administration', () => {
    const offered = tokenPermissionAreas().flatMap((a) => a.permissions);
    expect(offered).not.toContain('canManageShopSettings');
    expect(offered).not.toContain('canViewModuleSettings');
    expect(tokenPermissionAreas().map((a) => a.area)).not.toContain('Shop');
  });

  it('keeps ticks in list order and says them in words', () => {
    const ticked = toggledPermission(['canViewDetails'], 'canViewBasic', true);
    expect(ticked).toEqual(['canViewBasic', 'canViewDetails']);
    expect(toggledPermission(ticked, 'canViewBasic', false)).toEqual(['canViewDetails']);
    expect(permissionWords(['canViewDetails', 'canViewBasic'])).toEqual([
      'See the vehicle list',
      'See vehicle details',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { hasPermission } from './permission-check';

describe('hasPermission', () => {
  const viewer = { permissions: { canViewBasic: true, canEdit: false }, is_superuser: false };

  it('allows when no permission is named', () => {
    expect(hasPermission({ permissions: {}, is_superuser: false })).toBe(true);
    expect(hasPermission({ permissions: {}, is_superuser: false }, null)).toBe(true);
    expect(hasPermission({ permissions: {}, is_superuser: false }, '')).toBe(true);
  });

  it('passes when the named permission is true', () => {
    expect(hasPermission(viewer, 'canViewBasic')).toBe(true);
  });

  it('denies when the named permission is false or missing', () => {
    expect(hasPermission(viewer, 'canEdit')).toBe(false);
    expect(hasPermission(viewer, 'canViewFinancial')).toBe(false);
  });

  it('lets a superuser pass every gate', () => {
    expect(hasPermission({ permissions: {}, is_superuser: true }, 'canViewModuleSettings')).toBe(
      true,
    );
    expect(hasPermission({ permissions: { canEdit: false }, is_superuser: true }, 'canEdit')).toBe(
      true,
    );
  });
});

import { describe, expect, it } from 'vitest';
import { roleLabel } from './role-label';

const snap = (permissions: Record<string, boolean>, is_superuser = false) => ({
  permissions,
  is_superuser,
});

describe('roleLabel', () => {
  it('names a superuser Administrator whatever the permissions', () => {
    expect(roleLabel(snap({}, true))).toBe('Administrator');
  });

  it('names view + manage financial Fleet Manager', () => {
    expect(
      roleLabel(snap({ canViewFinancial: true, canManageFinancial: true, canEdit: true })),
    ).toBe('Fleet Manager');
  });

  it('names edit without financial view Fleet Coordinator', () => {
    expect(roleLabel(snap({ canEdit: true, canManageService: true, canViewBasic: true }))).toBe(
      'Fleet Coordinator',
    );
  });

  it('does not call an editor who views financial data a coordinator', () => {
    // canEdit with canViewFinancial but no canManageFinancial falls through to the next rules.
    expect(roleLabel(snap({ canEdit: true, canViewFinancial: true, canViewBasic: true }))).toBe(
      'Vehicle Viewer',
    );
  });

  it('names manage service or mileage Service Technician', () => {
    expect(roleLabel(snap({ canManageService: true }))).toBe('Service Technician');
    expect(roleLabel(snap({ canManageMileage: true }))).toBe('Service Technician');
  });

  it('names view basic Vehicle Viewer', () => {
    expect(roleLabel(snap({ canViewBasic: true }))).toBe('Vehicle Viewer');
  });

  it('falls back to No Access', () => {
    expect(roleLabel(snap({}))).toBe('No Access');
    expect(roleLabel(snap({ canViewBasic: false, canEdit: false }))).toBe('No Access');
  });
});

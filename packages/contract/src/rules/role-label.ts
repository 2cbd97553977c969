import type { PermissionSnapshot } from './permission-check';

/**
 * Spec 2 section 6: the role label derived from a permission reply, first rule that applies:
 * Administrator (superuser); Fleet Manager (view and manage financial); Fleet Coordinator (edit
 * without financial view); Service Technician (manage service or mileage); Vehicle Viewer (view
 * basic); otherwise No Access.
 */
export function roleLabel(snapshot: PermissionSnapshot): string {
  if (snapshot.is_superuser === true) return 'Administrator';
  const p = (name: string) => snapshot.permissions[name] === true;
  if (p('canViewFinancial') && p('canManageFinancial')) return 'Fleet Manager';
  if (p('canEdit') && !p('canViewFinancial')) return 'Fleet Coordinator';
  if (p('canManageService') || p('canManageMileage')) return 'Service Technician';
  if (p('canViewBasic')) return 'Vehicle Viewer';
  return 'No Access';
}

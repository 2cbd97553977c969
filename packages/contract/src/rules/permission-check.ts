/** What a permission reply carries that a gate needs (spec 1 sections 3 and 6). */
export type PermissionSnapshot = {
  permissions: Partial<Record<string, boolean>>;
  is_superuser: boolean;
};

/**
 * Spec 1 section 6: a user passes a gate if is_superuser is true or the named permission is
 * true. If no permission is named, access is allowed.
 */
export function hasPermission(snapshot: PermissionSnapshot, permission?: string | null): boolean {
  if (permission === undefined || permission === null || permission === '') return true;
  if (snapshot.is_superuser === true) return true;
  return snapshot.permissions[permission] === true;
}

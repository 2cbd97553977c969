import {
  ALL_PERMISSIONS,
  ROLE_PERMISSIONS,
  type Permission,
  type Role,
} from '@fleetdesk/contract/permissions';

export type ResolvedMembership = {
  membershipId: number;
  role: Role;
  isActive: boolean;
  permissions: Set<Permission>;
};

/** Role preset, then the member's own grants and withdrawals. */
export function effectivePermissions(
  role: Role,
  overrides: readonly { permission: string; granted: boolean }[],
): Set<Permission> {
  const set = new Set<Permission>(ROLE_PERMISSIONS[role]);
  for (const o of overrides) {
    if (!(ALL_PERMISSIONS as readonly string[]).includes(o.permission)) continue;
    if (o.granted) set.add(o.permission as Permission);
    else set.delete(o.permission as Permission);
  }
  return set;
}

/** The `{name: boolean}` map of the permission endpoints; a superuser holds every permission. */
export function permissionMap(
  names: readonly Permission[],
  granted: ReadonlySet<Permission>,
  isSuperuser: boolean,
): Record<string, boolean> {
  return Object.fromEntries(names.map((n) => [n, isSuperuser || granted.has(n)]));
}

import { ALL_PERMISSIONS, ROLE_PERMISSIONS, type Permission, type Role } from '../permissions';

/**
 * Where a member's permission comes from, as the member permission screen shows it: held through
 * the role, granted on top of it, the role's but withdrawn, or not held at all.
 */
export type PermissionSource = 'role' | 'granted' | 'withdrawn' | 'none';

export const roleGives = (role: Role, permission: Permission): boolean =>
  ROLE_PERMISSIONS[role].includes(permission);

export function permissionSource(
  role: Role,
  permission: Permission,
  held: boolean,
): PermissionSource {
  if (roleGives(role, permission)) return held ? 'role' : 'withdrawn';
  return held ? 'granted' : 'none';
}

/**
 * The grants and withdrawals that give a member of `role` exactly the `held` permissions: what
 * the role lacks is granted, what it gives and is not held is withdrawn (list order, no others).
 */
export function overridesFor(
  role: Role,
  held: readonly Permission[],
): { grants: Permission[]; withdrawals: Permission[] } {
  const holds = new Set(held);
  return {
    grants: ALL_PERMISSIONS.filter((p) => holds.has(p) && !roleGives(role, p)),
    withdrawals: ALL_PERMISSIONS.filter((p) => !holds.has(p) && roleGives(role, p)),
  };
}

/** The permissions held once the role changes, the member's own grants and withdrawals kept. */
export function heldAfterRoleChange(
  from: Role,
  to: Role,
  held: readonly Permission[],
): Permission[] {
  const { grants, withdrawals } = overridesFor(from, held);
  return ALL_PERMISSIONS.filter(
    (p) => grants.includes(p) || (roleGives(to, p) && !withdrawals.includes(p)),
  );
}

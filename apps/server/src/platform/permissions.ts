import { and, eq } from 'drizzle-orm';
import {
  ALL_PERMISSIONS,
  ROLE_PERMISSIONS,
  type Permission,
  type Role,
  roleSchema,
} from '@fleetdesk/contract/permissions';
import type { Db } from '../db/client';
import { membershipPermissions, memberships } from '../modules/shops/shops.tables';

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

export async function resolveMembership(
  db: Db,
  shopId: number,
  userId: number,
): Promise<ResolvedMembership | null> {
  const [m] = await db
    .select({ id: memberships.id, role: memberships.role, isActive: memberships.isActive })
    .from(memberships)
    .where(and(eq(memberships.shopId, shopId), eq(memberships.userId, userId)));
  if (!m) return null;
  const overrides = await db
    .select({
      permission: membershipPermissions.permission,
      granted: membershipPermissions.granted,
    })
    .from(membershipPermissions)
    .where(
      and(eq(membershipPermissions.shopId, shopId), eq(membershipPermissions.membershipId, m.id)),
    );
  const role = roleSchema.catch('vehicle_viewer').parse(m.role);
  return {
    membershipId: m.id,
    role,
    isActive: m.isActive,
    permissions: effectivePermissions(role, overrides),
  };
}

/** The `{name: boolean}` map of the permission endpoints; a superuser holds every permission. */
export function permissionMap(
  names: readonly Permission[],
  granted: ReadonlySet<Permission>,
  isSuperuser: boolean,
): Record<string, boolean> {
  return Object.fromEntries(names.map((n) => [n, isSuperuser || granted.has(n)]));
}

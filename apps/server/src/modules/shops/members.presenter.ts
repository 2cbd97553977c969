import {
  ALL_PERMISSIONS,
  ROLE_NAMES,
  roleSchema,
  type Role,
} from '@fleetdesk/contract/permissions';
import type { Member } from '@fleetdesk/contract/shops';
import { effectivePermissions } from '../../platform/permissions';
import type { MemberRecord } from './members.repository';

/** A stored role outside today's list (an old row) reads as the least one. */
export const asRole = (role: string): Role => roleSchema.catch('vehicle_viewer').parse(role);

/** A membership row with its user and overrides, as the members API shows it. */
export function toMember(m: MemberRecord): Member {
  const role = asRole(m.role);
  return {
    id: m.id,
    user: {
      id: m.userId,
      username: m.username,
      email: m.email,
      first_name: m.firstName,
      last_name: m.lastName,
      is_superuser: m.isSuperuser,
    },
    role,
    role_display: ROLE_NAMES[role],
    is_active: m.isActive,
    grants: m.overrides.filter((o) => o.granted).map((o) => o.permission),
    withdrawals: m.overrides.filter((o) => !o.granted).map((o) => o.permission),
    permissions: ALL_PERMISSIONS.filter((p) => effectivePermissions(role, m.overrides).has(p)),
    created_at: m.createdAt.toISOString(),
    last_active_at: m.lastActiveAt?.toISOString() ?? null,
  };
}

import { PERMISSION_INFO } from '@fleetdesk/contract/permission-labels';
import {
  ALL_PERMISSIONS,
  ROLE_PERMISSIONS,
  type Permission,
  type Role,
} from '@fleetdesk/contract/permissions';
import { heldAfterRoleChange, overridesFor } from '@fleetdesk/contract/rules/member-permissions';
import type { Member, MemberUpdate } from '@fleetdesk/contract/shops';

/** What the member permission form holds: the role and every permission ticked. */
export type MemberValues = { role: Role; held: Permission[] };

/** The one permission no one may take from themselves (the server refuses it too). */
export const MANAGE_SHOP: Permission = 'canManageShopSettings';
export const OWN_MANAGE_SHOP_REASON =
  'You cannot remove your own right to manage this shop; ask another administrator.';

const inListOrder = (held: ReadonlySet<Permission>) => ALL_PERMISSIONS.filter((p) => held.has(p));

export function initialValues(member: Member): MemberValues {
  return { role: member.role, held: ALL_PERMISSIONS.filter((p) => member.permissions.includes(p)) };
}

/** Ticks or unticks one permission (kept in list order, so unticking a tick leaves no change). */
export function toggled(held: readonly Permission[], permission: Permission, on: boolean) {
  const next = new Set(held);
  if (on) next.add(permission);
  else next.delete(permission);
  return inListOrder(next);
}

/** A new role brings its own permissions; what was granted or withdrawn for the member stays. */
export function withRole(values: MemberValues, role: Role, keep?: Permission): MemberValues {
  const held = new Set(heldAfterRoleChange(values.role, role, values.held));
  if (keep) held.add(keep);
  return { role, held: inListOrder(held) };
}

/** The role's own permissions, nothing granted or withdrawn. */
export function roleDefaults(role: Role, keep?: Permission): MemberValues {
  const held = new Set(ROLE_PERMISSIONS[role]);
  if (keep) held.add(keep);
  return { role, held: inListOrder(held) };
}

/** The PATCH: the role when it changed, and the whole grants and withdrawals against it. */
export function toUpdate(member: Member, values: MemberValues): MemberUpdate {
  return {
    ...(values.role === member.role ? {} : { role: values.role }),
    ...overridesFor(values.role, values.held),
  };
}

/** The labels of the permissions the member holds now and would not after saving. */
export function lostLabels(member: Member, values: MemberValues): string[] {
  return ALL_PERMISSIONS.filter(
    (p) => member.permissions.includes(p) && !values.held.includes(p),
  ).map((p) => PERMISSION_INFO[p].label);
}

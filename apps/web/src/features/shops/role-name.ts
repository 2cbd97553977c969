import { ROLE_NAMES, ROLES, type Role } from '@fleetdesk/contract/permissions';

const isRole = (value: string): value is Role => (ROLES as readonly string[]).includes(value);

/** A membership role as shown: the preset's display name, or the server's text as sent. */
export function roleDisplayName(role: string): string {
  return isRole(role) ? ROLE_NAMES[role] : role;
}

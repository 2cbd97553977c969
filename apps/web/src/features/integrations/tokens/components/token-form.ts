import {
  API_TOKEN_PERMISSIONS,
  READ_ONLY_TOKEN_PERMISSIONS,
  type ApiTokenCreate,
} from '@fleetdesk/contract/api-tokens';
import { PERMISSION_INFO, permissionsByArea } from '@fleetdesk/contract/permission-labels';
import type { Permission } from '@fleetdesk/contract/permissions';

/** What the new-token form holds. */
export type TokenValues = { name: string; permissions: Permission[]; expires_on: string | null };

/** Read-only by default: every view permission the member holds, nothing that changes data. */
export function initialTokenValues(holds: (p: Permission) => boolean): TokenValues {
  return { name: '', permissions: READ_ONLY_TOKEN_PERMISSIONS.filter(holds), expires_on: null };
}

/** The permissions a token may carry, by area in the member screen's order (no empty area). */
export const tokenPermissionAreas = () =>
  permissionsByArea()
    .map(({ area, permissions }) => ({
      area,
      permissions: permissions.filter((p) => API_TOKEN_PERMISSIONS.includes(p)),
    }))
    .filter(({ permissions }) => permissions.length > 0);

/** Ticks or unticks one permission, keeping the list in its order. */
export function toggledPermission(
  held: readonly Permission[],
  permission: Permission,
  on: boolean,
) {
  return API_TOKEN_PERMISSIONS.filter((p) => (p === permission ? on : held.includes(p)));
}

export const toCreateRequest = (values: TokenValues): ApiTokenCreate => ({
  name: values.name,
  permissions: values.permissions,
  expires_on: values.expires_on || null,
});

/** A token's permissions in words (permission-labels.ts), in list order. */
export const permissionWords = (names: readonly string[]): string[] =>
  API_TOKEN_PERMISSIONS.filter((p) => names.includes(p)).map((p) => PERMISSION_INFO[p].label);

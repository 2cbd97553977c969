import {
  permissionsResponseSchema,
  type PermissionsResponse,
} from '@fleetdesk/contract/permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { hasPermission } from '@fleetdesk/contract/rules/permission-check';
import { roleLabel } from '@fleetdesk/contract/rules/role-label';
import { ApiError, apiGet } from './api';

/** Which endpoint answers: the vehicle module's (default) or the base module's (diagnostics). */
export type PermissionSource = 'vehicles' | 'base';

const PERMISSION_PATHS: Record<PermissionSource, string> = {
  vehicles: '/api/vehicles/permissions/',
  base: '/api/base/permissions/',
};

export const permissionKeys = {
  all: ['permissions'] as const,
  source: (source: PermissionSource) => [...permissionKeys.all, source] as const,
};

/** GET the permission map: {permissions, is_superuser, groups, username?}. */
export function getPermissions(source: PermissionSource): Promise<PermissionsResponse> {
  return apiGet(PERMISSION_PATHS[source], permissionsResponseSchema);
}

/** A permission map as a screen hands it to its parts (the vehicle detail to its tabs). */
export type PermissionProps = { permissions: Record<string, boolean>; isSuperuser: boolean };

/** Spec 2 section 6: is_superuser passes everything, otherwise the named permission. */
export function canDo(props: PermissionProps, permission: string): boolean {
  return hasPermission(
    { permissions: props.permissions, is_superuser: props.isSuperuser },
    permission,
  );
}

export const PERMISSIONS_FAILED = 'Failed to load user permissions';

/** Spec 1 section 8: 'Failed to fetch permissions: {status}' (no status: the network failed). */
export function permissionsFailureText(error: unknown): string {
  const status = error instanceof ApiError ? String(error.status) : 'network error';
  return `Failed to fetch permissions: ${status}`;
}

export const permissionsQueryOptions = (source: PermissionSource) =>
  queryOptions({
    queryKey: permissionKeys.source(source),
    queryFn: () => getPermissions(source),
    staleTime: 60_000,
    // A gate decides on the first answer; retrying would only delay the decision.
    retry: false,
    // One id: a failure reported while one is on screen is not shown twice.
    // Spec 2's text as the title, spec 1's with the status beneath it.
    meta: {
      errorToast: {
        id: 'permissions-failed',
        title: PERMISSIONS_FAILED,
        message: permissionsFailureText,
      },
    },
  });

export function usePermissions(source: PermissionSource = 'vehicles', enabled = true) {
  return useQuery({ ...permissionsQueryOptions(source), enabled });
}

/** What a screen needs to show or hide its actions. */
export type Access = {
  /** The raw map, for components that take `permissions` as a prop. */
  permissions: Record<string, boolean>;
  isSuperuser: boolean;
  /** Superuser, or the named permission is true (spec 2 section 6). */
  can: (permission: string) => boolean;
  /** Spec 2 section 6, derived from the permissions: Administrator ... No Access. */
  roleLabel: string;
};

/** Spec 2 section 6: if loading permissions fails, all permissions are none. */
export function toAccess(data: PermissionsResponse | undefined): Access {
  const snapshot = data ?? { permissions: {}, is_superuser: false };
  return {
    permissions: snapshot.permissions,
    isSuperuser: snapshot.is_superuser,
    can: (permission) => hasPermission(snapshot, permission),
    roleLabel: roleLabel(snapshot),
  };
}

/** The permissions with `access` ready once loaded (none on failure; the query toasts it). */
export function useAccess(source: PermissionSource = 'vehicles') {
  // A screen below a gate takes the gate's answer, failure included: re-asking on mount after a
  // failure made the gate re-check, unmount and remount the screen, and ask again, in a loop.
  const query = useQuery({ ...permissionsQueryOptions(source), retryOnMount: false });
  return { ...query, access: toAccess(query.data) };
}

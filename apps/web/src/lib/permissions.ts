import {
  permissionsResponseSchema,
  type PermissionsResponse,
} from '@fleetdesk/contract/permissions';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

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

export const permissionsQueryOptions = (source: PermissionSource) =>
  queryOptions({
    queryKey: permissionKeys.source(source),
    queryFn: () => getPermissions(source),
    staleTime: 60_000,
    // A gate decides on the first answer; retrying would only delay the decision.
    retry: false,
  });

export function usePermissions(source: PermissionSource = 'vehicles', enabled = true) {
  return useQuery({ ...permissionsQueryOptions(source), enabled });
}

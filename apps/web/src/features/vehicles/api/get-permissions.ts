import {
  permissionsResponseSchema,
  type PermissionsResponse,
} from '@fleetdesk/contract/permissions';
import { hasPermission } from '@fleetdesk/contract/rules/permission-check';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const PERMISSIONS_FAILED = 'Failed to load user permissions';

const PATHS = { vehicles: '/api/vehicles/permissions/', base: '/api/base/permissions/' } as const;

/**
 * GET the permission map. The key is the one the route gate (features/access) uses, so a screen
 * behind a gate reads the answer the gate already fetched instead of asking again.
 */
export const permissionsQueryOptions = (source: 'vehicles' | 'base') =>
  queryOptions({
    queryKey: vehicleKeys.permissions(source),
    queryFn: (): Promise<PermissionsResponse> => apiGet(PATHS[source], permissionsResponseSchema),
    staleTime: 60_000,
    retry: false,
  });

export type VehicleAccess = {
  /** The raw map, for the tabs that take `permissions` as a prop. */
  permissions: Record<string, boolean>;
  isSuperuser: boolean;
  /** Superuser, or the named permission is true (spec 2 section 6). */
  can: (permission: string) => boolean;
};

/** Spec 2 section 6: if loading permissions fails, all permissions are none. */
export function toAccess(data: PermissionsResponse | undefined): VehicleAccess {
  const snapshot = data ?? { permissions: {}, is_superuser: false };
  return {
    permissions: snapshot.permissions,
    isSuperuser: snapshot.is_superuser,
    can: (permission) => hasPermission(snapshot, permission),
  };
}

/** The vehicle permissions, with `access` ready once loaded (no permissions on failure). */
export function useVehiclePermissions(source: 'vehicles' | 'base' = 'vehicles') {
  const query = useQuery(permissionsQueryOptions(source));
  return { ...query, access: toAccess(query.data) };
}

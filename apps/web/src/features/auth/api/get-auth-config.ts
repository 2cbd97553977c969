import { authConfigResponseSchema, type AuthConfig } from '@fleetdesk/contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';

export const authKeys = {
  all: ['auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
};

/** GET /api/base/auth-config/ (no token): app name, Google sign-in, support contacts. */
export function getAuthConfig(): Promise<AuthConfig> {
  return apiGet('/api/base/auth-config/', authConfigResponseSchema, {
    auth: false,
    logoutOn401: false,
  });
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.config(), queryFn: getAuthConfig, staleTime: 5 * 60_000 });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}

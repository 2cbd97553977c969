import type { AuthConfig } from '@fleetdesk/contract/sign-in';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequestCheckedLater } from '../../../lib/api';

export const authKeys = {
  all: ['auth'] as const,
  config: () => [...authKeys.all, 'config'] as const,
};

/** GET /api/base/auth-config/ (no token): app name, Google sign-in, support contacts. */
export function getAuthConfig(): Promise<AuthConfig> {
  // The schema arrives with the reply: the sign-in page shows without the validation code.
  const schema = async () => (await import('@fleetdesk/contract/sign-in')).authConfigResponseSchema;
  return apiRequestCheckedLater('/api/base/auth-config/', schema, {
    auth: false,
    logoutOn401: false,
  });
}

export const authConfigQueryOptions = () =>
  queryOptions({ queryKey: authKeys.config(), queryFn: getAuthConfig, staleTime: 5 * 60_000 });

export function useAuthConfig() {
  return useQuery(authConfigQueryOptions());
}

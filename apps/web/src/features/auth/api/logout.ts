import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { apiRequest } from '../../../lib/api';
import { paths } from '../../../lib/paths';
import { clearAuthToken } from '../../../lib/session';

/** POST /api/base/logout/ (revokes the token). */
export async function logout(): Promise<void> {
  await apiRequest('/api/base/logout/', { method: 'POST', logoutOn401: false });
}

/**
 * Signs out: revokes the token on the server (a failure is ignored), forgets it locally, clears
 * every cached reply and goes to / (spec 1 section 4).
 */
export function useLogout(): () => Promise<void> {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return useCallback(async () => {
    try {
      await logout();
    } catch {
      // The local sign-out proceeds whatever the server says.
    }
    clearAuthToken();
    queryClient.clear();
    await navigate(paths.home);
  }, [navigate, queryClient]);
}

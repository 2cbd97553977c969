import type { LoginRequest } from '@fleetdesk/contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequestCheckedLater } from '../../../lib/api';
import type { LoginReply } from './login-reply';

export type { LoginReply };

/** The reply's schema, loaded with the request (the sign-in page's first load stays light). */
export const loadLoginReplySchema = async () => (await import('./login-reply')).loginReplySchema;

/** POST /api/base/login/ {username, password}. A 401 here is a failed attempt, not a lost session. */
export async function login(body: LoginRequest): Promise<LoginReply> {
  return apiRequestCheckedLater('/api/base/login/', loadLoginReplySchema, {
    method: 'POST',
    body,
    auth: false,
    logoutOn401: false,
  });
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

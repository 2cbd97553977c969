import { loginResponseSchema, type LoginRequest } from '@fleetdesk/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, parseWith } from '../../../lib/api';

/** The fields of the login reply the web app reads (spec 1 section 7). */
export const loginReplySchema = loginResponseSchema
  .pick({ key: true, has_shop_assignment: true, has_user_profile: true })
  .extend({ user: loginResponseSchema.shape.user.pick({ email: true }) });
export type LoginReply = z.infer<typeof loginReplySchema>;

/** POST /api/base/login/ {username, password}. A 401 here is a failed attempt, not a lost session. */
export async function login(body: LoginRequest): Promise<LoginReply> {
  const data = await apiRequest('/api/base/login/', {
    method: 'POST',
    body,
    auth: false,
    logoutOn401: false,
  });
  return parseWith(loginReplySchema, data);
}

export function useLogin() {
  return useMutation({ mutationFn: login });
}

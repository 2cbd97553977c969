import { loginResponseSchema, type LoginRequest } from '@fleetdesk/contract/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest, parseWith } from '../../../lib/api';

/** The fields of the login reply the web app reads (spec 1 section 7). */
export const loginReplySchema = loginResponseSchema.pick({ key: true }).extend({
  // Spec 1 section 4: only an explicit `false` stops the user; a reply without it signs in.
  has_shop_assignment: loginResponseSchema.shape.has_shop_assignment.optional(),
  has_user_profile: loginResponseSchema.shape.has_user_profile.optional(),
  user: loginResponseSchema.shape.user.pick({ email: true }).partial().optional(),
});
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

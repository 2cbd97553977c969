import { useMutation } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { loginReplySchema, type LoginReply } from './login';

/** POST /api/base/login/google/ {access_token}; the reply is handled like traditional login. */
export async function googleLogin(accessToken: string): Promise<LoginReply> {
  const data = await apiRequest('/api/base/login/google/', {
    method: 'POST',
    body: { access_token: accessToken },
    auth: false,
    logoutOn401: false,
  });
  return parseWith(loginReplySchema, data);
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}

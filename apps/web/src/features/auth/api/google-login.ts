import { useMutation } from '@tanstack/react-query';
import { apiRequestCheckedLater } from '../../../lib/api';
import { loadLoginReplySchema, type LoginReply } from './login';

/** POST /api/base/login/google/ {access_token}; the reply is handled like traditional login. */
export async function googleLogin(accessToken: string): Promise<LoginReply> {
  return apiRequestCheckedLater('/api/base/login/google/', loadLoginReplySchema, {
    method: 'POST',
    body: { access_token: accessToken },
    auth: false,
    logoutOn401: false,
  });
}

export function useGoogleLogin() {
  return useMutation({ mutationFn: googleLogin });
}

import { setAuthToken } from '../../lib/session';
import { writeNoShopUser } from '../../lib/storage';
import type { LoginReply } from './api/login';

export type LoginOutcome = 'signed-in' | 'no-shop' | 'failed';

/**
 * Spec 1 section 4: a token is kept under authToken and the shell appears; when
 * has_shop_assignment is explicitly false, {email, hasUserProfile} is stored under noShopUser,
 * no token is saved and the caller sends the user to /no-shop-assignment.
 */
export function completeLogin(reply: LoginReply): LoginOutcome {
  if (reply.has_shop_assignment === false) {
    writeNoShopUser({
      email: reply.user?.email ?? '',
      hasUserProfile: reply.has_user_profile ?? false,
    });
    return 'no-shop';
  }
  if (reply.key === null || reply.key === '') return 'failed';
  setAuthToken(reply.key);
  return 'signed-in';
}

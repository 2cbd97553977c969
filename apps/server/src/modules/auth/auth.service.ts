import {
  LOGIN_FAILURE_LIMIT,
  LOGIN_FAILURE_WINDOW_MINUTES,
  type AuthConfig,
  type LoginResponse,
} from '@fleetdesk/contract/auth';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { HttpError, fieldError } from '../../platform/errors';
import { effectivePermissions } from '../../platform/permissions';
import type { Session } from '../../platform/request-context';
import { roleSchema } from '@fleetdesk/contract/permissions';
import * as repo from './auth.repository';
import { hashPassword, verifyPassword } from './passwords';
import { hashToken, newToken } from './tokens';

const INVALID_CREDENTIALS = 'Unable to log in with provided credentials.';
const loginError = (status: number, error: string) => new HttpError(status, { error });

export function authConfig(config: Config): AuthConfig {
  return {
    google_enabled: Boolean(config.GOOGLE_CLIENT_ID),
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    app_name: config.APP_NAME,
    support_email: config.SUPPORT_EMAIL,
    support_phone: config.SUPPORT_PHONE,
  };
}

/** Issues a session for a verified user: picks the shop, or says none / a choice is needed. */
async function startSession(db: Db, config: Config, user: repo.UserRow): Promise<LoginResponse> {
  const shopIds = await repo.activeShopIds(db, user.id);
  const hasProfile = await repo.hasProfile(db, user.id);
  const base = {
    user: { id: user.id, username: user.username, email: user.email },
    has_user_profile: hasProfile,
  };
  if (shopIds.length === 0) {
    // No token: such a user cannot enter the app (spec 1 section 6).
    return { ...base, key: null, has_shop_assignment: false, needs_shop_selection: false };
  }
  const current =
    user.lastShopId !== null && shopIds.includes(user.lastShopId)
      ? user.lastShopId
      : shopIds.length === 1
        ? shopIds[0]!
        : null;
  const token = newToken();
  await repo.insertToken(db, {
    tokenHash: hashToken(token),
    userId: user.id,
    currentShopId: current,
    expiresAt: new Date(Date.now() + config.TOKEN_MAX_MINUTES * 60_000),
  });
  return { ...base, key: token, has_shop_assignment: true, needs_shop_selection: current === null };
}

async function assertNotThrottled(db: Db, username: string) {
  const since = new Date(Date.now() - LOGIN_FAILURE_WINDOW_MINUTES * 60_000);
  const { count, oldest } = await repo.countRecentFailures(db, username, since);
  if (count >= LOGIN_FAILURE_LIMIT) {
    const freeAt = (oldest ?? new Date()).getTime() + LOGIN_FAILURE_WINDOW_MINUTES * 60_000;
    const minutes = Math.max(1, Math.ceil((freeAt - Date.now()) / 60_000));
    throw loginError(
      429,
      `Too many failed sign-in attempts for this account. Try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  }
}

export async function login(
  db: Db,
  config: Config,
  username: string,
  password: string,
): Promise<LoginResponse> {
  await assertNotThrottled(db, username);
  const user = await repo.findUserByUsername(db, username);
  const ok = await verifyPassword(user?.passwordHash, password);
  if (!user || !ok || !user.isActive) {
    await repo.recordFailure(db, username);
    throw loginError(400, INVALID_CREDENTIALS);
  }
  await repo.clearFailures(db, username);
  return startSession(db, config, user);
}

type GoogleTokenInfo = {
  aud?: string;
  azp?: string;
  email?: string;
  email_verified?: string | boolean;
};

/** Verifies a Google access token with Google's tokeninfo endpoint, then signs in by e-mail. */
export async function googleLogin(
  db: Db,
  config: Config,
  fetchImpl: typeof fetch,
  accessToken: string,
): Promise<LoginResponse> {
  if (!config.GOOGLE_CLIENT_ID) throw loginError(400, 'Google sign-in is not configured.');
  const failed = () =>
    loginError(400, 'Google sign-in failed: the access token could not be verified.');
  let info: GoogleTokenInfo;
  try {
    const url = new URL(config.GOOGLE_TOKENINFO_URL);
    url.searchParams.set('access_token', accessToken);
    const res = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw failed();
    info = (await res.json()) as GoogleTokenInfo;
    if (!info.email) {
      // tokeninfo omits the address unless the email scope was granted; ask userinfo.
      const ui = await fetchImpl(config.GOOGLE_USERINFO_URL, {
        headers: { Authorization: `Bearer ${accessToken}` },
        signal: AbortSignal.timeout(10_000),
      });
      if (!ui.ok) throw failed();
      const more = (await ui.json()) as GoogleTokenInfo;
      info = { ...info, email: more.email, email_verified: more.email_verified };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    throw failed();
  }
  if (info.aud !== config.GOOGLE_CLIENT_ID && info.azp !== config.GOOGLE_CLIENT_ID) {
    throw loginError(400, 'Google sign-in failed: the token was issued for another application.');
  }
  if (!info.email || !(info.email_verified === true || info.email_verified === 'true')) {
    throw loginError(
      400,
      'Google sign-in failed: the Google account has no verified e-mail address.',
    );
  }
  const user = await repo.findUserByEmail(db, info.email);
  if (!user || !user.isActive) {
    throw loginError(
      400,
      `No ${config.APP_NAME} account uses ${info.email}. Ask your administrator to add you.`,
    );
  }
  return startSession(db, config, user);
}

/** The session behind a token, or null when it is unknown, revoked, idle too long or expired. */
export async function sessionForToken(
  db: Db,
  config: Config,
  token: string,
): Promise<Session | null> {
  const row = await repo.findLiveToken(db, hashToken(token));
  if (!row || !row.isActive) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return null;
  if (row.lastUsedAt.getTime() + config.TOKEN_IDLE_MINUTES * 60_000 <= now) return null;
  // Touch at most once a minute: enough for the idle limit, cheap on reads.
  if (now - row.lastUsedAt.getTime() > 60_000) await repo.touchToken(db, row.id);
  const role = roleSchema.catch('vehicle_viewer').parse(row.role);
  return {
    tokenId: row.id,
    currentShopId: row.currentShopId,
    membership:
      row.membershipId === null
        ? null
        : {
            membershipId: row.membershipId,
            role,
            isActive: row.membershipActive ?? false,
            permissions: effectivePermissions(role, row.overrides),
          },
    user: {
      id: row.userId,
      username: row.username,
      email: row.email,
      isSuperuser: row.isSuperuser,
    },
  };
}

export async function logout(db: Db, session: Session): Promise<void> {
  await repo.revokeToken(db, session.tokenId);
}

export async function changePassword(
  db: Db,
  session: Session,
  current: string,
  next: string,
): Promise<void> {
  const user = await repo.findUserById(db, session.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, current))) {
    throw fieldError('current_password', 'The current password is not correct.');
  }
  await db.transaction(async (tx) => {
    await repo.setPasswordHash(tx as unknown as Db, user.id, await hashPassword(next));
    await repo.revokeOtherTokens(tx as unknown as Db, user.id, session.tokenId);
  });
}

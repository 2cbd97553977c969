import type { AuthConfig, LoginResponse } from '@fleetdesk/contract/auth';
import type { Config } from '../../config';
import { type Db, transaction } from '../../platform/database/client';
import type { OpeningCall } from '../../platform/database/pool-transactions';
import { errorField, fieldError } from '../../platform/errors';
import { effectivePermissions } from '../../platform/permissions';
import type { Session } from '../../platform/request-context';
import { roleSchema } from '@fleetdesk/contract/permissions';
import { recordSecurityEvent } from '../audit';
import * as repo from './auth.repository';
import { verifiedGoogleEmail } from './google';
import { hashPassword, verifyPassword } from './passwords';
import {
  accountKey,
  accountThrottled,
  admitAccountAttempt,
  clearAccountFailures,
} from './sign-in-limits';
import { hashToken, newToken } from './tokens';

/** Where a request comes from, for the audit trail. */
export type Client = { address: string };
type SignInMethod = 'password' | 'google';

const INVALID_CREDENTIALS = 'Unable to log in with provided credentials.';
const loginError = (status: 400 | 401 | 403, error: string) => errorField(status, error);

export function authConfig(config: Config): AuthConfig {
  return {
    google_enabled: Boolean(config.GOOGLE_CLIENT_ID),
    google_client_id: config.GOOGLE_CLIENT_ID ?? null,
    app_name: config.APP_NAME,
    support_email: config.SUPPORT_EMAIL,
    support_phone: config.SUPPORT_PHONE,
  };
}

/**
 * What sign-in needs from outside auth: the shops a user is an active member of, oldest
 * membership first (the shops module answers; modules/index.ts hands it in).
 */
export type ShopsOfUser = (db: Db, userId: number) => Promise<number[]>;
export type SignInDeps = { config: Config; shopsOf: ShopsOfUser };

/** Issues a session for a verified user: picks the shop, or says none / a choice is needed. */
async function startSession(
  db: Db,
  deps: SignInDeps,
  user: repo.UserRow,
  client: Client,
  method: SignInMethod,
): Promise<LoginResponse> {
  const shopIds = await deps.shopsOf(db, user.id);
  const hasProfile = await repo.hasProfile(db, user.id);
  const base = {
    user: { id: user.id, username: user.username, email: user.email },
    has_user_profile: hasProfile,
  };
  const signedIn = (shopId: number | null, token: boolean) =>
    recordSecurityEvent(db, {
      action: 'sign_in',
      actorId: user.id,
      address: client.address,
      entity: 'user',
      entityId: user.id,
      after: { method, shop_id: shopId, token },
    });
  if (shopIds.length === 0) {
    // No token: such a user cannot enter the app (spec 1 section 6).
    await signedIn(null, false);
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
    expiresAt: new Date(Date.now() + deps.config.TOKEN_MAX_MINUTES * 60_000),
  });
  await signedIn(current, true);
  return { ...base, key: token, has_shop_assignment: true, needs_shop_selection: current === null };
}

type FailureReason =
  'unknown_user' | 'wrong_password' | 'inactive' | 'throttled' | 'token_rejected';

/** A failed sign-in in the audit trail. Names nobody has are not kept: they may be passwords. */
function signInFailed(
  db: Db,
  client: Client,
  user: repo.UserRow | undefined,
  method: SignInMethod,
  reason: FailureReason,
) {
  return recordSecurityEvent(db, {
    action: 'sign_in_failed',
    actorId: null,
    address: client.address,
    entity: 'user',
    entityId: user?.id ?? '',
    after: { method, reason },
  });
}

/**
 * Password sign-in. The attempt is recorded before the password is checked (sign-in-limits.ts),
 * against the user the name resolves to, so case variants of a name share one count.
 */
export async function login(
  db: Db,
  deps: SignInDeps,
  credentials: { username: string; password: string },
  client: Client,
): Promise<LoginResponse> {
  const user = await repo.findUserByUsername(db, credentials.username);
  const key = accountKey(user, credentials.username);
  const admission = await admitAccountAttempt(db, key);
  if (!admission.admitted) {
    await signInFailed(db, client, user, 'password', 'throttled');
    throw accountThrottled(admission.minutes);
  }
  const ok = await verifyPassword(user?.passwordHash, credentials.password);
  if (!user || !ok || !user.isActive) {
    const reason = !user ? 'unknown_user' : !ok ? 'wrong_password' : 'inactive';
    await signInFailed(db, client, user, 'password', reason);
    throw loginError(400, INVALID_CREDENTIALS);
  }
  await clearAccountFailures(db, key);
  return startSession(db, deps, user, client, 'password');
}

/** Signs in the user whose verified e-mail Google vouches for (google.ts). */
export async function googleLogin(
  db: Db,
  deps: SignInDeps,
  fetchImpl: typeof fetch,
  accessToken: string,
  client: Client,
): Promise<LoginResponse> {
  if (!deps.config.GOOGLE_CLIENT_ID) throw loginError(400, 'Google sign-in is not configured.');
  let email: string;
  try {
    email = await verifiedGoogleEmail(deps.config, fetchImpl, accessToken);
  } catch (err) {
    await signInFailed(db, client, undefined, 'google', 'token_rejected');
    throw err;
  }
  const user = await repo.findUserByEmail(db, email);
  if (!user || !user.isActive) {
    await signInFailed(db, client, user, 'google', user ? 'inactive' : 'unknown_user');
    throw loginError(
      400,
      `No ${deps.config.APP_NAME} account uses ${email}. Ask your administrator to add you.`,
    );
  }
  return startSession(db, deps, user, client, 'google');
}

/**
 * The session behind a token, or null when it is unknown, revoked, idle too long or expired.
 * `open` runs the session lookup as the first statement of the request's transaction. `touch`
 * marks the token used: at most once a minute, enough for the idle limit, and outside that
 * transaction, so a read-only request stays read-only.
 */
export async function sessionForToken(
  open: (call: OpeningCall) => Promise<Record<string, unknown>[]>,
  config: Config,
  token: string,
  clientAddress: string,
  touch: (mark: (db: Db) => Promise<void>) => void,
): Promise<Session | null> {
  const row = repo.liveTokenOf(await open(repo.openSessionCall(hashToken(token), clientAddress)));
  if (!row || !row.isActive) return null;
  const now = Date.now();
  if (row.expiresAt.getTime() <= now) return null;
  if (row.lastUsedAt.getTime() + config.TOKEN_IDLE_MINUTES * 60_000 <= now) return null;
  if (now - row.lastUsedAt.getTime() > 60_000) touch((db) => repo.touchToken(db, row.id));
  const member = row.membership;
  const role = roleSchema.catch('vehicle_viewer').parse(member?.role);
  return {
    tokenId: row.id,
    currentShopId: row.currentShopId,
    timeZone: row.timeZone,
    membership: member
      ? {
          membershipId: member.membershipId,
          role,
          isActive: member.isActive,
          permissions: effectivePermissions(role, member.overrides),
        }
      : null,
    user: {
      id: row.userId,
      username: row.username,
      email: row.email,
      isSuperuser: row.isSuperuser,
    },
  };
}

export async function logout(db: Db, session: Session, client: Client): Promise<void> {
  await repo.revokeToken(db, session.tokenId);
  await recordSecurityEvent(db, {
    action: 'sign_out',
    actorId: session.user.id,
    address: client.address,
    entity: 'user',
    entityId: session.user.id,
  });
}

export async function changePassword(
  db: Db,
  session: Session,
  current: string,
  next: string,
  client: Client,
): Promise<void> {
  const user = await repo.findUserById(db, session.user.id);
  if (!user || !(await verifyPassword(user.passwordHash, current))) {
    throw fieldError('current_password', 'The current password is not correct.');
  }
  await transaction(db, async (tx) => {
    await repo.setPasswordHash(tx, user.id, await hashPassword(next));
    await repo.revokeOtherTokens(tx, user.id, session.tokenId);
    await recordSecurityEvent(tx, {
      action: 'password_change',
      actorId: user.id,
      address: client.address,
      entity: 'user',
      entityId: user.id,
      after: { other_sessions_revoked: true },
    });
  });
}

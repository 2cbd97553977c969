import { LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES } from '@fleetdesk/contract/auth';
import type { Config } from '../../config';
import type { Db } from '../../platform/database/client';
import { errorField, type HttpError } from '../../platform/errors';
import * as attempts from './sign-in-attempts.repository';

/**
 * Sign-in limits, counted in the database so every instance agrees (docs/decisions/0006):
 * - per account: at most LOGIN_FAILURE_LIMIT failed sign-ins in LOGIN_FAILURE_WINDOW_MINUTES;
 * - per client address: at most SIGN_IN_ADDRESS_LIMIT attempts in SIGN_IN_ADDRESS_WINDOW_MINUTES.
 *
 * An attempt is admitted and recorded (committed) before it is evaluated, one at a time per key
 * under a database lock: of any number of simultaneous attempts, exactly as many as the window
 * has room for go on. A refused attempt is not recorded, so the window frees up when its oldest
 * attempt leaves it, as the 429 says.
 */

const PRUNE_EVERY_MS = 5 * 60_000;
/** When each database handle last pruned old attempts of every key (one sweep per instance). */
const lastPrune = new WeakMap<object, number>();

export type Admission =
  { admitted: true; attemptId: number } | { admitted: false; minutes: number };

async function admit(
  db: Db,
  kind: attempts.AttemptKind,
  key: string,
  limit: number,
  windowMinutes: number,
): Promise<Admission> {
  const result = await attempts.admitAttempt(db, kind, key, limit, windowMinutes);
  return result.admitted
    ? { admitted: true, attemptId: result.id }
    : { admitted: false, minutes: result.minutesLeft };
}

const inMinutes = (minutes: number) => `${minutes} minute${minutes === 1 ? '' : 's'}`;

/** The throttle key of an account: the user when one has the name, else the name itself. */
export function accountKey(user: { id: number } | undefined, username: string): string {
  return user ? `user:${user.id}` : `name:${username.trim().toLowerCase()}`;
}

/**
 * Records a sign-in attempt for the account before its password is checked. The attempt stays
 * as a failure unless `clearAccountFailures` follows a success.
 */
export async function admitAccountAttempt(db: Db, key: string): Promise<Admission> {
  return admit(db, 'account', key, LOGIN_FAILURE_LIMIT, LOGIN_FAILURE_WINDOW_MINUTES);
}

export function accountThrottled(minutes: number): HttpError {
  return errorField(
    429,
    `Too many failed sign-in attempts for this account. Try again in ${inMinutes(minutes)}.`,
  );
}

export async function clearAccountFailures(db: Db, key: string): Promise<void> {
  await attempts.clearAttempts(db, 'account', key);
}

/**
 * The per-address limit in front of password and Google sign-in: throws 429 past the limit.
 * Also sweeps out old attempts of every key now and then, so the table stays small.
 */
export async function admitAddress(db: Db, config: Config, address: string): Promise<void> {
  await pruneNowAndThen(db, config);
  const admission = await admit(
    db,
    'address',
    address,
    config.SIGN_IN_ADDRESS_LIMIT,
    config.SIGN_IN_ADDRESS_WINDOW_MINUTES,
  );
  if (!admission.admitted) {
    throw errorField(
      429,
      `Too many sign-in attempts from this address. Try again in ${inMinutes(admission.minutes)}.`,
    );
  }
}

/** Deletes attempts older than the longest window, at most once per PRUNE_EVERY_MS per instance. */
export async function pruneNowAndThen(db: Db, config: Config, now = Date.now()): Promise<boolean> {
  if (now - (lastPrune.get(db) ?? 0) < PRUNE_EVERY_MS) return false;
  lastPrune.set(db, now);
  await attempts.pruneAttempts(
    db,
    Math.max(LOGIN_FAILURE_WINDOW_MINUTES, config.SIGN_IN_ADDRESS_WINDOW_MINUTES),
  );
  return true;
}

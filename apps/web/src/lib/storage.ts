/** Keys the app keeps in localStorage (spec 1 section 3). */
export const STORAGE_KEYS = {
  authToken: 'authToken',
  noShopUser: 'noShopUser',
  legacyToken: 'token',
  legacyUser: 'user',
  theme: 'fleetdesk-theme',
  /** Per e-mail: the member chose to show their Gravatar picture (off unless chosen). */
  gravatarConsent: 'fleetdesk-gravatar',
  /** Writes finished with no connection, waiting to be sent (lib/kept-writes.ts). */
  keptWrites: 'fleetdesk-kept-writes',
} as const;

export type NoShopUser = { email: string; hasUserProfile: boolean };

export function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function writeStorage(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be unavailable (private mode, quota); the in-memory state still applies.
  }
}

export function removeStorage(...keys: string[]): void {
  for (const key of keys) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // See writeStorage.
    }
  }
}

export function readNoShopUser(): NoShopUser | null {
  const raw = readStorage(STORAGE_KEYS.noShopUser);
  if (raw === null) return null;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const record = value as Record<string, unknown>;
    return {
      email: typeof record.email === 'string' ? record.email : '',
      hasUserProfile: record.hasUserProfile === true,
    };
  } catch {
    return null;
  }
}

export function writeNoShopUser(user: NoShopUser): void {
  writeStorage(STORAGE_KEYS.noShopUser, JSON.stringify(user));
}

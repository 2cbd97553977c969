import { useSyncExternalStore } from 'react';
import { readStorage, removeStorage, STORAGE_KEYS, writeStorage } from './storage';

/**
 * The session token, kept in memory and in localStorage under `authToken` (spec 1 section 4).
 * Components subscribe through useAuthToken(); the API client clears it on a 401.
 */
let token: string | null = readStorage(STORAGE_KEYS.authToken);
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  return token;
}

export function setAuthToken(value: string): void {
  token = value;
  writeStorage(STORAGE_KEYS.authToken, value);
  emit();
}

export function clearAuthToken(): void {
  removeStorage(STORAGE_KEYS.authToken);
  if (token === null) return;
  token = null;
  emit();
}

/** Re-reads the stored token (another tab signed in or out, or a test reset storage). */
export function syncAuthTokenFromStorage(): void {
  const stored = readStorage(STORAGE_KEYS.authToken);
  if (stored === token) return;
  token = stored;
  emit();
}

export function subscribeAuthToken(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key === null || event.key === STORAGE_KEYS.authToken) syncAuthTokenFromStorage();
  });
}

export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, getAuthToken);
}

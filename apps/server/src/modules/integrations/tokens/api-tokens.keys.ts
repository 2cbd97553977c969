import { API_KEY_PREFIX } from '@fleetdesk/contract/api-tokens';
import { newToken } from '../../auth';

/** A new API key: the prefix and 256 random bits, URL-safe (47 characters). */
export const newApiKey = (): string => `${API_KEY_PREFIX}${newToken()}`;

const API_KEY = new RegExp(`^${API_KEY_PREFIX}[A-Za-z0-9_-]{43}$`);

/** An API key, never a session token: those are 43 characters without the prefix. */
export const isApiKey = (token: string): boolean => API_KEY.test(token);

import { createHash, randomBytes } from 'node:crypto';

/** 256 random bits, URL-safe. */
export function newToken(): string {
  return randomBytes(32).toString('base64url');
}

/** Only this digest is stored: a database leak reveals no usable token. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

const HEADER = /^Token\s+([A-Za-z0-9_-]{20,200})$/;

export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  return HEADER.exec(header.trim())?.[1] ?? null;
}

import { badRequest } from './errors';

/** True when a string anywhere in the value holds a NUL character. */
export function containsNul(value: unknown, depth = 0): boolean {
  if (typeof value === 'string') return value.includes('\u0000');
  if (depth > 20 || value === null || typeof value !== 'object') return false;
  if (Buffer.isBuffer(value)) return false;
  const items = Array.isArray(value) ? value : Object.values(value as Record<string, unknown>);
  return items.some((item) => containsNul(item, depth + 1));
}

export const NUL_MESSAGE = 'Text may not contain NUL characters.';

/**
 * PostgreSQL refuses NUL in text, which would surface as a 500; refuse it up front as a 400
 * wherever it arrives (path, query or JSON body).
 */
export async function rejectNul(request: { params: unknown; query: unknown; body: unknown }) {
  if (containsNul(request.params) || containsNul(request.query) || containsNul(request.body)) {
    throw badRequest(NUL_MESSAGE);
  }
}

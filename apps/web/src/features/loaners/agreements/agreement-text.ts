import { ApiError, NetworkError, errorMessageFromBody } from '../../../lib/api';
import type { ServerErrors } from '../../../lib/form';

/** The agreement's page (docs/api.md "Loaners": screens). */
export const agreementPath = (id: number) => `/loaners/agreements/${id}`;

export const SERVER_UNREACHABLE =
  'The server could not be reached. Check the connection and try again.';

/**
 * Why a write was refused, in the server's words: its `detail` (an overlap names the other
 * agreement), else what it said about fields the form does not show, else the field messages
 * themselves (a do-not-lend customer, a licence that expires), else the fallback.
 */
export function refusalText(shown: ServerErrors, error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return SERVER_UNREACHABLE;
  const detail = errorMessageFromBody(error instanceof ApiError ? error.body : undefined);
  if (detail) return detail;
  const said = [...shown.other, ...Object.values(shown.fields)];
  return said.length > 0 ? said.join(' ') : fallback;
}

/** `1 day`, `3 days`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

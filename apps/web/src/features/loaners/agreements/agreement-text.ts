import { ApiError, NetworkError, errorMessageFromBody } from '../../../lib/api';
import { failureDetail, type ServerErrors } from '../../../lib/form';

/** The agreement's page (docs/api.md "Loaners": screens). */
export const agreementPath = (id: number) => `/loaners/agreements/${id}`;

export const SERVER_UNREACHABLE =
  'The server could not be reached. Check the connection and try again.';

/**
 * Why a write was refused, in the server's words: its `detail` (an overlap names the other
 * agreement), else what it said about fields the form does not show, else the field messages
 * themselves (a do-not-lend customer, a licence that expires), else the fallback. A failure on the
 * server goes through lib/form's `failureDetail`, the one that keeps its request id.
 */
export function refusalText(shown: ServerErrors, error: unknown, fallback: string): string {
  if (error instanceof NetworkError) return SERVER_UNREACHABLE;
  const refused = error instanceof ApiError && error.status < 500;
  const said = [...shown.other, ...Object.values(shown.fields)];
  if (refused && !errorMessageFromBody(error.body) && said.length > 0) return said.join(' ');
  return failureDetail(error, fallback);
}

/** `1 day`, `3 days`. */
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

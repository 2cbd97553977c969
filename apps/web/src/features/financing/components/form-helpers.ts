import { ApiError, errorMessageFromBody } from '../../../lib/api';
import { failureDetail, type ServerErrors } from '../../../lib/form';

/** A rate or a count as typed (not money: more decimals, no cents), or null when empty. */
export function numberText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  const text = String(value).replace(/[,\s]/g, '');
  return text === '' ? null : text;
}

/**
 * The failure text of a refused save (spec 2 section 8): the server's detail, else the fallback.
 * Field messages already sit under their fields, so they are not repeated here unless the form
 * has no field for them.
 */
export function saveFailureText(shown: ServerErrors, error: unknown, fallback: string): string {
  if (Object.keys(shown.fields).length > 0 && shown.other.length === 0) {
    return errorMessageFromBody(error instanceof ApiError ? error.body : undefined) ?? fallback;
  }
  return failureDetail(error, fallback);
}

import { isMoney, moneyInputText } from '@fleetdesk/contract/money';
import { ApiError, errorMessageFromBody } from '../../../lib/api';
import { failureDetail, type ServerErrors } from '../../../lib/form';

/** Dollar inputs of the financing forms (spec 2 section 5: amounts step 0.01). */
export const MONEY_INPUT = {
  min: 0,
  step: 0.01,
  decimalScale: 2,
  allowNegative: false,
  thousandSeparator: ',',
  prefix: '$',
  hideControls: true,
} as const;

/**
 * What a money input holds as the decimal string the API takes ("$1,234.5" → "1234.50"), or null
 * when empty, through the contract's money module. Text that is not an amount is sent as typed,
 * so the form's schema names it ("Enter a valid amount") instead of the screen failing.
 */
export function moneyText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return isMoney(value) ? moneyInputText(value) : String(value).trim();
}

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

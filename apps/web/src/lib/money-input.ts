import { isMoney, moneyInputText } from '@fleetdesk/contract/money';

/**
 * Every money input of the web app goes through the contract's money module (packages/contract
 * src/money.ts), so what a form sends is what the server parses: "$1,234.5" becomes "1234.50".
 */

/** Dollar inputs (spec 2 section 5: amounts step 0.01). */
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

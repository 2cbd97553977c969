/**
 * The one money module (server, web and the pure rules): amounts travel as decimal strings
 * ("1234.50"), are parsed to whole cents (BigInt) for arithmetic and written back without a float
 * ever touching them. Anything that is not an amount throws rather than becoming 0.
 */

const AMOUNT = /^(-)?(\d+)(?:\.(\d{0,2}))?$/;

/** The largest amount a money column holds: numeric(12, 2), ten digits before the point. */
export const MAX_AMOUNT_DIGITS = 10;
export const MAX_AMOUNT = '9999999999.99';

/**
 * Cents of an amount as typed or sent: "$1,234.5" → 123450n, "-0.05" → -5n, 12 → 1200n. The
 * dollar sign, thousands separators and spaces are dropped; more than 2 decimals, a float that
 * prints in exponent form or any other text throws.
 */
export function parseMoney(value: string | number): bigint {
  const text = String(value).replace(/[$,\s]/g, '');
  const m = AMOUNT.exec(text);
  if (!m) throw new Error(`Not a money amount: ${String(value)}`);
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] && cents !== 0n ? -cents : cents;
}

/** Whether `value` parses as an amount (the form rules' test, the same grammar as parseMoney). */
export function isMoney(value: string | number): boolean {
  return AMOUNT.test(String(value).replace(/[$,\s]/g, ''));
}

/** Cents of a decimal string; throws on anything else. */
export const toCents = (amount: string): bigint => parseMoney(amount);

/** Cents of an optional input: blank (null, undefined, '') is 0; bad input still throws. */
export function centsOrZero(value: string | number | null | undefined): bigint {
  if (value === null || value === undefined || String(value).trim() === '') return 0n;
  return parseMoney(value);
}

/** 1230n → "12.30", -5n → "-0.05". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
}

/**
 * A money input's value as the decimal string the API takes, or null when empty: "$1,234.5" →
 * "1234.50". Throws on text that is not an amount.
 */
export function moneyInputText(value: string | number | null | undefined): string | null {
  if (value === null || value === undefined || String(value).trim() === '') return null;
  return fromCents(parseMoney(value));
}

/** a / b rounded half away from zero. */
export function roundDiv(a: bigint, b: bigint): bigint {
  if (b === 0n) throw new Error('Division by zero');
  const negative = a < 0n !== b < 0n;
  const [x, y] = [a < 0n ? -a : a, b < 0n ? -b : b];
  const q = (x * 2n + y) / (y * 2n);
  return negative ? -q : q;
}

/** part / whole x 100 as a decimal string with 2 places ("0.00" when whole is 0). */
export function percentOf(part: bigint, whole: bigint): string {
  return whole === 0n ? '0.00' : fromCents(roundDiv(part * 10_000n, whole));
}

const group = (digits: bigint) => digits.toString().replace(/\B(?=(\d{3})+(?!\d))/g, ',');

/**
 * USD in en-US (spec 2 section 9): "-1234.5" → "-$1,234.50"; `whole` rounds to dollars (half
 * away from zero) for the summaries' "no decimals": "45000.50" → "$45,001".
 */
export function formatMoney(amount: string | bigint, { whole = false } = {}): string {
  const cents = typeof amount === 'bigint' ? amount : parseMoney(amount);
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  if (whole) return `${sign}$${group(roundDiv(abs, 100n))}`;
  return `${sign}$${group(abs / 100n)}.${String(abs % 100n).padStart(2, '0')}`;
}

const DECIMAL = /^(-)?(\d*)(?:\.(\d*))?$/;

/**
 * Cents of a decimal to show, with any number of places, rounded half away from zero: "12.345" →
 * 1235n, 7 → 700n; null when it is not a decimal. For display only (a sum's unrounded total):
 * what is stored or sent goes through parseMoney.
 */
export function displayCents(value: string | number): bigint | null {
  const m = DECIMAL.exec(String(value).trim());
  if (!m || (m[2] === '' && !m[3])) return null;
  const places = m[3] ?? '';
  const cents = roundDiv(BigInt(`${m[2] || '0'}${places}`) * 100n, 10n ** BigInt(places.length));
  return m[1] ? -cents : cents;
}

/**
 * Decimal money without floats: amounts travel as strings ("1234.50") and are added and
 * compared as whole cents in BigInt (ARCHITECTURE.md, data rules).
 */

const DECIMAL = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

/** "12.3" → 1230n; throws on anything that is not a decimal with at most 2 places. */
export function toCents(amount: string): bigint {
  const m = DECIMAL.exec(amount.trim());
  if (!m) throw new Error(`Not a money amount: ${amount}`);
  const cents = BigInt(m[2]!) * 100n + BigInt((m[3] ?? '').padEnd(2, '0'));
  return m[1] ? -cents : cents;
}

/** 1230n → "12.30", -5n → "-0.05". */
export function fromCents(cents: bigint): string {
  const sign = cents < 0n ? '-' : '';
  const abs = cents < 0n ? -cents : cents;
  return `${sign}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
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

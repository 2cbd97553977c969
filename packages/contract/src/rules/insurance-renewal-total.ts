/**
 * Spec 2 section 5, bulk renewal: the total premium is the sum of the included vehicles'
 * premiums plus the additional costs. Amounts are decimal strings summed as whole cents
 * (BigInt), never as floats, so the form and the server (which stores this figure whatever
 * the client sent) agree to the cent.
 */

const AMOUNT = /^\s*(\d+)(?:\.(\d{0,2}))?\s*$/;

/** Cents of a non-negative amount with at most 2 decimals; blank or invalid counts as 0. */
export function toCents(amount: string | number | null | undefined): bigint {
  if (amount === null || amount === undefined) return 0n;
  const match = AMOUNT.exec(String(amount));
  if (!match) return 0n;
  return BigInt(match[1]!) * 100n + BigInt((match[2] ?? '').padEnd(2, '0'));
}

/** `"1234.50"` from cents. */
export function fromCents(cents: bigint): string {
  const whole = cents / 100n;
  const part = (cents % 100n).toString().padStart(2, '0');
  return `${whole}.${part}`;
}

export type RenewalAllocationAmount = {
  vehicle_premium?: string | number | null;
  include_in_renewal?: boolean;
};

/** The cost summary: included vehicles, their premiums, additional costs and the total. */
export function renewalSummary(
  allocations: readonly RenewalAllocationAmount[],
  additionalCosts: string | number | null | undefined,
): { includedVehicles: number; vehiclePremiums: string; additionalCosts: string; total: string } {
  const included = allocations.filter((a) => a.include_in_renewal !== false);
  const premiums = included.reduce((sum, a) => sum + toCents(a.vehicle_premium), 0n);
  const extra = toCents(additionalCosts);
  return {
    includedVehicles: included.length,
    vehiclePremiums: fromCents(premiums),
    additionalCosts: fromCents(extra),
    total: fromCents(premiums + extra),
  };
}

/** The total premium of a renewal (decimal string). */
export const renewalTotal = (
  allocations: readonly RenewalAllocationAmount[],
  additionalCosts: string | number | null | undefined,
): string => renewalSummary(allocations, additionalCosts).total;

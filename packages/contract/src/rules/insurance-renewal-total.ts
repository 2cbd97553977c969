import { fromCents, isMoney, parseMoney } from '../money';

/**
 * Spec 2 section 5, bulk renewal: the total premium is the sum of the included vehicles'
 * premiums plus the additional costs. Amounts are decimal strings summed as whole cents
 * (BigInt), never as floats, so the form and the server (which stores this figure whatever
 * the client sent) agree to the cent.
 */

export { fromCents };

/** Cents of an amount as the form holds it; text not (yet) an amount counts 0 in the running total. */
export const toCents = (amount: string | number | null | undefined): bigint =>
  amount !== null && amount !== undefined && isMoney(amount) ? parseMoney(amount) : 0n;

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

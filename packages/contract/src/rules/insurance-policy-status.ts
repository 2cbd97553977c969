import { INSURANCE_PLACEHOLDER_DATE } from './vehicle-status';

/**
 * Spec 2, insurance overview: a policy is Active when its end date is present, later than the
 * 1970-01-01 placeholder and not yet passed (a policy ending today is still active); every
 * other policy is Previous. Dates are `YYYY-MM-DD`, so text comparison is date order.
 */
export function isActivePolicy(endDate: string | null | undefined, today: string): boolean {
  if (endDate === null || endDate === undefined || endDate === '') return false;
  return endDate > INSURANCE_PLACEHOLDER_DATE && endDate >= today;
}

/** An end date to show: 'None' when empty or the placeholder. */
export function hasRealEndDate(endDate: string | null | undefined): endDate is string {
  return endDate !== null && endDate !== undefined && endDate > INSURANCE_PLACEHOLDER_DATE;
}

/** Splits policies into the overview's Active and Previous lists, keeping their order. */
export function splitPolicies<T extends { end_date: string | null }>(
  policies: readonly T[],
  today: string,
): { active: T[]; previous: T[] } {
  const active: T[] = [];
  const previous: T[] = [];
  for (const policy of policies)
    (isActivePolicy(policy.end_date, today) ? active : previous).push(policy);
  return { active, previous };
}

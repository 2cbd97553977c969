export type BadgeColor = 'red' | 'yellow' | 'green' | 'grey';

/**
 * Spec 2, vehicle list: red if the status text contains expired or overdue; yellow if it
 * contains nearing, due or soon; green if it contains up to date or current; grey otherwise.
 * Case-insensitive, checked in that order (so "overdue" is red, not yellow).
 */
export function statusBadgeColor(status: string | null | undefined): BadgeColor {
  const text = (status ?? '').toLowerCase();
  if (text.includes('expired') || text.includes('overdue')) return 'red';
  if (text.includes('nearing') || text.includes('due') || text.includes('soon')) return 'yellow';
  if (text.includes('up to date') || text.includes('current')) return 'green';
  return 'grey';
}

/** docs/api.md: the vehicle status texts, most urgent first (their index is the status sort rank). */
export const VEHICLE_STATUSES = [
  'Registration expired',
  'Insurance expired',
  'Registration due soon',
  'Up to date',
] as const;
export type VehicleStatus = (typeof VEHICLE_STATUSES)[number];

/** A registration expiring within this many days is due soon. */
export const REGISTRATION_DUE_SOON_DAYS = 30;
/** Spec 2 section 9: an insurance date of 1970-01-01 is a placeholder and counts as none. */
export const INSURANCE_PLACEHOLDER_DATE = '1970-01-01';

/** Days from `from` to `to`, both `YYYY-MM-DD` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  const at = (d: string) => {
    const [y, m, day] = d.split('-').map(Number);
    return Date.UTC(y!, m! - 1, day!);
  };
  return Math.round((at(to) - at(from)) / 86_400_000);
}

/**
 * docs/api.md: status from registration expiry and insurance end, first that applies: registration
 * past, insurance past, registration within 30 days, otherwise up to date. A missing date (or
 * the insurance placeholder) raises nothing. `today` is `YYYY-MM-DD`. The server computes the
 * same rule in SQL so it can sort by it; tests hold the two together.
 */
export function vehicleStatus(
  dates: { registrationExpiresOn: string | null; insuranceEndsOn: string | null },
  today: string,
): VehicleStatus {
  const reg = dates.registrationExpiresOn;
  const ins = dates.insuranceEndsOn;
  if (reg !== null && reg < today) return 'Registration expired';
  if (ins !== null && ins > INSURANCE_PLACEHOLDER_DATE && ins < today) return 'Insurance expired';
  if (reg !== null && daysBetween(today, reg) <= REGISTRATION_DUE_SOON_DAYS)
    return 'Registration due soon';
  return 'Up to date';
}

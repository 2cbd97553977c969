import { REGISTRATION_DUE_SOON_DAYS, daysBetween, type BadgeColor } from './vehicle-status';

export type RegistrationExpiryState = 'expired' | 'due' | 'ok';

/**
 * `YYYY-MM-DD` of `now` in the process's local time: the server's schedule and the seed only.
 * A shop's dates count in its time zone (rules/shop-day.ts).
 */
export function localIsoDate(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/**
 * Spec 2 section 4: expired when past, due within 30 days (today included), otherwise fine.
 * `today` is the shop's (rules/shop-day.ts), never a default from the caller's clock.
 */
export function registrationExpiryState(
  expirationDate: string,
  today: string,
): RegistrationExpiryState {
  const days = daysBetween(today, expirationDate);
  if (days < 0) return 'expired';
  if (days <= REGISTRATION_DUE_SOON_DAYS) return 'due';
  return 'ok';
}

/** The Current Registration card's badge: red if past, yellow if within 30 days, green otherwise. */
export function registrationExpiryBadge(expirationDate: string, today: string): BadgeColor {
  const state = registrationExpiryState(expirationDate, today);
  return state === 'expired' ? 'red' : state === 'due' ? 'yellow' : 'green';
}

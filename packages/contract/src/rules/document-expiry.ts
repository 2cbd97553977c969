import { daysBetween } from './vehicle-status';

/** A document is "expiring" this many days before its expiry (as a registration is "due soon"). */
export const DOCUMENT_EXPIRING_DAYS = 30;

export const DOCUMENT_EXPIRY_STATES = ['expired', 'expiring'] as const;
export type DocumentExpiryState = (typeof DOCUMENT_EXPIRY_STATES)[number];

export const DOCUMENT_EXPIRY_LABELS: Record<DocumentExpiryState, string> = {
  expired: 'Expired',
  expiring: 'Expiring soon',
};

/**
 * Where a document with an expiry date stands on the shop's `today` (issue 34 §5): expired after
 * its day, expiring within DOCUMENT_EXPIRING_DAYS of it, else nothing to say (null).
 */
export function documentExpiry(
  expiresOn: string | null,
  today: string,
): DocumentExpiryState | null {
  if (!expiresOn) return null;
  const days = daysBetween(today, expiresOn);
  if (days < 0) return 'expired';
  return days <= DOCUMENT_EXPIRING_DAYS ? 'expiring' : null;
}

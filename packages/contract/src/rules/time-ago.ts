const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * Spec 1 section 9: under 1 hour 'Just now', under 24 hours 'Nh ago', under 7 days 'Nd ago',
 * otherwise a date. Future instants count as 'Just now'; an unreadable instant gives ''.
 */
export function timeAgo(value: string | Date, now: Date = new Date(), locale = 'en-US'): string {
  const date = value instanceof Date ? value : new Date(value);
  const time = date.getTime();
  if (Number.isNaN(time)) return '';
  const elapsed = now.getTime() - time;
  if (elapsed < HOUR_MS) return 'Just now';
  if (elapsed < DAY_MS) return `${Math.floor(elapsed / HOUR_MS)}h ago`;
  if (elapsed < 7 * DAY_MS) return `${Math.floor(elapsed / DAY_MS)}d ago`;
  return date.toLocaleDateString(locale);
}

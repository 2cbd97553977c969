import type { MaintenanceSchedule } from '@fleetdesk/contract/maintenance';
import { formatDate, formatMiles } from '../../../lib/format';

/** "Every 5,000 miles or 182 days, whichever first". */
export function intervalText(s: Pick<MaintenanceSchedule, 'interval_miles' | 'interval_days'>) {
  const parts = [
    s.interval_miles !== null && formatMiles(s.interval_miles),
    s.interval_days !== null && `${s.interval_days} ${s.interval_days === 1 ? 'day' : 'days'}`,
  ].filter(Boolean);
  return `Every ${parts.join(' or ')}${parts.length > 1 ? ', whichever first' : ''}`;
}

/** "Mar 3, 2027 or 45,000 miles (expected Feb 20, 2027)"; null without a next due. */
export function nextDueText(due: {
  date: string | null;
  mileage: number | null;
  forecast: string | null;
}): string | null {
  const parts = [formatDate(due.date), formatMiles(due.mileage)].filter(Boolean);
  if (parts.length === 0) return null;
  const forecast = formatDate(due.forecast);
  return `${parts.join(' or ')}${forecast ? ` (expected ${forecast})` : ''}`;
}

/** "Nov 26, 2026 at 40,000 miles". */
export function lastDoneText(s: Pick<MaintenanceSchedule, 'last_done_on' | 'last_done_mileage'>) {
  const miles = formatMiles(s.last_done_mileage);
  return `${formatDate(s.last_done_on) ?? s.last_done_on}${miles ? ` at ${miles}` : ''}`;
}

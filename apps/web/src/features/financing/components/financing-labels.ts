import type { VarianceStatus } from '@fleetdesk/contract/financing';

/** How the screens name the contract's values (spec 2 sections 3 and 9). */
export const LEASE_TYPE_LABELS = {
  operating: 'Operating',
  finance: 'Finance',
  capital: 'Capital',
} as const;

export const VARIANCE_STATUS_BADGES: Record<VarianceStatus, { label: string; color: string }> = {
  'on-time': { label: 'On Time', color: 'green' },
  early: { label: 'Early', color: 'blue' },
  late: { label: 'Late', color: 'orange' },
  missing: { label: 'Missing', color: 'red' },
  overpaid: { label: 'Overpaid', color: 'teal' },
  underpaid: { label: 'Underpaid', color: 'yellow' },
};

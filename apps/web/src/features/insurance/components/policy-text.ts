import { hasRealEndDate } from '@fleetdesk/contract/rules/insurance-policy-status';
import type { Policy } from '@fleetdesk/contract/insurance';
import { formatDate, formatUsd } from '../../../lib/format';

/** How the insurance screens write a policy's parts (spec 2: an empty end date shows 'None'). */
export const endDateText = (date: string | null) =>
  hasRealEndDate(date) ? (formatDate(date) ?? date) : 'None';

export const periodText = (policy: Pick<Policy, 'start_date' | 'end_date'>) =>
  `${formatDate(policy.start_date) ?? 'None'} – ${endDateText(policy.end_date)}`;

export const masterPolicyText = (policy: Pick<Policy, 'master_policy'>) =>
  policy.master_policy?.policy_name ?? 'Individual Policy';

/** The premium the overview shows: the vehicle's premium, else the policy's costs. */
export const premiumText = (policy: Pick<Policy, 'vehicle_premium' | 'policy_costs'>) =>
  formatUsd(policy.vehicle_premium ?? policy.policy_costs) ?? 'Not recorded';

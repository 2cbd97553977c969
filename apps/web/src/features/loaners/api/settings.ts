import {
  loanerSettingsSchema,
  type LoanerSettings,
  type LoanerSettingsPatch,
} from '@fleetdesk/contract/loaners';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiRequest, parseWith } from '../../../lib/api';

export const loanerSettingsKeys = { all: ['loaners', 'settings'] as const };

export const LOANER_SETTINGS_LOAD_FAILED = 'Failed to load the loaner settings';
export const LOANER_SETTINGS_SAVE_FAILED = 'Failed to save the loaner settings';
export const LOANER_SETTINGS_SAVED = 'Loaner settings saved';

/** GET /api/loaners/settings/: the shop's defaults for new agreements. */
export function getLoanerSettings(): Promise<LoanerSettings> {
  return apiGet('/api/loaners/settings/', loanerSettingsSchema);
}

export const loanerSettingsQueryOptions = () =>
  queryOptions({ queryKey: loanerSettingsKeys.all, queryFn: getLoanerSettings });

export function useLoanerSettings() {
  return useQuery(loanerSettingsQueryOptions());
}

/** PATCH /api/loaners/settings/ with any subset of the settings. */
export async function updateLoanerSettings(body: LoanerSettingsPatch): Promise<LoanerSettings> {
  const data = await apiRequest('/api/loaners/settings/', { method: 'PATCH', body });
  return parseWith(loanerSettingsSchema, data);
}

export function useUpdateLoanerSettings() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: updateLoanerSettings,
    onSuccess: (settings) => client.setQueryData(loanerSettingsKeys.all, settings),
  });
}

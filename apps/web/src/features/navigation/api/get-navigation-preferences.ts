import { navigationPreferencesSchema } from '@fleetdesk/contract/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { navigationKeys } from './get-navigation';

/** GET /api/navigation/preferences/: the user's module order in effect (module keys). */
export async function getNavigationPreferences(): Promise<string[]> {
  return (await apiGet('/api/navigation/preferences/', navigationPreferencesSchema))
    .navigation_order;
}

export const navigationPreferencesQueryOptions = () =>
  queryOptions({ queryKey: navigationKeys.preferences(), queryFn: getNavigationPreferences });

export function useNavigationPreferences() {
  return useQuery(navigationPreferencesQueryOptions());
}

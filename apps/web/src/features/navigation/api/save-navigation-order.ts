import { navigationPreferencesSchema } from '@fleetdesk/contract/registry';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { navigationKeys } from './get-navigation';

export const NAVIGATION_ORDER_SAVED = 'Navigation order saved successfully';
export const NAVIGATION_ORDER_FAILED = 'Failed to save navigation order';

/** POST /api/navigation/preferences/ {navigation_order}: module keys, first shown first. */
export async function saveNavigationOrder(order: string[]): Promise<string[]> {
  const data = await apiRequest('/api/navigation/preferences/', {
    method: 'POST',
    body: { navigation_order: order },
  });
  return parseWith(navigationPreferencesSchema, data).navigation_order;
}

/**
 * Saves the order and refetches every navigation query. Spec 1 section 2 has the settings page
 * "inform its parent" so the sidebar reloads; invalidating the shared navigation queries is our
 * equivalent: the sidebar follows at once.
 */
export function useSaveNavigationOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveNavigationOrder,
    onSuccess: (order) => {
      client.setQueryData(navigationKeys.preferences(), order);
      return client.invalidateQueries({ queryKey: navigationKeys.all });
    },
  });
}

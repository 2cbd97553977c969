import { navigationItemSchema, type NavigationItem } from '@fleetdesk/contract/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { navigationKeys } from './get-navigation';

/** GET /api/navigation/items/ (docs/api.md): the entries the settings page reorders. */
export async function getNavigationItems(): Promise<NavigationItem[]> {
  const items = await apiGetList('/api/navigation/items/', navigationItemSchema);
  return [...items].sort((a, b) => a.order - b.order);
}

export const navigationItemsQueryOptions = () =>
  queryOptions({ queryKey: navigationKeys.items(), queryFn: getNavigationItems });

export function useNavigationItems() {
  return useQuery(navigationItemsQueryOptions());
}

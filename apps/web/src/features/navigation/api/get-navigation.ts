import { navigationItemSchema, type NavigationItem } from '@fleetdesk/contract/registry';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';

export const navigationKeys = {
  all: ['navigation'] as const,
  sidebar: () => [...navigationKeys.all, 'sidebar'] as const,
  items: () => [...navigationKeys.all, 'items'] as const,
  preferences: () => [...navigationKeys.all, 'preferences'] as const,
};

/** GET /api/base/navigation/: `results` (a plain array is accepted too), items in server order. */
export async function getNavigation(): Promise<NavigationItem[]> {
  const items = await apiGetList('/api/base/navigation/', navigationItemSchema);
  return [...items].sort((a, b) => a.order - b.order);
}

export const navigationQueryOptions = () =>
  queryOptions({
    queryKey: navigationKeys.sidebar(),
    queryFn: getNavigation,
    staleTime: 5 * 60_000,
  });

/** `enabled` false while no shop is chosen: the menu is the shop's, the server would refuse. */
export function useNavigation(enabled = true) {
  return useQuery({ ...navigationQueryOptions(), enabled });
}

import { locationSchema } from '@fleetdesk/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { shopKeys } from './keys';

/** GET /api/shops/locations/: the shop's locations (id, name). */
export const locationsQueryOptions = () =>
  queryOptions({
    queryKey: shopKeys.locations(),
    queryFn: () => apiGetList('/api/shops/locations/', locationSchema),
    staleTime: 5 * 60_000,
  });

export function useLocations() {
  return useQuery(locationsQueryOptions());
}

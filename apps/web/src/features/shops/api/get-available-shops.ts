import { availableShopsResponseSchema, type AvailableShops } from '@fleetdesk/contract/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '../../../lib/api';
import { shopKeys } from './keys';

export const AVAILABLE_SHOPS_FAILED = 'Failed to fetch available shops';

/** GET /api/employees/available-shops/: shops (id, name, role, is_active, is_current), current_shop. */
export function getAvailableShops(): Promise<AvailableShops> {
  return apiGet('/api/employees/available-shops/', availableShopsResponseSchema);
}

export const availableShopsQueryOptions = () =>
  queryOptions({ queryKey: shopKeys.available(), queryFn: getAvailableShops });

export function useAvailableShops() {
  return useQuery(availableShopsQueryOptions());
}

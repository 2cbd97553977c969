import { vehicleListItemSchema, type VehicleListItem } from '@fleetdesk/contract/vehicles';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { normaliseList } from '@fleetdesk/contract/rules/list';
import { vehicleKeys, type VehicleListParams } from './keys';

export const VEHICLES_FAILED = 'Failed to fetch vehicles';

export type VehiclePage = { results: VehicleListItem[]; count: number; totalPages: number };

export function vehicleListSearch(params: VehicleListParams): string {
  const query = new URLSearchParams();
  query.set('page', String(params.page));
  query.set('page_size', String(params.pageSize));
  if (params.location !== null) query.set('location', String(params.location));
  if (params.types.length > 0) query.set('types', params.types.join(','));
  query.set('archived', params.archived ? 'true' : 'false');
  if (params.search.trim() !== '') query.set('search', params.search.trim());
  query.set('ordering', params.ordering);
  return query.toString();
}

const isItem = (value: unknown): value is VehicleListItem =>
  vehicleListItemSchema.safeParse(value).success;

/**
 * GET /api/vehicles/vehicles/?page&page_size&location&types&archived&search&ordering. Reads
 * {results, count, total_pages} or a plain array (spec 2 section 7).
 */
export async function getVehicles(params: VehicleListParams): Promise<VehiclePage> {
  const data = await apiRequest(`/api/vehicles/vehicles/?${vehicleListSearch(params)}`);
  const results = normaliseList(data, isItem);
  const record = typeof data === 'object' && data !== null && !Array.isArray(data) ? data : {};
  const count =
    'count' in record && typeof record.count === 'number' ? record.count : results.length;
  const totalPages =
    'total_pages' in record && typeof record.total_pages === 'number'
      ? record.total_pages
      : Math.max(1, Math.ceil(count / params.pageSize));
  return { results, count, totalPages };
}

export const vehiclesQueryOptions = (params: VehicleListParams) =>
  queryOptions({
    queryKey: vehicleKeys.list(params),
    queryFn: () => getVehicles(params),
    placeholderData: keepPreviousData,
  });

export function useVehicles(params: VehicleListParams, enabled = true) {
  return useQuery({ ...vehiclesQueryOptions(params), enabled });
}

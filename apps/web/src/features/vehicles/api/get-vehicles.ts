import { readListPage, type ListPage } from '@fleetdesk/contract/rules/list';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '../../../lib/api';
import { queryString } from '../../../lib/pagination';
import { vehicleKeys, type VehicleListParams } from './keys';

export const VEHICLES_FAILED = 'Failed to fetch vehicles';

/**
 * A list row as the table shows it. Only the VIN is required (it keys and opens the row): a
 * status text the contract does not know is shown as sent (spec 2: grey badge), and a missing
 * text reads as empty, so every row the server sends is shown and the footer count matches.
 */
export const vehicleRowSchema = z.object({
  vin: z.string().min(1),
  description: z.string().catch(''),
  license_plate: z.string().catch(''),
  location_name: z.string().nullable().catch(null),
  primary_driver_name: z.string().nullable().catch(null),
  status: z.string().catch(''),
  is_archived: z.boolean().catch(false),
  vehicle_types: z.array(z.object({ name: z.string() })).catch([]),
  photo_url: z.string().nullable().catch(null),
});
export type VehicleRow = z.infer<typeof vehicleRowSchema>;

/** `countIsLowerBound`: a search too common to count; the count is "at least" (shown "N+"). */
export type VehiclePage = ListPage<VehicleRow> & { countIsLowerBound: boolean };

/** The list's filters and sort as query values (the list's page, and its export). */
export const vehicleFilterValues = (params: Omit<VehicleListParams, 'page' | 'pageSize'>) => ({
  location: params.location,
  types: params.types.join(','),
  archived: String(params.archived),
  search: params.search.trim(),
  ordering: params.ordering,
});

/** `?page&page_size&location&types&archived&search&ordering`, leaving out empty filters. */
export function vehicleListSearch(params: VehicleListParams): string {
  return queryString({
    page: params.page,
    page_size: params.pageSize,
    ...vehicleFilterValues(params),
  });
}

/**
 * GET /api/vehicles/vehicles/?page&page_size&location&types&archived&search&ordering. Reads
 * {results, count}, {results, pagination: {count, total_pages}} or a plain array (spec 2
 * section 7).
 */
export async function getVehicles(params: VehicleListParams): Promise<VehiclePage> {
  const data = await apiRequest(`/api/vehicles/vehicles/${vehicleListSearch(params)}`);
  const page = readListPage(data, { page: params.page, pageSize: params.pageSize });
  const results = page.results.flatMap((row) => {
    const parsed = vehicleRowSchema.safeParse(row);
    return parsed.success ? [parsed.data] : [];
  });
  const countIsLowerBound =
    typeof data === 'object' &&
    data !== null &&
    (data as { count_is_lower_bound?: unknown }).count_is_lower_bound === true;
  return { ...page, results, countIsLowerBound };
}

export const vehiclesQueryOptions = (params: VehicleListParams) =>
  queryOptions({
    queryKey: vehicleKeys.list(params),
    queryFn: () => getVehicles(params),
    placeholderData: keepPreviousData,
    meta: { errorToast: { id: 'vehicles-failed', title: 'Vehicles', message: VEHICLES_FAILED } },
  });

export function useVehicles(params: VehicleListParams, enabled = true) {
  return useQuery({ ...vehiclesQueryOptions(params), enabled });
}

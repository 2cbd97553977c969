import type { Paginated } from '@fleetdesk/contract/common';
import {
  fuelEntrySchema,
  type FuelEntry,
  type FuelEntryCreate,
  type FuelEntryUpdate,
} from '@fleetdesk/contract/fuel';
import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQueryClient,
} from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { getPage, pageByPage, queryString, RECORDS_PAGE_SIZE } from '../../../lib/pagination';
import { mileageKeys } from '../../mileage';
import { refreshVehicleAfterRecordChange } from '../../vehicles';

export const FUEL_FETCH_FAILED = 'Failed to fetch fuel entries';
export const FUEL_SAVE_FAILED = 'Failed to save fuel entry';
export const FUEL_DELETE_FAILED = 'Failed to delete fuel entry';

/** Query keys of fuel entries; `vehicle(vin)` is one vehicle's list. */
export const fuelKeys = {
  all: ['fuel-entries'] as const,
  vehicle: (vin: string) => [...fuelKeys.all, vin] as const,
};

/** GET /api/vehicles/fuel-entries/?vehicle={vin} (newest first). */
export function getFuelEntries(vin: string, page: number): Promise<Paginated<FuelEntry>> {
  return getPage(
    `/api/vehicles/fuel-entries/${queryString({ vehicle: vin, page, page_size: RECORDS_PAGE_SIZE })}`,
    fuelEntrySchema,
  );
}

export function useFuelEntries(vin: string) {
  return useInfiniteQuery(
    infiniteQueryOptions({
      queryKey: fuelKeys.vehicle(vin),
      queryFn: ({ pageParam }) => getFuelEntries(vin, pageParam),
      ...pageByPage,
    }),
  );
}

/**
 * A fill changes its flags and its neighbours', the mileage history, and the vehicle (its
 * glance's MPG is under the vehicle's key).
 */
function useRefreshAfterFill(vin: string) {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: fuelKeys.vehicle(vin) }),
      client.invalidateQueries({ queryKey: mileageKeys.vehicle(vin) }),
      refreshVehicleAfterRecordChange(client, vin),
    ]);
}

/** POST a new fill, or PATCH one (`id`). */
export function useSaveFuelEntry(vin: string) {
  const refresh = useRefreshAfterFill(vin);
  return useMutation({
    mutationFn: async (input: { id?: number; body: FuelEntryCreate | FuelEntryUpdate }) => {
      const data = await apiRequest(
        input.id === undefined
          ? '/api/vehicles/fuel-entries/'
          : `/api/vehicles/fuel-entries/${input.id}/`,
        { method: input.id === undefined ? 'POST' : 'PATCH', body: input.body },
      );
      return parseWith(fuelEntrySchema, data);
    },
    onSuccess: refresh,
  });
}

export function useDeleteFuelEntry(vin: string) {
  const refresh = useRefreshAfterFill(vin);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/api/vehicles/fuel-entries/${id}/`, { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

import type { ArchivedFilter, VehicleOrdering } from '@fleetdesk/contract/vehicles';
import type { QueryClient } from '@tanstack/react-query';

/** The vehicle list's server-side query (spec 2 section 7, docs/api.md). */
export type VehicleListParams = {
  page: number;
  pageSize: number;
  location: number | null;
  types: string[];
  archived: ArchivedFilter;
  search: string;
  ordering: VehicleOrdering;
};

/**
 * Query keys of the vehicle area. A change to a vehicle (or anything shown on it: registrations,
 * mileage, service, documents) invalidates `detail(vin)`; a change to the list's rows invalidates
 * `lists()`.
 */
export const vehicleKeys = {
  all: ['vehicles'] as const,
  lists: () => [...vehicleKeys.all, 'list'] as const,
  list: (params: VehicleListParams) => [...vehicleKeys.lists(), params] as const,
  details: () => [...vehicleKeys.all, 'detail'] as const,
  detail: (vin: string) => [...vehicleKeys.details(), vin] as const,
  types: () => [...vehicleKeys.all, 'types'] as const,
  moduleSettings: () => [...vehicleKeys.all, 'module-settings'] as const,
  views: () => [...vehicleKeys.all, 'views'] as const,
};

/**
 * The vehicle detail (current mileage, recent records, tab counts, current registration) changes
 * when a record of the vehicle is added or removed, so its query is refreshed too.
 */
export async function refreshVehicleAfterRecordChange(
  client: QueryClient,
  vin: string,
): Promise<void> {
  await client.invalidateQueries({ queryKey: vehicleKeys.detail(vin) });
}

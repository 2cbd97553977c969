import type { VehicleOrdering } from '@fleetdesk/contract/vehicles';

/** The vehicle list's server-side query (spec 2 section 7, API.md). */
export type VehicleListParams = {
  page: number;
  pageSize: number;
  location: number | null;
  types: string[];
  archived: boolean;
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
  locations: () => [...vehicleKeys.all, 'locations'] as const,
  users: () => [...vehicleKeys.all, 'users'] as const,
  registration: (id: number) => [...vehicleKeys.all, 'registration', id] as const,
  settings: {
    all: () => [...vehicleKeys.all, 'settings'] as const,
    forModule: (module: string) => [...vehicleKeys.settings.all(), 'for-module', module] as const,
    list: (module: string) => [...vehicleKeys.settings.all(), 'list', module] as const,
    moduleSettings: () => [...vehicleKeys.settings.all(), 'module-settings'] as const,
  },
};

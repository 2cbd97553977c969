import { vehicleTypeSchema } from '@fleetdesk/contract/vehicles';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { vehicleKeys } from './keys';

/** GET /api/vehicles/vehicle-types/: id, name, description. */
export const vehicleTypesQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.types(),
    queryFn: () => apiGetList('/api/vehicles/vehicle-types/', vehicleTypeSchema),
    staleTime: 5 * 60_000,
  });

export function useVehicleTypes() {
  return useQuery(vehicleTypesQueryOptions());
}

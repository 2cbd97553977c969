import { vehicleViewSchema } from '@fleetdesk/contract/vehicle-views';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGetList } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const VIEWS_FAILED = 'Failed to load saved views';

/** GET /api/vehicles/views/: the member's own saved views of the list, by name. */
export const vehicleViewsQueryOptions = () =>
  queryOptions({
    queryKey: vehicleKeys.views(),
    queryFn: () => apiGetList('/api/vehicles/views/', vehicleViewSchema),
  });

export function useVehicleViews(enabled = true) {
  return useQuery({ ...vehicleViewsQueryOptions(), enabled });
}

import {
  vehicleBulkSummarySchema,
  type VehicleBulkRequest,
  type VehicleBulkSummary,
} from '@fleetdesk/contract/vehicle-bulk';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const BULK_FAILED = 'Failed to update the selected vehicles';

/** POST /api/vehicles/vehicles/bulk/: one action on the selected vehicles, all or nothing. */
export async function bulkUpdateVehicles(body: VehicleBulkRequest): Promise<VehicleBulkSummary> {
  return parseWith(
    vehicleBulkSummarySchema,
    await apiRequest('/api/vehicles/vehicles/bulk/', { method: 'POST', body }),
  );
}

export function useBulkUpdateVehicles() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: bulkUpdateVehicles,
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: vehicleKeys.lists() });
      await client.invalidateQueries({ queryKey: vehicleKeys.details() });
    },
  });
}

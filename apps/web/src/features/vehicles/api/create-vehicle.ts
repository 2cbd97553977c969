import type { VehicleValues } from '@fleetdesk/contract/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const VEHICLE_SAVE_FAILED = 'Failed to save vehicle';

/** POST /api/vehicles/vehicles/ with the form's parsed values. */
export function createVehicle(values: VehicleValues): Promise<unknown> {
  return apiRequest('/api/vehicles/vehicles/', { method: 'POST', body: values });
}

export function useCreateVehicle() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createVehicle,
    onSuccess: () => client.invalidateQueries({ queryKey: vehicleKeys.lists() }),
  });
}

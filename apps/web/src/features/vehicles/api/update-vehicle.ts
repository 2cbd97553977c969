import type { VehicleValues } from '@fleetdesk/contract/vehicles';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { vehicleKeys } from './keys';

/** PUT /api/vehicles/vehicles/{vin}/ with the form's parsed values. */
export function updateVehicle(vin: string, values: VehicleValues): Promise<unknown> {
  return apiRequest(`/api/vehicles/vehicles/${encodeURIComponent(vin)}/`, {
    method: 'PUT',
    body: values,
  });
}

export function useUpdateVehicle(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (values: VehicleValues) => updateVehicle(vin, values),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: vehicleKeys.detail(vin) });
      await client.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

import {
  vehicleViewSchema,
  type VehicleView,
  type VehicleViewInput,
  type VehicleViewPatch,
} from '@fleetdesk/contract/vehicle-views';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { vehicleKeys } from './keys';

/** POST /api/vehicles/views/: a new view. */
export async function createVehicleView(body: VehicleViewInput): Promise<VehicleView> {
  return parseWith(
    vehicleViewSchema,
    await apiRequest('/api/vehicles/views/', { method: 'POST', body }),
  );
}

/** PATCH /api/vehicles/views/{id}/: a new name, or the list saved into it. */
export async function updateVehicleView(id: number, body: VehicleViewPatch): Promise<VehicleView> {
  return parseWith(
    vehicleViewSchema,
    await apiRequest(`/api/vehicles/views/${id}/`, { method: 'PATCH', body }),
  );
}

/** DELETE /api/vehicles/views/{id}/ */
export async function deleteVehicleView(id: number): Promise<void> {
  await apiRequest(`/api/vehicles/views/${id}/`, { method: 'DELETE' });
}

/** The three changes to a member's views; each refreshes the list of views. */
export function useVehicleViewChanges() {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: vehicleKeys.views() });
  return {
    create: useMutation({ mutationFn: createVehicleView, onSuccess: refresh }),
    update: useMutation({
      mutationFn: ({ id, body }: { id: number; body: VehicleViewPatch }) =>
        updateVehicleView(id, body),
      onSuccess: refresh,
    }),
    remove: useMutation({ mutationFn: deleteVehicleView, onSuccess: refresh }),
  };
}

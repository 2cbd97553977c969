import type { PolicyPatch } from '@fleetdesk/contract/insurance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshVehicleAfterRecordChange, vehicleKeys } from '../../vehicles';
import { insuranceKeys } from './keys';

/** PATCH /api/vehicles/policies/{id}/ {policy_costs, start_date, end_date} */
export function updatePolicy(id: number, body: PolicyPatch): Promise<unknown> {
  return apiRequest(`/api/vehicles/policies/${id}/`, { method: 'PATCH', body });
}

/** Saves a policy; its vehicle's detail and status (insurance end) refresh with the lists. */
export function useUpdatePolicy(id: number, vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: PolicyPatch) => updatePolicy(id, body),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: insuranceKeys.all });
      await refreshVehicleAfterRecordChange(client, vin);
      await client.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

import { assignmentSchema, type Assignment } from '@fleetdesk/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { assignmentKeys } from './keys';

export const END_FAILED = 'Failed to end the assignment';

/** PATCH /api/vehicles/assignments/{id}/ {ends_at}: ends it now (this instant). */
export async function endAssignment(id: number): Promise<Assignment> {
  const data = await apiRequest(`/api/vehicles/assignments/${id}/`, {
    method: 'PATCH',
    body: { ends_at: new Date().toISOString() },
  });
  return parseWith(assignmentSchema, data);
}

export function useEndAssignment(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: endAssignment,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: assignmentKeys.vehicle(vin) }),
        refreshVehicleAfterRecordChange(client, vin),
      ]),
  });
}

import {
  assignmentSchema,
  type Assignment,
  type AssignmentCreate,
} from '@fleetdesk/contract/assignments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { assignmentKeys } from './keys';

export const ASSIGN_FAILED = 'Failed to assign the vehicle';

/** POST /api/vehicles/assignments/ {vehicle, driver | driver_name}: a period meeting another is 409. */
export async function createAssignment(input: AssignmentCreate): Promise<Assignment> {
  const data = await apiRequest('/api/vehicles/assignments/', { method: 'POST', body: input });
  return parseWith(assignmentSchema, data);
}

export function useCreateAssignment(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createAssignment,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: assignmentKeys.vehicle(vin) }),
        refreshVehicleAfterRecordChange(client, vin),
      ]),
  });
}

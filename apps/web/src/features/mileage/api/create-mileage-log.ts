import {
  mileageLogSchema,
  type MileageLog,
  type MileageLogCreate,
} from '@fleetdesk/contract/mileage';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { mileageKeys } from './keys';

export const MILEAGE_SAVE_FAILED = 'Failed to save mileage entry';

/**
 * POST /api/vehicles/mileage-logs/ {vehicle, mileage, source, notes, is_correction}. A reading
 * lower than the current mileage is refused with 400 {mileage: [...]} unless is_correction.
 */
export async function createMileageLog(input: MileageLogCreate): Promise<MileageLog> {
  const data = await apiRequest('/api/vehicles/mileage-logs/', { method: 'POST', body: input });
  return parseWith(mileageLogSchema, data);
}

export function useCreateMileageLog(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createMileageLog,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: mileageKeys.vehicle(vin) }),
        refreshVehicleAfterRecordChange(client, vin),
      ]),
  });
}

import {
  serviceRecordSchema,
  type ServiceRecord,
  type ServiceRecordCreate,
} from '@fleetdesk/contract/service';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { mileageKeys } from '../../mileage';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { serviceKeys } from './keys';

export const SERVICE_SAVE_FAILED = 'Failed to save service record';

/** POST /api/vehicles/service-records/ (optional fields are left out when not filled). */
export async function createServiceRecord(input: ServiceRecordCreate): Promise<ServiceRecord> {
  const data = await apiRequest('/api/vehicles/service-records/', { method: 'POST', body: input });
  return parseWith(serviceRecordSchema, data);
}

export function useCreateServiceRecord(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: createServiceRecord,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: serviceKeys.records(vin) }),
        // A service record with a mileage may move the vehicle's current mileage.
        client.invalidateQueries({ queryKey: mileageKeys.vehicle(vin) }),
        refreshVehicleAfterRecordChange(client, vin),
        // The schedules it closed start again; a new reading moves what is due.
        client.invalidateQueries({ queryKey: serviceKeys.schedulesAll() }),
        // The issues it names are resolved by it (their code comes with the form's picker, not
        // with the vehicle's first screen).
        import('../../issues').then(({ issueKeys }) =>
          client.invalidateQueries({ queryKey: issueKeys.all }),
        ),
      ]),
  });
}

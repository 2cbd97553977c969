import type { RegistrationCreate, RegistrationPatch } from '@fleetdesk/contract/registrations';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshVehicleAfterRecordChange, vehicleKeys } from '../../vehicles';
import { registrationKeys } from './keys';

export const REGISTRATION_SAVE_FAILED = 'Failed to save registration data';

/** POST /api/vehicles/registrations/ {vehicle, plate_cost, expiration_date, last_renewed} */
export function createRegistration(body: RegistrationCreate): Promise<unknown> {
  return apiRequest('/api/vehicles/registrations/', { method: 'POST', body });
}

/** PATCH /api/vehicles/registrations/{id}/ {plate_cost, expiration_date, last_renewed} */
export function updateRegistration(id: number, body: RegistrationPatch): Promise<unknown> {
  return apiRequest(`/api/vehicles/registrations/${id}/`, { method: 'PATCH', body });
}

export type SaveRegistrationInput =
  { mode: 'add'; body: RegistrationCreate } | { mode: 'edit'; id: number; body: RegistrationPatch };

/** Adds or edits a registration of `vin`; the vehicle detail (current registration) refreshes. */
export function useSaveRegistration(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: SaveRegistrationInput) =>
      input.mode === 'add'
        ? createRegistration(input.body)
        : updateRegistration(input.id, input.body),
    onSuccess: async (_data, input) => {
      if (input.mode === 'edit') {
        await client.invalidateQueries({ queryKey: registrationKeys.detail(input.id) });
      }
      await refreshVehicleAfterRecordChange(client, vin);
      await client.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

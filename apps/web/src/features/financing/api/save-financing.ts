import { financingSchema, type Financing, type FinancingForm } from '@fleetdesk/contract/financing';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { financingKeys } from './keys';

/** POST /api/vehicles/financing/ (new) or PUT /api/vehicles/financing/{id}/ (edit). */
export async function saveFinancing({
  id,
  body,
}: {
  id: number | null;
  body: FinancingForm;
}): Promise<Financing> {
  const data = await apiRequest(
    id === null ? '/api/vehicles/financing/' : `/api/vehicles/financing/${id}/`,
    { method: id === null ? 'POST' : 'PUT', body },
  );
  return parseWith(financingSchema, data);
}

/** `vin`: the vehicle whose detail shows the Loan / Lease badges this save may change. */
export function useSaveFinancing(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: saveFinancing,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: financingKeys.all }),
        refreshVehicleAfterRecordChange(client, vin),
      ]),
  });
}

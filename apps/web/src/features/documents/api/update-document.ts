import type { DocumentPatch } from '@fleetdesk/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { documentKeys } from './keys';

export const DOCUMENT_EXPIRY_SAVED = 'Expiry date saved';
export const DOCUMENT_EXPIRY_FAILED = 'Failed to save the expiry date';

/** PATCH /api/vehicles/documents/{id}/: its title, notes or expiry. */
export async function updateDocument(id: number, patch: DocumentPatch): Promise<void> {
  await apiRequest(`/api/vehicles/documents/${encodeURIComponent(String(id))}/`, {
    method: 'PATCH',
    body: patch,
  });
}

export function useUpdateDocument(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, patch }: { id: number; patch: DocumentPatch }) => updateDocument(id, patch),
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: documentKeys.vehicle(vin) }),
        refreshVehicleAfterRecordChange(client, vin),
      ]),
  });
}

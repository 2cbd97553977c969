import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { documentKeys } from './keys';

export const DOCUMENT_DELETE_FAILED = 'Failed to delete document';
export const DOCUMENT_DELETED = 'Document deleted successfully';
export const DOCUMENT_DELETE_CONFIRM = 'Are you sure you want to delete this document?';

/** DELETE /api/vehicles/documents/{id}/ (204). */
export async function deleteDocument(id: number): Promise<void> {
  await apiRequest(`/api/vehicles/documents/${encodeURIComponent(String(id))}/`, {
    method: 'DELETE',
  });
}

export function useDeleteDocument(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: deleteDocument,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: documentKeys.vehicle(vin) }),
        refreshVehicleAfterRecordChange(client, vin),
      ]),
  });
}

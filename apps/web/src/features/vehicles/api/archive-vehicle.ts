import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api';
import { vehicleKeys } from './keys';

export const ARCHIVE_FAILED = 'Failed to archive vehicle';
export const UNARCHIVE_FAILED = 'Failed to unarchive vehicle';

export type ArchiveAction = 'archive' | 'unarchive';

/** POST /api/vehicles/vehicles/{vin}/archive/ or .../unarchive/ with an empty body. */
export function setVehicleArchived(vin: string, action: ArchiveAction): Promise<unknown> {
  return apiRequest(`/api/vehicles/vehicles/${encodeURIComponent(vin)}/${action}/`, {
    method: 'POST',
    body: {},
  });
}

export function useSetVehicleArchived(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (action: ArchiveAction) => setVehicleArchived(vin, action),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: vehicleKeys.detail(vin) });
      await client.invalidateQueries({ queryKey: vehicleKeys.lists() });
    },
  });
}

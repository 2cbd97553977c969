import { vehiclePhotoSchema } from '@fleetdesk/contract/vehicle-glance';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, parseWith } from '../../../lib/api';
import { uploadForm } from '../../../lib/upload';
import { vehicleKeys } from '../../vehicles';

export const PHOTO_UPLOAD_FAILED = 'Failed to upload the photo';
export const PHOTO_REMOVE_FAILED = 'Failed to remove the photo';

const photoPath = (vin: string) => `/api/vehicles/vehicles/${encodeURIComponent(vin)}/photo/`;

/** The detail's header and the list's cards show the photo: both are refreshed. */
function useRefreshPhoto(vin: string) {
  const client = useQueryClient();
  return async () => {
    await client.invalidateQueries({ queryKey: vehicleKeys.detail(vin) });
    await client.invalidateQueries({ queryKey: vehicleKeys.lists() });
  };
}

/** POST /api/vehicles/vehicles/{vin}/photo/ multipart {file} (already resized). */
export function useUploadVehiclePhoto(vin: string) {
  const refresh = useRefreshPhoto(vin);
  return useMutation({
    mutationFn: async (photo: Blob) => {
      const form = new FormData();
      form.append('file', photo, 'photo.jpg');
      return parseWith(vehiclePhotoSchema, await uploadForm(photoPath(vin), form));
    },
    onSuccess: refresh,
  });
}

/** DELETE /api/vehicles/vehicles/{vin}/photo/ */
export function useRemoveVehiclePhoto(vin: string) {
  const refresh = useRefreshPhoto(vin);
  return useMutation({
    mutationFn: () => apiRequest(photoPath(vin), { method: 'DELETE' }),
    onSuccess: refresh,
  });
}

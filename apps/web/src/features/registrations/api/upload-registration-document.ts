import { useMutation, useQueryClient } from '@tanstack/react-query';
import { uploadForm, type UploadProgress } from '../../../lib/upload';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { registrationKeys } from './keys';

export const REGISTRATION_UPLOAD_FAILED = 'Failed to upload document';

export type RegistrationUpload = { file: File; title: string; notes: string };

/** POST /api/vehicles/registrations/{id}/upload_document/ multipart {file, title, notes}. */
export function uploadRegistrationDocument(
  id: number,
  upload: RegistrationUpload,
  onProgress?: (progress: UploadProgress) => void,
): Promise<unknown> {
  const form = new FormData();
  form.append('title', upload.title);
  form.append('notes', upload.notes);
  form.append('file', upload.file);
  return uploadForm(`/api/vehicles/registrations/${id}/upload_document/`, form, { onProgress });
}

export function useUploadRegistrationDocument(
  vin: string,
  id: number,
  onProgress: (progress: UploadProgress) => void,
) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: RegistrationUpload) => uploadRegistrationDocument(id, upload, onProgress),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: registrationKeys.detail(id) });
      await refreshVehicleAfterRecordChange(client, vin);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentUploadInput } from '../../../lib/ui/AttachmentUpload';
import { uploadForm } from '../../../lib/upload';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { registrationKeys } from './keys';

export const REGISTRATION_UPLOAD_FAILED = 'Failed to upload document';

/** POST /api/vehicles/registrations/{id}/upload_document/ multipart {file, title, notes}. */
export function uploadRegistrationDocument(
  id: number,
  { file, title, notes, onProgress }: AttachmentUploadInput,
): Promise<unknown> {
  const form = new FormData();
  form.append('title', title);
  form.append('notes', notes);
  form.append('file', file);
  return uploadForm(`/api/vehicles/registrations/${id}/upload_document/`, form, { onProgress });
}

export function useUploadRegistrationDocument(vin: string, id: number) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: AttachmentUploadInput) => uploadRegistrationDocument(id, upload),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: registrationKeys.detail(id) });
      await refreshVehicleAfterRecordChange(client, vin);
    },
  });
}

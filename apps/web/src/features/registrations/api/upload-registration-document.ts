import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentUploadInput } from '../../../lib/ui/AttachmentUpload';
import { uploadAttachment } from '../../../lib/upload';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { registrationKeys } from './keys';

export const REGISTRATION_UPLOAD_FAILED = 'Failed to upload document';

/** POST /api/vehicles/registrations/{id}/upload_document/ multipart {file, title, notes}. */
export function uploadRegistrationDocument(
  id: number,
  upload: AttachmentUploadInput,
): Promise<unknown> {
  return uploadAttachment(`/api/vehicles/registrations/${id}/upload_document/`, upload);
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

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentUploadInput } from '../../../lib/ui/AttachmentUpload';
import { uploadAttachment } from '../../../lib/upload';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { insuranceKeys } from './keys';

/** POST /api/vehicles/policies/{id}/upload_document/ multipart {file, title, notes}. */
export function uploadPolicyDocument(id: number, upload: AttachmentUploadInput): Promise<unknown> {
  return uploadAttachment(`/api/vehicles/policies/${id}/upload_document/`, upload);
}

export function useUploadPolicyDocument(id: number, vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (upload: AttachmentUploadInput) => uploadPolicyDocument(id, upload),
    onSuccess: async () => {
      await client.invalidateQueries({ queryKey: insuranceKeys.policy(id) });
      await refreshVehicleAfterRecordChange(client, vin);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AttachmentUploadInput } from '../../../lib/ui/AttachmentUpload';
import { uploadForm } from '../../../lib/upload';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { insuranceKeys } from './keys';

/** POST /api/vehicles/policies/{id}/upload_document/ multipart {file, title, notes}. */
export function uploadPolicyDocument(
  id: number,
  { file, title, notes, onProgress }: AttachmentUploadInput,
): Promise<unknown> {
  const form = new FormData();
  form.append('title', title);
  form.append('notes', notes);
  form.append('file', file);
  return uploadForm(`/api/vehicles/policies/${id}/upload_document/`, form, { onProgress });
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

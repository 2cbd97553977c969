import {
  documentSchema,
  type DocumentType,
  type VehicleDocument,
} from '@fleetdesk/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { parseWith } from '../../../lib/api';
import { uploadForm, type UploadProgress } from '../../../lib/upload';
import { refreshVehicleAfterRecordChange } from '../../vehicles';
import { documentKeys } from './keys';

export const DOCUMENT_UPLOAD_FAILED = 'Failed to upload document';
export const DOCUMENT_UPLOADED = 'Document uploaded successfully';

export type DocumentUpload = {
  vehicle: string;
  document_type: DocumentType;
  title: string;
  notes: string;
  /** `YYYY-MM-DD`, or null when it does not expire. */
  expires_on?: string | null;
  file: File;
  onProgress?: (progress: UploadProgress) => void;
};

/** POST multipart /api/vehicles/documents/ (vehicle, document_type, title, notes, expires_on, file). */
export async function uploadDocument(upload: DocumentUpload): Promise<VehicleDocument> {
  const form = new FormData();
  form.append('vehicle', upload.vehicle);
  form.append('document_type', upload.document_type);
  form.append('title', upload.title);
  form.append('notes', upload.notes);
  if (upload.expires_on) form.append('expires_on', upload.expires_on);
  form.append('file', upload.file, upload.file.name);
  const data = await uploadForm('/api/vehicles/documents/', form, {
    onProgress: upload.onProgress,
  });
  return parseWith(documentSchema, data);
}

export function useUploadDocument(vin: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: uploadDocument,
    onSuccess: () =>
      Promise.all([
        client.invalidateQueries({ queryKey: documentKeys.vehicle(vin) }),
        refreshVehicleAfterRecordChange(client, vin),
      ]),
  });
}

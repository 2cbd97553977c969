import {
  DOCUMENT_TYPE_LABELS,
  type DocumentType,
  type VehicleDocument,
} from '@fleetdesk/contract/documents';
import type { Config } from '../../config';
import { fileUrlKey, signedFileUrl } from '../../platform/signed-url';
import { IMAGE_CONTENT_TYPES } from './documents.file-type';
import type { DocumentRow } from './documents.repository';

/** Who file links are signed for: the server's key and the member reading the documents. */
export type LinkSigner = { key: Buffer; userId: number };
export const linkSigner = (config: Config, userId: number): LinkSigner => ({
  key: fileUrlKey(config),
  userId,
});

/** The API shape; `file_url` is signed for the reader and lives 15 minutes. */
export function presentDocument(row: DocumentRow, signer: LinkSigner): VehicleDocument {
  const type = row.documentType as DocumentType;
  return {
    id: row.id,
    document_type: type,
    document_type_display: DOCUMENT_TYPE_LABELS[type] ?? row.documentType,
    title: row.title,
    file: row.originalFilename,
    original_filename: row.originalFilename,
    file_size: row.fileSize,
    notes: row.notes,
    created_at: row.createdAt.toISOString(),
    is_pdf: row.contentType === 'application/pdf',
    is_image: IMAGE_CONTENT_TYPES.has(row.contentType),
    file_url: signedFileUrl(signer.key, { shopId: row.shopId, userId: signer.userId }, row.id),
    expires_on: row.expiresOn,
  };
}

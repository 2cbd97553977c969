import { DOCUMENT_MESSAGES, ATTACHMENT_EXTENSIONS } from '@fleetdesk/contract/documents';
import { customerDocumentFieldsSchema } from '@fleetdesk/contract/loaner-citations';
import {
  CUSTOMER_DOCUMENT_TYPE_LABELS,
  LOANER_MESSAGES,
  type CustomerDocument,
  type CustomerDocumentType,
} from '@fleetdesk/contract/loaners';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import type { ShopContext } from '../../platform/request-context';
import { fileUrlKey, signLink } from '../../platform/signed-url';
import type { UploadForm } from '../../platform/upload-body';
import { recordAudit } from '../audit';
import {
  checkedUpload,
  openSignedLink,
  storedFile,
  storeThenRecord,
  type FileLink,
  type FileReply,
} from '../documents';
import * as repo from './loaners.customers.repository';

/**
 * A customer's licence, insurance card or other paper: checked as every upload (the type from the
 * bytes; PDF or an image), stored in the same storage as vehicle documents, and served through a
 * short-lived link signed for the member, who is checked as they are when they open it.
 */

const KIND = 'loaner-customer-document';

export function customerDocumentUrl(
  config: Config,
  holder: { shopId: number; userId: number },
  id: number,
) {
  return `/api/loaners/customer-documents/${id}/?${signLink(fileUrlKey(config), holder, id, KIND)}`;
}

export function presentCustomerDocument(
  row: repo.CustomerDocumentRow,
  config: Config,
  reader: { shopId: number; userId: number },
): CustomerDocument {
  const type = row.documentType as CustomerDocumentType;
  return {
    id: row.id,
    document_type: type,
    document_type_display: CUSTOMER_DOCUMENT_TYPE_LABELS[type] ?? row.documentType,
    original_filename: row.originalFilename,
    file_size: row.fileSize,
    is_pdf: row.contentType === 'application/pdf',
    is_image: row.contentType.startsWith('image/'),
    created_at: row.createdAt.toISOString(),
    file_url: customerDocumentUrl(config, reader, row.id),
  };
}

/** Stores the bytes, then the row and its audit (a failed insert removes the bytes). */
export async function uploadCustomerDocument(
  ctx: ShopContext,
  deps: Pick<AppDeps, 'config' | 'storage'>,
  customerId: number,
  readForm: () => Promise<UploadForm>,
): Promise<CustomerDocument> {
  if (!(await repo.findCustomer(ctx, customerId))) throw notFound(LOANER_MESSAGES.customerNotFound);
  const { fields, file } = await checkedUpload(
    await readForm(),
    customerDocumentFieldsSchema,
    ATTACHMENT_EXTENSIONS,
    DOCUMENT_MESSAGES.unsupportedAttachment,
  );
  return storeThenRecord(ctx, deps, file.data, async (tx, storageKey) => {
    const row = await repo.insertCustomerDocument(tx, {
      customerId,
      documentType: fields.document_type,
      storageKey,
      originalFilename: file.filename,
      contentType: file.contentType,
      fileSize: file.data.length,
      uploadedBy: ctx.userId,
    });
    const created = presentCustomerDocument(row, deps.config, ctx);
    const { file_url: _signedLink, ...after } = created;
    await recordAudit(tx, {
      entity: 'loaner_customer_document',
      entityId: row.id,
      action: 'upload',
      after: { ...after, customer: customerId, storage_key: storageKey },
    });
    return created;
  });
}

/**
 * Serves a customer's document for its signed link: a wrong, tampered or expired link is a 403,
 * and so is a member no longer active or no longer allowed to view loaners.
 */
export function openCustomerDocument(
  deps: Pick<AppDeps, 'config' | 'storage' | 'db'>,
  id: number,
  link: FileLink,
): Promise<FileReply> {
  return openSignedLink(deps, {
    kind: KIND,
    id,
    link,
    permission: 'canViewLoaners',
    missing: DOCUMENT_MESSAGES.documentNotFound,
    read: (db, shopId) => repo.findCustomerDocument(db, shopId, id),
    serve: (stored) => storedFile(stored, link.download),
  });
}

import { randomUUID } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  ATTACHMENT_EXTENSIONS,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MESSAGES,
  attachmentUploadFieldsSchema,
  documentUploadFieldsSchema,
  type DocumentExtension,
  type DocumentListQuery,
  type VehicleDocument,
} from '@fleetdesk/contract/documents';
import type { FieldErrors } from '@fleetdesk/contract/common';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import {
  HttpError,
  fieldErrors,
  forbidden,
  issuesToFieldErrors,
  notFound,
} from '../../platform/errors';
import { can, inTransaction, type ShopContext } from '../../platform/request-context';
import { fileUrlKey, signedFileShop } from '../../platform/signed-url';
import { inScope } from '../../platform/tenancy';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { acceptedContentType, cleanFilename, INLINE_CONTENT_TYPES } from './documents.file-type';
import type { UploadForm } from './documents.multipart';
import { presentDocument } from './documents.presenter';
import * as repo from './documents.repository';
import { pageWindow } from '../../platform/pagination';

export type DocumentDeps = Pick<AppDeps, 'config' | 'storage'>;

/** A registration's documents in the API shape (for the registration reply's `documents`). */
export async function listDocumentsForRegistration(
  ctx: ShopContext,
  config: Config,
  registrationId: number,
) {
  const key = fileUrlKey(config);
  const rows = await repo.listRegistrationDocuments(ctx, registrationId);
  return rows.map((r) => presentDocument(r, key));
}

/** An insurance policy's documents in the API shape (for the policy reply's `documents`). */
export async function listDocumentsForPolicy(ctx: ShopContext, config: Config, policyId: number) {
  const key = fileUrlKey(config);
  const rows = await repo.listPolicyDocuments(ctx, policyId);
  return rows.map((r) => presentDocument(r, key));
}

export async function listVehicleDocuments(
  ctx: ShopContext,
  deps: DocumentDeps,
  query: DocumentListQuery,
) {
  const vehicle = await reachVehicle(ctx, query.vehicle, {
    message: DOCUMENT_MESSAGES.vehicleNotFound,
  });
  const key = fileUrlKey(deps.config);
  const { count, results } = await repo.listVehicleDocuments(ctx, {
    vehicleId: vehicle.id,
    documentType: query.document_type,
    search: query.search || undefined,
    ...pageWindow(query),
  });
  return { count, results: results.map((r) => presentDocument(r, key)) };
}

type CheckedFile = { filename: string; data: Buffer; contentType: string };

/** Adds the file's problems to `errors`; returns the file when it is acceptable. */
async function checkFile(
  form: UploadForm,
  allowed: readonly DocumentExtension[],
  unsupported: string,
  errors: FieldErrors,
): Promise<CheckedFile | null> {
  if (!form.file) {
    errors.file = [DOCUMENT_MESSAGES.required];
    return null;
  }
  if (form.file.data.length === 0) {
    errors.file = [DOCUMENT_MESSAGES.emptyFile];
    return null;
  }
  const filename = cleanFilename(form.file.filename);
  const contentType = await acceptedContentType(filename, form.file.data, allowed);
  if (!contentType) {
    errors.file = [unsupported];
    return null;
  }
  return { filename, data: form.file.data, contentType };
}

/** Stores the bytes, then the row and its audit in one transaction; a failed insert removes the bytes. */
async function storeDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  file: CheckedFile,
  values: Omit<repo.NewDocument, 'storageKey' | 'originalFilename' | 'contentType' | 'fileSize'>,
): Promise<VehicleDocument> {
  const storageKey = `${ctx.shopId}/${randomUUID()}`;
  await deps.storage.put(storageKey, file.data);
  try {
    return await inTransaction(ctx, async (tx) => {
      const created = presentDocument(
        await repo.insertDocument(tx, {
          ...values,
          storageKey,
          originalFilename: file.filename,
          contentType: file.contentType,
          fileSize: file.data.length,
        }),
        fileUrlKey(deps.config),
      );
      const { file_url: _signedLink, ...after } = created;
      await recordAudit(tx, {
        entity: 'document',
        entityId: created.id,
        action: 'upload',
        after: { ...after, storage_key: storageKey },
      });
      return created;
    });
  } catch (err) {
    await deps.storage.remove(storageKey).catch(() => undefined);
    throw err;
  }
}

export async function uploadVehicleDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  form: UploadForm,
): Promise<VehicleDocument> {
  const parsed = documentUploadFieldsSchema.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const file = await checkFile(
    form,
    DOCUMENT_EXTENSIONS,
    DOCUMENT_MESSAGES.unsupportedType,
    errors,
  );
  if (!parsed.success || !file) throw fieldErrors(errors);
  const vehicle = await reachVehicle(ctx, parsed.data.vehicle, {
    message: DOCUMENT_MESSAGES.vehicleNotFound,
  });
  return storeDocument(ctx, deps, file, {
    vehicleId: vehicle.id,
    documentType: parsed.data.document_type,
    title: parsed.data.title,
    notes: parsed.data.notes,
  });
}

async function readAttachmentForm(form: UploadForm) {
  const parsed = attachmentUploadFieldsSchema.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const file = await checkFile(
    form,
    ATTACHMENT_EXTENSIONS,
    DOCUMENT_MESSAGES.unsupportedAttachment,
    errors,
  );
  if (!parsed.success || !file) throw fieldErrors(errors);
  return { fields: parsed.data, file };
}

/**
 * Spec 2 offers the registration modal's upload with the edit action, while vehicle
 * documents need manage documents: either permission may attach a registration's document.
 * Access and the registration are checked before the body is read (`readForm`).
 */
export async function uploadRegistrationDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  registrationId: number,
  readForm: () => Promise<UploadForm>,
): Promise<VehicleDocument> {
  if (!can(ctx, 'canEdit') && !can(ctx, 'canManageDocuments')) throw forbidden();
  const registration = await repo.findRegistration(ctx, registrationId);
  if (!registration) throw notFound(DOCUMENT_MESSAGES.registrationNotFound);
  await reachVehicle(
    ctx,
    { id: registration.vehicleId },
    { message: DOCUMENT_MESSAGES.registrationNotFound },
  );
  const { fields, file } = await readAttachmentForm(await readForm());
  return storeDocument(ctx, deps, file, {
    vehicleId: registration.vehicleId,
    registrationId: registration.id,
    documentType: 'registration',
    title: fields.title,
    notes: fields.notes,
  });
}

/** The insurance modal's upload: manage insurance or manage documents. */
export async function uploadPolicyDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  policyId: number,
  readForm: () => Promise<UploadForm>,
): Promise<VehicleDocument> {
  if (!can(ctx, 'canManageInsurance') && !can(ctx, 'canManageDocuments')) throw forbidden();
  const policy = await repo.findInsurancePolicy(ctx, policyId);
  if (!policy) throw notFound('Insurance policy not found');
  await reachVehicle(ctx, { id: policy.vehicleId }, { message: 'Insurance policy not found' });
  const { fields, file } = await readAttachmentForm(await readForm());
  return storeDocument(ctx, deps, file, {
    vehicleId: policy.vehicleId,
    insurancePolicyId: policy.id,
    documentType: 'insurance',
    title: fields.title,
    notes: fields.notes,
  });
}

/**
 * Deletes the row (with its audit) and then the stored bytes. The bytes go after the
 * commit so a rollback never leaves a row without its file; `fileRemoved` is false when
 * that last step failed (the row is gone either way, the caller logs the stray file).
 */
export async function deleteDocument(ctx: ShopContext, deps: DocumentDeps, id: number) {
  const storageKey = await inTransaction(ctx, async (tx) => {
    const stored = await repo.findStoredFile(tx, id);
    if (!stored) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await reachVehicle(
      tx,
      { id: stored.vehicleId },
      { message: DOCUMENT_MESSAGES.documentNotFound },
    );
    const deleted = await repo.deleteDocument(tx, id);
    if (!deleted) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await recordAudit(tx, {
      entity: 'document',
      entityId: id,
      action: 'delete',
      before: deleted.before,
    });
    return deleted.storageKey;
  });
  try {
    await deps.storage.remove(storageKey);
    return { fileRemoved: true, storageKey };
  } catch {
    return { fileRemoved: false, storageKey };
  }
}

/** `inline` or `attachment` with the original name, ASCII fallback plus RFC 5987 `filename*`. */
export function contentDisposition(kind: 'inline' | 'attachment', filename: string): string {
  const fallback = filename.replace(/[^\x20-\x7e]|["\\]/g, '_');
  const encoded = encodeURIComponent(filename).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `${kind}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * Even a file that slipped past the type check cannot run script or load anything.
 * Chromium 156 still shows PDFs under this header (checked with a top-level page and an iframe).
 */
const FILE_CSP = "default-src 'none'; style-src 'unsafe-inline'; sandbox";

export type FileReply = { stream: Readable; headers: Record<string, string> };

/**
 * Serves a file for a signed link. The signature is the credential: a wrong, tampered
 * or expired link is a 403. Only PDF and raster images may show in place.
 */
export async function openSignedFile(
  deps: DocumentDeps & Pick<AppDeps, 'db'>,
  id: number,
  link: { exp?: string; sig?: string; download?: string },
): Promise<FileReply> {
  const shopId = signedFileShop(fileUrlKey(deps.config), id, link.exp, link.sig);
  if (shopId === null) throw new HttpError(403, { detail: DOCUMENT_MESSAGES.linkInvalid });
  const file = await inScope(deps.db, { shopId, userId: null }, (db) =>
    repo.findStoredFileForSignedLink(db, shopId, id),
  );
  if (!file || !(await deps.storage.exists(file.storageKey)))
    throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const forceDownload = link.download === '1' || link.download === 'true';
  const inline = !forceDownload && INLINE_CONTENT_TYPES.has(file.contentType);
  return {
    stream: await deps.storage.read(file.storageKey),
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.fileSize),
      'content-disposition': contentDisposition(
        inline ? 'inline' : 'attachment',
        file.originalFilename,
      ),
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, max-age=300',
      'content-security-policy': FILE_CSP,
    },
  };
}

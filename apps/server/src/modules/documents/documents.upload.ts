import { randomUUID } from 'node:crypto';
import {
  ATTACHMENT_EXTENSIONS,
  DOCUMENT_EXTENSIONS,
  DOCUMENT_MESSAGES,
  MAX_IMAGE_PIXELS,
  MAX_IMAGE_SIDE,
  attachmentUploadFieldsSchema,
  documentUploadFieldsSchema,
  type DocumentExtension,
  type DocumentType,
  type VehicleDocument,
} from '@fleetdesk/contract/documents';
import type { FieldErrors } from '@fleetdesk/contract/common';
import type { z } from 'zod';
import { fieldErrors, forbidden, issuesToFieldErrors, notFound } from '../../platform/errors';
import { pictureSize } from '../../platform/image-header';
import { can, inTransaction, type ShopContext } from '../../platform/request-context';
import { recordAudit } from '../audit';
import { reachVehicle } from '../vehicles';
import { acceptedContentType, cleanFilename } from './documents.file-type';
import type { UploadForm } from '../../platform/upload-body';
import { linkSigner, presentDocument } from './documents.presenter';
import * as repo from './documents.repository';
import type { DocumentDeps } from './documents.service';

// Uploads: a vehicle's document, a registration's or a policy's attachment.

export type CheckedFile = { filename: string; data: Buffer; contentType: string };

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
  // Nothing here decodes a picture, but every member's browser that shows it will.
  const limit = { maxPixels: MAX_IMAGE_PIXELS, maxSide: MAX_IMAGE_SIDE };
  const size = contentType.startsWith('image/') ? pictureSize(form.file.data, limit) : 'ok';
  if (size !== 'ok') {
    errors.file = [size === 'too large' ? DOCUMENT_MESSAGES.imageTooLarge : unsupported];
    return null;
  }
  return { filename, data: form.file.data, contentType };
}

/**
 * Stores the bytes under a new key, then runs `record` (the row and its audit) in one
 * transaction; a failed record removes the bytes again, and so does the request's transaction
 * rolling back later (a check-out that fails after its signed PDF was stored).
 */
export async function storeThenRecord<T>(
  ctx: ShopContext,
  deps: DocumentDeps,
  data: Buffer,
  record: (tx: ShopContext, storageKey: string) => Promise<T>,
): Promise<T> {
  const storageKey = `${ctx.shopId}/${randomUUID()}`;
  await deps.storage.put(storageKey, data);
  let removed = false;
  const remove = async () => {
    if (removed) return;
    removed = true;
    await deps.storage.remove(storageKey);
  };
  ctx.afterRollback?.(remove);
  try {
    return await inTransaction(ctx, (tx) => record(tx, storageKey));
  } catch (err) {
    await remove().catch(() => undefined);
    throw err;
  }
}

/** A vehicle's document: its bytes, then its row and audit (storeThenRecord). */
async function storeDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  file: CheckedFile,
  values: Omit<repo.NewDocument, 'storageKey' | 'originalFilename' | 'contentType' | 'fileSize'>,
): Promise<VehicleDocument> {
  return storeThenRecord(ctx, deps, file.data, async (tx, storageKey) => {
    const created = presentDocument(
      await repo.insertDocument(tx, {
        ...values,
        storageKey,
        originalFilename: file.filename,
        contentType: file.contentType,
        fileSize: file.data.length,
      }),
      linkSigner(deps.config, ctx.userId),
    );
    const { file_url: _signedLink, ...after } = created;
    await recordAudit(tx, {
      entity: 'document',
      entityId: created.id,
      action: 'upload',
      // The policy it is attached to: the History shows it only to who may see policies' files.
      after: {
        ...after,
        storage_key: storageKey,
        insurance_policy_id: values.insurancePolicyId ?? null,
      },
      vehicleIds: [values.vehicleId],
    });
    return created;
  });
}

export async function uploadVehicleDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  form: UploadForm,
): Promise<VehicleDocument> {
  const { fields, file } = await checkedUpload(
    form,
    documentUploadFieldsSchema,
    DOCUMENT_EXTENSIONS,
    DOCUMENT_MESSAGES.unsupportedType,
  );
  const vehicle = await reachVehicle(ctx, fields.vehicle, {
    message: DOCUMENT_MESSAGES.vehicleNotFound,
  });
  return storeDocument(ctx, deps, file, {
    vehicleId: vehicle.id,
    documentType: fields.document_type,
    title: fields.title,
    notes: fields.notes,
    expiresOn: fields.expires_on,
  });
}

/**
 * An upload's text fields parsed by `schema` and its file checked against `allowed`: the
 * problems of both in one 400 `{field: [messages]}`.
 */
export async function checkedUpload<S extends z.ZodType>(
  form: UploadForm,
  schema: S,
  allowed: readonly DocumentExtension[],
  unsupported: string,
): Promise<{ fields: z.output<S>; file: CheckedFile }> {
  const parsed = schema.safeParse(form.fields);
  const errors: FieldErrors = parsed.success ? {} : issuesToFieldErrors(parsed.error.issues);
  const file = await checkFile(form, allowed, unsupported, errors);
  if (!parsed.success || !file) throw fieldErrors(errors);
  return { fields: parsed.data, file };
}

const readAttachmentForm = (form: UploadForm) =>
  checkedUpload(
    form,
    attachmentUploadFieldsSchema,
    ATTACHMENT_EXTENSIONS,
    DOCUMENT_MESSAGES.unsupportedAttachment,
  );

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

/**
 * The insurance modal's upload. An insurance document follows its policy's permission: only a
 * member who may manage insurance attaches one (docs/api.md, Insurance).
 */
export async function uploadPolicyDocument(
  ctx: ShopContext,
  deps: DocumentDeps,
  policyId: number,
  readForm: () => Promise<UploadForm>,
): Promise<VehicleDocument> {
  if (!can(ctx, 'canManageInsurance')) throw forbidden();
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
 * A file another module keeps among a vehicle's documents (a loaner's damage photo, a signed
 * loan agreement it generated): stored and audited as every upload. The caller has reached the
 * vehicle (reachVehicle) and checked the file (checkFile) or made it.
 */
export async function storeVehicleFile(
  ctx: ShopContext,
  deps: DocumentDeps,
  file: CheckedFile,
  values: { vehicleId: number; documentType: DocumentType; title: string; notes?: string },
): Promise<VehicleDocument> {
  return storeDocument(ctx, deps, file, { ...values, notes: values.notes ?? '' });
}

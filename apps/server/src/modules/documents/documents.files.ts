import type { Readable } from 'node:stream';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import type { AppDeps } from '../../platform/deps';
import { forbidden, HttpError, notFound } from '../../platform/errors';
import { can } from '../../platform/request-context';
import { fileUrlKey, signedFileHolder } from '../../platform/signed-url';
import { inScope } from '../../platform/tenancy';
import { mayViewPolicyDocuments } from '../insurance';
import { activeMemberReach, type MemberReach } from '../shops';
import { reachVehicle } from '../vehicles';
import { INLINE_CONTENT_TYPES } from './documents.file-type';
import * as repo from './documents.repository';
import type { StoredFile } from './documents.repository';
import type { DocumentDeps } from './documents.service';

// Serving a stored file for a signed link.

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
 * Who sees a document's file: a policy's follows the policy (canViewInsurance, whatever the
 * documents permissions, as the policy's reply lists it); any other needs canViewDocuments.
 */
const maySee = (member: MemberReach, stored: StoredFile) =>
  stored.insurancePolicyId !== null
    ? mayViewPolicyDocuments(member)
    : can(member, 'canViewDocuments');

/**
 * Serves a file for a signed link. The signature is the credential: a wrong, tampered
 * or expired link is a 403. The member the link was signed for is checked as they are now:
 * no longer an active member of the shop, or not allowed to see the document (maySee), is a
 * 403; an archived vehicle's document without canViewArchived is a 404, as everywhere. Only PDF
 * and raster images may show in place.
 */
export async function openSignedFile(
  deps: DocumentDeps & Pick<AppDeps, 'db'>,
  id: number,
  link: { exp?: string; sig?: string; download?: string },
): Promise<FileReply> {
  const holder = signedFileHolder(fileUrlKey(deps.config), id, link.exp, link.sig);
  if (holder === null) throw new HttpError(403, { detail: DOCUMENT_MESSAGES.linkInvalid });
  const { shopId, userId } = holder;
  const file = await inScope(deps.db, { shopId, userId }, async (db) => {
    const member = await activeMemberReach(db, shopId, userId);
    if (member === null) throw forbidden();
    const stored = await repo.findStoredFileForSignedLink(db, shopId, id);
    if (!stored) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
    await reachVehicle(
      { db, shopId, ...member },
      { id: stored.vehicleId },
      { message: DOCUMENT_MESSAGES.documentNotFound },
    );
    if (!maySee(member, stored)) throw forbidden();
    return stored;
  });
  return storedFileReply(deps, file, link.download);
}

/**
 * The stored bytes and the headers they are served with (PDF and raster images in place); also
 * for bytes kept outside the documents table (a loaner customer's papers).
 */
export async function storedFileReply(
  deps: DocumentDeps,
  file: Pick<StoredFile, 'storageKey' | 'contentType' | 'fileSize' | 'originalFilename'>,
  download: string | undefined,
): Promise<FileReply> {
  if (!(await deps.storage.exists(file.storageKey)))
    throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  const forceDownload = download === '1' || download === 'true';
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

/**
 * A stored file served for a link another module signed and checked (a borrower's copy of their
 * signed loan agreement, a customer's licence photo): the caller vouches for who may open it.
 */
export async function openDocumentFile(
  deps: DocumentDeps & Pick<AppDeps, 'db'>,
  shopId: number,
  id: number,
  download?: string,
): Promise<FileReply> {
  const file = await inScope(deps.db, { shopId, userId: null }, (db) =>
    repo.findStoredFileForSignedLink(db, shopId, id),
  );
  if (!file) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  return storedFileReply(deps, file, download);
}

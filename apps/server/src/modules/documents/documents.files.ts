import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import type { Db } from '../../platform/database/client';
import type { AppDeps } from '../../platform/deps';
import { can } from '../../platform/request-context';
import { mayViewPolicyDocuments } from '../insurance';
import type { MemberReach } from '../shops';
import { INLINE_CONTENT_TYPES } from './documents.file-type';
import * as repo from './documents.repository';
import type { StoredFile } from './documents.repository';
import type { DocumentDeps } from './documents.service';
import {
  openSignedLink,
  type FileLink,
  type FileReply,
  type ServedFile,
} from './documents.signed-link';

// A document's file for its signed link, and the headers stored files are served with.

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
 * Who sees a document's file: a policy's follows the policy (canViewInsurance, whatever the
 * documents permissions, as the policy's reply lists it); any other needs canViewDocuments.
 */
const maySee = (member: MemberReach, stored: StoredFile) =>
  stored.insurancePolicyId !== null
    ? mayViewPolicyDocuments(member)
    : can(member, 'canViewDocuments');

/**
 * Serves a file for a signed link (openSignedLink). The member the link was signed for is checked
 * as they are now: no longer an active member of the shop, or not allowed to see the document
 * (maySee), is a 403; an archived vehicle's document without canViewArchived is a 404, as
 * everywhere. Only PDF and raster images may show in place.
 */
export function openSignedFile(
  deps: DocumentDeps & Pick<AppDeps, 'db'>,
  id: number,
  link: FileLink,
): Promise<FileReply> {
  return openSignedLink(deps, {
    kind: '',
    id,
    link,
    missing: DOCUMENT_MESSAGES.documentNotFound,
    read: (db, shopId) => repo.findStoredFileForSignedLink(db, shopId, id),
    vehicleOf: (stored) => stored.vehicleId,
    mayOpen: maySee,
    serve: (stored) => storedFile(stored, link.download),
  });
}

/**
 * A stored file with the headers it is served with (PDF and raster images in place unless
 * `download`); also for bytes kept outside the documents table (a loaner customer's papers).
 */
export function storedFile(
  file: Pick<StoredFile, 'storageKey' | 'contentType' | 'fileSize' | 'originalFilename'>,
  download: string | undefined,
): ServedFile {
  const forceDownload = download === '1' || download === 'true';
  const inline = !forceDownload && INLINE_CONTENT_TYPES.has(file.contentType);
  return {
    storageKey: file.storageKey,
    headers: {
      'content-type': file.contentType,
      'content-length': String(file.fileSize),
      'content-disposition': contentDisposition(
        inline ? 'inline' : 'attachment',
        file.originalFilename,
      ),
      'cache-control': 'private, max-age=300',
    },
  };
}

/**
 * A document's stored file, read within a scope the caller has checked (a borrower's copy of
 * their signed loan agreement): the caller vouches for who may open it.
 */
export const documentFileInScope = (db: Db, shopId: number, id: number) =>
  repo.findStoredFileForSignedLink(db, shopId, id);

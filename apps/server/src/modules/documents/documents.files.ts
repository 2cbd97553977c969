import type { Readable } from 'node:stream';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import type { AppDeps } from '../../platform/deps';
import { forbidden, HttpError, notFound } from '../../platform/errors';
import { fileUrlKey, signedFileHolder } from '../../platform/signed-url';
import { inScope } from '../../platform/tenancy';
import { mayViewPolicyDocuments } from '../insurance';
import { activeMemberReach } from '../shops';
import { INLINE_CONTENT_TYPES } from './documents.file-type';
import * as repo from './documents.repository';
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
 * Serves a file for a signed link. The signature is the credential: a wrong, tampered
 * or expired link is a 403. An insurance document also needs the member the link was signed
 * for to hold canViewInsurance now (it follows its policy's permission), else a 403. Only PDF
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
  const { file, allowed } = await inScope(deps.db, { shopId, userId }, async (db) => {
    const stored = await repo.findStoredFileForSignedLink(db, shopId, id);
    if (stored?.insurancePolicyId == null) return { file: stored, allowed: true };
    const member = await activeMemberReach(db, shopId, userId);
    return { file: stored, allowed: member !== null && mayViewPolicyDocuments(member) };
  });
  if (!file) throw notFound(DOCUMENT_MESSAGES.documentNotFound);
  if (!allowed) throw forbidden();
  if (!(await deps.storage.exists(file.storageKey)))
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

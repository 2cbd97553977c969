import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { notFound } from '../../platform/errors';
import { BORROWER, fileUrlKey, signLink } from '../../platform/signed-url';
import {
  documentFileInScope,
  openSignedLink,
  storedFile,
  type FileLink,
  type FileReply,
} from '../documents';
import { findAgreementDocumentId } from './loaners.agreements.repository';

/**
 * The borrower's copy of their signed agreement, linked from the check-out e-mail. The borrower
 * is no member, so the link itself is the credential: signed for this agreement and this purpose
 * only, for 30 days; it opens the agreement's signed PDF and nothing else.
 */

const KIND = 'loan-agreement-copy';
export const COPY_LINK_TTL_SECONDS = 30 * 24 * 3600;

export function customerCopyUrl(config: Config, shopId: number, agreementId: number): string {
  const query = signLink(
    fileUrlKey(config),
    { shopId, userId: BORROWER },
    agreementId,
    KIND,
    Date.now(),
    COPY_LINK_TTL_SECONDS,
  );
  return `/api/loaners/agreements/${agreementId}/copy/?${query}`;
}

/** The agreement's signed PDF for the borrower's link (a 404 until the agreement is signed). */
export function openCustomerCopy(
  deps: Pick<AppDeps, 'config' | 'storage' | 'db'>,
  agreementId: number,
  link: FileLink,
): Promise<FileReply> {
  return openSignedLink(deps, {
    kind: KIND,
    id: agreementId,
    link,
    borrower: true,
    missing: DOCUMENT_MESSAGES.documentNotFound,
    read: async (db, shopId) => {
      const documentId = await findAgreementDocumentId(db, shopId, agreementId);
      if (documentId === null) throw notFound(LOANER_MESSAGES.agreementNotFound);
      return documentFileInScope(db, shopId, documentId);
    },
    serve: (stored) => storedFile(stored, link.download),
  });
}

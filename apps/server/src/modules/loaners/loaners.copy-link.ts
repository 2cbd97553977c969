import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import { LOANER_MESSAGES } from '@fleetdesk/contract/loaners';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { HttpError, notFound } from '../../platform/errors';
import { fileUrlKey, signedFileHolder, signedQuery } from '../../platform/signed-url';
import { inScope } from '../../platform/tenancy';
import { openDocumentFile, type FileReply } from '../documents';
import { findAgreementDocumentId } from './loaners.agreements.repository';

/**
 * The borrower's copy of their signed agreement, linked from the check-out e-mail. The borrower
 * is no member, so the link itself is the credential: signed for this agreement and this purpose
 * only, for 30 days; it opens the agreement's signed PDF and nothing else.
 */

const PURPOSE = 'loan-agreement-copy';
export const COPY_LINK_TTL_SECONDS = 30 * 24 * 3600;
const BORROWER = 0;

export function customerCopyUrl(config: Config, shopId: number, agreementId: number): string {
  const query = signedQuery(
    fileUrlKey(config),
    { shopId, userId: BORROWER },
    agreementId,
    PURPOSE,
    COPY_LINK_TTL_SECONDS,
  );
  return `/api/loaners/agreements/${agreementId}/copy/${query}`;
}

export async function openCustomerCopy(
  deps: Pick<AppDeps, 'config' | 'storage' | 'db'>,
  agreementId: number,
  link: { exp?: string; sig?: string; download?: string },
): Promise<FileReply> {
  const key = fileUrlKey(deps.config);
  const holder = signedFileHolder(key, agreementId, link.exp, link.sig, Date.now(), PURPOSE);
  if (holder === null || holder.userId !== BORROWER)
    throw new HttpError(403, { detail: DOCUMENT_MESSAGES.linkInvalid });
  const documentId = await inScope(deps.db, { shopId: holder.shopId, userId: null }, (db) =>
    findAgreementDocumentId(db, holder.shopId, agreementId),
  );
  if (documentId === null) throw notFound(LOANER_MESSAGES.agreementNotFound);
  return openDocumentFile(deps, holder.shopId, documentId, link.download);
}

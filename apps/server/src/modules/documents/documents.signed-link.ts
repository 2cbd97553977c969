import type { Readable } from 'node:stream';
import { DOCUMENT_MESSAGES } from '@fleetdesk/contract/documents';
import type { Permission } from '@fleetdesk/contract/permissions';
import type { Db } from '../../platform/database/client';
import type { AppDeps } from '../../platform/deps';
import { forbidden, notFound } from '../../platform/errors';
import { can } from '../../platform/request-context';
import { BORROWER, fileUrlKey, signedFileHolder, type LinkKind } from '../../platform/signed-url';
import { inScope } from '../../platform/tenancy';
import { activeMemberReach, type MemberReach } from '../shops';
import { reachVehicle } from '../vehicles';

/**
 * The one way a stored file opens for a signed link (a document's, a loaner customer's paper, a
 * borrower's copy of their agreement, a vehicle's photo, an export job's file): the signature is
 * the credential, so every kind gets the same checks in the same order.
 */

export type FileReply = { stream: Readable; headers: Record<string, string> };

/** A link's query: its expiry and signature, and `download` to save the file rather than show it. */
export type FileLink = { exp?: string; sig?: string; download?: string };

/** The stored bytes a record's link opens, and the headers that say what they are. */
export type ServedFile = { storageKey: string; headers: Record<string, string> };

/**
 * On every file a link opens, whatever its kind: even a file that slipped past the type check
 * cannot run script or load anything. Chromium 156 still shows PDFs under this CSP (checked with
 * a top-level page and an iframe).
 */
const PROTECTIVE_HEADERS = {
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'; sandbox",
};

type Opening<Row> = {
  kind: LinkKind;
  id: number;
  link: FileLink;
  /** The 403's detail for a wrong, tampered or expired link (a document link's unless given). */
  linkInvalid?: string;
  /** The 404's detail when the record is not there, or its bytes are gone. */
  missing: string;
  serve: (row: Row) => ServedFile;
};

/**
 * A link handed to a member, who is checked as they are now: no longer an active member, or no
 * longer allowed `permission`, is a 403 before the record is read. A record of a vehicle
 * (`vehicleOf`) follows the archived rule (reachVehicle: a 404); then `mayOpen`, a check that
 * needs the record (what a document belongs to), is a 403.
 */
type MemberOpening<Row> = Opening<Row> & {
  borrower?: false;
  permission?: Permission;
  read: (db: Db, shopId: number, member: MemberReach) => Promise<Row | null>;
  vehicleOf?: (row: Row) => number;
  mayOpen?: (member: MemberReach, row: Row) => boolean;
};

/** A link handed to a borrower, who is no member: the link alone is the credential. */
type BorrowerOpening<Row> = Opening<Row> & {
  borrower: true;
  read: (db: Db, shopId: number) => Promise<Row | null>;
};

/**
 * Serves the file of the record a signed link names: a wrong, tampered or expired link (or a
 * borrower's kind signed for anyone but the borrower) is a 403; the record is read within the
 * link's shop, as its holder when a member holds it; no record, or no bytes, is a 404.
 */
export async function openSignedLink<Row>(
  deps: Pick<AppDeps, 'config' | 'db' | 'storage'>,
  opening: MemberOpening<Row> | BorrowerOpening<Row>,
): Promise<FileReply> {
  const { id, link, kind } = opening;
  const holder = signedFileHolder(
    fileUrlKey(deps.config),
    id,
    link.exp,
    link.sig,
    Date.now(),
    kind,
  );
  if (holder === null || (opening.borrower === true && holder.userId !== BORROWER))
    throw forbidden(opening.linkInvalid ?? DOCUMENT_MESSAGES.linkInvalid);
  const { shopId, userId } = holder;
  const row = opening.borrower
    ? await inScope(deps.db, { shopId, userId: null }, (db) => opening.read(db, shopId))
    : await inScope(deps.db, { shopId, userId }, async (db) => {
        const member = await activeMemberReach(db, shopId, userId);
        if (member === null || (opening.permission && !can(member, opening.permission)))
          throw forbidden();
        const found = await opening.read(db, shopId, member);
        if (found === null) return null;
        if (opening.vehicleOf) {
          const vehicle = { id: opening.vehicleOf(found) };
          await reachVehicle({ db, shopId, ...member }, vehicle, { message: opening.missing });
        }
        if (opening.mayOpen && !opening.mayOpen(member, found)) throw forbidden();
        return found;
      });
  if (row === null) throw notFound(opening.missing);
  const file = opening.serve(row);
  if (!(await deps.storage.exists(file.storageKey))) throw notFound(opening.missing);
  return {
    stream: await deps.storage.read(file.storageKey),
    headers: { ...file.headers, ...PROTECTIVE_HEADERS },
  };
}

import type { Readable } from 'node:stream';
import type { AppDeps } from '../../platform/deps';
import type { ShopContext } from '../../platform/request-context';
import * as repo from './shop-identity.repository';

/**
 * What heads a document the shop hands over (the loan agreement, the statement, the invoice):
 * its identity's fields, its name for when it set none, and its logo's bytes (checked at upload:
 * a PNG or JPEG of at most 2,000 pixels a side), or null.
 */
export type ShopLetterhead = {
  name: string;
  legal_name: string;
  address: string;
  phone: string;
  email: string;
  logo: { bytes: Uint8Array; type: 'png' | 'jpeg' } | null;
};

async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** A logo that cannot be read leaves the letterhead without it: the document still goes out. */
export async function shopLetterhead(
  ctx: ShopContext,
  deps: Pick<AppDeps, 'storage'>,
): Promise<ShopLetterhead> {
  // One statement: a check-out's PDF is drawn inside its request (loaners.checkout-statements).
  const { name, identity: row } = await repo.letterheadOf(ctx);
  const key = row?.logoStorageKey;
  const bytes = key ? await deps.storage.read(key).then(bytesOf, () => null) : null;
  return {
    name,
    legal_name: row?.legalName ?? '',
    address: row?.address ?? '',
    phone: row?.phone ?? '',
    email: row?.email ?? '',
    logo: bytes ? { bytes, type: row?.logoContentType === 'image/jpeg' ? 'jpeg' : 'png' } : null,
  };
}

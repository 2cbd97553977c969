import type { Readable } from 'node:stream';
import type { Agreement } from '@fleetdesk/contract/loaner-agreements';
import { pictureSize, pngPixelDataInflates } from '../../platform/image-header';
import type { ShopContext } from '../../platform/request-context';
import { documentFileInScope } from '../documents';
import * as repo from './loaners.agreements.repository';
import type { LoanerDeps } from './loaners.agreements.service';
import type { Picture } from './loaners.pdf-layout';

/**
 * The photos of the agreement's check-out marks, as the signed agreement prints them: those
 * stored by the time it is made (the web sends a step's photos once the step is saved, so a
 * check-out's usually come after its PDF). JPEG and PNG only; a photo that cannot be read, or a
 * PNG too large to decode quickly, is left out rather than failing the check-out.
 */

/** pdf-lib decodes a PNG whole (a JPEG goes in as it is): 12 MP is about a second. */
const PNG_LIMIT = { maxPixels: 12_000_000, maxSide: 10_000 };

export async function bytesOf(stream: Readable): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

async function pictureOf(
  ctx: ShopContext,
  deps: LoanerDeps,
  documentId: number,
): Promise<Picture | null> {
  const stored = await documentFileInScope(ctx.db, ctx.shopId, documentId);
  if (!stored) return null;
  const type =
    stored.contentType === 'image/jpeg'
      ? 'jpeg'
      : stored.contentType === 'image/png'
        ? 'png'
        : null;
  if (!type) return null;
  const bytes = await deps.storage.read(stored.storageKey).then(bytesOf);
  if (type === 'png' && (pictureSize(bytes, PNG_LIMIT) !== 'ok' || !pngPixelDataInflates(bytes)))
    return null;
  return { bytes, type };
}

export async function checkOutPhotos(
  ctx: ShopContext,
  deps: LoanerDeps,
  agreement: Agreement,
): Promise<Map<number, Picture>> {
  // A mark's photo_url says it has one: without any, the marks are not read again.
  const out = new Set(
    agreement.damage.filter((d) => d.stage === 'out' && d.photo_url !== null).map((d) => d.id),
  );
  const photos = new Map<number, Picture>();
  if (out.size === 0) return photos;
  for (const mark of await repo.damageOf(ctx, [agreement.id])) {
    if (!out.has(mark.id) || mark.photoDocumentId === null) continue;
    const picture = await pictureOf(ctx, deps, mark.photoDocumentId).catch(() => null);
    if (picture) photos.set(mark.id, picture);
  }
  return photos;
}

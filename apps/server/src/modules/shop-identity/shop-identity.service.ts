import {
  LOGO_EXTENSIONS,
  LOGO_MAX_BYTES,
  LOGO_MAX_SIDE,
  SHOP_IDENTITY_MESSAGES,
  logoUploadFieldsSchema,
  type ShopIdentity,
  type ShopIdentityPatch,
} from '@fleetdesk/contract/shop-identity';
import type { Config } from '../../config';
import type { AppDeps } from '../../platform/deps';
import { fieldErrors, notFound } from '../../platform/errors';
import { pictureSize, pngPixelDataInflates } from '../../platform/image-header';
import { inTransaction, type ShopContext } from '../../platform/request-context';
import { fileUrlKey, signLink, type LinkHolder } from '../../platform/signed-url';
import type { UploadForm } from '../../platform/upload-body';
import { recordAudit } from '../audit';
import {
  checkedUpload,
  openSignedLink,
  storedFile,
  storeThenRecord,
  type FileLink,
  type FileReply,
} from '../documents';
import * as repo from './shop-identity.repository';

/**
 * The shop's identity (issue 36 §4): what heads the documents it hands over. Any member reads it;
 * administrators change it (the routes' permission). The logo is stored as documents' files are
 * and served through a short-lived link signed for the member.
 */

type IdentityDeps = Pick<AppDeps, 'config' | 'storage'>;
const LINK_KIND = 'shop-logo';
const EMPTY = { legal_name: '', address: '', phone: '', email: '' };

/** `/api/shops/logos/{shopId}/?exp=&sig=`: the logo without the token header (an `<img>`). */
function logoUrl(config: Config, holder: LinkHolder, row: repo.IdentityRow | null): string | null {
  if (!row?.logoStorageKey) return null;
  const link = signLink(fileUrlKey(config), holder, holder.shopId, LINK_KIND);
  return `/api/shops/logos/${holder.shopId}/?${link}`;
}

const fieldsOf = (row: repo.IdentityRow | null) =>
  row
    ? { legal_name: row.legalName, address: row.address, phone: row.phone, email: row.email }
    : EMPTY;

const present = (ctx: ShopContext, deps: IdentityDeps, row: repo.IdentityRow | null) => ({
  ...fieldsOf(row),
  logo_url: logoUrl(deps.config, ctx, row),
});

export async function getIdentity(ctx: ShopContext, deps: IdentityDeps): Promise<ShopIdentity> {
  return present(ctx, deps, await repo.findIdentity(ctx));
}

/** Saves the fields sent (none: the identity as it is, nothing written). */
export async function patchIdentity(
  ctx: ShopContext,
  deps: IdentityDeps,
  body: ShopIdentityPatch,
): Promise<ShopIdentity> {
  const sent = Object.values(body).some((v) => v !== undefined);
  if (!sent) return getIdentity(ctx, deps);
  const before = await repo.ensureIdentity(ctx);
  const after = await repo.updateIdentity(ctx, {
    legalName: body.legal_name,
    address: body.address,
    phone: body.phone,
    email: body.email,
  });
  await recordAudit(ctx, {
    entity: 'shop_identity',
    entityId: ctx.shopId,
    action: 'update',
    before: fieldsOf(before),
    after: fieldsOf(after),
  });
  return present(ctx, deps, after);
}

/**
 * A PNG or JPEG (its type from its bytes) of at most 2 MB and 2,000 pixels a side, read from its
 * header before anything decodes it; a PNG's pixel data must inflate (pdf-lib's decoder loops on
 * data that does not). Replaces the previous logo, whose bytes go once the new row committed.
 */
export async function uploadLogo(
  ctx: ShopContext,
  deps: IdentityDeps,
  readForm: () => Promise<UploadForm>,
): Promise<ShopIdentity> {
  const { file } = await checkedUpload(
    await readForm(),
    logoUploadFieldsSchema,
    LOGO_EXTENSIONS,
    SHOP_IDENTITY_MESSAGES.logoUnsupported,
  );
  if (file.data.length > LOGO_MAX_BYTES)
    throw fieldErrors({ file: [SHOP_IDENTITY_MESSAGES.logoTooLarge] });
  const limit = { maxSide: LOGO_MAX_SIDE, maxPixels: LOGO_MAX_SIDE * LOGO_MAX_SIDE };
  if (pictureSize(file.data, limit) !== 'ok')
    throw fieldErrors({ file: [SHOP_IDENTITY_MESSAGES.logoTooManyPixels] });
  if (file.contentType === 'image/png' && !pngPixelDataInflates(file.data))
    throw fieldErrors({ file: [SHOP_IDENTITY_MESSAGES.logoUnsupported] });
  const previous = await repo.findIdentity(ctx);
  const row = await storeThenRecord(ctx, deps, file.data, async (tx, storageKey) => {
    await repo.ensureIdentity(tx);
    const updated = await repo.updateIdentity(tx, {
      logoStorageKey: storageKey,
      logoContentType: file.contentType,
      logoFileSize: file.data.length,
    });
    await recordAudit(tx, {
      entity: 'shop_identity',
      entityId: ctx.shopId,
      action: previous?.logoStorageKey ? 'update' : 'upload',
      after: { logo: { storage_key: storageKey, content_type: file.contentType } },
    });
    return updated;
  });
  // A leftover file is harmless, a lost one not: the old bytes go after the new row.
  if (previous?.logoStorageKey)
    await deps.storage.remove(previous.logoStorageKey).catch(() => undefined);
  return present(ctx, deps, row);
}

export async function removeLogo(ctx: ShopContext, deps: IdentityDeps): Promise<void> {
  const key = await inTransaction(ctx, async (tx) => {
    const row = await repo.findIdentity(tx);
    if (!row?.logoStorageKey) throw notFound(SHOP_IDENTITY_MESSAGES.noLogo);
    await repo.updateIdentity(tx, {
      logoStorageKey: null,
      logoContentType: null,
      logoFileSize: null,
    });
    await recordAudit(tx, {
      entity: 'shop_identity',
      entityId: ctx.shopId,
      action: 'delete',
      before: { logo: { storage_key: row.logoStorageKey } },
    });
    return row.logoStorageKey;
  });
  await deps.storage.remove(key).catch(() => undefined);
}

/**
 * The logo for its signed link: any active member of the shop it was signed for (checked as they
 * are now); a wrong, tampered or expired link is a 403, a shop without a logo a 404.
 */
export function openLogo(
  deps: Pick<AppDeps, 'config' | 'storage' | 'db'>,
  shopId: number,
  link: FileLink,
): Promise<FileReply> {
  return openSignedLink(deps, {
    kind: LINK_KIND,
    id: shopId,
    link,
    missing: SHOP_IDENTITY_MESSAGES.noLogo,
    read: async (db, linkShop) => {
      const row = linkShop === shopId ? await repo.identityOfShop(db, linkShop) : null;
      return row?.logoStorageKey ? row : null;
    },
    serve: (row) =>
      storedFile(
        {
          storageKey: row.logoStorageKey!,
          contentType: row.logoContentType ?? 'image/png',
          fileSize: row.logoFileSize ?? 0,
          originalFilename: 'logo',
        },
        undefined,
      ),
  });
}

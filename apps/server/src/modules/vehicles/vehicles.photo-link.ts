import type { Config } from '../../config';
import { fileUrlKey, signLink, type LinkHolder } from '../../platform/signed-url';

/** The kind of link a vehicle's photo is signed with: it opens nothing else of the same id. */
export const PHOTO_LINK_KIND = 'vehicle-photo';

const STEP_MS = 5 * 60 * 1000;

/**
 * `/api/vehicles/photos/{id}/?exp=&sig=`: the photo without the token header (an `<img>` sends
 * none), for the member it was handed to. A replaced photo has a new id, so a new address.
 */
export function vehiclePhotoUrl(
  config: Pick<Config, 'FILE_URL_SECRET' | 'DATA_DIR'>,
  holder: LinkHolder,
  photoId: number | null,
): string | null {
  if (photoId === null) return null;
  // Signed as of the start of a five-minute step: the address stays the same for a while, so the
  // browser's cache serves the list's photos again instead of fetching them on every page.
  const signedAt = Math.floor(Date.now() / STEP_MS) * STEP_MS;
  const link = signLink(fileUrlKey(config), holder, photoId, PHOTO_LINK_KIND, signedAt);
  return `/api/vehicles/photos/${photoId}/?${link}`;
}

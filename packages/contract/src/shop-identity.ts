import { z } from 'zod';
import { FIELD_MESSAGES, optionalText } from './vehicle-fields';

/**
 * The shop's identity (issue 36 §4): who the documents it hands over come from. Its legal name,
 * address, phone and e-mail head the loan agreement and the statement, with its logo.
 */

export const SHOP_IDENTITY_MAX = { legal_name: 200, address: 500, phone: 40, email: 254 } as const;

/** A logo is small: a letterhead shows it about 160 × 60 points. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;
export const LOGO_MAX_SIDE = 2000;
export const LOGO_EXTENSIONS = ['png', 'jpg', 'jpeg'] as const;

export const SHOP_IDENTITY_MESSAGES = {
  logoUnsupported: 'Send the logo as a PNG or JPEG image.',
  logoTooLarge: 'The logo is larger than 2 MB; choose a smaller file.',
  logoTooManyPixels: `The logo is larger than ${LOGO_MAX_SIDE.toLocaleString('en-US')} pixels a side; choose a smaller image.`,
  noLogo: 'The shop has no logo.',
} as const;

export const shopIdentitySchema = z.object({
  legal_name: z.string(),
  address: z.string(),
  phone: z.string(),
  email: z.string(),
  /** A short-lived signed link to the logo, or null. */
  logo_url: z.string().nullable(),
});
export type ShopIdentity = z.infer<typeof shopIdentitySchema>;

/** PATCH /api/shops/identity/: any subset; null or blank clears a field. */
export const shopIdentityPatchSchema = z
  .object({
    legal_name: optionalText(SHOP_IDENTITY_MAX.legal_name),
    address: optionalText(SHOP_IDENTITY_MAX.address),
    phone: optionalText(SHOP_IDENTITY_MAX.phone),
    email: optionalText(SHOP_IDENTITY_MAX.email).refine(
      (v) => v === '' || z.email().safeParse(v).success,
      { message: FIELD_MESSAGES.invalidEmail },
    ),
  })
  .partial();
export type ShopIdentityPatch = z.output<typeof shopIdentityPatchSchema>;

/** The logo's upload has no field but its `file`. */
export const logoUploadFieldsSchema = z.object({});

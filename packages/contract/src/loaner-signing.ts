import { z } from 'zod';
import { signatureSchema } from './loaner-agreements';
import { LOANER_MESSAGES } from './loaners';
import { requiredText } from './vehicle-fields';

/**
 * Signing before the customer arrives (docs/api.md "Loaner money", remote signing): the shop
 * e-mails a single-use link; the customer reads the terms and signs on their phone; check-out
 * then needs no signature at the counter.
 */

/** How long a signing link can be used. */
export const SIGNING_LINK_TTL_HOURS = 48;

export const SIGNING_MESSAGES = {
  notReserved: 'Only a reserved agreement can be sent for signature.',
  noEmail: 'The customer has no e-mail address: add one to send the link.',
  linkGone:
    'This signing link has been used, has expired or was withdrawn. Ask the shop for a new one.',
} as const;

/** POST /api/loaners/agreements/{id}/signing_link/ */
export const signingLinkReplySchema = z.object({ expires_at: z.string() });
export type SigningLinkReply = z.infer<typeof signingLinkReplySchema>;

/** GET /api/loaners/signing/{token}/: what the customer signs. */
export const signingViewSchema = z.object({
  shop_name: z.string(),
  agreement_number: z.string(),
  customer_name: z.string(),
  vehicle_description: z.string(),
  license_plate: z.string(),
  starts_at: z.string(),
  due_at: z.string(),
  time_zone: z.string(),
  daily_rate: z.string(),
  mileage_allowance_per_day: z.number().int(),
  excess_mileage_rate: z.string(),
  fuel_rate_per_eighth: z.string(),
  insurer_name: z.string(),
  insurer_daily_rate: z.string().nullable(),
  insurer_max_days: z.number().int().nullable(),
  /** The shop's rules the agreement kept (loaner-shop-rules.ts): what the customer signs to. */
  late_return_fee: z.string(),
  toll_admin_fee: z.string(),
  customer_pays_rate_difference: z.boolean(),
  terms: z.string(),
  expires_at: z.string(),
});
export type SigningView = z.infer<typeof signingViewSchema>;

/** POST /api/loaners/signing/{token}/: the same signature checks as check-out's. */
export const remoteSignSchema = z.object({
  signature: signatureSchema,
  signed_name: requiredText(LOANER_MESSAGES.signedNameRequired, 120),
});
export type RemoteSign = z.input<typeof remoteSignSchema>;
export type RemoteSignWrite = z.output<typeof remoteSignSchema>;

export const remoteSignReplySchema = z.object({ signed_at: z.string() });

export const signingTokenParamSchema = z.object({ token: z.string().min(1).max(200) });

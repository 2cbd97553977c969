import { loginResponseSchema } from '@fleetdesk/contract/sign-in';
import { z } from 'zod/mini';

const { shape } = loginResponseSchema;

/**
 * The fields of the login reply the web app reads (spec 1 section 7), built from the contract's
 * field schemas with z.object and z.optional alone: pick/extend/partial would add their code to
 * the zod the sign-in page downloads on load (the auth-config reply's schema shares it).
 */
export const loginReplySchema = z.object({
  key: shape.key,
  // Spec 1 section 4: only an explicit `false` stops the user; a reply without it signs in.
  has_shop_assignment: z.optional(shape.has_shop_assignment),
  has_user_profile: z.optional(shape.has_user_profile),
  user: z.optional(z.object({ email: z.optional(shape.user.shape.email) })),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

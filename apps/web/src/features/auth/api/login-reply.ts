import { loginResponseSchema } from '@fleetdesk/contract/sign-in';
import { z } from 'zod/mini';

/** The fields of the login reply the web app reads (spec 1 section 7). */
export const loginReplySchema = z.extend(z.pick(loginResponseSchema, { key: true }), {
  // Spec 1 section 4: only an explicit `false` stops the user; a reply without it signs in.
  has_shop_assignment: z.optional(loginResponseSchema.shape.has_shop_assignment),
  has_user_profile: z.optional(loginResponseSchema.shape.has_user_profile),
  user: z.optional(z.partial(z.pick(loginResponseSchema.shape.user, { email: true }))),
});
export type LoginReply = z.infer<typeof loginReplySchema>;

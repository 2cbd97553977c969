import { z } from 'zod/mini';

/**
 * The replies the sign-in page reads, written with zod/mini: the page validates them without
 * downloading the full zod library (issue 10: the sign-in route's JavaScript budget). The server
 * declares the same schemas (re-exported by auth.ts). Both forms of zod share one core; the web
 * build gives this module its own tree-shaken copy of it (apps/web/build/isolate-imports.ts).
 */

/** Reply of traditional and Google login (spec 1 section 3). */
export const loginResponseSchema = z.object({
  key: z.nullable(z.string()),
  has_shop_assignment: z.boolean(),
  has_user_profile: z.boolean(),
  needs_shop_selection: z.boolean(),
  user: z.object({ id: z.number(), username: z.string(), email: z.string() }),
});
export type LoginResponse = z.infer<typeof loginResponseSchema>;

export const authConfigResponseSchema = z.object({
  google_enabled: z.boolean(),
  google_client_id: z.nullable(z.string()),
  app_name: z.string(),
  support_email: z.string(),
  support_phone: z.string(),
});
export type AuthConfig = z.infer<typeof authConfigResponseSchema>;

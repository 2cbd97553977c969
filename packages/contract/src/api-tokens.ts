import { z } from 'zod';
import { isoDateSchema, paginatedSchema } from './common';
import { LOANER_PERMISSIONS, VEHICLE_PERMISSIONS, type Permission } from './permissions';

/**
 * API tokens for integrations (issue 25): a token of one shop carrying a chosen subset of the
 * member permissions. The base permissions (module diagnostics, managing the shop) are the shop's
 * administration: no token carries them, so settings, members and tokens stay a person's work.
 */
export const API_TOKEN_PERMISSIONS: readonly Permission[] = [
  ...VEHICLE_PERMISSIONS,
  ...LOANER_PERMISSIONS,
];

/** What a new token carries unless more is ticked: every permission that only reads. */
export const READ_ONLY_TOKEN_PERMISSIONS: readonly Permission[] = API_TOKEN_PERMISSIONS.filter(
  (p) => p.startsWith('canView'),
);

/** An API key's mark: session tokens never have it (they are 43 characters, keys 47). */
export const API_KEY_PREFIX = 'fdk_';

export const API_TOKEN_NAME_MAX = 100;
export const API_TOKEN_NAME_REQUIRED = 'Give the token a name.';
export const API_TOKEN_PERMISSIONS_REQUIRED = 'Choose at least one permission.';
export const API_TOKEN_EXPIRY_PAST = 'The expiry date cannot be in the past.';

const isTokenPermission = (name: string): name is Permission =>
  (API_TOKEN_PERMISSIONS as readonly string[]).includes(name);

/** POST /api/integrations/tokens/ */
export const apiTokenCreateSchema = z.object({
  name: z
    .string({ error: API_TOKEN_NAME_REQUIRED })
    .trim()
    .min(1, API_TOKEN_NAME_REQUIRED)
    .max(
      API_TOKEN_NAME_MAX,
      `Ensure this field has no more than ${API_TOKEN_NAME_MAX} characters.`,
    ),
  permissions: z
    .array(z.string(), { error: 'Send a list of permission names.' })
    .max(API_TOKEN_PERMISSIONS.length * 2, 'Too many permissions.')
    .superRefine((names, ctx) => {
      const refused = names.filter((n) => !isTokenPermission(n));
      if (refused.length > 0) {
        ctx.addIssue({
          code: 'custom',
          message: `An API token cannot carry: ${refused.join(', ')}.`,
        });
      }
    })
    .transform((names) => [...new Set(names.filter(isTokenPermission))])
    .refine((names) => names.length > 0, API_TOKEN_PERMISSIONS_REQUIRED),
  /** The last day it works (the shop's calendar); none: until revoked. */
  expires_on: isoDateSchema.nullish(),
});
export type ApiTokenCreate = z.input<typeof apiTokenCreateSchema>;

export const apiTokenSchema = z.object({
  id: z.number(),
  name: z.string(),
  permissions: z.array(z.string()),
  /** Who created it: its requests act for them, within both their permissions and its own. */
  created_by: z.string(),
  created_at: z.string(),
  expires_on: z.string().nullable(),
  last_used_at: z.string().nullable(),
  is_expired: z.boolean(),
});
export type ApiToken = z.infer<typeof apiTokenSchema>;

/** The reply to a creation: the only time the key is shown. */
export const apiTokenCreatedSchema = apiTokenSchema.extend({ key: z.string() });
export type ApiTokenCreated = z.infer<typeof apiTokenCreatedSchema>;

export const apiTokenListResponseSchema = paginatedSchema(apiTokenSchema);

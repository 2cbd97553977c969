import { z } from 'zod';
import { MAX_PAGE_SIZE, paginatedSchema } from './common';
import { ALL_PERMISSIONS, ROLES, type Permission, roleSchema } from './permissions';
import { isTimeZone } from './rules/shop-day';
import { THEME_CHOICES } from './rules/theme';
import { blankAsUndefined } from './vehicle-fields';

export const shopSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  is_current: z.boolean(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

/** A shop's time zone: an IANA name (`America/Los_Angeles`), the zone its dates are counted in. */
export const UNKNOWN_TIME_ZONE = 'Choose a time zone such as America/Los_Angeles.';
export const timeZoneSchema = z
  .string({ error: 'Choose a time zone.' })
  .refine(isTimeZone, { error: UNKNOWN_TIME_ZONE });

export const currentShopSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  time_zone: z.string().describe('IANA time zone name: the shop counts its dates in it'),
  today: z
    .string()
    .describe("YYYY-MM-DD: the shop's today (in its time zone), the date the web counts from"),
});
export type CurrentShop = z.infer<typeof currentShopSchema>;

export const contextUserSchema = z.object({
  id: z.number(),
  username: z.string(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  is_superuser: z.boolean(),
});

/** GET /api/employees/current-context/ */
export const currentContextResponseSchema = z.object({
  current_shop: currentShopSchema.nullable(),
  needs_shop_selection: z.boolean(),
  user: contextUserSchema,
});
export type CurrentContext = z.infer<typeof currentContextResponseSchema>;

/** GET /api/employees/available-shops/ */
export const availableShopsResponseSchema = z.object({
  shops: z.array(shopSummarySchema),
  current_shop: currentShopSchema.nullable(),
});
export type AvailableShops = z.infer<typeof availableShopsResponseSchema>;

export const switchShopRequestSchema = z.object({
  shop_id: z.coerce
    .number({ error: 'Choose a shop.' })
    .int('Choose a shop.')
    .positive('Choose a shop.'),
});
export const switchShopResponseSchema = z.object({ current_shop: currentShopSchema });

/**
 * Option lists (users, locations) feed select inputs, so one page holds them all by default;
 * the usual `?page&page_size` still applies for clients that page.
 */
export const optionListQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(MAX_PAGE_SIZE),
});
export type OptionListQuery = z.infer<typeof optionListQuerySchema>;

/** A user option (spec 1 and 2: id, first_name, last_name, email). */
export const userOptionSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type UserOption = z.infer<typeof userOptionSchema>;
export const userOptionListResponseSchema = paginatedSchema(userOptionSchema);

export const userProfileSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  shop_name: z.string(),
  /** The user's theme, remembered on the server so it follows them to any browser. */
  theme: z.enum(THEME_CHOICES),
  /** When the account was created (the settings page's "member since"), ISO 8601. */
  date_joined: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

const maxChars = (n: number) => `Ensure this field has no more than ${n} characters.`;
export const PROFILE_NAME_MAX = 150;
export const PROFILE_SHOP_NAME_MAX = 200;

/** PATCH body: e-mail is read-only and ignored if sent (the settings form sends it back). */
export const userProfileUpdateSchema = z.object({
  email: z.string().nullable().optional(),
  first_name: z.string().trim().max(PROFILE_NAME_MAX, maxChars(PROFILE_NAME_MAX)).optional(),
  last_name: z.string().trim().max(PROFILE_NAME_MAX, maxChars(PROFILE_NAME_MAX)).optional(),
  shop_name: z
    .string()
    .trim()
    .max(PROFILE_SHOP_NAME_MAX, maxChars(PROFILE_SHOP_NAME_MAX))
    .optional(),
  theme: z.enum(THEME_CHOICES, { error: `Choose one of: ${THEME_CHOICES.join(', ')}.` }).optional(),
});
export type UserProfileUpdate = z.infer<typeof userProfileUpdateSchema>;

export const locationSchema = z.object({ id: z.number(), name: z.string(), address: z.string() });
export type Location = z.infer<typeof locationSchema>;
export const locationListResponseSchema = paginatedSchema(locationSchema);

export const LOCATION_NAME_MAX = 200;
export const LOCATION_ADDRESS_MAX = 500;
const locationName = z
  .string({ error: 'Name is required' })
  .trim()
  .min(1, 'Name is required')
  .max(LOCATION_NAME_MAX, maxChars(LOCATION_NAME_MAX));
const locationAddress = z.string().trim().max(LOCATION_ADDRESS_MAX, maxChars(LOCATION_ADDRESS_MAX));

export const locationInputSchema = z.object({
  name: locationName,
  address: locationAddress.default(''),
});
export type LocationInput = z.infer<typeof locationInputSchema>;
export const locationUpdateSchema = z.object({
  name: locationName.optional(),
  address: locationAddress.optional(),
});
export type LocationUpdate = z.infer<typeof locationUpdateSchema>;

export const memberRoleSchema = roleSchema;

const isPermission = (name: string): name is Permission =>
  (ALL_PERMISSIONS as readonly string[]).includes(name);

/** A list of permission names: unknown names are reported together, duplicates dropped. */
const permissionListSchema = z
  .array(z.string(), { error: 'Send a list of permission names.' })
  .max(ALL_PERMISSIONS.length * 2, 'Too many permissions.')
  .superRefine((names, ctx) => {
    const unknown = names.filter((n) => !isPermission(n));
    if (unknown.length > 0) {
      ctx.addIssue({ code: 'custom', message: `Unknown permission: ${unknown.join(', ')}.` });
    }
  })
  .transform((names) => [...new Set(names.filter(isPermission))]);

/** PATCH /api/shops/members/{id}/: grants and withdrawals replace the member's whole sets. */
export const memberUpdateSchema = z
  .object({
    role: z.enum(ROLES, { error: `Choose one of: ${ROLES.join(', ')}.` }).optional(),
    is_active: z.boolean({ error: 'Must be true or false.' }).optional(),
    grants: permissionListSchema.optional(),
    withdrawals: permissionListSchema.optional(),
  })
  .superRefine((body, ctx) => {
    const both = (body.grants ?? []).filter((p) => (body.withdrawals ?? []).includes(p));
    if (both.length > 0) {
      ctx.addIssue({
        code: 'custom',
        path: ['withdrawals'],
        message: `A permission cannot be both granted and withdrawn: ${both.join(', ')}.`,
      });
    }
  });
export type MemberUpdate = z.infer<typeof memberUpdateSchema>;

/** GET /api/shops/members/: a page of the members, `search` in username, e-mail and name. */
export const MEMBER_SEARCH_MAX = 100;
export const memberListQuerySchema = optionListQuerySchema.extend({
  search: z.preprocess(
    blankAsUndefined,
    z.string().trim().max(MEMBER_SEARCH_MAX, maxChars(MEMBER_SEARCH_MAX)).optional(),
  ),
});
export type MemberListQuery = z.infer<typeof memberListQuerySchema>;

export const memberSchema = z.object({
  /** The membership's id (the member in this shop), used by PATCH. */
  id: z.number(),
  user: z.object({
    id: z.number(),
    username: z.string(),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    is_superuser: z.boolean(),
  }),
  role: roleSchema,
  role_display: z.string(),
  is_active: z.boolean(),
  /** Permissions added on top of the role. */
  grants: z.array(z.string()),
  /** Permissions of the role taken away from this member. */
  withdrawals: z.array(z.string()),
  /** What the member may do in this shop: the role's set, plus grants, minus withdrawals. */
  permissions: z.array(z.string()),
  created_at: z.string(),
  /** The last request of one of the member's sessions in this shop (ISO 8601), null if none. */
  last_active_at: z.string().nullable(),
});
export type Member = z.infer<typeof memberSchema>;
export const memberListResponseSchema = paginatedSchema(memberSchema);

/** A new user account (command line and seed): Django-style usernames, a real address. */
export const newUserSchema = z.object({
  username: z
    .string()
    .trim()
    .min(1, 'This field may not be blank.')
    .max(150, maxChars(150))
    .regex(/^[A-Za-z0-9_.@+-]+$/, 'Use letters, digits and @ . + - _ only.'),
  email: z.string().trim().pipe(z.email('Enter a valid e-mail address.')),
  first_name: z.string().trim().max(PROFILE_NAME_MAX, maxChars(PROFILE_NAME_MAX)).default(''),
  last_name: z.string().trim().max(PROFILE_NAME_MAX, maxChars(PROFILE_NAME_MAX)).default(''),
  is_superuser: z.boolean().default(false),
});
export type NewUser = z.input<typeof newUserSchema>;

export const SHOP_NAME_MAX = 200;
export const shopNameSchema = z
  .string()
  .trim()
  .min(1, 'This field may not be blank.')
  .max(SHOP_NAME_MAX, maxChars(SHOP_NAME_MAX));

/** GET and PATCH /api/shops/settings/: the current shop's own settings (an administrator's). */
export const shopSettingsSchema = z.object({
  name: z.string(),
  time_zone: z.string(),
  today: z.string().describe("YYYY-MM-DD: the shop's today in its time zone"),
});
export type ShopSettings = z.infer<typeof shopSettingsSchema>;
/** Nothing sent (`{}`) changes nothing: the reply is the settings as they are. */
export const shopSettingsUpdateSchema = z.object({ time_zone: timeZoneSchema.optional() });
export type ShopSettingsUpdate = z.infer<typeof shopSettingsUpdateSchema>;

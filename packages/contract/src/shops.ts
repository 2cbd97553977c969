import { z } from 'zod';
import { roleSchema } from './permissions';

export const shopSummarySchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
  is_active: z.boolean(),
  is_current: z.boolean(),
});
export type ShopSummary = z.infer<typeof shopSummarySchema>;

export const currentShopSchema = z.object({
  id: z.number(),
  name: z.string(),
  role: z.string(),
});

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

export const switchShopRequestSchema = z.object({ shop_id: z.coerce.number().int().positive() });
export const switchShopResponseSchema = z.object({ current_shop: currentShopSchema });

/** A user option (spec 1 and 2: id, first_name, last_name, email). */
export const userOptionSchema = z.object({
  id: z.number(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
});
export type UserOption = z.infer<typeof userOptionSchema>;

export const userProfileSchema = z.object({
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  shop_name: z.string(),
});
export type UserProfile = z.infer<typeof userProfileSchema>;

/** PATCH body: e-mail is read-only and ignored if sent. */
export const userProfileUpdateSchema = z.object({
  email: z.string().optional(),
  first_name: z.string().trim().max(150).optional(),
  last_name: z.string().trim().max(150).optional(),
  shop_name: z.string().trim().max(200).optional(),
});

export const locationSchema = z.object({ id: z.number(), name: z.string(), address: z.string() });
export type Location = z.infer<typeof locationSchema>;
export const locationInputSchema = z.object({
  name: z.string().trim().min(1, 'Name is required').max(200),
  address: z.string().trim().max(500).default(''),
});

export const memberRoleSchema = roleSchema;

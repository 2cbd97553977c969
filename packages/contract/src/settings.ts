import { z } from 'zod';

export const SETTING_CATEGORIES = {
  display: 'Display & Interface',
  business: 'Business Rules & Compliance',
  workflow: 'Notifications & Automation',
} as const;
export type SettingCategory = keyof typeof SETTING_CATEGORIES;

export const SETTING_VALUE_TYPES = ['string', 'number', 'boolean', 'choice', 'multi_choice', 'json'] as const;
export type SettingValueType = (typeof SETTING_VALUE_TYPES)[number];
export const SETTING_SCOPES = ['global', 'user'] as const;
export type SettingScope = (typeof SETTING_SCOPES)[number];

export type SettingOption = { value: string | number; label: string };
export type SettingValidationRules = {
  minimum?: number;
  maximum?: number;
  options?: SettingOption[];
  max_length?: number;
};
export type SettingValue = string | number | boolean | (string | number)[] | Record<string, unknown> | null;

/** A setting a module declares to the registry. */
export type SettingDefinition = {
  module: string;
  key: string;
  label: string;
  description: string;
  category: SettingCategory;
  value_type: SettingValueType;
  validation_rules: SettingValidationRules;
  /** 'user': each user may hold their own value over the shop's; 'global': shop-wide only. */
  scope: SettingScope;
  default: SettingValue;
};

export const settingSchema = z.object({
  id: z.string(),
  module: z.string(),
  key: z.string(),
  label: z.string(),
  description: z.string(),
  category: z.string(),
  value_type: z.enum(SETTING_VALUE_TYPES),
  value: z.unknown(),
  validation_rules: z.record(z.string(), z.unknown()),
  scope: z.enum(SETTING_SCOPES),
  default: z.unknown(),
  /** Where the effective value came from. */
  source: z.enum(['default', 'global', 'user']),
});
export type Setting = z.infer<typeof settingSchema>;

export const settingsListQuerySchema = z.object({
  module: z.string().min(1).max(100),
  include_global: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
});
export const forModuleQuerySchema = z.object({ module: z.string().min(1).max(100) });

/** POST /api/base/settings/update_user_setting/ */
export const updateUserSettingSchema = z.object({
  module: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  value: z.unknown(),
});
/** POST /api/base/settings/ (shop-wide value) */
export const updateGlobalSettingSchema = z.object({
  module: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  scope: z.literal('global').default('global'),
  value_text: z.string().max(10000),
});

/** Page size options and default of every module list (spec 2 section 9). */
export const PAGE_SIZE_OPTIONS = [10, 25, 50, 100] as const;
export const DEFAULT_PAGE_SIZE = 10;

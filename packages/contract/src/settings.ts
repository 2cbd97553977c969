import { z } from 'zod';
import { MAX_PAGE_SIZE, paginatedSchema } from './common';

export const SETTING_CATEGORIES = {
  display: 'Display & Interface',
  business: 'Business Rules & Compliance',
  workflow: 'Notifications & Automation',
} as const;
export type SettingCategory = keyof typeof SETTING_CATEGORIES;

export const SETTING_VALUE_TYPES = [
  'string',
  'number',
  'boolean',
  'choice',
  'multi_choice',
  'json',
] as const;
export type SettingValueType = (typeof SETTING_VALUE_TYPES)[number];
export const SETTING_SCOPES = ['global', 'user'] as const;
export type SettingScope = (typeof SETTING_SCOPES)[number];

export type SettingOption = { value: string | number; label: string };
export type SettingValidationRules = {
  minimum?: number;
  maximum?: number;
  options?: SettingOption[];
  max_length?: number;
  /** Numbers only: whole numbers only. */
  integer?: boolean;
};
export type SettingValue =
  string | number | boolean | (string | number)[] | Record<string, unknown> | null;

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

/**
 * A setting as a module declares it. `module` defaults to the declaring module's key; a module
 * may also contribute settings under another name (the vehicle module declares the page size of
 * its insurance, vendors and service_records lists).
 */
export type ModuleSettingDefinition = Omit<SettingDefinition, 'module'> & { module?: string };

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
  /** The caller's effective value: their own (user scope), else the shop's, else the default. */
  source: z.enum(['default', 'global', 'user']),
  /** What applies to a member without their own value: the shop's value, else the default. */
  global_value: z.unknown(),
});
export type Setting = z.infer<typeof settingSchema>;

/** GET /api/base/settings/?module=&include_global= (include_global=false: per-user settings only). */
export const settingsListQuerySchema = z.object({
  module: z.string().min(1).max(100).optional(),
  include_global: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true'),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(100),
});
export const settingsListResponseSchema = paginatedSchema(settingSchema);

/** GET /api/base/settings/for_module/?module= : the module's settings keyed by setting key. */
export const forModuleQuerySchema = z.object({ module: z.string().min(1).max(100) });
export const forModuleResponseSchema = z.record(z.string(), settingSchema);

/** POST /api/base/settings/update_user_setting/ */
export const updateUserSettingSchema = z.object({
  module: z.string().min(1).max(100),
  key: z.string().min(1).max(100),
  /** Checked against the setting by rules/setting-value.ts. */
  value: z.unknown().nonoptional({ error: 'This setting needs a value.' }),
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

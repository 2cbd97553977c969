import { z } from 'zod';

/** A navigation entry (spec 1 section 3); children have the same shape. */
export type NavigationItem = {
  name: string;
  url: string;
  module: string;
  icon: string;
  order: number;
  permission: string | null;
  children: NavigationItem[];
};
/**
 * The id names it in the OpenAPI document: a recursive schema can only be described as a
 * `$ref` to a named component (`#/components/schemas/NavigationItem`); unnamed, its
 * `children` pointed at a component that was never emitted.
 */
export const navigationItemSchema: z.ZodType<NavigationItem> = z
  .lazy(() =>
    z.object({
      name: z.string(),
      url: z.string(),
      module: z.string(),
      icon: z.string(),
      order: z.number(),
      permission: z.string().nullable(),
      children: z.array(navigationItemSchema),
    }),
  )
  .meta({ id: 'NavigationItem' });

export const moduleModelSchema = z.object({
  show_in_nav: z.boolean(),
  icon: z.string(),
  nav_name: z.string(),
  nav_order: z.number(),
  has_detail_page: z.boolean(),
  url_pattern: z.string(),
});
export const moduleConfigSchema = z.object({
  display_name: z.string(),
  icon: z.string(),
  navigation_order: z.number(),
  navigation_permission: z.string().nullable(),
  models: z.record(z.string(), moduleModelSchema),
});
export type ModuleConfig = z.infer<typeof moduleConfigSchema>;

/** GET /api/base/modules/ */
export const modulesResponseSchema = z.object({
  modules: z.record(z.string(), moduleConfigSchema),
});

/** GET /api/base/navigation/ and /api/navigation/items/ */
export const navigationResponseSchema = z.object({ results: z.array(navigationItemSchema) });

export const searchableModelSchema = z.object({
  model: z.string(),
  module: z.string(),
  fields: z.array(z.string()),
  weight: z.number(),
  has_detail_page: z.boolean(),
  icon: z.string(),
});
export type SearchableModel = z.infer<typeof searchableModelSchema>;
/** GET /api/base/search-config/ */
export const searchConfigResponseSchema = z.object({
  searchable_models: z.array(searchableModelSchema),
});

/** GET and POST /api/navigation/preferences/ */
export const navigationPreferencesSchema = z.object({
  navigation_order: z.array(z.string().min(1).max(100)).max(100),
});

/**
 * Every icon name a module may give the registry (modules, models, navigation entries, search
 * models, widgets). The web maps each to a Tabler icon (features/navigation nav-icon.tsx) and a
 * test on each side holds them together, so no entry shows the fallback dot.
 */
export const NAV_ICONS = [
  'alert-triangle',
  'apps',
  'bell',
  'box',
  'building',
  'building-store',
  'calendar',
  'car',
  'cash',
  'category',
  'chart-bar',
  'chart-line',
  'clipboard-list',
  'coin',
  'currency-dollar',
  'dashboard',
  'database',
  'file',
  'file-text',
  'folder',
  'gauge',
  'home',
  'key',
  'layout-dashboard',
  'list',
  'map-pin',
  'plus',
  'puzzle',
  'receipt',
  'report-money',
  'road',
  'search',
  'settings',
  'shield',
  'shield-check',
  'tool',
  'tools',
  'truck',
  'user',
  'users',
] as const;
export type NavIconName = (typeof NAV_ICONS)[number];

import type { Permission } from '@fleetdesk/contract/permissions';
import type { SearchableModel } from '@fleetdesk/contract/registry';
import {
  DEFAULT_PAGE_SIZE,
  PAGE_SIZE_OPTIONS,
  type ModuleSettingDefinition,
} from '@fleetdesk/contract/settings';

export type ModuleNavigationEntry = {
  name: string;
  url: string;
  icon: string;
  order: number;
  permission: Permission | null;
  children?: ModuleNavigationEntry[];
};

export type ModuleModel = {
  show_in_nav: boolean;
  icon: string;
  nav_name: string;
  nav_order: number;
  has_detail_page: boolean;
  /** Contains an `{id}` placeholder. */
  url_pattern: string;
};

export type WidgetDefinition = {
  widget_id: string;
  title: string;
  description: string;
  icon: string;
  size: 'small' | 'medium' | 'large';
  default_order: number;
  required_permission: Permission | null;
};

/**
 * What a module tells the registry about itself. The shell reads only this, so
 * adding a module means adding one entry to modules/index.ts, never editing the shell.
 */
export type ModuleDefinition = {
  key: string;
  display_name: string;
  icon: string;
  navigation_order: number;
  navigation_permission: Permission | null;
  models: Record<string, ModuleModel>;
  navigation: ModuleNavigationEntry[];
  searchable_models: Omit<SearchableModel, 'module'>[];
  widgets: WidgetDefinition[];
  settings: ModuleSettingDefinition[];
  permissions: readonly Permission[];
};

/**
 * What a module declares inside another's registry entry: insurance and financing are opened under
 * Vehicles (/vehicles/insurance, /vehicles/financing) but name their own models, menu entries,
 * searchable models and settings. modules/index.ts adds them with `withParts`.
 */
export type ModulePart = Partial<
  Pick<ModuleDefinition, 'models' | 'searchable_models' | 'settings'>
> & {
  /** Entries under the host module's own menu entry (its first navigation entry). */
  navigation?: ModuleNavigationEntry[];
};

/**
 * `host` with `parts` added: models in nav_order, menu entries in order, searchable models by
 * weight (the order search runs them in), settings after the host's.
 */
export function withParts(host: ModuleDefinition, parts: readonly ModulePart[]): ModuleDefinition {
  const [menu, ...rest] = host.navigation;
  const entries = parts.flatMap((part) => part.navigation ?? []);
  const models = Object.assign({}, host.models, ...parts.map((part) => part.models ?? {}));
  return {
    ...host,
    models: Object.fromEntries(
      Object.entries(models as ModuleDefinition['models']).sort(
        ([, a], [, b]) => a.nav_order - b.nav_order,
      ),
    ),
    navigation: menu
      ? [
          {
            ...menu,
            children: [...(menu.children ?? []), ...entries].sort((a, b) => a.order - b.order),
          },
          ...rest,
        ]
      : rest,
    searchable_models: [
      ...host.searchable_models,
      ...parts.flatMap((part) => part.searchable_models ?? []),
    ].sort((a, b) => b.weight - a.weight),
    settings: [...host.settings, ...parts.flatMap((part) => part.settings ?? [])],
  };
}

/** Spec 2 section 9: a list's page size, stored per module per user under key page_size. */
export function pageSizeSetting(module: string, label: string): ModuleSettingDefinition {
  return {
    module,
    key: 'page_size',
    label,
    description: 'How many rows a page of this list shows.',
    category: 'display',
    value_type: 'number',
    validation_rules: { options: PAGE_SIZE_OPTIONS.map((n) => ({ value: n, label: String(n) })) },
    scope: 'user',
    default: DEFAULT_PAGE_SIZE,
  };
}

import type { Permission } from '@fleetdesk/contract/permissions';
import type { SearchableModel } from '@fleetdesk/contract/registry';
import type { ModuleSettingDefinition } from '@fleetdesk/contract/settings';

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

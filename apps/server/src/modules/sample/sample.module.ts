import type { ModuleDefinition } from '../../platform/module';

/**
 * The sample module as the registry shows it: a worked example of a module plugging into the
 * shell, listed after vehicles so the navigation order has more than one module to order.
 */
export const sampleModule: ModuleDefinition = {
  key: 'sample',
  display_name: 'Sample Module',
  icon: 'puzzle',
  navigation_order: 20,
  navigation_permission: null,
  models: {
    sample_item: {
      show_in_nav: true,
      icon: 'box',
      nav_name: 'Sample Items',
      nav_order: 1,
      has_detail_page: false,
      url_pattern: '/sample-module?item={id}',
    },
    sample_category: {
      show_in_nav: false,
      icon: 'category',
      nav_name: 'Sample Categories',
      nav_order: 2,
      has_detail_page: false,
      url_pattern: '/sample-module?category={id}',
    },
  },
  navigation: [
    { name: 'Sample Module', url: '/sample-module', icon: 'puzzle', order: 10, permission: null },
  ],
  searchable_models: [],
  widgets: [],
  settings: [],
  permissions: [],
};

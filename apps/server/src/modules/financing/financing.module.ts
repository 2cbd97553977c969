import type { ModulePart } from '../../platform/module';

/** Financing in the registry, under Vehicles: its financing pages and its menu entry. */
export const financingModulePart: ModulePart = {
  models: {
    financing: {
      show_in_nav: true,
      icon: 'cash',
      nav_name: 'Financing',
      nav_order: 3,
      has_detail_page: true,
      url_pattern: '/vehicles/financing/{id}',
    },
  },
  navigation: [
    {
      name: 'Financing',
      url: '/vehicles/financing',
      icon: 'cash',
      order: 4,
      permission: 'canViewFinancial',
    },
  ],
};

import { pageSizeSetting, type ModulePart } from '../../platform/module';

/** Insurance in the registry, under Vehicles: its policy pages, menu entry, search and page size. */
export const insuranceModulePart: ModulePart = {
  models: {
    insurance_policy: {
      show_in_nav: true,
      icon: 'shield-check',
      nav_name: 'Insurance',
      nav_order: 2,
      has_detail_page: true,
      url_pattern: '/vehicles/insurance/policy/{id}',
    },
  },
  navigation: [
    {
      name: 'Insurance',
      url: '/vehicles/insurance',
      icon: 'shield-check',
      order: 3,
      permission: 'canViewInsurance',
    },
  ],
  searchable_models: [
    {
      model: 'insurance_policy',
      fields: ['policy_number', 'policy_name', 'insurance_company'],
      weight: 5,
      has_detail_page: true,
      icon: 'shield-check',
    },
  ],
  settings: [pageSizeSetting('insurance', 'Insurance policies per page')],
};

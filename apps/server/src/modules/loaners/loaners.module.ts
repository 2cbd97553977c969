import { LOANER_PERMISSIONS } from '@fleetdesk/contract/permissions';
import type { ModuleDefinition } from '../../platform/module';

/**
 * The loaners module as the registry shows it: the board and the customers under one menu
 * entry, and its three permissions on the member permission screens.
 */
export const loanersModule: ModuleDefinition = {
  key: 'loaners',
  display_name: 'Loaners',
  icon: 'key',
  navigation_order: 15,
  navigation_permission: 'canViewLoaners',
  models: {
    loan_agreement: {
      show_in_nav: false,
      icon: 'file-text',
      nav_name: 'Loan agreements',
      nav_order: 1,
      has_detail_page: true,
      url_pattern: '/loaners/agreements/{id}',
    },
    loaner_customer: {
      show_in_nav: true,
      icon: 'users',
      nav_name: 'Customers',
      nav_order: 2,
      has_detail_page: true,
      url_pattern: '/loaners/customers/{id}',
    },
  },
  navigation: [
    {
      name: 'Loaners',
      url: '/loaners',
      icon: 'key',
      order: 15,
      permission: 'canViewLoaners',
      children: [
        {
          name: 'Board',
          url: '/loaners',
          icon: 'calendar',
          order: 1,
          permission: 'canViewLoaners',
        },
        {
          name: 'Customers',
          url: '/loaners/customers',
          icon: 'users',
          order: 2,
          permission: 'canViewLoaners',
        },
        {
          name: 'Insurers',
          url: '/loaners/insurers',
          icon: 'building',
          order: 3,
          permission: 'canViewLoaners',
        },
        {
          name: 'Invoices',
          url: '/loaners/invoices',
          icon: 'file-text',
          order: 4,
          permission: 'canViewLoaners',
        },
        {
          name: 'Receivables',
          url: '/loaners/receivables',
          icon: 'chart-bar',
          order: 5,
          permission: 'canViewLoaners',
        },
        {
          name: 'Utilisation',
          url: '/loaners/utilisation',
          icon: 'chart-bar',
          order: 6,
          permission: 'canViewLoaners',
        },
      ],
    },
  ],
  searchable_models: [],
  widgets: [],
  settings: [],
  permissions: LOANER_PERMISSIONS,
};

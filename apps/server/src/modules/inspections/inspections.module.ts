import type { ModulePart } from '../../platform/module';

/** Inspections and issues in the registry, under Vehicles (issue 34 §3). */
export const inspectionsModulePart: ModulePart = {
  navigation: [
    {
      name: 'Issues',
      url: '/vehicles/issues',
      icon: 'alert-triangle',
      order: 4.6,
      permission: 'canViewBasic',
    },
    {
      name: 'Inspection Forms',
      url: '/vehicles/inspection-forms',
      icon: 'clipboard-list',
      order: 4.7,
      permission: 'canEdit',
    },
  ],
};

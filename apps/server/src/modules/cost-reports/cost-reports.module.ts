import type { ModulePart } from '../../platform/module';

/** Cost reports in the registry, under Vehicles: the Cost Reports page (issue 34 §5). */
export const costReportsModulePart: ModulePart = {
  navigation: [
    {
      name: 'Cost Reports',
      url: '/vehicles/reports/costs',
      icon: 'report-money',
      order: 4.8,
      permission: 'canViewBasic',
    },
  ],
};

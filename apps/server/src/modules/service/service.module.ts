import type { ModulePart } from '../../platform/module';

/** Service in the registry, under Vehicles: the Due Service page (issue 26). */
export const serviceModulePart: ModulePart = {
  navigation: [
    {
      name: 'Due Service',
      url: '/vehicles/maintenance-due',
      icon: 'tool',
      order: 4.5,
      permission: 'canViewService',
    },
  ],
};

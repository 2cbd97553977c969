import type { ModulePart } from '../../platform/module';

/** The fuel-card import's menu entry, under Vehicles beside the other fleet records. */
export const fuelModulePart: ModulePart = {
  navigation: [
    {
      name: 'Fuel Card Import',
      url: '/vehicles/fuel-import',
      icon: 'receipt',
      order: 4.6,
      permission: 'canAdd',
    },
  ],
};

import { ALL_PERMISSIONS, type Permission } from './permissions';

// The words of the permissions live here, apart from their names, so the signed-in bundle that
// checks permissions does not carry texts only the member screen shows.

/** The areas the member permission screen groups permissions by, in its order. */
export const PERMISSION_AREAS = [
  'Vehicles',
  'Insurance',
  'Financing',
  'Service',
  'Documents',
  'Loaners',
  'Shop',
] as const;
export type PermissionArea = (typeof PERMISSION_AREAS)[number];

export type PermissionInfo = { area: PermissionArea; label: string; description: string };

/**
 * What each permission lets a member do, in words, for the member permission screen. Keyed by
 * every permission, so a new permission does not compile until it has its label here.
 * Registrations have no permission of their own: they follow canViewDetails and canEdit.
 */
export const PERMISSION_INFO: Record<Permission, PermissionInfo> = {
  canViewBasic: {
    area: 'Vehicles',
    label: 'See the vehicle list',
    description: "Open the vehicle list with each vehicle's plate, status and location.",
  },
  canViewDetails: {
    area: 'Vehicles',
    label: 'See vehicle details',
    description: "Open a vehicle's page with its specifications and registration.",
  },
  canAdd: {
    area: 'Vehicles',
    label: 'Add vehicles',
    description: 'Create new vehicles in the fleet.',
  },
  canEdit: {
    area: 'Vehicles',
    label: 'Edit vehicles and registrations',
    description:
      "Change a vehicle's details, renew its registration and change the vehicle settings.",
  },
  canDelete: {
    area: 'Vehicles',
    label: 'Delete vehicles',
    description:
      'Kept for deleting vehicles outright; Fleetdesk archives vehicles instead, so nothing asks for it yet.',
  },
  canArchive: {
    area: 'Vehicles',
    label: 'Archive vehicles',
    description: 'Archive a vehicle that left the fleet, and bring it back.',
  },
  canViewArchived: {
    area: 'Vehicles',
    label: 'See archived vehicles',
    description: 'See archived vehicles and their records in lists, search and links.',
  },
  canViewInsurance: {
    area: 'Insurance',
    label: 'See insurance',
    description: 'Open insurance policies, master policies and their documents.',
  },
  canManageInsurance: {
    area: 'Insurance',
    label: 'Manage insurance',
    description: 'Edit and renew policies and attach their documents.',
  },
  canViewFinancial: {
    area: 'Financing',
    label: 'See financing',
    description: 'Open loans and leases, their payments and variance, and vehicle values.',
  },
  canManageFinancial: {
    area: 'Financing',
    label: 'Manage financing',
    description:
      'Add and change financings and payments, export them, and edit insurance policies.',
  },
  canViewService: {
    area: 'Service',
    label: 'See service history',
    description: 'Open service records and the vendors who did the work.',
  },
  canManageService: {
    area: 'Service',
    label: 'Manage service',
    description: 'Add service records and add or change vendors.',
  },
  canViewMileage: {
    area: 'Service',
    label: 'See mileage',
    description: "Open a vehicle's odometer readings.",
  },
  canManageMileage: {
    area: 'Service',
    label: 'Record mileage',
    description: 'Add odometer readings to a vehicle.',
  },
  canViewDocuments: {
    area: 'Documents',
    label: 'See documents',
    description: "Open and download a vehicle's documents (a policy's documents follow insurance).",
  },
  canManageDocuments: {
    area: 'Documents',
    label: 'Manage documents',
    description: "Upload and delete a vehicle's documents.",
  },
  canViewLoaners: {
    area: 'Loaners',
    label: 'See loaners',
    description: 'Open the loaner board, customers, agreements and the toll and ticket list.',
  },
  canManageLoaners: {
    area: 'Loaners',
    label: 'Manage loaners',
    description:
      'Add and edit customers, reserve loaners, check them out and in, and cancel agreements.',
  },
  canManageLoanerCharges: {
    area: 'Loaners',
    label: 'Manage loaner charges',
    description: 'Add and remove charges, import toll and ticket files, and change loaner rates.',
  },
  canViewModuleSettings: {
    area: 'Shop',
    label: 'See module diagnostics',
    description: 'Open the module registry diagnostics and the reminder runs.',
  },
  canViewActivity: {
    area: 'Shop',
    label: "See the shop's activity",
    description:
      'Read who changed what in the areas this member can see; sign-ins and settings stay with those who manage the shop.',
  },
  canManageShopSettings: {
    area: 'Shop',
    label: 'Manage the shop',
    description: "Change the shop's settings, module settings, locations and members' permissions.",
  },
};

/** The permissions of each area, areas in screen order, permissions in list order. */
export function permissionsByArea(): { area: PermissionArea; permissions: Permission[] }[] {
  return PERMISSION_AREAS.map((area) => ({
    area,
    permissions: ALL_PERMISSIONS.filter((p) => PERMISSION_INFO[p].area === area),
  }));
}

import { z } from 'zod';

/** Vehicle-module permissions, named as spec 2 section 3 names them. */
export const VEHICLE_PERMISSIONS = [
  'canViewBasic',
  'canViewDetails',
  'canViewFinancial',
  'canManageFinancial',
  'canViewInsurance',
  'canManageInsurance',
  'canViewDocuments',
  'canManageDocuments',
  'canViewService',
  'canManageService',
  'canViewMileage',
  'canManageMileage',
  'canArchive',
  'canViewArchived',
  'canAdd',
  'canEdit',
  'canDelete',
] as const;

/** Loaner-module permissions (docs/api.md "Loaners"). */
export const LOANER_PERMISSIONS = [
  'canViewLoaners',
  /** Customers, agreements, check-out and check-in. */
  'canManageLoaners',
  /** Manual charges and the citation import. */
  'canManageLoanerCharges',
] as const;

/** Platform (base) permissions. */
export const BASE_PERMISSIONS = [
  'canViewModuleSettings',
  /** Read the shop's activity page, in the areas the member may see (a Fleet Manager's review). */
  'canViewActivity',
  /** Change shop-wide settings, vehicle module settings and members' permissions. */
  'canManageShopSettings',
] as const;

/** Every permission; what each lets a member do, in words, is in `permission-labels.ts`. */
export const ALL_PERMISSIONS = [
  ...VEHICLE_PERMISSIONS,
  ...LOANER_PERMISSIONS,
  ...BASE_PERMISSIONS,
] as const;

export type VehiclePermission = (typeof VEHICLE_PERMISSIONS)[number];
export type LoanerPermission = (typeof LOANER_PERMISSIONS)[number];
export type BasePermission = (typeof BASE_PERMISSIONS)[number];
export type Permission = (typeof ALL_PERMISSIONS)[number];

export const permissionSchema = z.enum(ALL_PERMISSIONS);

export const ROLES = [
  'administrator',
  'fleet_manager',
  'fleet_coordinator',
  'service_technician',
  'vehicle_viewer',
] as const;
export type Role = (typeof ROLES)[number];
export const roleSchema = z.enum(ROLES);

export const ROLE_NAMES: Record<Role, string> = {
  administrator: 'Administrator',
  fleet_manager: 'Fleet Manager',
  fleet_coordinator: 'Fleet Coordinator',
  service_technician: 'Service Technician',
  vehicle_viewer: 'Vehicle Viewer',
};

const VIEWER: readonly Permission[] = [
  'canViewBasic',
  'canViewDetails',
  'canViewDocuments',
  'canViewService',
  'canViewMileage',
  'canViewLoaners',
];

const TECHNICIAN: readonly Permission[] = [...VIEWER, 'canManageService', 'canManageMileage'];

/** Edits vehicles and their records, but sees no money (spec 2 section 6: "edit without financial view"). */
const COORDINATOR: readonly Permission[] = [
  ...TECHNICIAN,
  'canViewInsurance',
  'canManageDocuments',
  'canArchive',
  'canViewArchived',
  'canAdd',
  'canEdit',
  'canManageLoaners',
];

const MANAGER: readonly Permission[] = [
  ...COORDINATOR,
  'canViewFinancial',
  'canManageFinancial',
  'canManageInsurance',
  'canManageLoanerCharges',
  'canViewActivity',
];

/** Default permission set of each role preset; per-member grants and withdrawals apply on top. */
export const ROLE_PERMISSIONS: Record<Role, readonly Permission[]> = {
  administrator: ALL_PERMISSIONS,
  fleet_manager: MANAGER,
  fleet_coordinator: COORDINATOR,
  service_technician: TECHNICIAN,
  vehicle_viewer: VIEWER,
};

export type PermissionMap = Partial<Record<string, boolean>>;

/** The permission-endpoint reply: spec 1 section 3 and spec 2 section 3. */
export const permissionsResponseSchema = z.object({
  permissions: z.record(z.string(), z.boolean()),
  is_superuser: z.boolean(),
  groups: z.array(z.string()),
  username: z.string().optional(),
});
export type PermissionsResponse = z.infer<typeof permissionsResponseSchema>;

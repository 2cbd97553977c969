import type { VehicleDetail, VehicleListItem } from '@fleetdesk/contract/vehicles';
import type { Setting } from '@fleetdesk/contract/settings';
import type { VehicleSummary } from '@fleetdesk/contract/vehicle-glance';
import { withVinCheckDigit } from '@fleetdesk/contract/rules/vehicle-rules';
import { json } from './utils';

export const VIN = '1HGCM82633A004352';

/** The n-th of a row of valid VINs (no I, O or Q; position 9 its check digit): V1N00000200000001 … */
export const testVin = (n: number) => withVinCheckDigit(`V1N${String(n).padStart(14, '0')}`);

export function permissionsReply(permissions: Record<string, boolean>, isSuperuser = false) {
  return json({ permissions, is_superuser: isSuperuser, groups: [], username: 'tester' });
}

export const ALL_VEHICLE_PERMISSIONS = {
  canViewBasic: true,
  canViewDetails: true,
  canViewFinancial: true,
  canViewDocuments: true,
  canViewService: true,
  canViewMileage: true,
  canArchive: true,
  canViewArchived: true,
  canAdd: true,
  canEdit: true,
};

export function listItem(over: Partial<VehicleListItem> = {}): VehicleListItem {
  return {
    vin: VIN,
    description: '2021 Honda Accord',
    make: 'Honda',
    model: 'Accord',
    year: 2021,
    license_plate: 'ABC-123',
    location: 1,
    location_name: 'Main Lot',
    primary_driver: 2,
    primary_driver_name: 'Mia Manager',
    status: 'Up to date',
    is_archived: false,
    vehicle_types: [{ id: 1, name: 'loaner', description: 'Lent to customers' }],
    photo_url: null,
    ...over,
  };
}

export function detail(over: Partial<VehicleDetail> = {}): VehicleDetail {
  return {
    ...listItem(),
    current_value: '18500.00',
    current_mileage: 45231,
    tank_capacity: null,
    fuel_card_number: '',
    can_be_archived: true,
    has_active_loan: false,
    has_active_lease: false,
    registrations: [],
    insurance_policies: [],
    recent_mileage_logs: [],
    recent_service_records: [],
    mileage_log_count: 3,
    service_record_count: 2,
    current_assignment: null,
    ...over,
  };
}

export function page<T>(results: T[], count = results.length, totalPages = 1) {
  return { count, total_pages: totalPages, next: null, previous: null, results };
}

export function pageSizeSetting(value: number): Setting {
  return {
    id: 'vehicles.page_size',
    module: 'vehicles',
    key: 'page_size',
    label: 'Vehicles per page',
    description: 'How many rows a page of this list shows.',
    category: 'display',
    value_type: 'number',
    value,
    validation_rules: { options: [10, 25, 50, 100].map((n) => ({ value: n, label: String(n) })) },
    scope: 'user',
    default: 10,
    source: 'default',
    global_value: 10,
  };
}

export const FOR_MODULE = 'GET /api/base/settings/for_module/?module=vehicles';
export const LOCATIONS = 'GET /api/shops/locations/';

/** The page size setting another list keeps under its own module name (spec 2 section 7). */
export function modulePageSize(module: string, label: string, value = 10): Setting {
  return { ...pageSizeSetting(value), id: `${module}.page_size`, module, label };
}

/** GET /api/base/settings/?module=&include_global=true, as the settings screen asks. */
export const settingsList = (module: string) =>
  `GET /api/base/settings/?module=${module}&include_global=true`;

/** What the settings screen's other modules answer: one page size each. */
export const OTHER_PAGE_SIZES = {
  [settingsList('insurance')]: json([modulePageSize('insurance', 'Insurance policies per page')]),
  [settingsList('vendors')]: json([modulePageSize('vendors', 'Vendors per page')]),
  [settingsList('service_records')]: json([
    modulePageSize('service_records', 'Service records per page'),
  ]),
};

/** The bell's poll, for tests that render the whole shell: an empty inbox. */
export const NO_NOTIFICATIONS = {
  'GET /api/notifications/notifications/?page_size=100': json({
    count: 0,
    total_pages: 1,
    next: null,
    previous: null,
    results: [],
    unread_count: 0,
  }),
};

/** GET /api/employees/user-profile/ (the shell reads the saved theme from it). */
export function profileReply(over: Record<string, unknown> = {}) {
  return json({
    email: 'a@example.test',
    first_name: 'Ada',
    last_name: 'Admin',
    shop_name: '',
    theme: 'light',
    date_joined: '2024-03-05T10:00:00.000Z',
    ...over,
  });
}

/** The dashboard at / with no widgets (it then asks for no widget data), for whole-shell tests. */
export const EMPTY_DASHBOARD = {
  'GET /api/dashboard/widgets/user_widgets/': json({
    widgets: [],
    preferences: { enabled_widgets: [], widget_order: [] },
  }),
};

/** auth-config as the sign-in page reads it. */
export const AUTH_CONFIG = {
  google_enabled: false,
  google_client_id: null,
  app_name: 'Fleetdesk',
  support_email: '',
  support_phone: '',
};
export const ADMIN_USER = {
  id: 1,
  username: 'admin',
  email: 'a@example.test',
  first_name: 'Ada',
  last_name: 'Admin',
  is_superuser: true,
};
/**
 * The shop's today in the server's replies: the day every screen counts from. The browser's
 * clock may say otherwise (`LATE_EVENING_PACIFIC` is already the next day in UTC).
 */
export const SHOP_TODAY = '2026-06-14';
/** 23:30 in Los Angeles on SHOP_TODAY: 06:30 UTC the next day. */
export const LATE_EVENING_PACIFIC = new Date('2026-06-15T06:30:00Z');

/** The current shop as the context replies name it. */
export function currentShop(over: Record<string, unknown> = {}) {
  return {
    id: 1,
    name: 'Downtown Collision',
    role: 'administrator',
    time_zone: 'America/Los_Angeles',
    today: SHOP_TODAY,
    ...over,
  };
}

/** GET /api/employees/current-context/: the signed-in administrator in Downtown Collision. */
export const CURRENT_CONTEXT = {
  'GET /api/employees/current-context/': json({
    current_shop: currentShop(),
    needs_shop_selection: false,
    user: ADMIN_USER,
  }),
};

/** Every call the signed-in shell makes at /, answered for a member with these permissions. */
export const signedInApi = (permissions: Record<string, boolean> = {}, is_superuser = false) => ({
  'GET /api/base/auth-config/': json(AUTH_CONFIG),
  ...CURRENT_CONTEXT,
  'GET /api/employees/available-shops/': json({ shops: [], current_shop: null }),
  'GET /api/employees/user-profile/': profileReply(),
  'GET /api/base/navigation/': json({ results: [] }),
  'GET /api/base/permissions/': json({ permissions, is_superuser, groups: [] }),
  'GET /api/vehicles/permissions/': json({ permissions, is_superuser, groups: [], username: 'u' }),
  ...NO_NOTIFICATIONS,
  ...EMPTY_DASHBOARD,
});

/** A vehicle with no records, as the summary answers it (issue 24 item 1). */
export function emptySummary(over: Partial<VehicleSummary> = {}): VehicleSummary {
  return {
    hidden_areas: [],
    current_mileage: null,
    miles_per_month: null,
    cost_to_date: '0.00',
    cost_per_mile: null,
    mpg: null,
    fuel_cost_per_mile: null,
    registration_due_in_days: null,
    insurance_due_in_days: null,
    next_service: null,
    monthly_costs: ['2026-01', '2026-02', '2026-03'].map((month) => ({
      month,
      service: '0.00',
      financing: '0.00',
      insurance: '0.00',
      registration: '0.00',
    })),
    mileage_trend: [],
    upcoming: [],
    ...over,
  };
}

/** The summary call of the detail's Overview, for VIN. */
export const EMPTY_SUMMARY = {
  [`GET /api/vehicles/vehicles/${VIN}/summary/`]: json(emptySummary()),
};

/** An issue as the API lists it (issue 34 §3): open, medium, typed in by hand unless `over` says. */
export function issueReply(over: Record<string, unknown> = {}) {
  return {
    id: 90,
    vehicle: VIN,
    vehicle_description: '2024 Toyota Corolla',
    title: 'Tyres failed',
    description: '',
    priority: 'medium',
    out_of_service: false,
    status: 'open',
    source: null,
    photo_url: null,
    assigned_to: null,
    assigned_to_name: null,
    resolution: '',
    resolved_at: null,
    service_record: null,
    created_at: '2026-06-14T15:00:00Z',
    ...over,
  };
}

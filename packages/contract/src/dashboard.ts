import { z } from 'zod';
import { isoDateReplySchema } from './common';
import { expiringDocumentSchema } from './documents';
import { BOARD_STATES } from './loaners';
import { permissionSchema } from './permissions';

/** The widget ids (docs/api.md): each is also its data path, /api/dashboard/widget-data/{id}/. */
export const WIDGET_IDS = [
  'vehicle-overview',
  'fleet-value',
  'recent-services',
  'loaner-availability',
  'expiring-documents',
] as const;
export type WidgetId = (typeof WIDGET_IDS)[number];

export const WIDGET_SIZES = ['small', 'medium', 'large'] as const;

/** Spec 1 section 8, word for word. */
export const DASHBOARD_MESSAGES = {
  loadFailed: 'Failed to load dashboard data. Please try again.',
  hideFailed: 'Failed to update widget preferences',
  settingsLoadFailed: 'Failed to load widget settings. Please try again.',
  saveFailed: 'Failed to save settings. Please try again.',
  resetFailed: 'Failed to reset settings. Please try again.',
  unknownWidget: (id: string) => `Widget "${id}" not implemented yet`,
  unknownWidgetId: 'Unknown widget.',
  duplicateWidget: 'A widget may appear only once.',
} as const;

/** In-widget error texts (spec 1 section 8). */
export const WIDGET_ERRORS: Record<WidgetId, string> = {
  'vehicle-overview': 'Unable to load vehicle data',
  'fleet-value': 'Unable to load fleet value data',
  'recent-services': 'Unable to load services data',
  'loaner-availability': 'Unable to load loaner data',
  'expiring-documents': 'Unable to load expiring documents',
};

/** Spec 1 section 9: the loaner widget lists at most 3. */
export const LOANER_LIST_LIMIT = 3;

export const widgetSchema = z.object({
  widget_id: z.string(),
  title: z.string(),
  description: z.string(),
  icon: z.string(),
  size: z.enum(WIDGET_SIZES),
  module: z.string(),
  enabled: z.boolean(),
  default_order: z.number().int(),
  required_permission: permissionSchema.nullable(),
});
export type Widget = z.infer<typeof widgetSchema>;

export const widgetPreferencesSchema = z.object({
  enabled_widgets: z.array(z.string()),
  widget_order: z.array(z.string()),
});
export type WidgetPreferences = z.infer<typeof widgetPreferencesSchema>;

/** GET /api/dashboard/widgets/user_widgets/ (also the reply of update_widgets and reset_to_defaults). */
export const userWidgetsResponseSchema = z.object({
  widgets: z.array(widgetSchema),
  preferences: widgetPreferencesSchema,
});
export type UserWidgetsResponse = z.infer<typeof userWidgetsResponseSchema>;

const widgetIdList = z
  .array(z.string().min(1).max(100))
  .max(100)
  .refine((ids) => new Set(ids).size === ids.length, DASHBOARD_MESSAGES.duplicateWidget);

/** POST /api/dashboard/preferences/update_widgets/ */
export const updateWidgetsSchema = z.object({
  enabled_widgets: widgetIdList,
  widget_order: widgetIdList,
});
export type UpdateWidgets = z.infer<typeof updateWidgetsSchema>;

const money = z.string().meta({ description: 'Decimal amount, e.g. "1250.00"' });

/** GET /api/dashboard/widget-data/vehicle-overview/ */
export const vehicleOverviewSchema = z.object({
  total_vehicles: z.number().int(),
  active_vehicles: z.number().int(),
  archived_vehicles: z.number().int(),
  /** Active vehicles of each type (a vehicle may have several types). */
  breakdown: z.object({
    loaner: z.number().int(),
    employee: z.number().int(),
    service: z.number().int(),
    general: z.number().int(),
  }),
});
export type VehicleOverview = z.infer<typeof vehicleOverviewSchema>;

export const valuationSchema = z.object({
  vin: z.string(),
  description: z.string(),
  current_value: money,
  updated_at: z.string(),
});

/** GET /api/dashboard/widget-data/fleet-value/ (active vehicles only). */
export const fleetValueSchema = z.object({
  total_value: money,
  valued_vehicles: z.number().int(),
  total_vehicles: z.number().int(),
  recent_valuations: z.array(valuationSchema),
});
export type FleetValue = z.infer<typeof fleetValueSchema>;

export const recentServiceSchema = z.object({
  id: z.number().int(),
  vehicle: z.string().meta({ description: 'VIN' }),
  vehicle_description: z.string(),
  service_type: z.string(),
  vendor: z.string(),
  date: isoDateReplySchema,
  amount: money,
});
/**
 * A service coming up: a record's next service (`source` record, `id` the record's), or a
 * maintenance schedule due on a vehicle (`source` schedule, `id` the schedule's, `name` its name,
 * `due_date` the earlier of its due date and forecast, `overdue` once past).
 */
export const upcomingServiceSchema = z.object({
  id: z.number().int(),
  source: z.enum(['record', 'schedule']),
  name: z.string().nullable(),
  vehicle: z.string().meta({ description: 'VIN' }),
  vehicle_description: z.string(),
  service_type: z.string(),
  due_date: isoDateReplySchema.nullable(),
  due_mileage: z.number().int().nullable(),
  overdue: z.boolean(),
});
export const weeklyTotalSchema = z.object({ week_start: isoDateReplySchema, total: money });

/** GET /api/dashboard/widget-data/recent-services/ */
export const recentServicesSchema = z.object({
  monthly_total: money,
  recent_services: z.array(recentServiceSchema),
  upcoming_services: z.array(upcomingServiceSchema),
  weekly_totals: z.array(weeklyTotalSchema),
});
export type RecentServices = z.infer<typeof recentServicesSchema>;

/**
 * GET /api/dashboard/widget-data/loaner-availability/ (active loaners only), counted from the
 * loaner board's state of each loaner now: available is the board's available, assigned the
 * rest (reserved, out and overdue, also given apart), so the widget and the board agree.
 */
export const loanerAvailabilitySchema = z.object({
  total_loaners: z.number().int(),
  available_loaners: z.number().int(),
  assigned_loaners: z.number().int(),
  reserved_loaners: z.number().int(),
  out_loaners: z.number().int(),
  overdue_loaners: z.number().int(),
  loaner_list: z.array(
    z.object({
      vin: z.string(),
      description: z.string(),
      license_plate: z.string(),
      state: z.enum(BOARD_STATES),
    }),
  ),
});
export type LoanerAvailability = z.infer<typeof loanerAvailabilitySchema>;

/**
 * GET /api/dashboard/widget-data/expiring-documents/ (issue 34 §5): documents expired or expiring
 * within 30 days, the soonest first (at most 5 listed; the counts cover them all).
 */
export const expiringDocumentsSchema = z.object({
  expired_count: z.number().int(),
  expiring_count: z.number().int(),
  documents: z.array(expiringDocumentSchema),
});
export type ExpiringDocuments = z.infer<typeof expiringDocumentsSchema>;

/** Each widget's data reply, by widget id. */
export const WIDGET_DATA_SCHEMAS = {
  'vehicle-overview': vehicleOverviewSchema,
  'fleet-value': fleetValueSchema,
  'recent-services': recentServicesSchema,
  'loaner-availability': loanerAvailabilitySchema,
  'expiring-documents': expiringDocumentsSchema,
} as const;
export type WidgetData = { [K in WidgetId]: z.infer<(typeof WIDGET_DATA_SCHEMAS)[K]> };

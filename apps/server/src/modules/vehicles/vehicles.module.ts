import { VEHICLE_PERMISSIONS } from '@fleetdesk/contract/permissions';
import type { ModuleSettingDefinition } from '@fleetdesk/contract/settings';
import { pageSizeSetting, type ModuleDefinition } from '../../platform/module';

const SETTINGS: ModuleSettingDefinition[] = [
  pageSizeSetting('vehicles', 'Vehicles per page'),
  pageSizeSetting('vendors', 'Vendors per page'),
  pageSizeSetting('service_records', 'Service records per page'),
  {
    key: 'default_sort',
    label: 'Default vehicle sort',
    description: 'The order the vehicle list starts in.',
    category: 'display',
    value_type: 'choice',
    validation_rules: {
      options: [
        { value: 'description', label: 'Description (A to Z)' },
        { value: '-description', label: 'Description (Z to A)' },
        { value: 'license_plate', label: 'License plate (A to Z)' },
        { value: '-license_plate', label: 'License plate (Z to A)' },
        { value: 'status', label: 'Status (A to Z)' },
        { value: '-status', label: 'Status (Z to A)' },
      ],
    },
    scope: 'user',
    default: 'description',
  },
  {
    key: 'show_archived_by_default',
    label: 'Show archived vehicles by default',
    description: 'Start the vehicle list with archived vehicles shown.',
    category: 'display',
    value_type: 'boolean',
    validation_rules: {},
    scope: 'user',
    default: false,
  },
  {
    key: 'registration_warning_days',
    label: 'Registration warning (days)',
    description: 'A registration expiring within this many days is shown as due soon.',
    category: 'business',
    value_type: 'number',
    validation_rules: { minimum: 1, maximum: 365, integer: true },
    scope: 'global',
    default: 30,
  },
  {
    key: 'required_documents',
    label: 'Required documents',
    description: 'Documents every vehicle is expected to have on file.',
    category: 'business',
    value_type: 'multi_choice',
    validation_rules: {
      options: [
        { value: 'title', label: 'Title' },
        { value: 'registration', label: 'Registration' },
        { value: 'insurance', label: 'Insurance' },
        { value: 'inspection', label: 'Inspection' },
        { value: 'emissions', label: 'Emissions' },
      ],
    },
    scope: 'global',
    default: ['title', 'registration', 'insurance'],
  },
  {
    key: 'warning_days',
    label: 'Reminder days before expiry',
    description: 'Days before a registration or policy expires on which reminders are sent.',
    category: 'workflow',
    value_type: 'multi_choice',
    validation_rules: {
      options: [7, 14, 30, 60, 90, 120].map((n) => ({ value: n, label: `${n} days` })),
    },
    scope: 'global',
    default: [30, 60, 90],
  },
  {
    key: 'email_notifications',
    label: 'E-mail notifications',
    description: 'Also send reminders and alerts by e-mail, not only in the app.',
    category: 'workflow',
    value_type: 'boolean',
    validation_rules: {},
    scope: 'user',
    default: true,
  },
];

/**
 * The vehicle module as the registry shows it: navigation, search, widgets, settings. Insurance and
 * financing add their own models, menu entries, search and settings to it (modules/index.ts).
 */
export const vehiclesModule: ModuleDefinition = {
  key: 'vehicles',
  display_name: 'Vehicles',
  icon: 'car',
  navigation_order: 10,
  navigation_permission: 'canViewBasic',
  models: {
    vehicle: {
      show_in_nav: true,
      icon: 'car',
      nav_name: 'Vehicles',
      nav_order: 1,
      has_detail_page: true,
      url_pattern: '/vehicles/{id}',
    },
    // Search only: a document opens its vehicle's page ({id} is the VIN); vendors have no page.
    document: {
      show_in_nav: false,
      icon: 'file-text',
      nav_name: 'Documents',
      nav_order: 4,
      has_detail_page: true,
      url_pattern: '/vehicles/{id}',
    },
    vendor: {
      show_in_nav: false,
      icon: 'building-store',
      nav_name: 'Vendors',
      nav_order: 5,
      has_detail_page: false,
      url_pattern: '/vendors/{id}',
    },
  },
  navigation: [
    {
      name: 'Vehicles',
      url: '/vehicles',
      icon: 'car',
      order: 10,
      permission: 'canViewBasic',
      children: [
        {
          name: 'All Vehicles',
          url: '/vehicles',
          icon: 'list',
          order: 1,
          permission: 'canViewBasic',
        },
        { name: 'Add Vehicle', url: '/vehicles/add', icon: 'plus', order: 2, permission: 'canAdd' },
        {
          name: 'Vehicle Settings',
          url: '/vehicles/settings',
          icon: 'settings',
          order: 5,
          permission: 'canEdit',
        },
      ],
    },
  ],
  searchable_models: [
    {
      model: 'vehicle',
      fields: ['vin', 'license_plate', 'make', 'model', 'description'],
      weight: 10,
      has_detail_page: true,
      icon: 'car',
    },
    {
      model: 'vendor',
      fields: ['name', 'phone', 'email'],
      weight: 4,
      has_detail_page: false,
      icon: 'building-store',
    },
    { model: 'document', fields: ['title'], weight: 3, has_detail_page: true, icon: 'file-text' },
  ],
  widgets: [
    {
      widget_id: 'vehicle-overview',
      title: 'Vehicle Overview',
      description: 'Total, active and archived vehicles, by type.',
      icon: 'car',
      size: 'medium',
      default_order: 1,
      required_permission: 'canViewBasic',
    },
    {
      widget_id: 'fleet-value',
      title: 'Fleet Value',
      description: 'Total value of the fleet and how much of it is valued.',
      icon: 'currency-dollar',
      size: 'medium',
      default_order: 2,
      required_permission: 'canViewFinancial',
    },
    {
      widget_id: 'recent-services',
      title: 'Recent Services',
      description: 'Services of the last 30 days and those coming up.',
      icon: 'tool',
      size: 'large',
      default_order: 3,
      required_permission: 'canViewService',
    },
    {
      widget_id: 'loaner-availability',
      title: 'Loaner Availability',
      description: 'Loaner vehicles available and assigned.',
      icon: 'key',
      size: 'small',
      default_order: 4,
      required_permission: 'canViewBasic',
    },
    {
      // Its data is the documents module's (modules/index.ts hands it to the dashboard).
      widget_id: 'expiring-documents',
      title: 'Expiring Documents',
      description: 'Documents expired or expiring within 30 days (inspections, permits).',
      icon: 'file-text',
      size: 'medium',
      default_order: 5,
      required_permission: 'canViewDocuments',
    },
  ],
  settings: SETTINGS,
  permissions: VEHICLE_PERMISSIONS,
};

import type { Widget } from '@fleetdesk/contract/dashboard';

/** The four registered widgets as the server describes them, enabled, in default order. */
export const widget = (id: string, over: Partial<Widget> = {}): Widget => {
  const base: Record<string, Omit<Widget, 'enabled'>> = {
    'vehicle-overview': {
      widget_id: 'vehicle-overview',
      title: 'Vehicle Overview',
      description: 'Total, active and archived vehicles, by type.',
      icon: 'car',
      size: 'medium',
      module: 'vehicles',
      default_order: 1,
      required_permission: 'canViewBasic',
    },
    'fleet-value': {
      widget_id: 'fleet-value',
      title: 'Fleet Value',
      description: 'Total value of the fleet.',
      icon: 'currency-dollar',
      size: 'medium',
      module: 'vehicles',
      default_order: 2,
      required_permission: 'canViewFinancial',
    },
    'recent-services': {
      widget_id: 'recent-services',
      title: 'Recent Services',
      description: 'Services of the last 30 days.',
      icon: 'tool',
      size: 'large',
      module: 'vehicles',
      default_order: 3,
      required_permission: 'canViewService',
    },
    'loaner-availability': {
      widget_id: 'loaner-availability',
      title: 'Loaner Availability',
      description: 'Loaners available and assigned.',
      icon: 'key',
      size: 'small',
      module: 'vehicles',
      default_order: 4,
      required_permission: null,
    },
  };
  const known = base[id] ?? {
    widget_id: id,
    title: `Widget ${id}`,
    description: '',
    icon: 'box',
    size: 'small' as const,
    module: 'other',
    default_order: 9,
    required_permission: null,
  };
  return { ...known, enabled: true, ...over };
};

export const ALL_IDS = [
  'vehicle-overview',
  'fleet-value',
  'recent-services',
  'loaner-availability',
];

export const userWidgets = (widgets: Widget[], order?: string[]) => {
  const enabled = widgets.filter((w) => w.enabled).map((w) => w.widget_id);
  return { widgets, preferences: { enabled_widgets: enabled, widget_order: order ?? enabled } };
};

export const DATA = {
  'vehicle-overview': {
    total_vehicles: 7,
    active_vehicles: 5,
    archived_vehicles: 2,
    breakdown: { loaner: 3, employee: 1, service: 1, general: 1 },
  },
  'fleet-value': {
    total_value: '45000.75',
    valued_vehicles: 3,
    total_vehicles: 5,
    recent_valuations: [
      {
        vin: 'V1N00000400000002',
        description: '2020 Ford Bravo',
        current_value: '20000.25',
        updated_at: '2026-11-20T10:00:00Z',
      },
    ],
  },
  'recent-services': {
    monthly_total: '650.65',
    recent_services: [
      {
        id: 1,
        vehicle: 'V1N00000200000001',
        vehicle_description: '2020 Ford Alpha',
        service_type: 'repair',
        vendor: 'Main Street Garage',
        date: '2026-11-21',
        amount: '100.10',
      },
    ],
    upcoming_services: [
      {
        id: 6,
        source: 'record',
        name: null,
        vehicle: 'V1N00000X00000005',
        vehicle_description: '2020 Ford Echo',
        service_type: 'maintenance',
        due_date: '2026-11-28',
        due_mileage: 40000,
        overdue: false,
      },
      {
        id: 3,
        source: 'schedule',
        name: 'Oil change',
        vehicle: 'V1N00000800000004',
        vehicle_description: '2019 Ford Transit',
        service_type: 'maintenance',
        due_date: '2026-11-20',
        due_mileage: null,
        overdue: true,
      },
    ],
    weekly_totals: [
      { week_start: '2026-11-16', total: '150.15' },
      { week_start: '2026-11-23', total: '0.00' },
    ],
  },
  'loaner-availability': {
    total_loaners: 3,
    available_loaners: 1,
    assigned_loaners: 2,
    reserved_loaners: 0,
    out_loaners: 1,
    overdue_loaners: 1,
    loaner_list: [
      {
        vin: 'V1N00000200000001',
        description: '2020 Ford Alpha',
        license_plate: '3EAV278',
        state: 'available',
      },
      {
        vin: 'V1N00000600000003',
        description: '2020 Ford Charlie',
        license_plate: '7KLM102',
        state: 'overdue',
      },
    ],
  },
};

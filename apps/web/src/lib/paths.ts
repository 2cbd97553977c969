/** Every in-app URL, from one place (spec 1 section 2 route table). */
export const paths = {
  home: '/',
  dashboard: '/dashboard',
  dashboardSettings: '/dashboard/settings',
  vehicles: {
    list: '/vehicles',
    add: '/vehicles/add',
    import: '/vehicles/import',
    /** Issue 34 §2: a fuel card provider's file. */
    fuelImport: '/vehicles/fuel-import',
    settings: '/vehicles/settings',
    edit: (vin: string) => `/vehicles/edit/${encodeURIComponent(vin)}`,
    detail: (vin: string) => `/vehicles/${encodeURIComponent(vin)}`,
    /** Issue 26: what maintenance is due (`?state=`, `?vehicle=`). */
    maintenanceDue: '/vehicles/maintenance-due',
    /** Issue 34 §5: what the fleet cost (`?from=&to=&group=&page=`). */
    costs: '/vehicles/reports/costs',
    /** Issue 34 §3: the shop's issues (`?status=resolved`), the forms, filling one for a vehicle. */
    issues: '/vehicles/issues',
    inspectionForms: '/vehicles/inspection-forms',
    inspect: (vin: string) => `/vehicles/inspect/${encodeURIComponent(vin)}`,
  },
  insurance: {
    list: '/vehicles/insurance',
    bulkRenewal: '/vehicles/insurance/bulk-renewal',
    policy: (id: string | number) => `/vehicles/insurance/policy/${encodeURIComponent(String(id))}`,
  },
  financing: {
    list: '/vehicles/financing',
    /** The financing screen on one of its tabs (Export, Reports...). */
    view: (view: string) => `/vehicles/financing?view=${encodeURIComponent(view)}`,
    detail: (id: string | number) => `/vehicles/financing/${encodeURIComponent(String(id))}`,
  },
  loaners: {
    board: '/loaners',
    customers: '/loaners/customers',
    customer: (id: string | number) => `/loaners/customers/${encodeURIComponent(String(id))}`,
    insurers: '/loaners/insurers',
    citations: '/loaners/citations',
    utilisation: '/loaners/utilisation',
    settings: '/loaners/settings',
    invoices: '/loaners/invoices',
    invoice: (id: string | number) => `/loaners/invoices/${encodeURIComponent(String(id))}`,
    receivables: '/loaners/receivables',
    agreement: (id: string | number) => `/loaners/agreements/${encodeURIComponent(String(id))}`,
    /** A new reservation with the loaner and its start day chosen (from the board's free slot). */
    reserve: (vin: string, starts: string) =>
      `/loaners/agreements/new?vehicle=${encodeURIComponent(vin)}&starts=${encodeURIComponent(starts)}`,
  },
  notifications: '/notifications',
  settings: '/settings',
  /** The shop's members and their permissions (canManageShopSettings). */
  settingsMembers: '/settings/members',
  /** Integrations: API tokens (canManageShopSettings). */
  settingsIntegrations: '/settings/integrations',
  /** The shop's webhook endpoints (canManageShopSettings). */
  settingsWebhooks: '/settings/integrations/webhooks',
  /** What the shop's documents print at their top (canManageShopSettings). */
  settingsIdentity: '/settings/identity',
  /** The shop's activity: the audit trail with filters and CSV (canViewActivity). */
  settingsActivity: '/settings/activity',
  search: (query: string) => `/search?q=${encodeURIComponent(query)}`,
  searchBase: '/search',
  sampleModule: '/sample-module',
  diagnostics: '/module-registry-diagnostics',
  noShopAssignment: '/no-shop-assignment',
  /** A customer's page to sign a loan agreement (`/sign/{token}`), opened without signing in. */
  signPrefix: '/sign/',
  login: '/login',
} as const;

/**
 * Query keys of the financing feature. Every key starts with `all`, so a write (a new financing,
 * a payment) refreshes the panel, the dashboard, the analytics and any open details at once:
 * a payment moves payment_status, totals and variance everywhere.
 */
export const financingKeys = {
  all: ['financing'] as const,
  vehicle: (vin: string) => [...financingKeys.all, 'vehicle', vin] as const,
  vehiclePayments: (vin: string) => [...financingKeys.all, 'vehicle-payments', vin] as const,
  detail: (id: number) => [...financingKeys.all, 'detail', id] as const,
  history: (id: number) => [...financingKeys.all, 'history', id] as const,
  variance: (id: number, period: string) => [...financingKeys.all, 'variance', id, period] as const,
  dashboard: (params: Record<string, unknown>) =>
    [...financingKeys.all, 'dashboard', params] as const,
  analytics: (range: string) => [...financingKeys.all, 'analytics', range] as const,
};

/**
 * Query keys of the export, reports and integration tabs: apart from `financingKeys.all`, so a
 * payment does not refetch the export options and summary.
 */
export const financingExportKeys = {
  all: ['financing-export'] as const,
  options: () => [...financingExportKeys.all, 'options'] as const,
  summary: (filters: object) => [...financingExportKeys.all, 'summary', filters] as const,
  job: (id: number) => [...financingExportKeys.all, 'job', id] as const,
};

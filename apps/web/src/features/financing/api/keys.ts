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

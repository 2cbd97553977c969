/** The dashboard's widget-data calls, measured by run.ts beside the vehicle scenarios. */
export const dashboardScenarios = [
  'vehicle-overview',
  'fleet-value',
  'recent-services',
  'loaner-availability',
].map((id) => ({
  name: `dashboard, ${id}`,
  method: 'GET' as const,
  url: () => `/api/dashboard/widget-data/${id}/`,
}));
